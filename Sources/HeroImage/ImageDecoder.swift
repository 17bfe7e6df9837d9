/// PNG and JPEG files to `RGBAImage`s, with the platform's own libraries: libpng and
/// libjpeg-turbo on Linux (through the CImageCodecs shim), ImageIO on Apple platforms. Every
/// failure is an `ImageError` naming the file; no input crashes or hangs the program.
public enum ImageDecoder {
  /// Which libraries decode here, for messages and `--version`-style reports.
  #if canImport(ImageIO)
    public static let platformLibraries = "ImageIO"
  #else
    public static let platformLibraries = "libpng and libjpeg-turbo"
  #endif

  /// Decodes the bytes of a PNG or JPEG, JPEG's EXIF orientation applied. `file` names the
  /// bytes in errors.
  public static func decode(
    _ bytes: [UInt8], file: String = "", limits: ImageLimits = .default
  ) throws(ImageError) -> RGBAImage {
    guard bytes.count <= limits.maxBytes else {
      throw ImageError(
        file: file, reason: .fileTooLarge(bytes: bytes.count, limit: limits.maxBytes))
    }
    guard let format = ImageFormat.sniff(bytes) else {
      if let other = ImageFormat.otherKind(bytes) {
        throw ImageError(file: file, reason: .unsupportedFormat(other))
      }
      throw ImageError(file: file, reason: .unknownFormat)
    }
    let decoded: RGBAImage
    do {
      decoded = try PlatformDecoder.decode(bytes, format: format, maxPixels: limits.maxPixels)
    } catch {
      throw ImageError(file: file, reason: error)
    }
    guard format == .jpeg else { return decoded }
    return decoded.oriented(ExifOrientation.read(fromJPEG: bytes))
  }

  /// Reads and decodes the file at `path`; errors name it as `name` (the path when nil: a
  /// scene's image is best named as the scene wrote it).
  public static func decode(
    contentsOfFile path: String, name: String? = nil, limits: ImageLimits = .default
  ) throws(ImageError) -> RGBAImage {
    let file = name ?? path
    let bytes: [UInt8]
    do {
      bytes = try ImageFile.contents(of: path, maxBytes: limits.maxBytes)
    } catch {
      throw ImageError(file: file, reason: error)
    }
    return try decode(bytes, file: file, limits: limits)
  }
}
