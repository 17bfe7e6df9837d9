import HeroImage

/// PNG files written by hand for the decoder's tests: any colour type and bit depth, palettes,
/// tRNS and Adam7 interlacing, built from a sample function. Only zlib (the system's, through
/// `Zlib`) and the chunk layout are shared with the encoder under test; the rows, packing,
/// filters (None, or Sub/Up/Paeth when asked) and interlacing are the test's own.
struct TestPNG {
  var width: Int
  var height: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
  var colourType: Int
  var bitDepth: Int
  var interlaced = false
  var palette: [[Int]] = []
  var transparency: [UInt8]? = nil
  /// The samples of each pixel (1 to 4 of them, each below 2^bitDepth).
  var samples: (Int, Int) -> [Int]
  /// Filter type used for every row (0 to 4), on rows of whole bytes.
  var filter: UInt8 = 0

  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]! }

  func bytes() -> [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += be32(width) + be32(height)
    header += [UInt8(bitDepth), UInt8(colourType), 0, 0, interlaced ? 1 : 0]
    out += TestPNG.chunk("IHDR", header)
    if !palette.isEmpty { out += TestPNG.chunk("PLTE", palette.flatMap { $0.map(UInt8.init) }) }
    if let transparency { out += TestPNG.chunk("tRNS", transparency) }
    out += TestPNG.chunk("IDAT", Zlib.compress(rawData(), level: 6))
    out += TestPNG.chunk("IEND", [])
    return out
  }

  /// The filtered scanlines: one image, or Adam7's seven passes one after another.
  func rawData() -> [UInt8] {
    guard interlaced else {
      return rows(xs: Array(0..<width), ys: Array(0..<height))
    }
    let passes = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
      (0, 1, 1, 2),
    ]
    var data: [UInt8] = []
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: width, by: dx))
      let ys = Array(stride(from: y0, to: height, by: dy))
      if xs.isEmpty || ys.isEmpty { continue }
      data += rows(xs: xs, ys: ys)
    }
    return data
  }

  func rows(xs: [Int], ys: [Int]) -> [UInt8] {
    var data: [UInt8] = []
    let bitsPerPixel = channels * bitDepth
    let bpp = max(1, bitsPerPixel / 8)
    var previous = [UInt8](repeating: 0, count: (xs.count * bitsPerPixel + 7) / 8)
    for y in ys {
      var row = [UInt8](repeating: 0, count: (xs.count * bitsPerPixel + 7) / 8)
      var bit = 0
      for x in xs {
        for sample in samples(x, y) {
          if bitDepth == 16 {
            row[bit / 8] = UInt8(sample >> 8)
            row[bit / 8 + 1] = UInt8(sample & 0xFF)
          } else if bitDepth == 8 {
            row[bit / 8] = UInt8(sample)
          } else {
            let shift = 8 - bitDepth - bit % 8
            row[bit / 8] |= UInt8(sample << shift)
          }
          bit += bitDepth
        }
      }
      data.append(filter)
      for i in 0..<row.count {
        let a = i >= bpp ? Int(row[i - bpp]) : 0
        let b = Int(previous[i])
        let c = i >= bpp ? Int(previous[i - bpp]) : 0
        let predicted: Int
        switch filter {
        case 1: predicted = a
        case 2: predicted = b
        case 3: predicted = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: predicted = 0
        }
        data.append(UInt8(truncatingIfNeeded: Int(row[i]) - predicted))
      }
      previous = row
    }
    return data
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = body.withUnsafeBytes { Zlib.crc32($0) }
    return be32(data.count) + body + be32(Int(crc))
  }
}

func be32(_ value: Int) -> [UInt8] {
  [
    UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
    UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
  ]
}
