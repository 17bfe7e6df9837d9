/// The escape sequences a frame is made of, each with its length in bytes: the encoder and the
/// reference minimum (`MinimumEncoding`) choose among the same operations at the same costs.
///
/// Cursor: CUP `ESC[r;cH` (a parameter of 1 left out), CHA `ESC[cG`, VPA `ESC[rd`, CUF / CUB
/// `ESC[nC` / `ESC[nD`, CUD / CUU `ESC[nB` / `ESC[nA` (a count of 1 left out) and CR. Colours:
/// one SGR with any of a reset, a foreground and a background, each colour in its shortest
/// code (palette 0…7 as `3n`, 8…15 as `9n` / `10n`, the rest `38;5;n`, direct `38;2;r;g;b`,
/// the default `39` / `49`; a bare reset is `ESC[m`). Erases: ECH `ESC[nX`, EL `ESC[K`.
enum TerminalCodes {
  /// Decimal digits of a positive number.
  @inline(__always) static func digits(_ value: Int) -> Int {
    if value < 10 { return 1 }
    if value < 100 { return 2 }
    if value < 1000 { return 3 }
    if value < 10000 { return 4 }
    return 4 + digits(value / 10000)
  }

  /// Decimal digits of a channel (0…255), without a loop or a chain of branches.
  @inline(__always) static func byteDigits(_ value: Int32) -> Int {
    1 + (value >= 10 ? 1 : 0) + (value >= 100 ? 1 : 0)
  }

  /// The length of a colour's SGR code (without separators).
  @inline(__always) static func codeLength(
    _ color: TerminalColor, background: Bool, mode: ColorMode
  ) -> Int {
    guard color >= 0, mode != .monochrome else { return 2 }
    switch mode {
    case .direct:
      return 7 + byteDigits(color >> 16 & 0xFF) + byteDigits(color >> 8 & 0xFF)
        + byteDigits(color & 0xFF)
    case .palette256:
      if color < 8 { return 2 }
      if color < 16 { return background ? 3 : 2 }
      // A palette colour has at most three digits: no call into the general count.
      return 5 + (color < 1000 ? byteDigits(color) : digits(Int(color)))
    case .basic8, .monochrome: return 2
    }
  }

