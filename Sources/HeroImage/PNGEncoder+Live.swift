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
  public var bytes: [UInt8] { writer.bytes }
  private var writer = PNGChunkWriter()
  private var filtered: [UInt8] = []
  private var compressed: [UInt8] = []
  private var deflater: Zlib.Deflater

  public init(level: Int = 1) { deflater = Zlib.Deflater(level: level) }

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
    writer.reset()
    writer.header(width: width, height: height, alpha: false)
    writer.chunk("IDAT", compressed)
    writer.chunk("IEND", [])
  }
}
