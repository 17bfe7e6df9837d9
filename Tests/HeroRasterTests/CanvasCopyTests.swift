import Testing

@testable import HeroRaster

/// `Canvas.blit` and `fill(_:except:_:)` copy and fill whole rows at a time; they are held to
/// the cell-by-cell forms they replaced.
struct CanvasCopyTests {
  /// A canvas whose every cell differs from the others.
  static func numbered(columns: Int, rows: Int, offset: Int) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows)
    for y in 0..<rows {
      for x in 0..<columns {
        let n = offset + y * columns + x
        canvas[x, y] = Cell(
          glyph: Unicode.Scalar(UInt8(65 + n % 26)), foreground: RGB(UInt8(n % 256), 0, 0),
          background: RGB(0, UInt8(n / 256 % 256), 9))
      }
    }
    return canvas
  }

  /// The copy as it was written before: every cell of the overlap on its own.
  static func blitByCell(_ other: Canvas, into canvas: inout Canvas, x: Int, y: Int) {
    for row in 0..<other.rows where y + row >= 0 && y + row < canvas.rows {
      for column in 0..<other.columns where x + column >= 0 && x + column < canvas.columns {
        canvas[x + column, y + row] = other[column, row]
      }
    }
  }

  @Test func blitCopiesTheOverlapAsCellByCellDoesAtEveryOffset() {
    let source = Self.numbered(columns: 5, rows: 3, offset: 1000)
    for x in -7...9 {
      for y in -5...6 {
        var fast = Self.numbered(columns: 6, rows: 4, offset: 0)
        var slow = fast
        fast.blit(source, x: x, y: y)
        Self.blitByCell(source, into: &slow, x: x, y: y)
        #expect(fast == slow, "at \(x), \(y)")
      }
    }
  }

  @Test func blitOfAnEmptyCanvasOrIntoOneChangesNothing() {
    var canvas = Self.numbered(columns: 4, rows: 2, offset: 0)
    let before = canvas
    canvas.blit(Canvas(columns: 0, rows: 0), x: 1, y: 1)
    canvas.blit(Canvas(columns: 3, rows: 0), x: 0, y: 0)
    #expect(canvas == before)
    var empty = Canvas(columns: 0, rows: 0)
    empty.blit(before, x: 0, y: 0)
    #expect(empty.cells.isEmpty)
  }

  @Test func fillExceptLeavesTheRectangleAndFillsEveryOtherCell() {
    let cell = Cell(glyph: "x", foreground: RGB(1, 2, 3), background: RGB(4, 5, 6))
    let rectangles: [(Range<Int>, Range<Int>)] = [
      (0..<6, 0..<4), (0..<0, 0..<0), (2..<4, 1..<3), (0..<3, 0..<2), (4..<9, 2..<9),
      (-3..<2, -1..<1), (7..<9, 0..<4), (3..<3, 0..<4),
    ]
    for (columns, rows) in rectangles {
      let before = Self.numbered(columns: 6, rows: 4, offset: 0)
      var canvas = before
      canvas.fill(cell, except: columns, rows)
      for y in 0..<4 {
        for x in 0..<6 {
          let kept = columns.contains(x) && rows.contains(y)
          #expect(
            canvas[x, y] == (kept ? before[x, y] : cell),
            "\(columns) × \(rows) at \(x), \(y)")
        }
      }
    }
  }
}
