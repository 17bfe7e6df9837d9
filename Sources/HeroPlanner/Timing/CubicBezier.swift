/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CAMediaTimingFunction.
///
/// `value(at:)` solves x(s) = f for the curve parameter s by Newton's method, falling back to
/// bisection, to 1e-7, and returns y(s).
public struct CubicBezier: Hashable, Sendable {
  public let c1: Point
  public let c2: Point

  public init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
    c1 = Point(x: c1x, y: c1y)
    c2 = Point(x: c2x, y: c2y)
  }

  public init(controlPoints v: [Double]) {
    precondition(v.count == 4, "a cubic Bézier needs 4 control-point numbers")
    self.init(c1x: v[0], c1y: v[1], c2x: v[2], c2y: v[3])
  }

  static let epsilon = 1e-7

  /// The eased output at input fraction `x` (clamped to 0…1).
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.coordinate(solve(x: x), c1.y, c2.y)
  }

  /// The curve parameter s with x(s) = x.
  public func solve(x: Double) -> Double {
    // Newton from s = x: fast for every well-behaved curve.
    var s = x
    for _ in 0..<8 {
      let error = Self.coordinate(s, c1.x, c2.x) - x
      if abs(error) < Self.epsilon { return s }
      let slope = Self.derivative(s, c1.x, c2.x)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    // Bisection: x(s) is monotonic for control x in 0…1, so this always converges.
    var lo = 0.0
    var hi = 1.0
    s = x
    for _ in 0..<64 {
      let value = Self.coordinate(s, c1.x, c2.x)
      if abs(value - x) < Self.epsilon { return s }
      if value < x { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return s
  }

  /// One coordinate of the curve at parameter s, for control values a and b (P0 = 0, P3 = 1).
  static func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }
}
