#if canImport(ImageIO)
  import CoreGraphics
  import Foundation
  import ImageIO

  /// Apple platforms: ImageIO decodes, and Core Graphics draws the result into straight-alpha
  /// sRGB RGBA8. (Written for macOS; the project's CI runs on Linux, where this is not compiled.)
  enum PlatformDecoder {
    static func decode(
      _ bytes: [UInt8], format: ImageFormat, maxPixels: Int
    ) throws(ImageError.Reason) -> RGBAImage {
      let data = Data(bytes) as CFData
      let options = [kCGImageSourceShouldCache: false] as CFDictionary
      guard let source = CGImageSourceCreateWithData(data, options),
        CGImageSourceGetCount(source) > 0
      else { throw .corrupt("ImageIO cannot read it") }
      // The size from the header, checked before any pixel is decoded.
      guard
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, options)
          as? [CFString: Any],
        let width = (properties[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue,
        let height = (properties[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue
      else { throw .corrupt("ImageIO finds no image size in it") }
      guard width > 0, height > 0 else { throw .corrupt("the image is empty") }
      guard width.multipliedReportingOverflow(by: height).overflow == false,
        width * height <= maxPixels
      else { throw .tooManyPixels(width: width, height: height, limit: maxPixels) }
      // A truncated file is an error, not an image with its missing rows left blank.
      guard CGImageSourceGetStatus(source) == .statusComplete,
        CGImageSourceGetStatusAtIndex(source, 0) == .statusComplete
      else { throw .corrupt("the file ends early (truncated) or is damaged") }
      guard let image = CGImageSourceCreateImageAtIndex(source, 0, options) else {
        throw .corrupt("ImageIO cannot decode it")
      }
      guard image.width == width, image.height == height else {
        throw .corrupt("ImageIO decoded another size than the header says")
      }
      if let exact = straightRGBA(image) { return exact }
      guard let space = CGColorSpace(name: CGColorSpace.sRGB) else { throw .outOfMemory }
      // Core Graphics draws only premultiplied alpha; it is divided out again below.
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
              | CGBitmapInfo.byteOrder32Big.rawValue)
        else { return false }
        context.setBlendMode(.copy)
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return true
      }
      guard drawn else { throw .outOfMemory }
      for index in stride(from: 0, to: pixels.count, by: 4) {
        let alpha = Int(pixels[index + 3])
        if alpha == 0 || alpha == 255 { continue }
        for channel in 0..<3 {
          let value = (Int(pixels[index + channel]) * 255 + alpha / 2) / alpha
          pixels[index + channel] = UInt8(min(255, value))
        }
      }
      return RGBAImage(checkedWidth: width, height: height, pixels: pixels)
    }

    /// The decoded bytes as they are, when they already are 8-bit sRGB RGBA with straight
    /// alpha (or none): drawing through a premultiplied context would round colours under
    /// low alpha. nil for any other layout, which is drawn instead.
    static func straightRGBA(_ image: CGImage) -> RGBAImage? {
      let order = image.bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue
      let defaultOrder = order == CGBitmapInfo.byteOrder32Big.rawValue || order == 0
      let alpha = image.alphaInfo
      guard image.bitsPerComponent == 8, image.bitsPerPixel == 32, defaultOrder,
        alpha == .last || alpha == .noneSkipLast,
        let name = image.colorSpace?.name, (name as String) == (CGColorSpace.sRGB as String),
        let data = image.dataProvider?.data, let source = CFDataGetBytePtr(data)
      else { return nil }
      let width = image.width
      let height = image.height
      let stride = image.bytesPerRow
      guard stride >= width * 4, CFDataGetLength(data) >= stride * (height - 1) + width * 4
      else { return nil }
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width * 4 {
          pixels[y * width * 4 + x] = source[y * stride + x]
        }
        if alpha == .noneSkipLast {
          for x in 0..<width { pixels[(y * width + x) * 4 + 3] = 255 }
        }
      }
      return RGBAImage(checkedWidth: width, height: height, pixels: pixels)
    }
  }
#endif
