/// Writes a canvas as text with 24-bit colour escape sequences (`cat`-able), or only the cells
/// that changed since a previous canvas (for recordings).
public enum ANSIWriter {
  /// The whole canvas, one line per row, each row ending with a colour reset.
  public static func full(_ canvas: Canvas) -> String {
    var out = ""
    out.reserveCapacity(canvas.columns * canvas.rows * 20)
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

  /// Escape sequences that turn a screen showing `previous` into `canvas`: cursor moves and the
  /// changed cells only (everything when `previous` is nil or of another size).
  public static func diff(from previous: Canvas?, to canvas: Canvas) -> String {
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
          // Already there.
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

  /// Colour changes needed to draw `cell` when the pen is `pen`.
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
