import HeroImage
import HeroTestSupport
import Testing

/// Bad files are errors that name the file, never crashes: truncation at every length, bad
/// CRCs, dimensions past the limits, other formats, and files that are not files.
@Suite struct HostileInputTests {
  static let valid: [UInt8] = {
    var png = TestPNG(width: 40, height: 30, colourType: 6, bitDepth: 8) { x, y in
      [x * 6, y * 8, (x * y) % 256, 200]
    }
    png.interlaced = true
    return png.bytes()
  }()

  @Test func aPNGCutAtAnyLengthIsAnError() {
    for length in 0..<Self.valid.count {
      #expect(throws: ImageError.self, "cut at \(length)") {
        try ImageDecoder.decode(Array(Self.valid[..<length]), file: "cut.png")
      }
    }
    #expect((try? ImageDecoder.decode(Self.valid))?.width == 40)
  }

  /// libpng's checks (ImageIO, on Apple platforms, is not held to its words).
  @Test(.enabled(if: ImageDecoder.platformLibraries == "libpng and libjpeg-turbo"))
  func aBadCRCInACriticalChunkIsAnError() throws {
    for chunk in ["IHDR", "IDAT"] {
      var bytes = Self.valid
      let start = try #require(
        (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == Array(chunk.utf8) })
      let length =
        Int(bytes[start - 4]) << 24 | Int(bytes[start - 3]) << 16
        | Int(bytes[start - 2]) << 8 | Int(bytes[start - 1])
      bytes[start + 4 + length] ^= 0x55  // the CRC's first byte
      do {
        _ = try ImageDecoder.decode(bytes, file: "crc.png")
        Issue.record("a bad \(chunk) CRC decoded")
      } catch {
        guard case .corrupt(let why) = error.reason else {
          Issue.record("\(error)")
          continue
        }
        #expect(why.lowercased().contains("crc"), "\(why)")
        #expect(error.description.hasPrefix("crc.png: is not a valid image: "))
      }
    }
  }

  /// A valid header claiming 100,000 × 100,000 pixels: refused before the pixels are allocated.
  @Test func hugeDimensionsAreRefusedByTheLimit() {
    let png = TestPNG(width: 100_000, height: 100_000, colourType: 2, bitDepth: 8) { _, _ in
      [0, 0, 0]
    }
    // Only the header matters: build IHDR, an empty IDAT and IEND by hand.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += TestPNG.chunk("IHDR", be32(png.width) + be32(png.height) + [8, 2, 0, 0, 0])
    bytes += TestPNG.chunk("IDAT", Zlib.compress([0], level: 1))
    bytes += TestPNG.chunk("IEND", [])
    #expect(
      throws: ImageError(file: "big.png", reason: .tooManyPixels(width: 100_000, height: 100_000, limit: 40_000_000))
    ) {
      try ImageDecoder.decode(bytes, file: "big.png")
    }
    let small = ImageLimits(maxPixels: 100, maxBytes: 1 << 20)
    #expect(throws: ImageError(file: "x.png", reason: .tooManyPixels(width: 40, height: 30, limit: 100))) {
      try ImageDecoder.decode(Self.valid, file: "x.png", limits: small)
    }
    let tiny = ImageLimits(maxPixels: 10_000, maxBytes: 100)
    #expect(throws: ImageError(file: "x.png", reason: .fileTooLarge(bytes: Self.valid.count, limit: 100))) {
      try ImageDecoder.decode(Self.valid, file: "x.png", limits: tiny)
    }
  }

  @Test func flippedBytesNeverCrash() {
    var failures = 0
    var state: UInt64 = 1
    for _ in 0..<400 {
      var bytes = Self.valid
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1
        let at = 8 + Int(state >> 33) % (bytes.count - 8)
        bytes[at] = UInt8(truncatingIfNeeded: state >> 13)
      }
      // Either outcome is fine; a crash is not, nor an error that does not name the file.
      do {
        _ = try ImageDecoder.decode(bytes, file: "flipped.png")
      } catch {
        failures += 1
        #expect(error.description.hasPrefix("flipped.png: "))
      }
    }
    // Most flips land in a chunk whose CRC then fails (libpng checks it; ImageIO need not).
    if ImageDecoder.platformLibraries != "ImageIO" { #expect(failures > 200) }
  }

  @Test func otherFormatsAndNoiseAreNamedErrors() {
    let cases: [([UInt8], ImageError.Reason)] = [
      ([], .unknownFormat),
      (Array("hello, world".utf8), .unknownFormat),
      (Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), .unsupportedFormat("a GIF")),
      (Array("%PDF-1.4".utf8), .unsupportedFormat("a PDF")),
      (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .unsupportedFormat("a WebP image")),
    ]
    #expect(throws: ImageError.self) { try ImageDecoder.decode([0xFF, 0xD8, 0xFF], file: "f") }
    for (bytes, reason) in cases {
      #expect(throws: ImageError(file: "f", reason: reason)) {
        try ImageDecoder.decode(bytes, file: "f")
      }
    }
  }

  @Test func filesThatCannotBeReadSaySoWithTheirName() throws {
    let folder = try ScratchFolder()
    do {
      _ = try ImageDecoder.decode(contentsOfFile: folder.path("missing.png"), name: "photos/missing.png")
      Issue.record("a missing file decoded")
    } catch {
      #expect(error.description == "photos/missing.png: cannot be read: no such file or directory")
    }
    #expect(throws: ImageError(file: folder.url.path, reason: .unreadable("it is a directory, not a file"))) {
      try ImageDecoder.decode(contentsOfFile: folder.url.path)
    }
    #expect(throws: ImageError.self) {
      try ImageDecoder.decode(contentsOfFile: "/dev/zero")
    }
  }

  @Test func aNameWithControlCharactersIsEscapedInTheMessage() {
    let error = ImageError(file: "evil\n\u{1B}[31m.png", reason: .unknownFormat)
    #expect(error.description == "evil\\n\\u{1B}[31m.png: is neither a PNG nor a JPEG file")
  }
}
