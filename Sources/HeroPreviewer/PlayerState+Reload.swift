/// Reductions for what happens to the scene file while the player runs: a save that loads, a
/// storyboard saved with its transitions, a save that does not load, input that is gone.
extension PlayerState {
  /// The file loaded again: the error shown for a broken save is gone.
  public mutating func reloaded() {
    alert = nil
  }

  /// A storyboard saved again with `count` transitions: the one on screen (`shown`) stays, or
  /// the last one when the file has fewer now.
  public mutating func reloaded(transitions count: Int, shown: Int) {
    transitionCount = max(1, count)
    transitionIndex = min(shown, transitionCount - 1)
    alert = nil
  }

  /// A capture folder now holding `count` captures, the newest just written: it is the one
  /// shown (`(7/7)`), so the app's last transition is on screen as soon as it ran.
  public mutating func newCaptures(count: Int) {
    transitionCount = max(1, count)
    transitionIndex = transitionCount - 1
    alert = nil
  }

  /// A save that does not load: its error stays in the status line until the file is fixed.
  public mutating func reloadFailed(_ message: String) {
    alert = message
  }

  /// The terminal's input is gone (end of file): quit.
  public mutating func inputGone() -> Effect {
    quit = true
    return .quit
  }
}
