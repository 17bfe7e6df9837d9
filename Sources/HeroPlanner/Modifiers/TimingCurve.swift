import HeroText

/// A timing function: one of Hero's named curves or a custom cubic Bézier.
///
/// Every curve is a cubic Bézier from (0, 0) to (1, 1) with two control points, as
/// CAMediaTimingFunction; the names are those Hero's `timingFunction(name)` accepts.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
  case linear, easeIn, easeOut, easeInOut
  case standard, deceleration, acceleration, sharp
  case custom(Double, Double, Double, Double)

  /// The named curves in Hero's order.
  public static let named: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .standard, .deceleration, .acceleration, .sharp,
  ]

  public init?(name: String) {
    guard let curve = Self.named.first(where: { $0.name == name }) else { return nil }
    self = curve
  }

  /// The name Hero uses, or nil for a custom curve.
  public var name: String? {
    switch self {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .standard: "standard"
    case .deceleration: "deceleration"
    case .acceleration: "acceleration"
    case .sharp: "sharp"
    case .custom: nil
    }
  }

  /// The two control points as [c1x, c1y, c2x, c2y].
  public var controlPoints: [Double] {
    let p = points
    return [p.0, p.1, p.2, p.3]
  }

  /// The control points without an array: `value(at:)` runs per view per frame.
  private var points: (Double, Double, Double, Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .standard: (0.4, 0, 0.2, 1)
    case .deceleration: (0, 0, 0.2, 1)
    case .acceleration: (0.4, 0, 1, 1)
    case .sharp: (0.4, 0, 0.6, 1)
    case .custom(let a, let b, let c, let d): (a, b, c, d)
    }
  }

  /// The eased value at fraction `x` of the duration.
  public func value(at x: Double) -> Double {
    let p = points
    return CubicBezier(c1x: p.0, c1y: p.1, c2x: p.2, c2y: p.3).value(at: x)
  }

  public var description: String {
    name ?? controlPoints.map { formatNumber($0) }.joined(separator: ", ")
  }
}
