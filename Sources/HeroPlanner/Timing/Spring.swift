import Foundation

/// A damped spring from 0 to 1 with mass 1 and no initial velocity, as CASpringAnimation.
///
/// ω₀ = √stiffness and ζ = damping / (2√stiffness). Under-damped springs overshoot and settle;
/// critically and over-damped ones (ζ ≥ 1) are treated as critically damped, as the settling
/// rule in HERO-SEMANTICS.md §6 says.
public struct Spring: Hashable, Sendable {
  public var stiffness: Double
  public var damping: Double

  public init(stiffness: Double, damping: Double) {
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Hero's string default, `spring` = `spring(250, 30)`.
  public static let heroDefault = Spring(stiffness: 250, damping: 30)

  public var naturalFrequency: Double { stiffness.squareRoot() }
  public var dampingRatio: Double { damping / (2 * stiffness.squareRoot()) }
  public var isUnderdamped: Bool { dampingRatio < 1 }

  /// The position at time t (seconds): 0 at the start, settling at 1.
  public func value(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    let w0 = naturalFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = zeta * w0 / wd
      return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }
    return 1 - (1 + w0 * t) * exp(-w0 * t)
  }

  /// How long until the spring stays within 0.001 of its target, in seconds.
  ///
  /// Under-damped: −ln(0.001 / (1 + |B|)) / (ζω₀), the envelope's settling time. Critical: the
  /// first time on a 0.1 s grid from which the error stays below 0.001.
  public var settlingDuration: Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    guard w0 > 0, zeta > 0 else { return 0 }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = zeta * w0 / wd
      return -log(0.001 / (1 + abs(b))) / (zeta * w0)
    }
    // (1 + ω₀t)e^(−ω₀t) decreases monotonically, so the first grid time below the threshold
    // stays below it.
    var t = 0.0
    while t < 1_000 {
      if abs(1 - value(at: t)) < 0.001 { return t }
      t += 0.1
      t = (t * 10).rounded() / 10
    }
    return t
  }
}
