/// A terminal that could not be set up or drawn to.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An ncurses call returned ERR; the call is written out with its arguments.
  case callFailed(String)
  /// newterm did not know the terminal type.
  case unknownTerminal(String)
  /// The terminal type has no cursor addressing (`cup`), as `TERM=dumb`: it cannot show a
  /// previewer, but `frame` and `record` work anywhere.
  case noCursorAddressing(String)

  public var description: String {
    switch self {
    case .callFailed(let call): "ncurses call \(call) failed"
    case .unknownTerminal(let term):
      "cannot use the terminal: TERM='\(term)' is unknown or not a terminal type ncurses can drive"
    case .noCursorAddressing(let term):
      "play needs a terminal that can move its cursor, but TERM='\(term)' cannot"
    }
  }
}
