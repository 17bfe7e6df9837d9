import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// `PixelBuffer.halfBlocks` (memos, runs of equal columns filled at once) makes the cells the
/// plain definition makes: each cell its upper pixel's bytes over its lower pixel's, a space
/// where they are equal, and the outside colour beyond the columns looked at.
@Suite struct HalfBlocksTests {
  /// The definition, a cell at a time.
  static func reference(
    _ pixels: PixelBuffer, columns: Int, rows: Int, only: Range<Int>?, outside: RGB
  ) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows)
    for row in 0..<min(rows, pixels.height / 2) {
      for column in 0..<min(columns, pixels.width) {
        guard only.map({ $0.contains(column) }) ?? true else {
          canvas[column, row] = Cell(glyph: " ", foreground: outside, background: outside)
          continue
        }
        let upper = pixels.rgb(row * 2 * pixels.width + column)
        let lower = pixels.rgb((row * 2 + 1) * pixels.width + column)
        canvas[column, row] =
          upper == lower
          ? Cell(glyph: " ", foreground: upper, background: upper)
          : Cell(glyph: "▀", foreground: upper, background: lower)
      }
    }
    return canvas
  }

  /// Pixels in runs of a few colours, some a bit apart (the same bytes from other bits: -0 and
  /// +0, a set fourth lane, a colour an ulp away), so runs break where the cells do not.
  static func runs(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
    var rng = SplitMix64(seed: seed)
    let colours: [SIMD4<Float>] = [
      SIMD4(0.2, 0.4, 0.6, 0), SIMD4(0.2, 0.4, 0.6, 1), SIMD4(0, 0, 0, 0), SIMD4(-0.0, 0, 0, 0),
      SIMD4(Float(0.2).nextUp, 0.4, 0.6, 0), SIMD4(1, 1, 1, 0), SIMD4(0.9, 0.1, 0.5, 0),
    ]
    var pixels = PixelBuffer(width: width, height: height, fill: RGB(0, 0, 0))
    var i = 0
    while i < width * height {
      let colour = colours[Int.random(in: 0..<colours.count, using: &rng)]
      let run = Int.random(in: 1...12, using: &rng)
      for k in i..<min(i + run, width * height) { pixels.colors[k] = colour }
      i += run
    }
    return pixels
  }

  @Test func halfBlocksMakeTheCellsThePixelsDefine() {
    let outside = RGB(30, 60, 90)
    let cases: [(width: Int, height: Int, columns: Int, rows: Int, only: Range<Int>?)] = [
      (40, 24, 40, 12, nil), (40, 24, 40, 12, 7..<31), (33, 17, 33, 8, 0..<33),
      (33, 17, 40, 12, 5..<50), (1, 2, 1, 1, nil), (200, 120, 200, 60, 66..<134),
      (12, 8, 12, 4, 6..<6),
    ]
    for (index, size) in cases.enumerated() {
      let pixels = Self.runs(width: size.width, height: size.height, seed: UInt64(index + 1))
      var canvas = Canvas(columns: size.columns, rows: size.rows, fill: Cell(glyph: "x"))
      pixels.halfBlocks(into: &canvas, only: size.only, outside: outside)
      var expected = Self.reference(
        pixels, columns: size.columns, rows: size.rows, only: size.only, outside: outside)
      // Cells beyond the pixels are not written: they keep what the canvas had.
      for row in 0..<size.rows {
        for column in 0..<size.columns
        where row >= size.height / 2 || column >= size.width {
          expected[column, row] = Cell(glyph: "x")
        }
      }
      #expect(canvas == expected, "case \(index): \(size)")
    }
  }
}
