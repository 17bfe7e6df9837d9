/// A shadow path: a rectangle, optionally with rounded corners, in the view's own coordinates.
///
/// Hero takes any CGPath; heroscope models the two shapes apps build for shadows
/// (`UIBezierPath(rect:)` and `UIBezierPath(roundedRect:cornerRadius:)`).
public struct ShadowPath: Hashable, Sendable {
  public var rect: Rect
  public var cornerRadius: Double

  public init(rect: Rect, cornerRadius: Double = 0) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }
}
