import CNcurses
import HeroPreviewer

/// The one wrapper around ncurses calls that can fail: ERR becomes an error naming the call.
enum Curses {
  /// The result, or `TerminalError.callFailed(call)` when it is ERR.
  @discardableResult
  static func check(_ result: Int32, _ call: @autoclosure () -> String) throws(TerminalError)
    -> Int32
  {
    guard result != CN_ERR else { throw TerminalError.callFailed(call()) }
    return result
  }
}
