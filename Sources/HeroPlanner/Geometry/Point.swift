import HeroText

/// A point in screen points; y grows downward as on iOS.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// Euclidean distance, as Hero measures how far a view travels.
  public func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }

  /// Linear interpolation: `self` at 0, `other` at 1.
  public func interpolated(to other: Point, _ f: Double) -> Point {
    Point(x: x + (other.x - x) * f, y: y + (other.y - y) * f)
  }

  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
  public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }

  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
