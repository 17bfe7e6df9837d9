extension PNGEncoder {
  /// A PNG of opaque RGB pixels (three bytes each, rows top to bottom) made for speed, for a
  /// live frame (iTerm2's inline images): every row filtered by Up (each byte less the one
  /// above: a row like the one above, as most of a UI's are, becomes zeros, and the loop has no
  /// branch), then zlib at `level` (1: the fastest).
  public static func encodeLive(
    rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int, level: Int = 1
  )
    -> [UInt8]
  {
    var encoder = LivePNG(level: level)
    encoder.encode(rgb: rgb, width: width, height: height)
    return encoder.bytes
  }
}

/// `PNGEncoder.encodeLive` kept from frame to frame: the filtered rows, the deflate stream and
/// the PNG's bytes reuse their storage, so a frame of the same size allocates nothing.
public struct LivePNG {
  /// The last PNG made.
  public private(set) var bytes: [UInt8] = []
  private var filtered: [UInt8] = []
  private var compressed: [UInt8] = []
  private var deflater: Zlib.Deflater

  public init(level: Int = 1) { deflater = Zlib.Deflater(level: level) }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Makes the PNG of `rgb` (`width × height` opaque pixels) into `bytes`.
  public mutating func encode(rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
    precondition(
      width > 0 && height > 0 && rgb.count >= width * height * 3, "pixels of another size")
    let rowBytes = width * 3
    let count = (rowBytes + 1) * height
    if filtered.count != count {
      filtered.removeAll(keepingCapacity: true)
      filtered.append(contentsOf: repeatElement(0, count: count))
    }
    filtered.withUnsafeMutableBufferPointer { out in
      guard let source = rgb.baseAddress, let target = out.baseAddress else { return }
      for y in 0..<height {
        let line = target + y * (rowBytes + 1)
        let row = source + y * rowBytes
        if y == 0 {
          line[0] = 0
          (line + 1).update(from: row, count: rowBytes)
        } else {
          line[0] = 2
          let above = row - rowBytes
          for i in 0..<rowBytes { line[1 + i] = row[i] &- above[i] }
        }
      }
    }
    filtered.withUnsafeBytes { deflater.compress($0, into: &compressed) }
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: Self.signature)
    // IHDR: 8 bits, colour type 2 (RGB), deflate, adaptive filters, no interlace.
    let start = beginChunk(length: 13, type: (0x49, 0x48, 0x44, 0x52))
    bytes.appendBigEndian(UInt32(width))
    bytes.appendBigEndian(UInt32(height))
    bytes.append(8)
    bytes.append(2)
    bytes.append(0)
    bytes.append(0)
    bytes.append(0)
    endChunk(from: start)
    let data = beginChunk(length: compressed.count, type: (0x49, 0x44, 0x41, 0x54))
    bytes.append(contentsOf: compressed)
    endChunk(from: data)
    endChunk(from: beginChunk(length: 0, type: (0x49, 0x45, 0x4E, 0x44)))
  }

  /// The chunk's length and type; where its CRC starts.
  private mutating func beginChunk(length: Int, type: (UInt8, UInt8, UInt8, UInt8)) -> Int {
    bytes.appendBigEndian(UInt32(length))
    let start = bytes.count
    bytes.append(type.0)
    bytes.append(type.1)
    bytes.append(type.2)
    bytes.append(type.3)
    return start
  }

  /// The CRC of the chunk's type and data, from `start`.
  private mutating func endChunk(from start: Int) {
    let crc = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    bytes.appendBigEndian(crc)
  }
}
