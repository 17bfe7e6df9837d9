import HeroImage
import Testing

/// The PNG decoder against files made here of every colour type and bit depth the format has
/// (PNG spec, table 11.1), palettes with tRNS, 16-bit samples and Adam7 interlacing.
@Suite struct PNGDecodingTests {
  /// A sample of `depth` bits at pixel (x, y): a pattern that uses the whole range.
  static func sample(_ x: Int, _ y: Int, _ channel: Int, depth: Int) -> Int {
    let maximum = (1 << depth) - 1
    return (x * 7 + y * 13 + channel * 5 + x * y) % (maximum + 1)
  }

  /// What an n-bit sample is in 8 bits: sub-byte depths by bit replication (exact), 16-bit
  /// rounded (libpng's png_set_scale_16, ImageIO alike).
  static func eight(_ value: Int, depth: Int) -> Int {
    Int((Double(value) * 255 / Double((1 << depth) - 1)).rounded())
  }

  func check(
    _ png: TestPNG, expected: (Int, Int) -> [Int], tolerance: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let image = try ImageDecoder.decode(png.bytes(), file: "test.png")
    #expect(image.width == png.width && image.height == png.height, sourceLocation: sourceLocation)
    var mismatches = 0
    for y in 0..<png.height {
      for x in 0..<png.width {
        let pixel = image[x, y]
        let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
        let want = expected(x, y)
        if !channelsMatch(got, want, tolerance: tolerance) {
          if mismatches < 3 {
            Issue.record(
              "pixel (\(x), \(y)) is \(got), expected \(want)", sourceLocation: sourceLocation)
          }
          mismatches += 1
        }
      }
    }
  }

  @Test(arguments: [1, 2, 4, 8, 16])
  func greyOfEveryDepthWidensToOpaqueRGBA(depth: Int) throws {
    let png = TestPNG(width: 13, height: 7, colourType: 0, bitDepth: depth) { x, y in
      [Self.sample(x, y, 0, depth: depth)]
    }
    try check(
      png,
      expected: { x, y in
        let v = Self.eight(Self.sample(x, y, 0, depth: depth), depth: depth)
        return [v, v, v, 255]
      }, tolerance: depth == 16 ? 1 : 0)
  }

  @Test(arguments: [8, 16])
  func rgbAndRGBAAndGreyAlphaKeepTheirSamples(depth: Int) throws {
    for colourType in [2, 4, 6] {
      let channels = [2: 3, 4: 2, 6: 4][colourType]!
      for filter in UInt8(0)...4 {
        var png = TestPNG(width: 11, height: 9, colourType: colourType, bitDepth: depth) { x, y in
          (0..<channels).map { Self.sample(x, y, $0, depth: depth) }
        }
        png.filter = filter
        try check(
          png,
          expected: { x, y in
            let s = (0..<channels).map { Self.eight(Self.sample(x, y, $0, depth: depth), depth: depth) }
            switch colourType {
            case 2: return s + [255]
            case 4: return [s[0], s[0], s[0], s[1]]
            default: return s
            }
          }, tolerance: depth == 16 ? 1 : 0)
      }
    }
  }

  @Test(arguments: [1, 2, 4, 8])
  func palettesWithTRNSGiveEachEntryItsAlpha(depth: Int) throws {
    let entries = 1 << depth
    let palette = (0..<entries).map { [($0 * 37) % 256, ($0 * 91) % 256, ($0 * 53 + 9) % 256] }
    // tRNS may be shorter than the palette: the entries past it are opaque.
    let alphas = (0..<max(1, entries - 1)).map { UInt8(($0 * 71) % 256) }
    var png = TestPNG(width: 10, height: 6, colourType: 3, bitDepth: depth) { x, y in
      [(x + y * 3) % entries]
    }
    png.palette = palette
    png.transparency = alphas
    try check(
      png,
      expected: { x, y in
        let index = (x + y * 3) % entries
        return palette[index] + [index < alphas.count ? Int(alphas[index]) : 255]
      })
  }

  @Test func greyAndRGBWithTRNSMakeThatOneColourTransparent() throws {
    var grey = TestPNG(width: 8, height: 4, colourType: 0, bitDepth: 8) { x, _ in [x * 30] }
    grey.transparency = [0, 60]  // grey 60 is transparent
    try check(grey, expected: { x, _ in [x * 30, x * 30, x * 30, x * 30 == 60 ? 0 : 255] })

    var rgb = TestPNG(width: 8, height: 4, colourType: 2, bitDepth: 16) { x, y in
      [x * 1000, y * 1000, 500]
    }
    rgb.transparency = be16(2000) + be16(3000) + be16(500)
    try check(
      rgb,
      expected: { x, y in
        [
          Self.eight(x * 1000, depth: 16), Self.eight(y * 1000, depth: 16), Self.eight(500, depth: 16),
          x == 2 && y == 3 ? 0 : 255,
        ]
      }, tolerance: 1)
  }

  @Test func interlacedImagesComeOutInRowOrder() throws {
    var rgba = TestPNG(width: 19, height: 17, colourType: 6, bitDepth: 8) { x, y in
      (0..<4).map { Self.sample(x, y, $0, depth: 8) }
    }
    rgba.interlaced = true
    try check(rgba, expected: { x, y in (0..<4).map { Self.sample(x, y, $0, depth: 8) } })

    let palette = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [9, 9, 9]]
    var indexed = TestPNG(width: 9, height: 11, colourType: 3, bitDepth: 2) { x, y in
      [(x * y + x) % 4]
    }
    indexed.palette = palette
    indexed.transparency = [128]
    indexed.interlaced = true
    try check(
      indexed,
      expected: { x, y in
        let index = (x * y + x) % 4
        return palette[index] + [index == 0 ? 128 : 255]
      })
  }

  @Test func aOneByOneImageAndAWideOneDecode() throws {
    let dot = TestPNG(width: 1, height: 1, colourType: 6, bitDepth: 8) { _, _ in [1, 2, 3, 4] }
    try check(dot, expected: { _, _ in [1, 2, 3, 4] })
    let wide = TestPNG(width: 3000, height: 2, colourType: 2, bitDepth: 8) { x, y in
      [x % 256, y, 7]
    }
    try check(wide, expected: { x, y in [x % 256, y, 7, 255] })
  }
}

func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
