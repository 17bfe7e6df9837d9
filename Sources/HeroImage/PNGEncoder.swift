/// `RGBAImage` to PNG bytes: 8 bits a channel, RGBA or RGB, each row filtered by the filter
/// that makes it smallest by the usual measure (least sum of absolute differences), the whole
/// compressed by zlib at a chosen level.
public enum PNGEncoder {
  /// Which channels the file keeps.
  public enum Channels: Hashable, Sendable {
    /// RGB when every pixel is opaque, else RGBA.
    case automatic
    case rgba
    /// Alpha dropped (not composited): for opaque images.
    case rgb
  }

  /// A PNG of `image`; `level` is zlib's (1 fastest, 9 smallest).
  public static func encode(_ image: RGBAImage, channels: Channels = .automatic, level: Int = 9)
    -> [UInt8]
  {
    let alpha = keepsAlpha(channels, [image])
    var writer = PNGChunkWriter()
    writer.header(width: image.width, height: image.height, alpha: alpha)
    writer.chunk("IDAT", imageData(image, alpha: alpha, level: level))
    writer.chunk("IEND", [])
    return writer.bytes
  }

  static func keepsAlpha(_ channels: Channels, _ images: [RGBAImage]) -> Bool {
    switch channels {
    case .rgba: true
    case .rgb: false
    case .automatic: !images.allSatisfy(\.isOpaque)
    }
  }

  /// The zlib stream of `image`'s rows, each a filter byte and the filtered pixels.
  static func imageData(_ image: RGBAImage, alpha: Bool, level: Int) -> [UInt8] {
    let channels = alpha ? 4 : 3
    let rowBytes = image.width * channels
    var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    var candidate = [UInt8](repeating: 0, count: rowBytes)
    image.pixels.withUnsafeBufferPointer { pixels in
      filtered.withUnsafeMutableBufferPointer { out in
        for y in 0..<image.height {
          // The row in the file's channels.
          current.withUnsafeMutableBufferPointer { row in
            let start = y * image.width * 4
            if alpha {
              for i in 0..<rowBytes { row[i] = pixels[start + i] }
            } else {
              for x in 0..<image.width {
                row[x * 3] = pixels[start + x * 4]
                row[x * 3 + 1] = pixels[start + x * 4 + 1]
                row[x * 3 + 2] = pixels[start + x * 4 + 2]
              }
            }
          }
          let target = y * (rowBytes + 1)
          var bestCost = Int.max
          for filter in UInt8(0)...4 {
            let cost = PNGFilter.apply(
              filter, current: current, previous: previous, bytesPerPixel: channels,
              into: &candidate)
            if cost < bestCost {
              bestCost = cost
              out[target] = filter
              for i in 0..<rowBytes { out[target + 1 + i] = candidate[i] }
            }
          }
          swap(&previous, &current)
        }
      }
    }
    return Zlib.compress(filtered, level: level)
  }
}

/// PNG's five row filters (None, Sub, Up, Average, Paeth), and the cost each is chosen by.
enum PNGFilter {
  /// Filters `current` into `out` and returns the sum of the filtered bytes read as signed.
  static func apply(
    _ filter: UInt8, current: [UInt8], previous: [UInt8], bytesPerPixel bpp: Int,
    into out: inout [UInt8]
  ) -> Int {
    var cost = 0
    current.withUnsafeBufferPointer { row in
      previous.withUnsafeBufferPointer { above in
        out.withUnsafeMutableBufferPointer { target in
          for i in 0..<row.count {
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let b = Int(above[i])
            let c = i >= bpp ? Int(above[i - bpp]) : 0
            let predicted: Int
            switch filter {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) >> 1
            default: predicted = paeth(a, b, c)
            }
            let value = UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
            target[i] = value
            cost += value < 128 ? Int(value) : 256 - Int(value)
          }
        }
      }
    }
    return cost
  }

  @inline(__always)
  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}

/// PNG's container: the signature, then chunks (length, type, data, CRC-32 of type and data).
struct PNGChunkWriter {
  private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  mutating func header(width: Int, height: Int, alpha: Bool) {
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(width))
    data.appendBigEndian(UInt32(height))
    // 8 bits, colour type 6 (RGBA) or 2 (RGB), deflate, adaptive filters, no interlace.
    data += [8, alpha ? 6 : 2, 0, 0, 0]
    chunk("IHDR", data)
  }

  mutating func chunk(_ type: StaticString, _ data: [UInt8]) {
    bytes.appendBigEndian(UInt32(data.count))
    let start = bytes.count
    type.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: data)
    let crc = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    bytes.appendBigEndian(crc)
  }
}

extension [UInt8] {
  mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }

  mutating func appendBigEndian(_ value: UInt16) {
    append(UInt8(value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }

  mutating func appendLittleEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value))
    append(UInt8(value >> 8))
  }
}
