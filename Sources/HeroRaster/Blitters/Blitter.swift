/// A way to turn the picture's pixels into terminal cells, as notcurses' blitters do: each
/// cell shows its pixels with one glyph in two colours. Finer blitters need glyphs that not
/// every terminal or font has, so each falls back to the next coarser one.
public enum Blitter: String, CaseIterable, Hashable, Sendable {
  /// Upper and lower half blocks (`▀`): 1 × 2 pixels a cell, in every terminal.
  case half
  /// Quadrants (U+2596–U+259F): 2 × 2.
  case quadrant
  /// Sextants (U+1FB00–U+1FB3B, Unicode 13): 2 × 3.
  case sextant
  /// Octants (U+1CD00–U+1CDE5, Unicode 16): 2 × 4.
  case octant

  /// The pixels of one cell across and down.
  public var pixelsPerCell: PixelsPerCell {
    switch self {
    case .half: .halfBlock
    case .quadrant: PixelsPerCell(x: 2, y: 2)
    case .sextant: PixelsPerCell(x: 2, y: 3)
    case .octant: PixelsPerCell(x: 2, y: 4)
    }
  }

  /// The next coarser blitter, for a terminal without these glyphs.
  public var fallback: Blitter? {
    switch self {
    case .half: nil
    case .quadrant: .half
    case .sextant: .quadrant
    case .octant: .sextant
    }
  }

  /// What the stats line and help call it.
  public var label: String {
    switch self {
    case .half: "half blocks"
    case .quadrant: "quadrants"
    case .sextant: "sextants"
    case .octant: "octants"
    }
  }

  /// The glyph whose ink covers the pixels set in `mask` (bit k is the cell's k-th pixel,
  /// row by row, left before right); a space for none. The ink is the foreground.
  public func glyph(mask: Int) -> Unicode.Scalar {
    let table = glyphs
    return table[mask & (table.count - 1)]
  }

  /// Every glyph of this blitter by mask, made once.
  var glyphs: [Unicode.Scalar] {
    switch self {
    case .half: BlockGlyphs.halves
    case .quadrant: BlockGlyphs.quadrants
    case .sextant: BlockGlyphs.sextants
    case .octant: BlockGlyphs.octants
    }
  }
}

/// The Unicode block-element glyphs by the pixels they ink (bit k the k-th pixel, row-major).
public enum BlockGlyphs {
  /// Whether a glyph is one a blitter draws a cell's two colours with (other than `▀` and
  /// the space, which every path knows): quadrants, sextants, octants and their relatives.
  /// The full block and the shades are not: the chrome and monochrome draw with them.
  @inline(__always)
  public static func isCellGlyph(_ g: Unicode.Scalar) -> Bool {
    switch g.value {
    case 0x2588, 0x2591...0x2593: false
    case 0x2580...0x259F, 0x1FB00...0x1FB3B, 0x1CD00...0x1CDE5, 0x1CEA0...0x1CEAB, 0x1FB82,
      0x1FB85, 0x1FBE6, 0x1FBE7:
      true
    default: false
    }
  }

  static let halves: [Unicode.Scalar] = [" ", "▀", "▄", "█"]
  static let quadrants = (0..<16).map(quadrant)
  static let sextants = (0..<64).map(sextant)
  static let octants = (0..<256).map(octant)

  /// Quadrants: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
  static func quadrant(_ mask: Int) -> Unicode.Scalar {
    let table: [UInt32] = [
      0x20, 0x2598, 0x259D, 0x2580, 0x2596, 0x258C, 0x259E, 0x259B,
      0x2597, 0x259A, 0x2590, 0x259C, 0x2584, 0x2599, 0x259F, 0x2588,
    ]
    return scalar(table[mask])
  }

  /// Sextants: the block U+1FB00 lists the 64 patterns in order, leaving out the four that
  /// older characters already draw (none, both left cells' column `▌`, the right column `▐`,
  /// all).
  static func sextant(_ mask: Int) -> Unicode.Scalar {
    switch mask {
    case 0: return " "
    case 21: return "▌"
    case 42: return "▐"
    case 63: return "█"
    default:
      let skipped = mask > 42 ? 2 : mask > 21 ? 1 : 0
      return scalar(0x1FB00 + UInt32(mask - 1 - skipped))
    }
  }

  /// Octants: the block U+1CD00 lists the 256 patterns in order, leaving out the 26 that
  /// other characters draw (blocks, quadrants, eighths and the quarter cells of Unicode 13
  /// and 16), listed here.
  static func octant(_ mask: Int) -> Unicode.Scalar {
    if let other = octantElsewhere[mask] { return scalar(other) }
    return scalar(0x1CD00 + UInt32(octantIndex[mask]))
  }

  /// A code point of these tables as a scalar (all are valid; a space otherwise).
  private static func scalar(_ v: UInt32) -> Unicode.Scalar { Unicode.Scalar(v) ?? " " }

  /// The octant patterns drawn by characters outside U+1CD00–U+1CDE5.
  static let octantElsewhere: [Int: UInt32] = [
    0: 0x20, 1: 0x1CEA8, 2: 0x1CEAB, 3: 0x1FB82, 5: 0x2598, 10: 0x259D, 15: 0x2580,
    20: 0x1FBE6, 40: 0x1FBE7, 63: 0x1FB85, 64: 0x1CEA3, 80: 0x2596, 85: 0x258C, 90: 0x259E,
    95: 0x259B, 128: 0x1CEA0, 160: 0x2597, 165: 0x259A, 170: 0x2590, 175: 0x259C, 192: 0x2582,
    240: 0x2584, 245: 0x2599, 250: 0x259F, 252: 0x2586, 255: 0x2588,
  ]

  /// Each pattern's place in U+1CD00…: how many patterns below it the block lists.
  static let octantIndex: [Int] = {
    var index = [Int](repeating: 0, count: 256)
    var next = 0
    for mask in 0..<256 where octantElsewhere[mask] == nil {
      index[mask] = next
      next += 1
    }
    return index
  }()
}
