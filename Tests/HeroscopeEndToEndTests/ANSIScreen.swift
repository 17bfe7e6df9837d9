import HeroRaster

/// Text with SGR colour escapes (`capture-pane -e`, `frame --format ansi`) read back into a grid
/// of cells, so two renderings can be compared cell by cell whatever escapes each one used.
struct ANSIScreen {
  enum Color: Hashable {
    case terminalDefault
    case palette(Int)
    case rgb(RGB)
  }

  struct Cell: Hashable {
    var glyph: Unicode.Scalar
    var foreground: Color
    var background: Color
  }

  var rows: [[Cell]]

  init(_ text: String) {
    var foreground = Color.terminalDefault
    var background = Color.terminalDefault
    var rows: [[Cell]] = [[]]
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\n" {
        rows.append([])
        continue
      }
      guard scalar == "\u{1B}" else {
        rows[rows.count - 1].append(
          Cell(glyph: scalar, foreground: foreground, background: background))
        continue
      }
      // ESC [ parameters final
      guard scalars.first == "[" else { continue }
      scalars.removeFirst()
      var parameters = ""
      var final: Unicode.Scalar = "m"
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          final = next
          break
        }
        parameters.unicodeScalars.append(next)
      }
      guard final == "m" else { continue }
      Self.apply(parameters, foreground: &foreground, background: &background)
    }
    if rows.last?.isEmpty == true { rows.removeLast() }
    self.rows = rows
  }

  static func apply(_ text: String, foreground: inout Color, background: inout Color) {
    let codes = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    var i = 0
    while i < codes.count {
      let code = codes[i]
      switch code {
      case 0:
        foreground = .terminalDefault
        background = .terminalDefault
      case 30...37: foreground = .palette(code - 30)
      case 40...47: background = .palette(code - 40)
      case 90...97: foreground = .palette(code - 90 + 8)
      case 100...107: background = .palette(code - 100 + 8)
      case 39: foreground = .terminalDefault
      case 49: background = .terminalDefault
      case 38, 48:
        var color: Color?
        if i + 2 < codes.count, codes[i + 1] == 5 {
          color = .palette(codes[i + 2])
          i += 2
        } else if i + 4 < codes.count, codes[i + 1] == 2 {
          color = .rgb(RGB(UInt8(codes[i + 2]), UInt8(codes[i + 3]), UInt8(codes[i + 4])))
          i += 4
        }
        if let color {
          if code == 38 { foreground = color } else { background = color }
        }
      default: break
      }
      i += 1
    }
  }

  /// What a cell looks like, whichever glyph drew it: the encoder writes a cell with any glyph
  /// of the same look (a full block is a space in its foreground colour, a lower half block an
  /// upper one with the colours swapped). Colours are compared as `number` makes them.
  struct Look<Value: Equatable>: Equatable {
    var glyph: Unicode.Scalar
    var foreground: Value?
    var background: Value?

    init(_ cell: Cell, _ number: (Color) -> Value?) {
      glyph = cell.glyph
      foreground = number(cell.foreground)
      background = number(cell.background)
      if glyph == "█" && foreground != nil {
        (glyph, background) = (" ", foreground)
      } else if glyph == "▄" {
        (glyph, foreground, background) = ("▀", background, foreground)
      }
      if glyph == "▀" && foreground == background { glyph = " " }
      if glyph == " " { foreground = nil }
    }
  }

  /// Each cell's look, colours as the terminal was told them.
  var looks: [[Look<Color>]] { rows.map { $0.map { Look($0) { $0 } } } }

  /// The glyphs of each row.
  var lines: [String] {
    rows.map { row in String(String.UnicodeScalarView(row.map(\.glyph))) }
  }
}
