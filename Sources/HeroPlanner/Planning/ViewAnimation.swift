/// How one animating view's layer changes over the transition: its start and end states (in
/// its container's coordinates), and when and how it moves between them.
public struct ViewAnimation: Hashable, Sendable {
  public var start: LayerState
  public var end: LayerState
  public var delay: Double
  /// Seconds; for a spring, its settling duration.
  public var duration: Double
  public var curve: TimingCurve
  public var spring: Spring?
  /// The arc the position follows, in the container's coordinates.
  public var arc: Arc?
  /// Hero's names of the properties that animate (`position`, `opacity`…).
  public var animatedProperties: [String]
  let transformPath: TransformPath?

  init(
    start: LayerState, end: LayerState, delay: Double, duration: Double, curve: TimingCurve,
    spring: Spring?, arc: Arc?, animatedProperties: [String]
  ) {
    self.start = start
    self.end = end
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.spring = spring
    self.arc = arc
    self.animatedProperties = animatedProperties
    self.transformPath = TransformPath(from: start.transform, to: end.transform)
  }

  /// The eased fraction at transition time `t`: 0 before the delay, 1 after the duration;
  /// a spring may overshoot 1 on its way.
  public func easedFraction(at t: Double) -> Double { timing.easedFraction(at: t) }

  /// When and how it moves, without the states: small enough to read per frame.
  var timing: AnimationTiming {
    AnimationTiming(delay: delay, duration: duration, curve: curve, spring: spring)
  }

  /// The layer at transition time `t`.
  public func state(at t: Double) -> LayerState { state(fraction: easedFraction(at: t)) }

  /// The layer at eased fraction `f`.
  public func state(fraction f: Double) -> LayerState {
    if f == 0 { return start }
    if f == 1 && arc == nil { return end }
    return start.interpolated(to: end, f, transform: transformPath, arc: arc)
  }
}

/// The timing part of a `ViewAnimation`: delay, duration, curve or spring.
struct AnimationTiming: Hashable, Sendable {
  var delay: Double
  var duration: Double
  var curve: TimingCurve
  var spring: Spring?

  /// 0 before the delay, 1 after the duration, the curve (or spring) in between.
  func easedFraction(at t: Double) -> Double {
    let local = t - delay
    if local <= 0 { return 0 }
    if local >= duration { return 1 }
    if let spring { return spring.value(at: local) }
    return curve.value(at: duration > 0 ? local / duration : 1)
  }
}
