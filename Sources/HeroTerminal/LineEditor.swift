/// A one-line text editor for modifier lists, with the keys a shell user expects: Ctrl-A/E
/// (start, end), Ctrl-U/K (delete to start, to end), Ctrl-W (delete a word back), and words by
/// Ctrl or Alt with ← / → (or Alt-B / Alt-F). A value, so it is tested without a terminal.
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
      guard c.value >= 0x20, c.value != 0x7F else {
        control(c)
        return .editing
      }
      scalars.insert(c, at: cursor)
      cursor += 1
    case .left, .shiftLeft: cursor = max(0, cursor - 1)
    case .right, .shiftRight: cursor = min(scalars.count, cursor + 1)
    case .wordLeft, .alt("b"): cursor = wordStart(before: cursor)
    case .wordRight, .alt("f"): cursor = wordEnd(after: cursor)
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
    case .backTab, .other, .alt, .unknown: break
    }
    return .editing
  }

  /// Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K and Ctrl-W as in a shell; other control characters do
  /// nothing.
  private mutating func control(_ c: Unicode.Scalar) {
    switch c.value {
    case 0x01: cursor = 0
    case 0x05: cursor = scalars.count
    case 0x15:
      scalars.removeSubrange(0..<cursor)
      cursor = 0
    case 0x0B: scalars.removeSubrange(cursor..<scalars.count)
    case 0x17:
      let start = wordStart(before: cursor)
      scalars.removeSubrange(start..<cursor)
      cursor = start
    default: break
    }
  }

  /// Letters, digits and `_` make a word; `(`, `.`, `,` and spaces separate words.
  private func isWord(_ c: Unicode.Scalar) -> Bool {
    c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_"
  }

  /// The start of the word before `index`, skipping separators first.
  private func wordStart(before index: Int) -> Int {
    var i = index
    while i > 0 && !isWord(scalars[i - 1]) { i -= 1 }
    while i > 0 && isWord(scalars[i - 1]) { i -= 1 }
    return i
  }

  /// The end of the word after `index`, skipping separators first.
  private func wordEnd(after index: Int) -> Int {
    var i = index
    while i < scalars.count && !isWord(scalars[i]) { i += 1 }
    while i < scalars.count && isWord(scalars[i]) { i += 1 }
    return i
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
