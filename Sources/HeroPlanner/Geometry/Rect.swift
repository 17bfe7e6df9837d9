import HeroText

/// An axis-aligned rectangle: origin at the top-left corner, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// CGRect's `intersects`: closed, so rectangles that only touch at an edge or a corner, and a
  /// rectangle without area inside or on the other's edge, intersect (swift-corelibs-foundation's
  /// own tests pin `CGRect(x: -10, y: -10, width: 20, height: 20).intersects(.zero)`). Hero's
  /// HeroContext.swift:58 keeps a view in with it.
  public func touches(_ other: Rect) -> Bool {
    max(minX, other.minX) <= min(maxX, other.maxX) && max(minY, other.minY) <= min(maxY, other.maxY)
  }

  /// True when the two rectangles share some area: touching edges do not count (unlike
  /// CGRect's `intersects`, which is `touches`).
  public func intersects(_ other: Rect) -> Bool {
    guard size.width > 0, size.height > 0, other.size.width > 0, other.size.height > 0 else {
      return false
    }
    return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle moved by an offset.
  public func offsetBy(_ delta: Point) -> Rect {
    Rect(origin: origin + delta, size: size)
  }

  public var description: String {
    "[\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height))]"
  }
}
