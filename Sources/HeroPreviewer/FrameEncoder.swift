/// Turns the changed cells of one frame into the bytes a terminal needs: cursor moves only
/// where the next changed cell is not where the cursor already is, and one SGR per colour
/// change with only what changed (foreground, background or both), glyphs in UTF-8. The
/// backend writes the result in one `write()` per frame.
///
/// Colours are a `ColorMode`'s terminal colours: 24-bit `38;2;r;g;b`, 256-colour `38;5;n`,
/// the 8 basic colours `3n`, and -1 the terminal's default (`39` / `49`).
public struct FrameEncoder: Sendable {
  public let mode: ColorMode
  /// The frame so far.
  public private(set) var bytes: [UInt8] = []
  /// Where the terminal's cursor is, if known.
  private var cursor: (column: Int, row: Int)?
  /// The colours the terminal draws with now, if known.
  private var pen: (foreground: TerminalColor, background: TerminalColor)?
  /// The screen's width: writing its last column leaves the cursor in a pending wrap.
  private let columns: Int

  public init(mode: ColorMode, columns: Int) {
    self.mode = mode
    self.columns = columns
  }

  /// Starts a frame: the cursor and the pen are whatever the terminal left, so the first
  /// cell moves and sets both.
  public mutating func begin() {
    bytes.removeAll(keepingCapacity: true)
    cursor = nil
    pen = nil
  }

  /// Appends raw bytes (mode switches and the like).
  public mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Draws one cell.
  public mutating func put(_ cell: TerminalCell, column: Int, row: Int) {
    if let cursor, cursor.row == row, column >= cursor.column {
      // On the same row: step right over the unchanged cells (shorter than a full move).
      if column > cursor.column {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        if column - cursor.column > 1 { appendNumber(column - cursor.column) }
        bytes.append(UInt8(ascii: "C"))
      }
    } else {
      move(column: column, row: row)
    }
    setPen(cell.foreground, cell.background)
    appendScalar(cell.glyph)
    cursor = column + 1 < columns ? (column + 1, row) : nil
  }

  /// Ends a frame: colours back to the terminal's defaults, so nothing else inherits them.
  public mutating func end() {
    if pen != nil { append("\u{1B}[0m") }
    pen = nil
  }

  private mutating func move(column: Int, row: Int) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    appendNumber(row + 1)
    bytes.append(UInt8(ascii: ";"))
    appendNumber(column + 1)
    bytes.append(UInt8(ascii: "H"))
  }

  private mutating func setPen(_ foreground: TerminalColor, _ background: TerminalColor) {
    let changeForeground = pen?.foreground != foreground
    let changeBackground = pen?.background != background
    guard changeForeground || changeBackground else { return }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if changeForeground { appendColor(foreground, background: false) }
    if changeForeground && changeBackground { bytes.append(UInt8(ascii: ";")) }
    if changeBackground { appendColor(background, background: true) }
    bytes.append(UInt8(ascii: "m"))
    pen = (foreground, background)
  }

  private mutating func appendColor(_ color: TerminalColor, background: Bool) {
    let base = background ? 40 : 30
    guard color >= 0, mode != .monochrome else {
      appendNumber(base + 9)
      return
    }
    switch mode {
    case .direct:
      appendNumber(base + 8)
      append(";2;")
      appendNumber(Int(color >> 16 & 0xFF))
      bytes.append(UInt8(ascii: ";"))
      appendNumber(Int(color >> 8 & 0xFF))
      bytes.append(UInt8(ascii: ";"))
      appendNumber(Int(color & 0xFF))
    case .palette256:
      appendNumber(base + 8)
      append(";5;")
      appendNumber(Int(color))
    case .basic8, .monochrome:
      appendNumber(base + Int(color & 7))
    }
  }

  private mutating func appendNumber(_ value: Int) {
    if value >= 10 { appendNumber(value / 10) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  private mutating func appendScalar(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
  }
}
