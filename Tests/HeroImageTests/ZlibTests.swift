import HeroImage
import Testing

/// The zlib helpers, including the kitty graphics payload (`f=24,o=z`).
@Suite struct ZlibTests {
  @Test func compressedBytesInflateToTheSame() throws {
    let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 * $0 / 7) }
    for level in [0, 1, 6, 9] {
      let compressed = Zlib.compress(bytes, level: level)
      #expect(compressed[0] == 0x78, "a zlib header")
      #expect(try Zlib.decompress(compressed) == bytes)
    }
    #expect(try Zlib.decompress(Zlib.compress([], level: 1)) == [])
  }

  @Test func inflatingPastTheLimitOrABrokenStreamIsAnError() {
    let compressed = Zlib.compress([UInt8](repeating: 7, count: 10_000), level: 9)
    #expect(throws: Zlib.InflateError.tooLarge(limit: 9_999)) {
      try Zlib.decompress(compressed, maxBytes: 9_999)
    }
    #expect((try? Zlib.decompress(compressed, maxBytes: 10_000))?.count == 10_000)
    #expect(throws: Zlib.InflateError.self) { try Zlib.decompress(Array(compressed.dropLast(3))) }
    #expect(throws: Zlib.InflateError.self) { try Zlib.decompress([1, 2, 3, 4]) }
  }

  @Test func theKittyPayloadIsTheRGBBytesDeflated() throws {
    let image = TestImages.gradient(width: 40, height: 30, opaque: true)
    let payload = image.zlibRGB(level: 1)
    let rgb = try Zlib.decompress(payload)
    #expect(rgb.count == 40 * 30 * 3)
    #expect(rgb == image.rgbBytes)
    #expect(Array(rgb[0..<3]) == [image[0, 0].red, image[0, 0].green, image[0, 0].blue])
  }

  @Test func crc32IsPNGs() {
    // The CRC of IEND's type with no data, as in every PNG's last bytes.
    let iend = Array("IEND".utf8)
    #expect(iend.withUnsafeBytes { Zlib.crc32($0) } == 0xAE42_6082)
  }
}

/// The deflate stream kept from frame to frame (the kitty encoder's) makes compress2's bytes.
@Suite struct ZlibDeflaterTests {
  static func inputs() -> [[UInt8]] {
    [
      [], [7], (0..<100_000).map { UInt8(truncatingIfNeeded: $0 * $0 / 7) },
      [UInt8](repeating: 200, count: 300_000), (0..<5_000).map { UInt8(truncatingIfNeeded: $0) },
      (0..<90_000).map { UInt8(truncatingIfNeeded: ($0 / 3) % 40 * ($0 % 3 + 1)) },
    ]
  }

  @Test func aKeptStreamMakesCompress2sBytesEveryTime() {
    for level in [0, 1, 6, 9] {
      var deflater = Zlib.Deflater(level: level)
      var out: [UInt8] = [9, 9]
      // Twice through, large after small and small after large.
      for bytes in Self.inputs() + Self.inputs().reversed() {
        bytes.withUnsafeBytes { deflater.compress($0, into: &out) }
        #expect(out == Zlib.compress(bytes, level: level), "level \(level), \(bytes.count) bytes")
      }
    }
  }

  @Test func aCopyCompressesOnItsOwn() throws {
    var a = Zlib.Deflater(level: 1)
    var out: [UInt8] = []
    let first = Self.inputs()[2]
    first.withUnsafeBytes { a.compress($0, into: &out) }
    var b = a
    var other: [UInt8] = []
    let second = Self.inputs()[5]
    second.withUnsafeBytes { b.compress($0, into: &other) }
    first.withUnsafeBytes { a.compress($0, into: &out) }
    #expect(try Zlib.decompress(other) == second)
    #expect(try Zlib.decompress(out) == first)
  }
}
