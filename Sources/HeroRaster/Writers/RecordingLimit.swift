import HeroPlanner

/// How much of a transition a recording covers: all of it, up to a minute.
///
/// Hero transitions last a second or two; a plan that lasts an hour (`delay(3600)`) would
/// otherwise ask for hundreds of thousands of frames. Recordings stop at `longest` and the
/// command says so.
public enum RecordingLimit {
  /// The most transition time, in seconds, that one recording covers.
  public static let longest = 60.0
  /// How long the last frame stays on screen after the transition ends, in seconds (asciicast
  /// and SVG recordings alike).
  public static let hold = 0.5

  /// The transition time a recording of `plan` covers.
  public static func covered(_ plan: TransitionPlan) -> Double {
    min(max(plan.totalDuration, 0), longest)
  }

  /// Whether a recording of `plan` stops before the transition ends.
  public static func cuts(_ plan: TransitionPlan) -> Bool { plan.totalDuration > longest }
}
