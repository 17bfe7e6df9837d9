/// A size in pixels: a terminal cell's, or the most an image may have.
public struct PixelSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}

/// What the terminal said about itself when asked at start-up (kitty's graphics query,
/// XTVERSION, the cell size, XTSMGRAPHICS, DA1), and where it runs: what the graphics mode
/// `auto` is decided from, and what the pixel path sizes its picture by.
public struct TerminalFacts: Hashable, Sendable {
  /// The terminal answered the last query (DA1): replies that did not come will not come.
  public var answered = false
  /// It answered kitty's graphics query (`a=q`) with OK.
  public var kittyGraphics = false
  /// It answered kitty's graphics query by shared memory (`t=s`) with OK: it maps this
  /// machine's shared memory objects, so pictures can go that way.
  public var kittySharedMemory = false
  /// Its DA1 reply lists 4 (sixel graphics).
  public var sixel = false
  /// Its XTVERSION reply (`kitty(0.26.5)`, `XTerm(379)`), as sent, for the terminal's name.
  public var version: String?
  /// A cell's size in pixels (`CSI 16 t`, or TIOCGWINSZ's pixel fields where the kernel fills
  /// them).
  public var cellPixels: PixelSize?
  /// XTSMGRAPHICS: the sixel colour registers, and the largest sixel image.
  public var sixelColorRegisters: Int?
  public var sixelMaxPixels: PixelSize?
  /// Inside tmux (`$TMUX`), and whether its passthrough reached the outer terminal.
  public var tmux = false
  public var passthrough = false

  public init() {}
}
