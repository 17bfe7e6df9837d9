import Testing

@testable import HeroPreviewer

@Suite struct FrameStatsTests {
  @Test func percentilesUseTheNearestRank() {
    let values = (1...100).map(Double.init)
    #expect(FrameStats.percentile(50, of: values) == 50)
    #expect(FrameStats.percentile(99, of: values) == 99)
    #expect(FrameStats.percentile(100, of: values) == 100)
    #expect(FrameStats.percentile(50, of: [3, 1, 2]) == 2)
    #expect(FrameStats.percentile(50, of: []) == nil)
  }

  @Test func keepsAWindowAndCountsFramesPerSecond() {
    var stats = FrameStats()
    for i in 0..<(FrameStats.window + 60) {
      stats.record(duration: i < 60 ? 1 : 0.002, at: Double(i) / 60, changedCells: 10)
    }
    // The first 60 slow frames have left the window.
    #expect(stats.percentile(100) == 0.002)
    #expect(stats.framesPerSecond(now: (Double(FrameStats.window + 59) + 0.5) / 60) == 60)
    #expect(stats.summary(now: 5).hasPrefix("frame 2.00 ms · p50 2.00 · p99 2.00"))
  }
}
