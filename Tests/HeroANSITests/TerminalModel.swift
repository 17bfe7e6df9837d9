@testable import HeroANSI

/// A small VT terminal for tests: applies the bytes an encoder wrote to a grid, as xterm
/// does (CUP, CHA, VPA, CUF, CUB, CUD, CUU, CR, SGR colours, ECH, EL, autowrap with a pending
/// wrap at the last column), and records what a real terminal would get wrong: a glyph that
/// scrolls the screen, a relative move from a pending wrap, a sequence it does not know.
struct TerminalModel {
  let columns: Int
  let rows: Int
  let mode: ColorMode
  /// Erases fill with the current background (`bce`); without it, the default background.
  var backgroundColorErase = true
  /// A glyph after the last column wraps (`am`); without it, it overwrites the last column.
  var autoWrap = true
  var cells: [TerminalCell]
  var row: Int
  var column: Int
  var pendingWrap = false
  var foreground: TerminalColor = -1
  var background: TerminalColor = -1
  /// What went wrong, in order.
  var problems: [String] = []

  /// A screen showing `cells`, the cursor somewhere in the middle (an encoder must not rely
  /// on where), the default colours.
  init(columns: Int, rows: Int, mode: ColorMode, showing cells: [TerminalCell]) {
    self.columns = columns
    self.rows = rows
    self.mode = mode
    self.cells = cells
    row = rows / 2
    column = columns / 2
  }

  /// The looks of the screen, to compare with a frame's.
  var looks: [CellLook] { cells.map(CellLook.init) }

  /// Whether the screen looks like `frame`; the first differing cell otherwise.
  func firstDifference(from frame: [TerminalCell]) -> String? {
    for i in cells.indices where CellLook(cells[i]) != CellLook(frame[i]) {
      return "cell (\(i % columns), \(i / columns)): shows \(cells[i]), frame has \(frame[i])"
    }
    return nil
  }

  mutating func feed(_ bytes: [UInt8]) {
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var i = 0
    while i < scalars.count {
      let s = scalars[i]
      i += 1
      if s == "\r" {
        column = 0
        pendingWrap = false
        continue
      }
      guard s == "\u{1B}" else {
        if s.value < 0x20 || s.value == 0x7F {
          problems.append("control character \(s.value)")
          continue
        }
        print(s)
        continue
      }
      guard i < scalars.count, scalars[i] == "[" else {
        problems.append("ESC not followed by [")
        continue
      }
      i += 1
      var parameters = ""
      while i < scalars.count, !(0x40...0x7E).contains(scalars[i].value) {
        parameters.unicodeScalars.append(scalars[i])
        i += 1
      }
      guard i < scalars.count else {
        problems.append("unfinished sequence")
        return
      }
      let final = scalars[i]
      i += 1
      apply(final, parameters)
    }
  }

  private mutating func print(_ glyph: Unicode.Scalar) {
    if pendingWrap && autoWrap {
      if row == rows - 1 {
        problems.append("a glyph after the bottom-right cell scrolls the screen")
        return
      }
      row += 1
      column = 0
    }
    pendingWrap = false
    cells[row * columns + column] = TerminalCell(
      glyph: glyph, foreground: foreground, background: background)
    if column == columns - 1 {
      pendingWrap = true
    } else {
      column += 1
    }
  }

  private mutating func apply(_ final: Unicode.Scalar, _ parameters: String) {
    if parameters.hasPrefix("?") { return }  // private modes (2026)
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    func count(_ index: Int = 0) -> Int { max(1, index < numbers.count ? numbers[index] : 0) }
    let relative = "ABCD".unicodeScalars.contains(final)
    if relative && pendingWrap {
      problems.append("relative move \(final) from a pending wrap")
    }
    switch final {
    case "H":
      row = min(rows, count(0)) - 1
      column = min(columns, count(1)) - 1
    case "G": column = min(columns, count()) - 1
    case "d": row = min(rows, count()) - 1
    case "C": column = min(columns - 1, column + count())
    case "D": column = max(0, column - count())
    case "B": row = min(rows - 1, row + count())
    case "A": row = max(0, row - count())
    case "X":
      if pendingWrap { problems.append("ECH from a pending wrap") }
      for c in column..<min(columns, column + count()) { erase(c) }
    case "K":
      if parameters != "" && parameters != "0" { problems.append("EL \(parameters)") }
      if pendingWrap { problems.append("EL from a pending wrap") }
      for c in column..<columns { erase(c) }
    case "m":
      sgr(numbers)
      return
    default:
      problems.append("unknown sequence \(parameters)\(final)")
    }
    pendingWrap = false
  }

  private mutating func erase(_ c: Int) {
    cells[row * columns + c] = TerminalCell(
      glyph: " ", foreground: -1, background: backgroundColorErase ? background : -1)
  }

  private mutating func sgr(_ codes: [Int]) {
    var k = 0
    while k < codes.count {
      let code = codes[k]
      switch code {
      case 0:
        foreground = -1
        background = -1
      case 30...37: foreground = palette(code - 30)
      case 40...47: background = palette(code - 40)
      case 90...97: foreground = palette(code - 90 + 8)
      case 100...107: background = palette(code - 100 + 8)
      case 39: foreground = -1
      case 49: background = -1
      case 38, 48:
        var color: TerminalColor = -1
        if k + 2 < codes.count, codes[k + 1] == 5 {
          color = palette(codes[k + 2])
          k += 2
        } else if k + 4 < codes.count, codes[k + 1] == 2 {
          color = TerminalColor(codes[k + 2] << 16 | codes[k + 3] << 8 | codes[k + 4])
          if mode != .direct { problems.append("direct colour in \(mode) mode") }
          k += 4
        } else {
          problems.append("bad extended colour")
        }
        if code == 38 { foreground = color } else { background = color }
      default: problems.append("unknown SGR \(code)")
      }
      k += 1
    }
  }

  /// A palette colour: in direct mode it would be the theme's, never what a packed RGB means.
  private mutating func palette(_ index: Int) -> TerminalColor {
    if mode == .direct { problems.append("palette colour \(index) in direct mode") }
    return TerminalColor(index)
  }
}
