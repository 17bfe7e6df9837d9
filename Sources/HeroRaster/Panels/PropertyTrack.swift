import HeroPlanner

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
  /// lists them). Every property runs on the view's own clock today; per-property clocks
  /// (springs per property) plug in here.
  public static func tracks(for view: PlannedView) -> [PropertyTrack] {
    guard let animation = view.animation else { return [] }
    let tracks = animation.animatedProperties.map {
      PropertyTrack(
        property: $0, delay: animation.delay, duration: animation.duration,
        curve: animation.curve, spring: animation.spring)
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
