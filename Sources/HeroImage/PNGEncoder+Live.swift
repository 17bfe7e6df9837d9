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
    precondition(
      width > 0 && height > 0 && rgb.count >= width * height * 3, "pixels of another size")
    let rowBytes = width * 3
    let count = (rowBytes + 1) * height
    let filtered = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
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
      initialized = count
    }
    var writer = PNGChunkWriter()
    writer.header(width: width, height: height, alpha: false)
    writer.chunk("IDAT", Zlib.compress(filtered, level: level))
    writer.chunk("IEND", [])
    return writer.bytes
  }
}
