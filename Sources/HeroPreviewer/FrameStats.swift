/// Frame times of the last few seconds, for the stats line: the last one, the median, the
/// 99th percentile and frames per second.
public struct FrameStats: Sendable {
  /// How many frames are kept (four seconds at 60 Hz).
  public static let window = 240

  private var durations: [Double] = []
  private var times: [Double] = []
  private var next = 0
  public private(set) var last: Double = 0
  public private(set) var lastChangedCells = 0

  /// The window's storage is taken at once, so recording a frame never allocates.
  public init() {
    durations.reserveCapacity(Self.window)
    times.reserveCapacity(Self.window)
  }

  /// One frame that started at `time` (seconds) and took `duration` seconds.
  public mutating func record(duration: Double, at time: Double, changedCells: Int) {
    last = duration
    lastChangedCells = changedCells
    if durations.count < Self.window {
      durations.append(duration)
      times.append(time)
    } else {
      durations[next] = duration
      times[next] = time
      next = (next + 1) % Self.window
    }
  }

  /// The p-th percentile (0…100) of the kept frame times, nearest rank; nil before any frame.
  public func percentile(_ p: Double) -> Double? {
    Self.percentile(p, of: durations)
  }

  /// Frames that started in the second before `now`.
  public func framesPerSecond(now: Double) -> Int {
    times.reduce(0) { $0 + (now - $1 < 1 ? 1 : 0) }
  }

  /// The nearest-rank percentile of `values`.
  public static func percentile(_ p: Double, of values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// `frame 1.23 ms · p50 1.10 · p99 2.50 · 60 fps · 312 cells`: the last frame, the median
  /// and 99th percentile of the window, frames in the last second, cells the last frame wrote.
  public func summary(now: Double) -> String {
    func ms(_ seconds: Double?) -> String { TextFit.fixed((seconds ?? 0) * 1000) }
    return "frame \(ms(last)) ms · p50 \(ms(percentile(50))) · p99 \(ms(percentile(99)))"
      + " · \(framesPerSecond(now: now)) fps · \(lastChangedCells) cells"
  }
}
