/// How often the play path may send a picture: 60 a second while encoding fits the budget,
/// at most 30 while it does not (issue 33: sixel at 400×720 in 6 ms). Pure: the play path
/// tells it each picture's encode time (`SixelEncoder.lastEncodeTime`) and asks, before
/// encoding the next, whether one is due.
///
/// The decision looks at the slowest of the last `window` pictures, so one slow frame (a page
/// fault, a busy machine) halves the rate for a moment and then it recovers; it goes back to
/// 60 Hz only once every picture in the window fitted three quarters of the budget, so it does
/// not flap between the two rates at the edge of the budget.
public struct PictureFramePacing: Hashable, Sendable {
  /// The encode time one picture may take at the full rate.
  public let budget: Duration
  public let fullInterval: Duration
  public let reducedInterval: Duration
  public let window: Int
  /// The last `window` encode times, oldest first.
  public private(set) var recent: [Duration] = []
  /// Whether pictures are at the reduced rate now.
  public private(set) var reduced = false

  public init(
    budget: Duration = .milliseconds(6), fullInterval: Duration = .microseconds(16_667),
    reducedInterval: Duration = .microseconds(33_333), window: Int = 8
  ) {
    self.budget = budget
    self.fullInterval = fullInterval
    self.reducedInterval = reducedInterval
    self.window = max(1, window)
  }

  /// The least time between two pictures now.
  public var interval: Duration { reduced ? reducedInterval : fullInterval }

  /// Pictures per second now (60 or 30 by default).
  public var rate: Double {
    let (seconds, attoseconds) = interval.components
    return 1 / (Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// A picture took `encodeTime` to encode (a picture that sent nothing is not recorded).
  public mutating func record(encodeTime: Duration) {
    guard encodeTime > .zero else { return }
    recent.append(encodeTime)
    if recent.count > window { recent.removeFirst(recent.count - window) }
    let slowest = recent.max() ?? .zero
    if slowest > budget {
      reduced = true
    } else if reduced, recent.count == window, slowest * 4 <= budget * 3 {
      reduced = false
    }
  }

  /// Whether a picture may be sent `sinceLast` after the last one.
  public func isDue(sinceLast: Duration) -> Bool {
    sinceLast >= earliest
  }

  /// How soon after the last picture the next may be sent: nine tenths of the interval (a
  /// little early counts: frames come on a 60 Hz tick, so waiting for the exact interval
  /// would skip two).
  public var earliest: Duration { interval * 9 / 10 }

  /// `earliest` in seconds, for a clock kept in seconds.
  public var earliestSeconds: Double {
    let (seconds, attoseconds) = earliest.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