  /// The decimal digits of `value` (not negative). Numbers below 1,000 (every colour channel
  /// and palette index, nearly every row and column) are written without a call per digit: the
  /// encoder writes a few hundred a frame.
  @inline(__always) static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
    guard value < 1000 else { return appendLongNumber(value, to: &bytes) }
    let zero = UInt8(ascii: "0")
    if value >= 100 { bytes.append(zero + UInt8(truncatingIfNeeded: value / 100)) }
    if value >= 10 { bytes.append(zero + UInt8(truncatingIfNeeded: value / 10 % 10)) }
    bytes.append(zero + UInt8(truncatingIfNeeded: value % 10))
  }

  private static func appendLongNumber(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendLongNumber(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }

  static func appendCode(
    _ color: TerminalColor, background: Bool, mode: ColorMode, to bytes: inout [UInt8]
  ) {
    let base = background ? 40 : 30
    guard color >= 0, mode != .monochrome else {
      appendNumber(base + 9, to: &bytes)
      return
    }
    switch mode {
    case .direct:
      appendNumber(base + 8, to: &bytes)
      bytes.append(UInt8(ascii: ";"))
      bytes.append(UInt8(ascii: "2"))
      bytes.append(UInt8(ascii: ";"))
      appendNumber(Int(color >> 16 & 0xFF), to: &bytes)
      bytes.append(UInt8(ascii: ";"))
      appendNumber(Int(color >> 8 & 0xFF), to: &bytes)
      bytes.append(UInt8(ascii: ";"))
      appendNumber(Int(color & 0xFF), to: &bytes)
    case .palette256:
      if color < 8 {
        appendNumber(base + Int(color), to: &bytes)
      } else if color < 16 {
        appendNumber(base + 60 + Int(color) - 8, to: &bytes)
      } else {
        appendNumber(base + 8, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        bytes.append(UInt8(ascii: "5"))
        bytes.append(UInt8(ascii: ";"))
        appendNumber(Int(color), to: &bytes)
      }
    case .basic8, .monochrome:
      appendNumber(base + Int(color & 7), to: &bytes)
    }
  }

  static func appendScalar(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
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

  /// `ESC [` count final, the count left out when it is 1 (or `omit`).
  static func appendCSI(_ count: Int, _ final: UInt8, to bytes: inout [UInt8], omit: Int = 1) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if count != omit { appendNumber(count, to: &bytes) }
    bytes.append(final)
  }

  /// The length of `appendCSI(count, …)`.
  @inline(__always) static func csiLength(_ count: Int, omit: Int = 1) -> Int {
    count == omit ? 3 : 3 + digits(count)
  }
}

/// Where the terminal's cursor is, as far as the encoder knows.
enum CursorPosition: Hashable, Sendable {
  case unknown
  case at(row: Int, column: Int)
  /// Just after writing the last column of `row`: the cursor shows there, and the next glyph
  /// goes to the start of the next row (autowrap, `am` with `xenl`). Only absolute horizontal
  /// moves (CR, CHA, CUP) are used from here: terminals differ on relative ones.
  case pendingWrap(row: Int)
}

/// The cheapest way from one cursor position to a cell, among CUP and a horizontal move (CUF,
/// CUB, CHA, CR, CR+CUF) paired with a vertical one (CUD, CUU, VPA).
struct CursorMove: Sendable {
  enum Horizontal: Sendable {
    case none, forward(Int), back(Int), absolute(Int), home, homeForward(Int)
  }
  enum Vertical: Sendable { case none, down(Int), up(Int), absolute(Int) }

  var byteCount: Int
  /// nil: CUP.
  var pair: (Horizontal, Vertical)?
  var row: Int
  var column: Int

  init(from cursor: CursorPosition, row: Int, column: Int) {
    self.row = row
    self.column = column
    let cup =
      3 + (row > 0 ? TerminalCodes.digits(row + 1) : 0)
      + (column > 0 ? 1 + TerminalCodes.digits(column + 1) : 0)
    byteCount = cup
    pair = nil
    let fromRow: Int
    let fromColumn: Int
    let pending: Bool
    switch cursor {
    case .unknown: return
    case .at(let r, let c): (fromRow, fromColumn, pending) = (r, c, false)
    case .pendingWrap(let r): (fromRow, fromColumn, pending) = (r, -1, true)
    }
    // Horizontal.
    var horizontal = Horizontal.absolute(column)
    var horizontalCost = TerminalCodes.csiLength(column + 1)
    func consider(_ h: Horizontal, _ cost: Int) {
      if cost < horizontalCost { (horizontal, horizontalCost) = (h, cost) }
    }
    if column == 0 {
      consider(.home, 1)
    } else {
      consider(.homeForward(column), 1 + TerminalCodes.csiLength(column))
    }
    if !pending {
      if column == fromColumn {
        consider(.none, 0)
      } else if column > fromColumn {
        consider(.forward(column - fromColumn), TerminalCodes.csiLength(column - fromColumn))
      } else {
        consider(.back(fromColumn - column), TerminalCodes.csiLength(fromColumn - column))
      }
    }
    // Vertical.
    var vertical = Vertical.absolute(row)
    var verticalCost = TerminalCodes.csiLength(row + 1)
    if row == fromRow {
      (vertical, verticalCost) = (.none, 0)
    } else if row > fromRow, TerminalCodes.csiLength(row - fromRow) < verticalCost {
      (vertical, verticalCost) = (.down(row - fromRow), TerminalCodes.csiLength(row - fromRow))
    } else if row < fromRow, TerminalCodes.csiLength(fromRow - row) < verticalCost {
      (vertical, verticalCost) = (.up(fromRow - row), TerminalCodes.csiLength(fromRow - row))
    }
    if horizontalCost + verticalCost < byteCount {
      byteCount = horizontalCost + verticalCost
      pair = (horizontal, vertical)
    }
  }

  /// Writes the move: the horizontal part first, which leaves a pending wrap.
  func append(to bytes: inout [UInt8]) {
    guard let (horizontal, vertical) = pair else {
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      if row > 0 { TerminalCodes.appendNumber(row + 1, to: &bytes) }
      if column > 0 {
        bytes.append(UInt8(ascii: ";"))
        TerminalCodes.appendNumber(column + 1, to: &bytes)
      }
      bytes.append(UInt8(ascii: "H"))
      return
    }
    switch horizontal {
    case .none: break
    case .forward(let n): TerminalCodes.appendCSI(n, UInt8(ascii: "C"), to: &bytes)
    case .back(let n): TerminalCodes.appendCSI(n, UInt8(ascii: "D"), to: &bytes)
    case .absolute(let c): TerminalCodes.appendCSI(c + 1, UInt8(ascii: "G"), to: &bytes)
    case .home: bytes.append(0x0D)
    case .homeForward(let n):
      bytes.append(0x0D)
      TerminalCodes.appendCSI(n, UInt8(ascii: "C"), to: &bytes)
    }
    switch vertical {
    case .none: break
    case .down(let n): TerminalCodes.appendCSI(n, UInt8(ascii: "B"), to: &bytes)
    case .up(let n): TerminalCodes.appendCSI(n, UInt8(ascii: "A"), to: &bytes)
    case .absolute(let r): TerminalCodes.appendCSI(r + 1, UInt8(ascii: "d"), to: &bytes)
    }
  }
}
