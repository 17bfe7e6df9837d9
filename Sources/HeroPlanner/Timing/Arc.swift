/// Hero's arc: a quadratic Bézier path for a position animation (`arc(intensity)`).
///
/// From A to B with control point M + (C − M)·i, where M is the midpoint and C the corner
/// (B.x, A.y) when A is below B (A.y > B.y), else (A.x, B.y). Intensity 0 is a straight line,
/// 1 the natural downward curve, negative values bend the other way.
public struct Arc: Hashable, Sendable {
  public var start: Point
  public var control: Point
  public var end: Point
  /// Where the curve is seen through a perspective (the 3D view): each point of the curve is
  /// mapped by it, so the curve shown is not a quadratic through the mapped control points.
  /// nil: the points are where they are shown.
  public var projection: Transform3D? = nil

  public init(start: Point, control: Point, end: Point) {
    self.start = start
    self.control = control
    self.end = end
  }

  /// The start, control point and end as shown (through `projection`).
  public var shownStart: Point { shown(start) }
  public var shownControl: Point { shown(control) }
  public var shownEnd: Point { shown(end) }

  /// A point of the curve's plane as shown (a point behind the eye stays where it is).
  public func shown(_ p: Point) -> Point {
    guard let projection else { return p }
    return projection.apply(to: p) ?? p
  }

  /// The arc Hero builds from `from` to `to`, or nil when the move is under 1 pt on either axis
  /// (Hero then animates the position in a straight line).
  public init?(from a: Point, to b: Point, intensity: Double) {
    guard abs(a.x - b.x) >= 1, abs(a.y - b.y) >= 1 else { return nil }
    let corner = a.y > b.y ? Point(x: b.x, y: a.y) : Point(x: a.x, y: b.y)
    let mid = (b - a) / 2 + a
    self.init(start: a, control: mid + (corner - mid) * intensity, end: b)
  }

  /// The point at curve parameter s (0…1), as shown.
  public func point(at s: Double) -> Point {
    shown(planePoint(at: s))
  }

  /// The point at curve parameter s (0…1) in the curve's own plane, before `projection`.
  public func planePoint(at s: Double) -> Point {
    let u = 1 - s
    return start * (u * u) + control * (2 * u * s) + end * (s * s)
  }
}
