/// A one-line text editor for modifier lists: a cursor, insert and delete, and word jumps are
/// not needed for lines this short. A value, so it is tested without a terminal.
public struct LineEditor: Hashable, Sendable {
  public enum Outcome: Hashable, Sendable {
    case editing
    /// Enter: the text to apply.
    case submit(String)
    /// Esc: leave the text as it was.
    case cancel
  }

  public private(set) var scalars: [Unicode.Scalar]
  /// Insertion point, 0…count.
  public private(set) var cursor: Int

  public init(text: String) {
    scalars = Array(text.unicodeScalars)
    cursor = scalars.count
  }

  public var text: String { String(String.UnicodeScalarView(scalars)) }

  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let c):
      // Control characters never enter the text (they would reach the screen).
      guard c.value >= 0x20, c.value != 0x7F else { return .editing }
      scalars.insert(c, at: cursor)
      cursor += 1
    case .left, .shiftLeft: cursor = max(0, cursor - 1)
    case .right, .shiftRight: cursor = min(scalars.count, cursor + 1)
    case .home, .up, .pageUp: cursor = 0
    case .end, .down, .pageDown: cursor = scalars.count
    case .backspace:
      if cursor > 0 {
        scalars.remove(at: cursor - 1)
        cursor -= 1
      }
    case .delete:
      if cursor < scalars.count { scalars.remove(at: cursor) }
    case .enter: return .submit(text)
    case .escape: return .cancel
    case .tab:
      scalars.insert(" ", at: cursor)
      cursor += 1
    case .backTab, .other: break
    }
    return .editing
  }

  /// The visible part of the line for a field `width` cells wide, and where the cursor is in it:
  /// the text scrolls so the cursor stays in view.
  public func window(width: Int) -> (text: String, cursor: Int, offset: Int) {
    guard width > 0 else { return ("", 0, 0) }
    let offset = max(0, min(cursor - width + 1, scalars.count - width + 1))
    let start = max(0, min(offset, cursor))
    let end = min(scalars.count, start + width)
    let slice = String(String.UnicodeScalarView(scalars[start..<end]))
    return (slice, cursor - start, start)
  }
}
