/// A terminal colour as the backend's colour mode numbers it: a palette index (0…255), a packed
/// `0xRRGGBB` in direct colour, or -1 for the terminal's default colour.
public typealias TerminalColor = Int32

/// One cell as a terminal draws it: a glyph and two terminal colours (already reduced to the
/// colour mode, so two cells that look the same compare equal).
public struct TerminalCell: Hashable, Sendable {
  public var glyph: Unicode.Scalar
  public var foreground: TerminalColor
  public var background: TerminalColor

  public init(glyph: Unicode.Scalar, foreground: TerminalColor, background: TerminalColor) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
  }

  /// A space in the terminal's default colours.
  public static let blank = TerminalCell(glyph: " ", foreground: -1, background: -1)
}
