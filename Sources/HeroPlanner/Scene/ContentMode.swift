/// UIView.ContentMode, with UIKit's case names: how an image view lays its image out in its
/// bounds (the redraw mode has no image layout and is not offered).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right, topLeft,
    topRight, bottomLeft, bottomRight

  /// Where an image of `image` points goes in `bounds` points, as UIImageView lays it out
  /// (the image's own size for the modes that do not scale).
  public func layout(image: Size, in bounds: Size) -> Rect {
    guard image.width > 0, image.height > 0 else { return Rect(origin: .zero, size: bounds) }
    switch self {
    case .scaleToFill: return Rect(origin: .zero, size: bounds)
    case .scaleAspectFit, .scaleAspectFill:
      let across = bounds.width / image.width
      let down = bounds.height / image.height
      let factor = self == .scaleAspectFit ? min(across, down) : max(across, down)
      let size = Size(width: image.width * factor, height: image.height * factor)
      return Rect(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
    default:
      let x: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = 0
      case .right, .topRight, .bottomRight: x = bounds.width - image.width
      default: x = (bounds.width - image.width) / 2
      }
      let y: Double
      switch self {
      case .top, .topLeft, .topRight: y = 0
      case .bottom, .bottomLeft, .bottomRight: y = bounds.height - image.height
      default: y = (bounds.height - image.height) / 2
      }
      return Rect(x: x, y: y, width: image.width, height: image.height)
    }
  }
}
