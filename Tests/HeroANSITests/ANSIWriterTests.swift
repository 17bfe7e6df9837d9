import HeroPlanner
import HeroRaster
import Testing

@testable import HeroANSI

/// `ANSIWriter` writes its bytes through the encoder's codes; these hold it to the plain
/// string-building writer it replaced (kept here as the reference), byte for byte, so
/// `frame --format ansi` and `record` write what they always wrote.
@Suite struct ANSIWriterTests {
  /// The reference: every colour change as a `38;2;…` / `48;2;…` SGR, every jump a full CUP.
  enum Reference {
    static func full(_ canvas: Canvas) -> String {
      var out = ""
      for row in 0..<canvas.rows {
        var pen: (RGB, RGB)?
        for column in 0..<canvas.columns {
          let cell = canvas[column, row]
          out += sgr(cell, after: pen)
          pen = (cell.foreground, cell.background)
          out.unicodeScalars.append(cell.glyph)
        }
        out += "\u{1B}[0m\n"
      }
      return out
    }

    static func diff(from previous: Canvas?, to canvas: Canvas) -> String {
      var out = ""
      let redraw =
        previous == nil || previous?.columns != canvas.columns || previous?.rows != canvas.rows
      if redraw { out += "\u{1B}[0m\u{1B}[2J" }
      var pen: (RGB, RGB)?
      var cursor: (Int, Int)?
      for row in 0..<canvas.rows {
        for column in 0..<canvas.columns {
          let cell = canvas[column, row]
          if !redraw, let previous, previous[column, row] == cell { continue }
          if let (x, y) = cursor, x == column, y == row {
          } else {
            out += "\u{1B}[\(row + 1);\(column + 1)H"
          }
          out += sgr(cell, after: pen)
          pen = (cell.foreground, cell.background)
          out.unicodeScalars.append(cell.glyph)
          cursor = (column + 1, row)
        }
      }
      if !out.isEmpty { out += "\u{1B}[0m" }
      return out
    }

    static func sgr(_ cell: Cell, after pen: (RGB, RGB)?) -> String {
      var codes: [String] = []
      if pen?.0 != cell.foreground {
        codes.append("38;2;\(cell.foreground.r);\(cell.foreground.g);\(cell.foreground.b)")
      }
      if pen?.1 != cell.background {
        codes.append("48;2;\(cell.background.r);\(cell.background.g);\(cell.background.b)")
      }
      return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
  }

  /// A canvas of few colours and glyphs (so runs of one pen occur), some cells of it changed.
  static func canvas(
    columns: Int, rows: Int, rng: inout SplitMix64, from base: Canvas? = nil
  ) -> Canvas {
    let colours = [RGB(0, 0, 0), RGB(255, 255, 255), RGB(12, 200, 7), RGB(99, 0, 250)]
    let glyphs: [Unicode.Scalar] = [" ", "▀", "a", "⠿", "😀", "é"]
    var canvas = base ?? Canvas(columns: columns, rows: rows)
    for y in 0..<rows {
      for x in 0..<columns where base == nil || Int.random(in: 0..<4, using: &rng) == 0 {
        canvas[x, y] = Cell(
          glyph: glyphs.randomElement(using: &rng) ?? " ",
          foreground: colours.randomElement(using: &rng) ?? .white,
          background: colours.randomElement(using: &rng) ?? .black)
      }
    }
    return canvas
  }

  @Test func wholeCanvasesAreTheReferencesBytes() {
    var rng = SplitMix64(seed: 22)
    for (columns, rows) in [(0, 0), (1, 1), (7, 3), (40, 12)] {
      for _ in 0..<20 {
        let canvas = Self.canvas(columns: columns, rows: rows, rng: &rng)
        #expect(
          Array(ANSIWriter.full(canvas).utf8) == Array(Reference.full(canvas).utf8),
          "\(columns)x\(rows)")
      }
    }
  }

  @Test func changesAreTheReferencesBytes() {
    var rng = SplitMix64(seed: 23)
    for (columns, rows) in [(1, 1), (7, 3), (40, 12)] {
      var previous: Canvas?
      for _ in 0..<20 {
        let canvas = Self.canvas(columns: columns, rows: rows, rng: &rng, from: previous)
        #expect(
          Array(ANSIWriter.diff(from: previous, to: canvas).utf8)
            == Array(Reference.diff(from: previous, to: canvas).utf8), "\(columns)x\(rows)")
        previous = canvas
      }
      // Nothing changed: nothing written; another size: a redraw.
      if let previous {
        #expect(ANSIWriter.diff(from: previous, to: previous).isEmpty)
        let other = Canvas(columns: columns + 1, rows: rows)
        #expect(
          ANSIWriter.diff(from: previous, to: other) == Reference.diff(from: previous, to: other))
      }
    }
  }
}
