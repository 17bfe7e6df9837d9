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

  /// Pixels as a photo's: a new colour at nearly every pixel (so `halfBlocks` takes its path
  /// for changing columns, `changingColumns`), with a column now and then the same as the one
  /// before it (where that path hands back to runs), runs of one colour, and channels beyond
  /// 0…1, −0, NaN and a set fourth lane.
  static func photo(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
    var rng = SplitMix64(seed: seed)
    var pixels = PixelBuffer(width: width, height: height, fill: RGB(0, 0, 0))
    func channel() -> Float {
      switch Int.random(in: 0..<40, using: &rng) {
      case 0: return -0.0
      case 1: return .nan
      case 2: return Float.random(in: -0.5...1.5, using: &rng)
      case 3: return (Float(Int.random(in: 0...255, using: &rng)) + 0.5) / 255
      default: return Float.random(in: 0...1, using: &rng)
      }
    }
    for row in 0..<height {
      var column = 0
      while column < width {
        let i = row * width + column
        switch Int.random(in: 0..<30, using: &rng) {
        case 0 where column > 0:
          pixels.colors[i] = pixels.colors[i - 1]
          column += 1
        case 1:
          let colour = SIMD4(channel(), channel(), channel(), 0)
          let run = Int.random(in: 2...9, using: &rng)
          for k in column..<min(width, column + run) { pixels.colors[row * width + k] = colour }
          column += run
        default:
          let lane: Float = Int.random(in: 0..<50, using: &rng) == 0 ? 1 : 0
          pixels.colors[i] = SIMD4(channel(), channel(), channel(), lane)
          column += 1
        }
      }
    }
    return pixels
  }

  @Test func photoPixelsMakeTheCellsThePixelsDefine() {
    let outside = RGB(200, 10, 90)
    let cases: [(width: Int, height: Int, only: Range<Int>?)] = [
      (200, 120, nil), (200, 120, 66..<134), (37, 21, 3..<30), (2, 2, nil), (64, 2, 1..<64),
    ]
    for (index, size) in cases.enumerated() {
      let pixels = Self.photo(width: size.width, height: size.height, seed: UInt64(index + 40))
      let (columns, rows) = (size.width, size.height / 2)
      var canvas = Canvas(columns: columns, rows: rows, fill: Cell(glyph: "x"))
      pixels.halfBlocks(into: &canvas, only: size.only, outside: outside)
      let expected = Self.reference(
        pixels, columns: columns, rows: rows, only: size.only, outside: outside)
      #expect(canvas == expected, "case \(index): \(size)")
    }
  }

  /// The path for changing columns on its own: from its start column up to the first column
  /// whose pixels are the column before's, each cell as the definition makes it, and no
  /// further.
  @Test func changingColumnsStopAtTheFirstRepeatedColumn() {
    let pixels = Self.photo(width: 300, height: 8, seed: 7)
    let expected = Self.reference(pixels, columns: 300, rows: 4, only: nil, outside: .black)
    var covered = 0
    for row in 0..<4 {
      for start in [1, 2, 17, 150, 299] {
        let untouched = Cell(glyph: "x")
        var cells = [Cell](repeating: untouched, count: 300)
        let stop = pixels.colors.withUnsafeBufferPointer { colours in
          cells.withUnsafeMutableBufferPointer { cells in
            PixelBuffer.changingColumns(
              colours.baseAddress! + row * 2 * 300, width: 300, from: start, to: 300,
              into: cells.baseAddress!)
          }
        }
        func same(_ c: Int) -> Bool {
          let (i, w) = (row * 2 * 300 + c, 300)
          func bits(_ p: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(p, to: SIMD4<UInt32>.self) }
          return bits(pixels.colors[i]) == bits(pixels.colors[i - 1])
            && bits(pixels.colors[i + w]) == bits(pixels.colors[i + w - 1])
        }
        #expect(stop >= start && stop <= 300)
        #expect(stop == 300 || same(stop), "row \(row) from \(start): stopped at \(stop)")
        #expect(!(start..<stop).contains(where: same))
        for c in 0..<300 {
          let want = (start..<stop).contains(c) ? expected[c, row] : untouched
          #expect(cells[c] == want, "row \(row) from \(start), column \(c)")
        }
        covered += stop - start
      }
    }
    #expect(covered > 1_000)
  }
}
