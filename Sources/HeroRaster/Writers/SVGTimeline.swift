import HeroPlanner

/// When each tick of a segment falls in the loop, and how long the loop is.
struct SVGTimeline {
  /// 0…1 of the loop, one per tick of the whole recording.
  var keyTimes: [Double]
  /// Seconds; 0 for a still picture.
  var duration: Double

  static let still = SVGTimeline(keyTimes: [0], duration: 0)

  var isStill: Bool { duration == 0 }

  /// `dur` and `repeatCount`, shared by every animation so they stay in step.
  var timing: String {
    "dur=\"\(formatNumber(duration, decimals: 4))s\" repeatCount=\"indefinite\""
  }

  /// A `keyTimes` value: 5 decimals, kept increasing.
  static func keyTime(_ t: Double) -> String { formatNumber(min(max(t, 0), 1), decimals: 5) }
}
