import HeroRaster

/// Turns the rasteriser's RGB cells into what the terminal can show: colours reduced to the
/// colour mode, half blocks and braille replaced where the locale is not UTF-8, and shade
/// characters when there is no colour at all.
public struct CellMapper {
  public let mode: ColorMode
  public let unicode: Bool
  /// The palette memo (unused in direct colour and monochrome). Not optional: it is mutated in
  /// place, where unwrapping a copy would copy its tables on every new colour.
  private var reducer: ColorReducer
  /// The last canvas's cells mapped, and what each became.
  private var lastIn: [Cell] = []
  private var lastOut: [TerminalCell] = []
  /// The last cell mapped by `map(_:)` and its answer: changed cells come in runs of one cell
  /// (a fading area, a moving edge), and mapping is a function of the cell alone.
  private var lastCell = Cell()
  private var lastMapped = TerminalCell.blank

  public init(mode: ColorMode, unicode: Bool) {
    self.mode = mode
    self.unicode = unicode
    reducer = ColorReducer(palette: mode == .palette256 ? .xterm256 : .basic8)
    lastMapped = mapAnew(lastCell)
  }

  /// Every cell of a canvas, row by row.
  public mutating func map(_ canvas: Canvas) -> [TerminalCell] {
    var out: [TerminalCell] = []
    map(canvas, into: &out)
    return out
  }

  /// Every cell of a canvas into `out`, reusing its storage from frame to frame. A cell that is
  /// what it was in the last canvas mapped takes the answer given then: from one frame to the
  /// next most cells stay, and mapping is a function of the cell alone.
  public mutating func map(_ canvas: Canvas, into out: inout [TerminalCell]) {
    let count = canvas.cells.count
    if out.count != count { out = Array(repeating: .blank, count: count) }
    if lastIn.count != count {
      lastIn = Array(repeating: Cell(), count: count)
      lastOut = Array(repeating: map(Cell()), count: count)
    }
    var lastIn = [Cell]()
    var lastOut = [TerminalCell]()
    swap(&lastIn, &self.lastIn)
    swap(&lastOut, &self.lastOut)
    canvas.cells.withUnsafeBufferPointer { cells in
      out.withUnsafeMutableBufferPointer { out in
        lastIn.withUnsafeMutableBufferPointer { lastIn in
          lastOut.withUnsafeMutableBufferPointer { lastOut in
            let packed = Self.packedCells
            for i in 0..<count {
              if !Self.same(cells, lastIn, i, packed: packed) {
                lastIn[i] = cells[i]
                lastOut[i] = map(cells[i])
              }
              out[i] = lastOut[i]
            }
          }
        }
      }
    }
    swap(&lastIn, &self.lastIn)
    swap(&lastOut, &self.lastOut)
  }

  /// Whether cell `i` of `a` and of `b` are the same: where a cell is laid out as its glyph,
  /// foreground and background with nothing between them (`packed`), its ten bytes compared
  /// as two integers (comparing field by field was a tenth of the colour map's time, on
  /// 12,000 cells a frame), else with `==`.
  @inline(__always)
  static func same(
    _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeMutableBufferPointer<Cell>, _ i: Int,
    packed: Bool
  ) -> Bool {
    guard packed, let x = a.baseAddress, let y = b.baseAddress else { return a[i] == b[i] }
    let p = UnsafeRawPointer(x + i)
    let q = UnsafeRawPointer(y + i)
    return p.loadUnaligned(as: UInt64.self) == q.loadUnaligned(as: UInt64.self)
      && p.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
        == q.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
  }

  /// Whether a cell's ten bytes are its three fields and nothing else (as Swift lays it out).
  static let packedCells =
    MemoryLayout<Cell>.size == 10 && MemoryLayout<Cell>.offset(of: \Cell.foreground) == 4
    && MemoryLayout<Cell>.offset(of: \Cell.background) == 7 && MemoryLayout<RGB>.size == 3

