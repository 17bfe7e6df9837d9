/// How many colours a terminal shows, best first.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// 24-bit colour (terminfo's `RGB` flag): colours are packed `0xRRGGBB`.
  case direct
  /// The xterm 256-colour palette.
  case palette256 = "256"
  /// The 8 ANSI colours.
  case basic8 = "8"
  /// No colour (`NO_COLOR`, or a terminal without colours): shade characters by luminance.
  case monochrome
}

/// What the terminal can show, decided once at start.
public struct TerminalCapabilities: Hashable, Sendable {
  public var colorMode: ColorMode
  /// A UTF-8 locale: half blocks, braille and box drawing. Without it, full cells and ASCII.
  public var unicode: Bool
  /// Frames are bracketed in synchronised-output mode 2026.
  public var synchronizedOutput: Bool

  public init(colorMode: ColorMode, unicode: Bool, synchronizedOutput: Bool = false) {
    self.colorMode = colorMode
    self.unicode = unicode
    self.synchronizedOutput = synchronizedOutput
  }
}
