#if !canImport(ImageIO)
  import CImageCodecs

  /// Linux: libpng and libjpeg-turbo through the shim, which does their error jumps in C.
  enum PlatformDecoder {
    static func decode(
      _ bytes: [UInt8], format: ImageFormat, maxPixels: Int
    ) throws(ImageError.Reason) -> RGBAImage {
      var decoded = cic_decoded()
      let status = bytes.withUnsafeBufferPointer { buffer in
        switch format {
        case .png:
          cic_png_decode(buffer.baseAddress, buffer.count, UInt64(max(0, maxPixels)), &decoded)
        case .jpeg:
          cic_jpeg_decode(buffer.baseAddress, buffer.count, UInt64(max(0, maxPixels)), &decoded)
        }
      }
      defer { cic_free(decoded.pixels) }
      let message = withUnsafeBytes(of: decoded.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      switch Int(status) {
      case Int(CIC_OK):
        let count = Int(decoded.width) * Int(decoded.height) * 4
        guard let pixels = decoded.pixels else { throw .outOfMemory }
        let bytes = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        return RGBAImage(
          checkedWidth: Int(decoded.width), height: Int(decoded.height), pixels: bytes)
      case Int(CIC_TOO_LARGE):
        throw .tooManyPixels(
          width: Int(decoded.width), height: Int(decoded.height), limit: maxPixels)
      case Int(CIC_NO_MEMORY):
        throw .outOfMemory
      case Int(CIC_UNSUPPORTED):
        throw .unsupportedFormat(format == .png ? "a PNG" : "a JPEG")
      default:
        throw .corrupt(message.isEmpty ? "the decoder refused it" : message)
      }
    }
  }
#endif
