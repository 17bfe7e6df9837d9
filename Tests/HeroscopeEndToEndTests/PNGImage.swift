import Foundation

/// A PNG decoded to RGB: enough for Chromium's screenshots (8-bit RGB or RGBA, not
/// interlaced), with its own inflate so the tests need no image library.
struct PNGImage {
  let width: Int
  let height: Int
  /// Three bytes per pixel, rows top to bottom.
  private let rgb: [UInt8]

  struct DecodeError: Error, CustomStringConvertible {
    var description: String
  }

  subscript(x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
    let i = (y * width + x) * 3
    return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
  }

  private init(width: Int, height: Int, rgb: [UInt8]) {
    self.width = width
    self.height = height
    self.rgb = rgb
  }

  /// The `width × height` part whose top-left pixel is (`x`, `y`), which must lie inside.
  func cropped(x: Int, y: Int, width: Int, height: Int) -> PNGImage {
    precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height)
    var part: [UInt8] = []
    part.reserveCapacity(width * height * 3)
    for row in y..<(y + height) {
      let start = (row * self.width + x) * 3
      part.append(contentsOf: rgb[start..<(start + width * 3)])
    }
    return PNGImage(width: width, height: height, rgb: part)
  }

  init(contentsOf url: URL) throws {
    let bytes = [UInt8](try Data(contentsOf: url))
    guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw DecodeError(description: "\(url.path): not a PNG")
    }
    var i = 8
    var width = 0
    var height = 0
    var channels = 0
    var compressed: [UInt8] = []
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while i + 8 <= bytes.count {
      let length = u32(i)
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      let body = (i + 8)..<min(i + 8 + length, bytes.count)
      switch type {
      case "IHDR":
        width = u32(body.lowerBound)
        height = u32(body.lowerBound + 4)
        let depth = bytes[body.lowerBound + 8]
        let colour = bytes[body.lowerBound + 9]
        let interlace = bytes[body.lowerBound + 12]
        guard depth == 8, colour == 2 || colour == 6, interlace == 0 else {
          throw DecodeError(description: "unsupported PNG: depth \(depth), colour type \(colour)")
        }
        channels = colour == 2 ? 3 : 4
      case "IDAT": compressed += bytes[body]
      default: break
      }
      i += 12 + length
    }
    guard width > 0, height > 0, compressed.count > 2 else {
      throw DecodeError(description: "\(url.path): no image data")
    }
    let raw = try Inflate.decompress(Array(compressed.dropFirst(2)))
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodeError(description: "\(url.path): image data too short")
    }
    var previous = [UInt8](repeating: 0, count: stride)
    var line = [UInt8](repeating: 0, count: stride)
    var out = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      let start = y * (stride + 1)
      let filter = raw[start]
      for x in 0..<stride {
        let value = Int(raw[start + 1 + x])
        let a = x >= channels ? Int(line[x - channels]) : 0
        let b = Int(previous[x])
        let c = x >= channels ? Int(previous[x - channels]) : 0
        var predicted = 0
        switch filter {
        case 1: predicted = a
        case 2: predicted = b
        case 3: predicted = (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: predicted = 0
        }
        line[x] = UInt8((value + predicted) & 255)
      }
      for x in 0..<width {
        for k in 0..<3 { out[(y * width + x) * 3 + k] = line[x * channels + k] }
      }
      swap(&previous, &line)
    }
    self.width = width
    self.height = height
    self.rgb = out
  }
}

/// DEFLATE (RFC 1951) decoding: stored, fixed and dynamic Huffman blocks.
enum Inflate {
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: ArraySlice<Int>) {
      for l in lengths { counts[l] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for l in 1..<16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, l) in lengths.enumerated() where l != 0 {
        symbols[offsets[l]] = symbol
        offsets[l] += 1
      }
    }
  }

  struct Bits {
    let bytes: [UInt8]
    var position = 0
    var buffer = 0
    var count = 0

    mutating func take(_ n: Int) throws -> Int {
      while count < n {
        guard position < bytes.count else {
          throw PNGImage.DecodeError(description: "deflate stream ends early")
        }
        buffer |= Int(bytes[position]) << count
        position += 1
        count += 8
      }
      let value = buffer & ((1 << n) - 1)
      buffer >>= n
      count -= n
      return value
    }

    mutating func decode(_ h: Huffman) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= try take(1)
        let count = h.counts[length]
        if code - first < count { return h.symbols[index + code - first] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw PNGImage.DecodeError(description: "bad Huffman code")
    }
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  static func decompress(_ bytes: [UInt8]) throws -> [UInt8] {
    var bits = Bits(bytes: bytes)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 4)
    var last = 0
    repeat {
      last = try bits.take(1)
      switch try bits.take(2) {
      case 0:
        bits.buffer = 0
        bits.count = 0
        guard bits.position + 4 <= bytes.count else {
          throw PNGImage.DecodeError(description: "stored block cut short")
        }
        let length = Int(bytes[bits.position]) | Int(bytes[bits.position + 1]) << 8
        bits.position += 4
        guard bits.position + length <= bytes.count else {
          throw PNGImage.DecodeError(description: "stored block cut short")
        }
        out += bytes[bits.position..<(bits.position + length)]
        bits.position += length
      case 1:
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        try codes(
          &bits, &out, Huffman(lengths: lengths[...]),
          Huffman(lengths: [Int](repeating: 5, count: 30)[...]))
      case 2:
        let literalCount = try bits.take(5) + 257
        let distanceCount = try bits.take(5) + 1
        let codeCount = try bits.take(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = try bits.take(3) }
        let lengthCode = Huffman(lengths: codeLengths[...])
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try bits.decode(lengthCode)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else {
              throw PNGImage.DecodeError(description: "repeat with no length")
            }
            lengths += [Int](repeating: previous, count: 3 + (try bits.take(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try bits.take(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try bits.take(7)))
          }
        }
        try codes(
          &bits, &out, Huffman(lengths: lengths[..<literalCount]),
          Huffman(lengths: lengths[literalCount..<(literalCount + distanceCount)]))
      default:
        throw PNGImage.DecodeError(description: "bad deflate block type")
      }
    } while last == 0
    return out
  }

  private static func codes(
    _ bits: inout Bits, _ out: inout [UInt8], _ literals: Huffman, _ distances: Huffman
  ) throws {
    while true {
      let symbol = try bits.decode(literals)
      if symbol < 256 {
        out.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let i = symbol - 257
        guard i < lengthBase.count else {
          throw PNGImage.DecodeError(description: "bad length code")
        }
        let length = lengthBase[i] + (try bits.take(lengthExtra[i]))
        let d = try bits.decode(distances)
        guard d < distanceBase.count else {
          throw PNGImage.DecodeError(description: "bad distance code")
        }
        let distance = distanceBase[d] + (try bits.take(distanceExtra[d]))
        guard distance <= out.count else {
          throw PNGImage.DecodeError(description: "distance too far back")
        }
        let start = out.count - distance
        for k in 0..<length { out.append(out[start + k]) }
      }
    }
  }
}
