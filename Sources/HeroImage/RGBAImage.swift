/// A picture as every codec here reads and writes it: `width` × `height` pixels, row-major from
/// the top-left, four bytes a pixel (red, green, blue, alpha), sRGB-encoded with straight (not
/// premultiplied) alpha. A value: copies share the bytes until one is changed.
public struct RGBAImage: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A of each pixel, rows top to bottom.
  public var pixels: [UInt8]

  /// One pixel's four channels.
  public struct Pixel: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// The bytes must be exactly `width * height * 4` long, or this is nil.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
      pixels.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// For bytes this target made itself, whose count is right by construction.
  init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "pixels of another size than the image")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one colour.
  public init(width: Int, height: Int, fill: Pixel = Pixel(red: 0, green: 0, blue: 0, alpha: 0)) {
    precondition(width >= 0 && height >= 0, "an image's size is never negative")
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if fill != Pixel(red: 0, green: 0, blue: 0, alpha: 0) {
      for index in stride(from: 0, to: bytes.count, by: 4) {
        bytes[index] = fill.red
        bytes[index + 1] = fill.green
        bytes[index + 2] = fill.blue
        bytes[index + 3] = fill.alpha
      }
    }
    self.pixels = bytes
  }

  /// The pixel at column `x`, row `y` (both from 0 at the top-left).
  public subscript(x: Int, y: Int) -> Pixel {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the image")
      let at = (y * width + x) * 4
      return Pixel(
        red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2], alpha: pixels[at + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel outside the image")
      let at = (y * width + x) * 4
      pixels[at] = newValue.red
      pixels[at + 1] = newValue.green
      pixels[at + 2] = newValue.blue
      pixels[at + 3] = newValue.alpha
    }
  }

  /// Whether every pixel is fully opaque (then PNG can leave the alpha channel out).
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { bytes in
      var index = 3
      while index < bytes.count {
        if bytes[index] != 255 { return false }
        index += 4
      }
      return true
    }
  }

  /// The pixels without alpha, three bytes each (what kitty's `f=24` takes). Alpha is dropped,
  /// not composited: give an opaque image.
  public var rgbBytes: [UInt8] {
    let count = width * height
    return [UInt8](unsafeUninitializedCapacity: count * 3) { buffer, initialized in
      pixels.withUnsafeBufferPointer { source in
        for index in 0..<count {
          buffer[index * 3] = source[index * 4]
          buffer[index * 3 + 1] = source[index * 4 + 1]
          buffer[index * 3 + 2] = source[index * 4 + 2]
        }
      }
      initialized = count * 3
    }
  }

  /// The part of the image inside `rectangle`, which must lie within it.
  public func cropped(to rectangle: PixelRectangle) -> RGBAImage {
    precondition(
      rectangle.x >= 0 && rectangle.y >= 0 && rectangle.width >= 0 && rectangle.height >= 0
        && rectangle.x + rectangle.width <= width && rectangle.y + rectangle.height <= height,
      "crop outside the image")
    var bytes = [UInt8]()
    bytes.reserveCapacity(rectangle.width * rectangle.height * 4)
    for row in rectangle.y..<(rectangle.y + rectangle.height) {
      let start = (row * width + rectangle.x) * 4
      bytes.append(contentsOf: pixels[start..<(start + rectangle.width * 4)])
    }
    return RGBAImage(checkedWidth: rectangle.width, height: rectangle.height, pixels: bytes)
  }
}

/// A rectangle of whole pixels: the part of a frame that changed, a crop.
public struct PixelRectangle: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var isEmpty: Bool { width <= 0 || height <= 0 }
}