  public mutating func map(_ cell: Cell) -> TerminalCell {
    if cell == lastCell { return lastMapped }
    lastCell = cell
    lastMapped = mapAnew(cell)
    return lastMapped
  }

  /// `map(_:)` worked out.
  private mutating func mapAnew(_ cell: Cell) -> TerminalCell {
    let block = cell.glyph == "▀" || cell.glyph == " " || BlockGlyphs.isCellGlyph(cell.glyph)
    if mode == .monochrome {
      if block {
        let shade =
          cell.glyph == " " ? cell.background : RGB.average(cell.foreground, cell.background)
        return TerminalCell(
          glyph: Self.shade(shade, unicode: unicode), foreground: -1, background: -1)
      }
      return TerminalCell(glyph: glyph(cell.glyph), foreground: -1, background: -1)
    }
    if cell.glyph == " " {
      // The foreground is kept (a space in a line of text keeps the text's pair, so ncurses
      // need not switch colours twice per word).
      return TerminalCell(
        glyph: " ", foreground: color(cell.foreground), background: color(cell.background))
    }
    if cell.glyph == "▀" || BlockGlyphs.isCellGlyph(cell.glyph) {
      // A blitter's glyph (a half block, or a finer blitter's ink over paper): where the
      // terminal has no Unicode, one colour per cell, the mean of the two; where the two meet
      // in one palette entry, a space.
      guard unicode else {
        let c = color(RGB.average(cell.foreground, cell.background))
        return TerminalCell(glyph: " ", foreground: c, background: c)
      }
      let ink = color(cell.foreground)
      let paper = color(cell.background)
      return ink == paper
        ? TerminalCell(glyph: " ", foreground: paper, background: paper)
        : TerminalCell(glyph: cell.glyph, foreground: ink, background: paper)
    }
    return TerminalCell(
      glyph: glyph(cell.glyph), foreground: color(cell.foreground),
      background: color(cell.background))
  }

  /// The terminal colour for an RGB colour in this mode.
  public mutating func color(_ c: RGB) -> TerminalColor {
    switch mode {
    case .direct: return Self.direct(c)
    case .palette256, .basic8:
      return TerminalColor(reducer.index(for: c))
    case .monochrome: return -1
    }
  }

  /// A direct colour on a 5-bit-per-channel grid (so nearby shades of a gradient share a
  /// pair), packed `0xRRGGBB`. Black becomes #010101: terminfo's direct-colour `setaf` sends
  /// numbers below 8 as palette colours, whose black the user's theme may change.
  public static func direct(_ c: RGB) -> TerminalColor {
    func q(_ v: UInt8) -> Int32 { Int32(v & 0xF8 | v >> 5) }
    let packed = q(c.r) << 16 | q(c.g) << 8 | q(c.b)
    return packed < 8 ? 0x01_0101 : packed
  }

  /// ░▒▓█ (or an ASCII ramp) by perceived lightness, for monochrome.
  static func shade(_ c: RGB, unicode: Bool) -> Unicode.Scalar {
    let lightness = c.luminance.squareRoot()
    let ramp: [Unicode.Scalar] = unicode ? [" ", "░", "▒", "▓", "█"] : [" ", ".", ":", "+", "#"]
    let level = min(ramp.count - 1, Int(lightness * Double(ramp.count)))
    return ramp[level]
  }

  /// The glyph itself with UTF-8, or an ASCII stand-in.
  func glyph(_ g: Unicode.Scalar) -> Unicode.Scalar {
    unicode || g.value < 0x7F ? g : Self.ascii(g)
  }

  static func ascii(_ g: Unicode.Scalar) -> Unicode.Scalar {
    switch g.value {
    case 0x2800...0x28FF: return "."
    case 0x2500...0x257F: return "+"
    default: break
    }
    switch g {
    case "○": return "o"
    case "●": return "@"
    case "◆": return "+"
    case "◉": return "*"
    case "…": return "."
    case "░": return "."
    case "▒": return ":"
    case "▓", "█": return "#"
    default: return "?"
    }
  }
}
