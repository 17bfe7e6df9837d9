/// What a cell looks like on a terminal, which is all an encoder must reproduce: two cells with
/// the same look may be written with different glyphs and colours.
///
/// A space shows only its background; a full block `█` only its foreground; an upper half
/// block `▀` with foreground a and background b looks like a lower half block `▄` with
/// foreground b and background a, and like a space (or a full block) when a == b. Colours are
/// compared as the terminal shows them: a palette index or packed RGB is the same colour in the
/// foreground and the background, but the default foreground (`defaultForeground`) and the
/// default background (`defaultBackground`) are two different colours.
public enum CellLook: Hashable, Sendable {
  /// The whole cell one colour.
  case solid(Int32)
  /// The upper half one colour and the lower half another (never equal).
  case halves(top: Int32, bottom: Int32)
  /// Any other glyph, in its two colours.
  case glyph(Unicode.Scalar, foreground: Int32, background: Int32)

  /// The terminal's default foreground colour, as a look colour.
  public static let defaultForeground: Int32 = -1
  /// The terminal's default background colour, as a look colour.
  public static let defaultBackground: Int32 = -2

  @inline(__always) static func foregroundColor(_ color: TerminalColor) -> Int32 {
    color < 0 ? defaultForeground : color
  }

  @inline(__always) static func backgroundColor(_ color: TerminalColor) -> Int32 {
    color < 0 ? defaultBackground : color
  }

  public init(_ cell: TerminalCell) {
    switch cell.glyph {
    case " ": self = .solid(Self.backgroundColor(cell.background))
    case "█": self = .solid(Self.foregroundColor(cell.foreground))
    case "▀", "▄":
      var top = Self.foregroundColor(cell.foreground)
      var bottom = Self.backgroundColor(cell.background)
      if cell.glyph == "▄" { swap(&top, &bottom) }
      self = top == bottom ? .solid(top) : .halves(top: top, bottom: bottom)
    default:
      self = .glyph(cell.glyph, foreground: cell.foreground, background: cell.background)
    }
  }

  /// The ways to write this look: at most two, each a glyph and the colours it needs (nil: any).
  var variants: CellVariants {
    switch self {
    case .solid(let color):
      if color == Self.defaultBackground { return CellVariants(" ", nil, -1) }
      if color == Self.defaultForeground { return CellVariants("█", -1, nil) }
      return CellVariants(" ", nil, color, or: "█", color, nil)
    case .halves(let top, let bottom):
      // ▀ takes the top from the foreground; ▄ from the background. A default colour can only
      // be written in its own role.
      let upper = top != Self.defaultBackground && bottom != Self.defaultForeground
      let lower = bottom != Self.defaultBackground && top != Self.defaultForeground
      let upperVariant = CellVariant(
        glyph: "▀", foreground: max(top, -1), background: max(bottom, -1))
      let lowerVariant = CellVariant(
        glyph: "▄", foreground: max(bottom, -1), background: max(top, -1))
      if upper && lower { return CellVariants(upperVariant, lowerVariant) }
      return CellVariants(upper ? upperVariant : lowerVariant)
    case .glyph(let glyph, let foreground, let background):
      return CellVariants(glyph, foreground, background)
    }
  }

  /// An erase (ECH, EL) leaves this look when the pen's background is `background`.
  func isErased(to background: TerminalColor) -> Bool {
    self == .solid(Self.backgroundColor(background))
  }
}

/// One way to write a cell: a glyph and the colours it needs (nil: whatever the pen has).
struct CellVariant: Hashable, Sendable {
  var glyph: Unicode.Scalar
  var foreground: TerminalColor?
  var background: TerminalColor?

  /// Its UTF-8 length.
  var byteCount: Int {
    switch glyph.value {
    case 0..<0x80: return 1
    case 0x80..<0x800: return 2
    case 0x800..<0x10000: return 3
    default: return 4
    }
  }
}

/// One or two ways to write a cell, without an array (the encoder runs at 60 Hz).
struct CellVariants: Sendable {
  /// The ways to write `cell`: any glyph of its look with Unicode; without it (no UTF-8
  /// locale) only its own glyph, a space taking only its background.
  static func of(_ cell: TerminalCell, unicode: Bool) -> CellVariants {
    if unicode { return CellLook(cell).variants }
    if cell.glyph == " " { return CellVariants(" ", nil, cell.background) }
    return CellVariants(cell.glyph, cell.foreground, cell.background)
  }

  var first: CellVariant
  var second: CellVariant?

  init(_ first: CellVariant, _ second: CellVariant? = nil) {
    self.first = first
    self.second = second
  }

  init(
    _ glyph: Unicode.Scalar, _ foreground: TerminalColor?, _ background: TerminalColor?,
    or other: Unicode.Scalar? = nil, _ otherForeground: TerminalColor? = nil,
    _ otherBackground: TerminalColor? = nil
  ) {
    first = CellVariant(glyph: glyph, foreground: foreground, background: background)
    second = other.map {
      CellVariant(glyph: $0, foreground: otherForeground, background: otherBackground)
    }
  }
}
