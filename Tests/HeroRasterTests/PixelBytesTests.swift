import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The image bytes are made from the float pixels four lanes at a time, with a memo for runs
/// and four-byte stores: each byte must be `PixelBuffer.byte` of its channel, as before.
@Suite struct PixelBytesTests {
  /// Specials, every Float a few ulps either side of each byte's half step, and a sweep of the
  /// bit patterns of −1.5…2.5.
  static let floats = RoundingFloats.hard(ulps: 8, step: 0.000_173)

  static func scalar(_ c: SIMD4<Float>) -> [UInt8] {
    [PixelBuffer.byte(c[0]), PixelBuffer.byte(c[1]), PixelBuffer.byte(c[2])]
  }

  @Test func fourLanesAtOnceGiveEachChannelsByte() {
    let floats = Self.floats
    var wrong: [String] = []
    for i in floats.indices {
      // Each value in each lane, beside different neighbours.
      let c = SIMD4(
        floats[i], floats[(i + 7) % floats.count], floats[(i + 13) % floats.count], 0)
      let bytes = PixelBuffer.bytes(c)
      if [bytes.x, bytes.y, bytes.z] != Self.scalar(c) || bytes.w != 255 {
        wrong.append("\(c)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    #expect(floats.count > 20_000)
  }

  /// A buffer of runs, single pixels and repeats of an earlier colour after a different one.
  static func buffer(width: Int, height: Int) -> PixelBuffer {
    var pixels = PixelBuffer(width: width, height: height, fill: RGB(10, 20, 30))
    let floats = floats
    for i in 0..<(width * height) {
      let k = (i * 31) % floats.count
      if i % 5 == 0 || i % 17 < 6 { continue }
      pixels.colors[i] = SIMD4(floats[k], floats[(k + 3) % floats.count], 0.5, 0)
    }
    return pixels
  }

  @Test func rgbRowsAreEachPixelsBytes() {
    for (width, height) in [(1, 1), (2, 1), (7, 5), (64, 33)] {
      let pixels = Self.buffer(width: width, height: height)
      for rows in [0..<height, 0..<0, (height / 2)..<height, 1..<(height + 4)] {
        var bytes: [UInt8] = [1, 2, 3]
        pixels.rgb(rows: rows, into: &bytes)
        let first = min(rows.lowerBound, height)
        let last = min(max(rows.upperBound, first), height)
        let expected: [UInt8] = ((first * width)..<(last * width)).flatMap { i -> [UInt8] in
          Self.scalar(pixels.colors[i])
        }
        #expect(bytes == expected, "\(width)×\(height), rows \(rows)")
      }
    }
  }

  @Test func rgbaIsEachPixelsBytesAndOpaque() {
    for (width, height) in [(1, 1), (3, 2), (64, 33)] {
      let pixels = Self.buffer(width: width, height: height)
      var bytes: [UInt8] = []
      pixels.rgba(into: &bytes)
      let expected: [UInt8] = pixels.colors.flatMap { c -> [UInt8] in Self.scalar(c) + [255] }
      #expect(bytes == expected, "\(width)×\(height)")
    }
  }

  @Test func theBytesStorageIsKeptAtASteadySize() {
    let pixels = Self.buffer(width: 40, height: 20)
    var bytes: [UInt8] = []
    pixels.rgb(rows: 0..<20, into: &bytes)
    let storage = bytes.withUnsafeBufferPointer { $0.baseAddress }
    pixels.rgb(rows: 0..<20, into: &bytes)
    #expect(bytes.withUnsafeBufferPointer { $0.baseAddress } == storage)
  }
}
