import HeroRaster

/// Writes a canvas as text with 24-bit colour escape sequences (`cat`-able), or only the cells
/// that changed since a previous canvas (for recordings), in the exact colours of the canvas.
///
/// The codes are `TerminalCodes`' (the encoder's), written plainly: a colour code whenever the
/// colour changes, an absolute cursor move to every cell that does not follow the last one.
/// The bytes are what `frame --format ansi` and `record` have always written.
public enum ANSIWriter {
  /// The whole canvas, one line per row, each row ending with a colour reset.
  public static func full(_ canvas: Canvas) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(canvas.columns * canvas.rows * 20)
    canvas.cells.withUnsafeBufferPointer { cells in
      for row in 0..<canvas.rows {
        var pen: (RGB, RGB)?
        for cell in cells[(row * canvas.columns)..<((row + 1) * canvas.columns)] {
          appendColors(cell, after: pen, to: &bytes)
          pen = (cell.foreground, cell.background)
          TerminalCodes.appendScalar(cell.glyph, to: &bytes)
        }
        bytes += reset
        bytes.append(UInt8(ascii: "\n"))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Escape sequences that turn a screen showing `previous` into `canvas`: cursor moves and the
  /// changed cells only (everything when `previous` is nil or of another size).
  public static func diff(from previous: Canvas?, to canvas: Canvas) -> String {
    var bytes: [UInt8] = []
    let redraw =
      previous == nil || previous?.columns != canvas.columns || previous?.rows != canvas.rows
    if redraw { bytes += reset + [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "J")] }
    var pen: (RGB, RGB)?
    var cursor: (column: Int, row: Int)?
    for row in 0..<canvas.rows {
      for column in 0..<canvas.columns {
        let cell = canvas[column, row]
        if !redraw, let previous, previous[column, row] == cell { continue }
        if cursor?.column != column || cursor?.row != row {
          bytes.append(0x1B)
          bytes.append(UInt8(ascii: "["))
          TerminalCodes.appendNumber(row + 1, to: &bytes)
          bytes.append(UInt8(ascii: ";"))
          TerminalCodes.appendNumber(column + 1, to: &bytes)
          bytes.append(UInt8(ascii: "H"))
        }
        appendColors(cell, after: pen, to: &bytes)
        pen = (cell.foreground, cell.background)
        TerminalCodes.appendScalar(cell.glyph, to: &bytes)
        cursor = (column + 1, row)
      }
    }
    if !bytes.isEmpty { bytes += reset }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `ESC[0m`.
  static let reset: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]

  /// The SGR that draws `cell` when the pen is `pen` (none when both colours are the pen's):
  /// the foreground's code, then the background's, in direct colour.
  static func appendColors(_ cell: Cell, after pen: (RGB, RGB)?, to bytes: inout [UInt8]) {
    let foreground = pen?.0 != cell.foreground
    let background = pen?.1 != cell.background
    guard foreground || background else { return }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if foreground {
      TerminalCodes.appendCode(
        packed(cell.foreground), background: false, mode: .direct, to: &bytes)
    }
    if background {
      if foreground { bytes.append(UInt8(ascii: ";")) }
      TerminalCodes.appendCode(
        packed(cell.background), background: true, mode: .direct, to: &bytes)
    }
    bytes.append(UInt8(ascii: "m"))
  }

  /// An exact colour as a direct terminal colour, `0xRRGGBB`.
  static func packed(_ c: RGB) -> TerminalColor {
    TerminalColor(c.r) << 16 | TerminalColor(c.g) << 8 | TerminalColor(c.b)
  }
}
