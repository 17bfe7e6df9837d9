/// GIF's variable-length LZW: codes from `minimumCodeSize + 1` bits up to 12, a clear code first
/// and whenever the table fills, packed least-significant bit first into sub-blocks of at most
/// 255 bytes.
struct LZWEncoder {
  private static let tableSize = 8192
  private static let maxCode = 4096

  /// Appends the image data of one frame (the minimum code size byte, the sub-blocks, the
  /// terminating empty block) to `out`. Every index must be below `1 << minimumCodeSize`.
  static func encode(_ indices: [UInt8], minimumCodeSize: Int, into out: inout [UInt8]) {
    out.append(UInt8(minimumCodeSize))
    var packer = BitPacker()
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    // Open addressing: key (prefix << 8 | index) + 1, 0 for empty; half full at most.
    var keys = [Int32](repeating: 0, count: tableSize)
    var codes = [Int16](repeating: 0, count: tableSize)
    var next = clear + 2
    var codeSize = minimumCodeSize + 1
    packer.write(clear, bits: codeSize)
    guard var prefix = indices.first.map(Int.init) else {
      packer.write(end, bits: codeSize)
      packer.finish(into: &out)
      return
    }
    indices.withUnsafeBufferPointer { input in
      for position in 1..<input.count {
        let index = Int(input[position])
        let key = Int32(prefix << 8 | index) + 1
        var slot = Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 19)
        var found = -1
        while keys[slot] != 0 {
          if keys[slot] == key {
            found = Int(codes[slot])
            break
          }
          slot = (slot + 1) & (tableSize - 1)
        }
        if found >= 0 {
          prefix = found
          continue
        }
        packer.write(prefix, bits: codeSize)
        if next < maxCode {
          keys[slot] = key
          codes[slot] = Int16(next)
          next += 1
          if next > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
        } else {
          packer.write(clear, bits: codeSize)
          for i in 0..<tableSize { keys[i] = 0 }
          next = clear + 2
          codeSize = minimumCodeSize + 1
        }
        prefix = index
      }
    }
    packer.write(prefix, bits: codeSize)
    packer.write(end, bits: codeSize)
    packer.finish(into: &out)
  }
}

/// Bits to bytes, least significant first, then into GIF's length-prefixed sub-blocks.
private struct BitPacker {
  var bytes: [UInt8] = []
  var accumulator = 0
  var count = 0

  mutating func write(_ code: Int, bits: Int) {
    accumulator |= code << count
    count += bits
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      count -= 8
    }
  }

  mutating func finish(into out: inout [UInt8]) {
    if count > 0 { bytes.append(UInt8(truncatingIfNeeded: accumulator)) }
    var start = 0
    while start < bytes.count {
      let length = min(255, bytes.count - start)
      out.append(UInt8(length))
      out.append(contentsOf: bytes[start..<(start + length)])
      start += length
    }
    out.append(0)
  }
}
