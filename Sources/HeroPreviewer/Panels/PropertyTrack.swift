import HeroPlanner
import HeroRaster

/// One animated property's clock: when it starts, how long it runs and how it eases. The
/// inspector's live values and the timeline's tracks both read timing from here only.
public struct PropertyTrack: Hashable, Sendable {
  /// Hero's name of the property (`position`, `opacity`…).
  public var property: String
  public var delay: Double
  /// Seconds; for a spring, its settling duration.
  public var duration: Double
  public var curve: TimingCurve
  public var spring: Spring?

  public init(
    property: String, delay: Double, duration: Double, curve: TimingCurve, spring: Spring?
  ) {
    self.property = property
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.spring = spring
  }

  /// The tracks of a view's animated properties, ordered by start time (then as the planner
  /// lists them), each on its own clock as Hero 1.6 runs them: the properties that spring over
  /// the spring's settling duration, the others (`cornerRadius` always, a position on an arc) over
  /// the view's duration and timing curve.
  public static func tracks(for view: PlannedView) -> [PropertyTrack] {
    guard let animation = view.animation else { return [] }
    let tracks = animation.animatedProperties.map { property in
      if let spring = animation.spring, animation.springProperties.contains(property) {
        return PropertyTrack(
          property: property, delay: animation.delay, duration: spring.settlingDuration,
          curve: animation.curve, spring: spring)
      }
      return PropertyTrack(
        property: property, delay: animation.delay, duration: animation.curveDuration,
        curve: animation.curve, spring: nil)
    }
    return tracks.enumerated().sorted {
      ($0.element.delay, $0.offset) < ($1.element.delay, $1.offset)
    }.map(\.element)
  }

  /// The eased fraction at transition time `t`: 0 before the delay, 1 after the duration; a
  /// spring may overshoot 1 on its way.
  public func easedFraction(at t: Double) -> Double {
    let local = t - delay
    if local <= 0 { return 0 }
    if local >= duration { return 1 }
    if let spring { return spring.value(at: local) }
    return curve.value(at: duration > 0 ? local / duration : 1)
  }
}
