import HeroText

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// The size seen as a point, as Hero does when it measures a size change as a distance.
  public var asPoint: Point { Point(x: width, y: height) }

  public func interpolated(to other: Size, _ f: Double) -> Size {
    Size(width: width + (other.width - width) * f, height: height + (other.height - height) * f)
  }

  public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
