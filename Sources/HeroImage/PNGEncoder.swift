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
    let count = (rowBytes + 1) * image.height
    let filtered = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
      // Three rows: the one above, this one, and each filter's try.
      let rows = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, rowBytes * 3))
      defer { rows.deallocate() }
      rows.initialize(repeating: 0)
      guard count > 0, let start = rows.baseAddress, let output = out.baseAddress else {
        initialized = 0
        return
      }
      var previous = start
      var current = previous + rowBytes
      let candidate = current + rowBytes
      image.pixels.withUnsafeBufferPointer { pixels in
        guard let first = pixels.baseAddress else { return }
        for y in 0..<image.height {
          let source = first + y * image.width * 4
          if alpha {
            current.update(from: source, count: rowBytes)
          } else {
            for x in 0..<image.width {
              current[x * 3] = source[x * 4]
              current[x * 3 + 1] = source[x * 4 + 1]
              current[x * 3 + 2] = source[x * 4 + 2]
            }
          }
          let target = output + y * (rowBytes + 1)
          var bestCost = Int.max
          for filter in UInt8(0)...4 {
            let cost = PNGFilter.apply(
              filter, current: current, previous: previous, count: rowBytes,
              bytesPerPixel: channels, into: candidate, stoppingAbove: bestCost)
            if cost < bestCost {
              bestCost = cost
              target[0] = filter
              (target + 1).update(from: candidate, count: rowBytes)
            }
          }
          swap(&previous, &current)
        }
      }
      initialized = count
    }
    return Zlib.compress(filtered, level: level)
  }
}

/// PNG's five row filters (None, Sub, Up, Average, Paeth), and the cost each is chosen by.
enum PNGFilter {
  /// Filters the row at `current` into `out` and returns the sum of the filtered bytes read as
  /// signed (the usual measure); stops early, with a cost past `limit`, once it cannot win.
  static func apply(
    _ filter: UInt8, current row: UnsafePointer<UInt8>, previous above: UnsafePointer<UInt8>,
    count: Int, bytesPerPixel bpp: Int, into target: UnsafeMutablePointer<UInt8>,
    stoppingAbove limit: Int
  ) -> Int {
    var cost = 0
    var i = 0
    while i < count {
      let a = i >= bpp ? Int(row[i - bpp]) : 0
      let b = Int(above[i])
      let predicted: Int
      switch filter {
      case 0: predicted = 0
      case 1: predicted = a
      case 2: predicted = b
      case 3: predicted = (a + b) >> 1
      default: predicted = paeth(a, b, i >= bpp ? Int(above[i - bpp]) : 0)
      }
      let value = UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
      target[i] = value
      cost += value < 128 ? Int(value) : 256 - Int(value)
      i += 1
      if cost > limit { return cost }
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
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private(set) var bytes: [UInt8] = PNGChunkWriter.signature

  /// Starts the next PNG in the same storage (a live encoder's, frame after frame).
  mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: Self.signature)
  }

  /// IHDR, written in place (nothing allocated).
  mutating func header(width: Int, height: Int, alpha: Bool) {
    let start = begin("IHDR", length: 13)
    bytes.appendBigEndian(UInt32(width))
    bytes.appendBigEndian(UInt32(height))
    // 8 bits, colour type 6 (RGBA) or 2 (RGB), deflate, adaptive filters, no interlace.
    bytes.append(8)
    bytes.append(alpha ? 6 : 2)
    bytes.append(0)
    bytes.append(0)
    bytes.append(0)
    end(from: start)
  }

  mutating func chunk(_ type: StaticString, _ data: [UInt8]) {
    let start = begin(type, length: data.count)
    bytes.append(contentsOf: data)
    end(from: start)
  }

  /// The chunk's length and type; where its CRC starts.
  private mutating func begin(_ type: StaticString, length: Int) -> Int {
    bytes.appendBigEndian(UInt32(length))
    let start = bytes.count
    type.withUTF8Buffer { bytes.append(contentsOf: $0) }
    return start
  }

  /// The CRC of the chunk's type and data, from `start`.
  private mutating func end(from start: Int) {
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
