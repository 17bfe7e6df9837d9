import HeroText

/// Modifier arguments beyond anything a device could show, refused with a located error.
///
/// Core Animation would take `translate(1e300, 0)` or `duration(1e18)` and show nothing useful;
/// a previewer that tried would loop for ages or convert an out-of-range double into an integer.
/// So each kind of value has a bound far past any real screen or transition, checked once, where
/// a modifier is read; the planner and everything after it then only see values it can draw.
public enum ModifierLimits {
  /// Lengths and positions, in points: a thousand times the largest screen.
  public static let length = 1_000_000.0
  /// Scale factors (either sign).
  public static let scale = 10_000.0
  /// Angles, in radians.
  public static let angle = 1_000_000.0
  /// Durations, delays, cascade steps and spring settling times, in seconds: an hour.
  public static let time = 3_600.0
  /// Arc intensities (1 is Hero's natural curve).
  public static let arcIntensity = 1_000.0
  /// Anchor points and contents rectangles, in units of the view's size.
  public static let unitSpace = 1_000.0
}

/// The bound a modifier's numbers are held to, and what the refusal calls them.
public struct ArgumentLimit: Hashable, Sendable {
  public var bound: Double
  /// The numbers as the message names them: "lengths go".
  public var what: String
  /// Whether the two numbers are a spring's, which must also settle within `ModifierLimits.time`.
  public var isSpring = false

  typealias L = ModifierLimits
  static let lengths = ArgumentLimit(bound: L.length, what: "lengths go")
  static let scales = ArgumentLimit(bound: L.scale, what: "scales go")
  static let angles = ArgumentLimit(bound: L.angle, what: "angles go")
  static let anchorPoints = ArgumentLimit(bound: L.unitSpace, what: "anchor points go")
  static let contentsRects = ArgumentLimit(bound: L.unitSpace, what: "contents rectangles go")
  static let transformEntries = ArgumentLimit(bound: L.length, what: "transform entries go")
  static let times = ArgumentLimit(bound: L.time, what: "times go")
  static let cascadeSteps = ArgumentLimit(bound: L.time, what: "cascade steps go")
  static let arcIntensities = ArgumentLimit(bound: L.arcIntensity, what: "arc intensities go")
  static let controlPoints = ArgumentLimit(bound: L.scale, what: "control points go")
  static let springs = ArgumentLimit(
    bound: L.length, what: "stiffness and damping go", isSpring: true)
}

extension HeroModifier {
  /// Why an argument is beyond `ModifierLimits`, or nil when every argument is within them.
  /// Nested lists are checked modifier by modifier where they are read.
  public var beyondLimits: String? {
    guard let limit = kind.declaration.limit else { return nil }
    let values = arguments.flatMap(\.limitedNumbers)
    if let bad = values.first(where: { !(abs($0) <= limit.bound) }) {
      return "\(formatNumber(bad)) is beyond what heroscope can preview: \(limit.what) up to "
        + "±\(formatNumber(limit.bound))"
    }
    guard limit.isSpring, case .spring(let stiffness, let damping) = self else { return nil }
    // A spring that does not settle within the limit would make the transition last for ever;
    // stiffness or damping at or below 0 are `check` findings of their own.
    guard stiffness > 0, damping > 0 else { return nil }
    let settling = Spring(stiffness: stiffness, damping: damping).settlingDuration
    guard !(settling <= ModifierLimits.time) else { return nil }
    return "this spring takes \(formatNumber(settling)) s to settle, beyond what heroscope "
      + "can preview: up to \(formatNumber(ModifierLimits.time)) s"
  }
}
