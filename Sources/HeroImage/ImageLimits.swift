/// How large an image heroscope agrees to read: a scene names files the user did not always
/// make, and a 60,000 × 60,000 PNG of a few kilobytes would otherwise ask for 14 GB.
public struct ImageLimits: Hashable, Sendable {
  /// The most pixels an image may have (width × height), checked before any pixel is allocated.
  public var maxPixels: Int
  /// The longest file read, in bytes.
  public var maxBytes: Int

  public init(
    maxPixels: Int = ImageLimits.default.maxPixels, maxBytes: Int = ImageLimits.default.maxBytes
  ) {
    self.maxPixels = maxPixels
    self.maxBytes = maxBytes
  }

  private init(pixels: Int, bytes: Int) {
    maxPixels = pixels
    maxBytes = bytes
  }

  /// 40 megapixels (a 48 MP phone photo scaled down is less; 160 MB of RGBA) and 64 MiB a file:
  /// Hero's example app's photos are 0.5–2 MB.
  public static let `default` = ImageLimits(pixels: 40_000_000, bytes: 64 << 20)
}
