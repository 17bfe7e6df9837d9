import HeroANSI
import HeroPlanner

/// A one-line text editor for modifier lists, with the keys a shell user expects: Ctrl-A/E
/// (start, end), Ctrl-U/K (delete to start, to end), Ctrl-W (delete a word back), and words by
/// Ctrl or Alt with ← / → (or Alt-B / Alt-F), earlier lines with ↑ / ↓, and Tab completing
/// the word before the cursor from a list of names. A value, so it is tested without a
/// terminal.
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

  /// Lines entered before, oldest first, for ↑ and ↓.
  public private(set) var history: [String]
  /// Which history line is shown (nil: the line being written, kept in `draft`).
  private var historyIndex: Int?
  private var draft: [Unicode.Scalar] = []
  /// The names Tab completes (modifier names in the edit line; none in the search line).
  public private(set) var completions: [String]

  public init(text: String, history: [String] = [], completions: [String] = []) {
    scalars = Array(text.unicodeScalars)
    cursor = scalars.count
    self.history = history
    self.completions = completions
  }

  public var text: String { String(String.UnicodeScalarView(scalars)) }

  public mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .character(let c):
      // Control characters never enter the text (they would reach the screen): C0, DEL, and
      // the C1 and bidirectional controls a terminal can send as UTF-8 (the edit-line fuzzer
      // found U+008C typed straight in).
      guard c.value >= 0x20, c.value != 0x7F, !TerminalText.isControl(c) else {
        control(c)
        return .editing
      }
      // Appending at the end, where typing and pasting happen, never moves or copies the line
      // (`insert(_:at:)` allocated on every call in debug builds).
      if cursor == scalars.count { scalars.append(c) } else { scalars.insert(c, at: cursor) }
      cursor += 1
    case .left, .shiftLeft: cursor = max(0, cursor - 1)
    case .right, .shiftRight: cursor = min(scalars.count, cursor + 1)
    case .wordLeft, .alt("b"): cursor = wordStart(before: cursor)
    case .wordRight, .alt("f"): cursor = wordEnd(after: cursor)
    case .home, .pageUp: cursor = 0
    case .end, .pageDown: cursor = scalars.count
    case .up: recall(by: -1)
    case .down: recall(by: 1)
    case .backspace:
      if cursor > 0 {
        scalars.remove(at: cursor - 1)
        cursor -= 1
      }
    case .delete:
      if cursor < scalars.count { scalars.remove(at: cursor) }
    case .enter: return .submit(text)
    case .escape: return .cancel
    case .tab: complete()
    case .paste(let text): insert(pasted: text)
    case .backTab, .other, .alt, .unknown: break
    }
    return .editing
  }

  /// Pasted text at the cursor, in one insertion (linear in the line and the paste): line
  /// breaks and tabs become spaces, other control characters are left out.
  private mutating func insert(pasted text: String) {
    var added: [Unicode.Scalar] = []
    added.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
      if c == "\n" || c == "\r" || c == "\t" {
        added.append(" ")
      } else if c.value >= 0x20, c.value != 0x7F, !TerminalText.isControl(c) {
        added.append(c)
      }
    }
    scalars.insert(contentsOf: added, at: cursor)
    cursor += added.count
  }

  /// ↑ (-1) and ↓ (+1) through the history; past its end, back to the line being written.
  private mutating func recall(by step: Int) {
    guard !history.isEmpty else {
      cursor = step < 0 ? 0 : scalars.count
      return
    }
    let current = historyIndex ?? history.count
    let next = min(max(current + step, 0), history.count)
    guard next != current else { return }
    if historyIndex == nil { draft = scalars }
    if next == history.count {
      historyIndex = nil
      scalars = draft
    } else {
      historyIndex = next
      scalars = Array(history[next].unicodeScalars)
    }
    cursor = scalars.count
  }

  /// Tab: the word before the cursor completed to the one name it starts (ignoring case), or
  /// to what all the names it starts have in common.
  private mutating func complete() {
    let start = wordStart(before: cursor)
    let word = String(String.UnicodeScalarView(scalars[start..<cursor])).lowercased()
    guard !word.isEmpty, cursor == wordEnd(after: start) else { return }
    let matches = completions.filter { $0.lowercased().hasPrefix(word) }
    guard let first = matches.first else { return }
    var common = Array(first.unicodeScalars)
    for match in matches.dropFirst() {
      let other = Array(match.unicodeScalars)
      var length = 0
      while length < min(common.count, other.count)
        && String(common[length]).lowercased() == String(other[length]).lowercased()
      {
        length += 1
      }
      common = Array(common.prefix(length))
    }
    guard common.count >= cursor - start else { return }
    scalars.replaceSubrange(start..<cursor, with: common)
    cursor = start + common.count
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
