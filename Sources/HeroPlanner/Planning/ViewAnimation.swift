/// How one animating view's layer changes over the transition: its start and end states (in
/// its container's coordinates), and when and how it moves between them.
///
/// One view can run on two clocks, as Hero 1.6's HeroCoreAnimationViewContext builds its
/// animations: the properties that spring follow the spring over its settling duration; the
/// others (always `cornerRadius`, and a position on an arc) follow the view's duration and
/// timing curve.
public struct ViewAnimation: Hashable, Sendable {
  public var start: LayerState
  public var end: LayerState
  public var delay: Double
  /// How long the view lasts after its delay: its duration, or the spring's settling duration
  /// when something springs and that is longer. This is what the total duration counts.
  public var duration: Double
  /// The view's own duration (set, computed from the move, or the longest): the clock of the
  /// properties that do not spring.
  public var curveDuration: Double
  public var curve: TimingCurve
  /// The spring of the properties that spring; nil when nothing springs.
  public var spring: Spring?
  /// Hero's keys that spring (`position`, `size`, `opacity`…), in Hero's order.
  public var springProperties: [String]
  /// Hero's keys on the view's duration and timing curve.
  public var curveProperties: [String]
  /// The arc the position follows, in the container's coordinates (on the curve's clock).
  public var arc: Arc?
  /// Hero's names of the properties that animate (`position`, `opacity`…).
  public var animatedProperties: [String]
  /// With `durationMatchLongest`, the longest duration Hero's order can give the view (the
  /// plan's `curveDuration` being the shortest), when the two differ.
  public var durationUpTo: Double? = nil
  /// The transform's path when it changes (`TransformPath.none` and false when it does not):
  /// not an optional, so the sampler can read it in place through a pointer. (`var` only for
  /// that.)
  var transformPathStorage: TransformPath
  let hasTransformPath: Bool
  var transformPath: TransformPath? { hasTransformPath ? transformPathStorage : nil }

  init(
    start: LayerState, end: LayerState, delay: Double, clocks: AnimationClocks, curve: TimingCurve,
    arc: Arc?, animatedProperties: [String], decompositions: inout TransformDecomposition.Cache
  ) {
    self.start = start
    self.end = end
    self.delay = delay
    self.duration = clocks.length
    self.curveDuration = clocks.duration
    self.curve = curve
    self.spring = clocks.spring
    self.springProperties = clocks.springKeys
    self.curveProperties = clocks.curveKeys
    self.arc = arc
    self.animatedProperties = animatedProperties
    let path = TransformPath(from: start.transform, to: end.transform, cache: &decompositions)
    transformPathStorage = path ?? .none
    hasTransformPath = path != nil
  }

  /// The spring's settling duration, when something springs.
  public var settlingDuration: Double? { spring?.settlingDuration }

  /// The eased fraction of the view's main clock at transition time `t`: the spring's when
  /// something springs (it may overshoot 1), else the timing curve's.
  public func easedFraction(at t: Double) -> Double { timing.easedFraction(at: t) }

  /// The timing curve's eased fraction at `t`: 0 before the delay, 1 after `curveDuration`.
  public func curveFraction(at t: Double) -> Double { timing.curveFraction(at: t) }

  /// The spring's value at `t` (1 when nothing springs or once it has settled).
  public func springFraction(at t: Double) -> Double { timing.springFraction(at: t) }

  /// When and how it moves, without the states: small enough to read per frame.
  var timing: AnimationTiming {
    AnimationTiming(delay: delay, curveDuration: curveDuration, curve: curve, spring: spring)
  }

  /// The layer at transition time `t`, each property on its own clock.
  public func state(at t: Double) -> LayerState {
    let timing = timing
    let c = timing.curveFraction(at: t)
    guard spring != nil else { return state(fraction: c) }
    return state(curve: c, spring: timing.springFraction(at: t))
  }

  /// The layer with the springing properties at `s` and the others at `c`: what the sampler
  /// writes into its slot (`state(of:curve:spring:only:into:)`, the one place it is worked
  /// out), for a copy of this animation.
  public func state(curve c: Double, spring s: Double) -> LayerState {
    var animation = self
    var out = start
    withUnsafeMutablePointer(to: &animation) {
      _ = Self.state(of: $0, curve: c, spring: s, into: &out)
    }
    return out
  }

