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

/// A key the player understands.
public enum Key: Hashable, Sendable {
  case character(Unicode.Scalar)
  case left, right, up, down
  case shiftLeft, shiftRight
  /// Ctrl or Alt with ← / →: a word in the line editor, a tenth of the transition in play.
  case wordLeft, wordRight
  case pageUp, pageDown, home, end
  case enter, backspace, escape
  /// Tab and Shift+Tab (back tab), to walk the views; Delete, for the line editor.
  case tab, backTab, delete
  /// A function key the player has no use for (its ncurses code).
  case other(Int32)
  /// Alt (Meta) with a character: ESC and the character. Never quits.
  case alt(Unicode.Scalar)
  /// An escape sequence heroscope has no use for (focus reports, unknown keys), read whole and
  /// ignored.
  case unknown
  /// Text the terminal marked as pasted (bracketed paste, mode 2004): text for the line being
  /// edited, never keys, so a pasted `q` or newline cannot quit or submit.
  case paste(String)
}

/// A mouse report, in cells from the top-left corner.
public struct MouseEvent: Hashable, Sendable {
  public enum Action: Hashable, Sendable {
    /// Button 1 went down.
    case press
    /// The mouse moved with button 1 held (mode 1002).
    case drag
    case release
    /// The wheel, one notch.
    case scrollUp, scrollDown
    /// Another button.
    case other
  }

  public var column: Int
  public var row: Int
  public var action: Action

  public init(column: Int, row: Int, action: Action) {
    self.column = column
    self.row = row
    self.action = action
  }
}

/// What the terminal reports.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal changed size; `size` has the new one.
  case resize
  /// Input is gone (end of file): the player quits.
  case hangup
  /// The terminal must be drawn again from nothing: the program was suspended and resumed
  /// (`SIGTSTP` / `fg`, `SIGCONT`), and what was on screen is gone.
  case repaint
}

/// Where the player draws and reads keys: ncurses on a real terminal, or memory in tests.
///
/// The player writes only the cells that changed since the last `present`, then presents;
/// the backend turns the cells into whatever its terminal needs (escape sequences on a real terminal).
public protocol TerminalBackend: AnyObject {
  /// The screen size in cells.
  var size: (columns: Int, rows: Int) { get }
  var capabilities: TerminalCapabilities { get }
  /// A short line for the stats overlay: colour mode, bytes written, synchronised output.
  var diagnostics: String { get }

  /// Monotonic time in seconds, for frame deadlines and frame times.
  func now() -> Double
  /// Sets one cell; shown at the next `present`.
  func put(_ cell: TerminalCell, column: Int, row: Int) throws(TerminalError)
  /// Shows every cell put since the last present, in one update.
  func present() throws(TerminalError)
  /// Forgets what is on screen (after a resize): every cell is put again before the next
  /// present, and the whole screen is repainted.
  func invalidate() throws(TerminalError)
  /// The next input event, waiting at most `timeout` seconds (nil: until there is one); nil
  /// when the time passed without input.
  func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent?
  /// An input event that is already waiting, without waiting for one: the player drains a
  /// burst of input (a paste, a key held down) this way before drawing once.
  func pendingEvent() throws(TerminalError) -> InputEvent?
}
