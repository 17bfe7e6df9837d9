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
  /// Shift was held (the modifier bits of the report): a Shift+drag moves the 3D view.
  public var shift: Bool

  public init(column: Int, row: Int, action: Action, shift: Bool = false) {
    self.column = column
    self.row = row
    self.action = action
    self.shift = shift
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