  /// `state(curve:spring:)` written into `out` (the sampler's slot for the view), without
  /// the copies of a returned state, the animation read through a pointer: a method called
  /// on it copied the whole animation (1.6 kB) for every view of every frame.
  /// `only`: the properties to work out, when `out` holds what the others come to (see
  /// `LayerState.Varying`; with a fraction that is not finite, all of them are). Returns
  /// whether `out` now holds what the others come to at any finite fraction: not after a
  /// fraction that is not finite (x + (x − x) · ∞ is NaN), so the next must be whole again.
  @discardableResult
  static func state(
    of a: UnsafeMutablePointer<ViewAnimation>, curve c: Double, spring s: Double,
    only: LayerState.Varying = .all, into out: inout LayerState
  ) -> Bool {
    let finite = c.isFinite && s.isFinite
    let v = finite ? only : .all
    if c == s {
      if c == 0 {
        LayerState.copy(&a.pointee.start, only: v, into: &out)
      } else if c == 1 && a.pointee.arc == nil {
        LayerState.copy(&a.pointee.end, only: v, into: &out)
      } else {
        LayerState.interpolate(
          &a.pointee.start, to: &a.pointee.end, c, transform: Self.path(a),
          arc: a.pointee.arc, only: v, into: &out)
      }
      return finite
    }
    LayerState.interpolate(
      &a.pointee.start, to: &a.pointee.end, s, transform: Self.path(a), arc: nil,
      only: v, into: &out)
    if v.contains(.cornerRadius) {
      out.cornerRadius =
        a.pointee.start.cornerRadius
        + (a.pointee.end.cornerRadius - a.pointee.start.cornerRadius) * c
    }
    if let arc = a.pointee.arc { out.position = arc.planePoint(at: c) }
    return finite
  }

  /// The animation's transform path in place, when it has one.
  @inline(__always)
  private static func path(
    _ a: UnsafeMutablePointer<ViewAnimation>
  ) -> UnsafeMutablePointer<TransformPath>? {
    a.pointee.hasTransformPath ? a.pointer(to: \.transformPathStorage) : nil
  }

  /// What can change between the two ends (`LayerState.Varying`).
  var varying: LayerState.Varying {
    LayerState.varying(
      from: start, to: end, transformPath: hasTransformPath, arc: arc != nil)
  }

  /// The layer with every property at eased fraction `f`.
  public func state(fraction f: Double) -> LayerState { state(curve: f, spring: f) }
}

/// The timing part of a `ViewAnimation`: its two clocks without the states, with the spring's
/// settling duration worked out once (a critically damped spring finds it by stepping).
struct AnimationTiming: Hashable, Sendable {
  var delay: Double
  var curveDuration: Double
  var curve: TimingCurve
  var spring: Spring?
  var settlingDuration: Double

  init(delay: Double, curveDuration: Double, curve: TimingCurve, spring: Spring?) {
    self.delay = delay
    self.curveDuration = curveDuration
    self.curve = curve
    self.spring = spring
    self.settlingDuration = spring?.settlingDuration ?? 0
  }

  /// The main clock: the spring's when something springs, else the curve's.
  func easedFraction(at t: Double) -> Double {
    spring == nil ? curveFraction(at: t) : springFraction(at: t)
  }

  /// 0 before the delay, 1 after `curveDuration`, the timing curve in between.
  func curveFraction(at t: Double) -> Double {
    let local = t - delay
    if local <= 0 { return 0 }
    if local >= curveDuration { return 1 }
    return curve.value(at: curveDuration > 0 ? local / curveDuration : 1)
  }

  /// 0 before the delay, 1 once settled, the spring in between; the curve when nothing springs.
  func springFraction(at t: Double) -> Double {
    guard let spring else { return curveFraction(at: t) }
    let local = t - delay
    if local <= 0 { return 0 }
    if local >= settlingDuration { return 1 }
    return spring.value(at: local)
  }
}
