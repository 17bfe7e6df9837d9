import HeroImage

/// Stand-in for a Core Graphics bitmap context: RGBA pixels at a scale, with the origin the
/// drawing is offset by. Only `CALayer.render(in:)` draws into it.
public final class CGContext {
  public let width: Int
  public let height: Int
  /// Pixels a point.
  let scale: CGFloat
  /// Where the point (0, 0) of what is drawn lands, in points from the image's top left.
  var origin: CGPoint
  var image: RGBAImage

  init(width: Int, height: Int, scale: CGFloat, origin: CGPoint) {
    self.width = width
    self.height = height
    self.scale = scale
    self.origin = origin
    image = RGBAImage(width: width, height: height)
  }

  /// Fills `rect` (points, in the current coordinates) with `color`, over what is there.
  func fill(_ rect: CGRect, with color: CGColor, alpha: CGFloat) {
    let c = color.components ?? [0, 0, 0, 1]
    let a = min(1, max(0, c[3] * alpha))
    guard a > 0 else { return }
    let x0 = max(0, Int(((rect.minX + origin.x) * scale).rounded()))
    let y0 = max(0, Int(((rect.minY + origin.y) * scale).rounded()))
    let x1 = min(width, Int(((rect.maxX + origin.x) * scale).rounded()))
    let y1 = min(height, Int(((rect.maxY + origin.y) * scale).rounded()))
    guard x0 < x1, y0 < y1 else { return }
    let source = (0..<3).map { min(1, max(0, c[$0])) }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let under = image[x, y]
        let ua = CGFloat(under.alpha) / 255
        let outA = a + ua * (1 - a)
        func blend(_ s: CGFloat, _ d: UInt8) -> UInt8 {
          let value = (s * a + CGFloat(d) / 255 * ua * (1 - a)) / outA
          return UInt8((value * 255).rounded())
        }
        image[x, y] = RGBAImage.Pixel(
          red: blend(source[0], under.red), green: blend(source[1], under.green),
          blue: blend(source[2], under.blue), alpha: UInt8((outA * 255).rounded()))
      }
    }
  }
}

/// Stand-in for `UIGraphicsImageRendererFormat`: the scale and whether the image is opaque.
open class UIGraphicsImageRendererFormat: NSObject {
  open var scale: CGFloat = 2
  open var opaque = false

  public override init() { super.init() }
}

/// Stand-in for `UIGraphicsImageRendererContext`: the context to draw into.
open class UIGraphicsImageRendererContext: NSObject {
  public let cgContext: CGContext

  init(cgContext: CGContext) { self.cgContext = cgContext }
}

/// Stand-in for `UIGraphicsImageRenderer`: a bitmap of `bounds` at the format's scale (the
/// pixel size rounded up, as UIKit's is), handed to the drawing and returned as PNG bytes.
open class UIGraphicsImageRenderer: NSObject {
  public let bounds: CGRect
  public let format: UIGraphicsImageRendererFormat
  /// Every renderer made, for the tests that count them (the capture's cap and hiding).
  nonisolated(unsafe) public static var rendered: [(size: CGSize, scale: CGFloat)] = []

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    let width = max(1, Int((bounds.width * format.scale).rounded(.up)))
    let height = max(1, Int((bounds.height * format.scale).rounded(.up)))
    Self.rendered.append((bounds.size, format.scale))
    let context = CGContext(
      width: width, height: height, scale: format.scale,
      origin: CGPoint(x: -bounds.minX, y: -bounds.minY))
    actions(UIGraphicsImageRendererContext(cgContext: context))
    return Data(PNGEncoder.encode(context.image, channels: .rgba))
  }
}
