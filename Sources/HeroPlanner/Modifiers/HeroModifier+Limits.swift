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

extension HeroModifier {
  /// Why an argument is beyond `ModifierLimits`, or nil when every argument is within them.
  /// Nested lists are checked modifier by modifier where they are read.
  public var beyondLimits: String? {
    typealias L = ModifierLimits
    func over(_ values: [Double], _ limit: Double, _ what: String) -> String? {
      guard let bad = values.first(where: { !(abs($0) <= limit) }) else { return nil }
      return "\(formatNumber(bad)) is beyond what heroscope can preview: \(what) up to "
        + "±\(formatNumber(limit))"
    }
    let length = "lengths go"
    switch self {
    case .position(let p): return over([p.x, p.y], L.length, length)
    case .size(let s): return over([s.width, s.height], L.length, length)
    case .shadowOffset(let s): return over([s.width, s.height], L.length, length)
    case .cornerRadius(let v), .zPosition(let v), .borderWidth(let v), .shadowRadius(let v),
      .perspective(let v):
      return over([v], L.length, length)
    case .translate(let x, let y, let z): return over([x, y, z], L.length, length)
    case .shadowPath(let path):
      let r = path.rect
      return over(
        [r.minX, r.minY, r.size.width, r.size.height, path.cornerRadius], L.length, length)
    case .scale(let x, let y, let z): return over([x, y, z], L.scale, "scales go")
    case .contentsScale(let v): return over([v], L.scale, "scales go")
    case .rotate(let x, let y, let z): return over([x, y, z], L.angle, "angles go")
    case .anchorPoint(let p): return over([p.x, p.y], L.unitSpace, "anchor points go")
    case .contentsRect(let r):
      return over(
        [r.minX, r.minY, r.size.width, r.size.height], L.unitSpace, "contents rectangles go")
    case .transform(let t):
      let entries = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
        t.m41, t.m42, t.m43, t.m44,
      ]
      return over(entries, L.length, "transform entries go")
    case .delay(let v), .duration(let v): return over([v], L.time, "times go")
    case .cascade(let delta, _, _): return over([delta], L.time, "cascade steps go")
    case .arc(let intensity): return over([intensity], L.arcIntensity, "arc intensities go")
    case .timingFunction(.custom(let x1, let y1, let x2, let y2)):
      return over([x1, y1, x2, y2], L.scale, "control points go")
    case .spring(let stiffness, let damping):
      if let bad = over([stiffness, damping], L.length, "stiffness and damping go") { return bad }
      // A spring that does not settle within the limit would make the transition last for ever;
      // stiffness or damping at or below 0 are `check` findings of their own.
      guard stiffness > 0, damping > 0 else { return nil }
      let settling = Spring(stiffness: stiffness, damping: damping).settlingDuration
      guard !(settling <= L.time) else { return nil }
      return "this spring takes \(formatNumber(settling)) s to settle, beyond what heroscope "
        + "can preview: up to \(formatNumber(L.time)) s"
    default: return nil
    }
  }
}
