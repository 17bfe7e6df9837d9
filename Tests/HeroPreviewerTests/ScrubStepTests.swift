import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// The scrubbing keys step by whole hundredths and frames, so the same progress shown is the
/// same progress drawn whatever keys led there: 0.1 and 0.01 added in turn drift (0.6 less ten
/// 0.01s was 0.4999…, shown as 50 % with the bar's head a column short of 0.5's).
@Suite struct ScrubStepTests {
  /// The progress after `keys` from the start, paused.
  func progress(after keys: [Key], from start: PlayerState? = nil) -> Double {
    var state = start ?? PlayerState(scene: testScene())
    for key in keys { _ = state.handle(key) }
    return state.progress
  }

  static let pageDown5: [Key] = Array(repeating: .pageDown, count: 5)

  @Test func stepsDownToFiftyPercentGiveExactlyWhatFiveGives() {
    let five = progress(after: [.character("5")])
    #expect(five == 0.5)
    #expect(progress(after: [.character("6")] + Array(repeating: .left, count: 10)) == five)
    #expect(progress(after: Self.pageDown5) == five)
    #expect(progress(after: Self.pageDown5 + [.pageUp, .pageDown]) == five)
    #expect(progress(after: Array(repeating: .right, count: 50)) == five)
    #expect(progress(after: [.character("9")] + Array(repeating: .pageUp, count: 4)) == five)
  }

  @Test func tenPagesDownIsTheEnd() {
    #expect(progress(after: Array(repeating: .pageDown, count: 10)) == 1)
    #expect(progress(after: [.character("7")] + Array(repeating: .pageDown, count: 3)) == 1)
  }

  /// Every whole percent reached by ← → PgUp PgDn (in a fixed pseudo-random order) is the
  /// progress `k / 100` that digits and `frame --progress` use.
  @Test func anyOrderOfStepsLandsOnTheWholePercentItShows() {
    var state = PlayerState(scene: testScene())
    var expected = 0
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    let keys: [(Key, Int)] = [(.left, -1), (.right, 1), (.pageUp, -10), (.pageDown, 10)]
    var drifted: [String] = []
    for _ in 0..<2000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let (key, step) = keys[Int(seed >> 33) % keys.count]
      _ = state.handle(key)
      expected = min(max(expected + step, 0), 100)
      if state.progress != Double(expected) / 100 { drifted.append("\(state.progress)") }
    }
    #expect(drifted.isEmpty, "\(drifted.count) of 2000 off their percent: \(drifted.prefix(5))")
  }

  @Test func framesStepTheSameWhateverTheOrder() {
    let total = 0.37
    func framed(_ counts: [Int], from start: Double = 0.5) -> Double {
      var state = PlayerState(scene: testScene())
      state.progress = start
      for count in counts { state.stepFrames(by: count, totalDuration: total) }
      return state.progress
    }
    let two = framed([2])
    #expect(abs(two - (0.5 + 2 / 60 / total)) < 1e-12)
    #expect(framed([1, 1, 1, -1]) == two)
    #expect(framed([-1, 1, 1, 1, 1, -1, -1, 1]) == two)
    #expect(framed([3, -3]) == 0.5)
    #expect(framed([1, -1], from: 0.3) == 0.3)
  }

  /// Off the whole percents (after playing), a step and its opposite come back exactly.
  @Test func stepsFromWherePlayingStoppedComeBackExactly() {
    var state = PlayerState(scene: testScene(), autoplay: true)
    state.advance(by: 0.123_456, totalDuration: 0.37)
    _ = state.handle(.character(" "))
    let stopped = state.progress
    #expect(stopped > 0 && stopped < 1)
    for keys: [Key] in [
      [.pageDown, .pageUp], [.right, .right, .left, .left], [.pageUp, .right, .left, .pageDown],
    ] {
      var copy = state
      for key in keys { _ = copy.handle(key) }
      #expect(copy.progress == stopped, "\(keys)")
    }
    var copy = state
    _ = copy.handle(.pageDown)
    copy.stepFrames(by: 2, totalDuration: 0.37)
    _ = copy.handle(.pageUp)
    copy.stepFrames(by: -2, totalDuration: 0.37)
    #expect(copy.progress == stopped)
  }

  /// Stopped at an end, the next step goes from that end, as before.
  @Test func aStepPastAnEndStopsThereAndGoesOnFromIt() {
    #expect(progress(after: [.character("9"), .pageDown, .pageDown, .pageUp]) == 0.9)
    #expect(progress(after: [.left, .left, .right]) == 0.01)
  }

  /// The screen at 50 % is the same however it was reached: before, ← from 60 % drew the bar's
  /// head a column left of where `5` draws it, under the same `50%`.
  @Test func theScreenAtFiftyPercentIsTheSameWhicheverKeysLedThere() {
    let scene = testScene()
    let plan = Planner.plan(scene)
    func screen(after keys: [Key]) -> Canvas {
      var state = PlayerState(scene: scene)
      for key in keys { _ = state.handle(key) }
      let layout = PlayerView.layout(state: state, plan: plan, columns: 100, rows: 20)
      return PlayerView.render(state: state, plan: plan, layout: layout, unicode: true)
    }
    let five = screen(after: [.character("5")])
    let stepped = screen(after: [.character("6")] + Array(repeating: .left, count: 10))
    #expect(glyphLines(stepped) == glyphLines(five), "\(describe(glyphLines(stepped), glyphLines(five)))")
    #expect(stepped == five)
  }
}
