import HeroText

/// A problem in a modifier list, with the column where it is (1-based, in characters).
///
/// `diagram` shows the text with a caret under the column, as compilers do.
public struct ModifierParseError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    case unexpectedCharacter
    case unbalancedBracket
    case unexpectedToken
    case unknownModifier
    case unknownName
    case wrongArgumentCount
    case wrongArgumentType
    case unknownArgumentLabel
    case nonFiniteNumber
    case unsupported
  }

  public var kind: Kind
  /// 1-based column of the first character of the problem.
  public var column: Int
  /// How many characters the problem spans (at least 1).
  public var length: Int
  /// A lowercase sentence naming the offending text.
  public var message: String
  /// The whole modifier text, for the diagram.
  public var source: String

  public init(kind: Kind, column: Int, length: Int = 1, message: String, source: String) {
    self.kind = kind
    self.column = column
    self.length = max(1, length)
    self.message = message
    self.source = source
  }

  /// `column C: message`.
  public var description: String { "column \(column): \(message)" }

  /// The source line with `^~~~` under the problem; control characters are shown as `?` so the
  /// diagram is safe to print and the caret stays aligned. A long text is cut to a window of
  /// `diagramWidth` characters around the problem, marked with `…` where it was cut.
  public var diagram: String {
    let characters = Array(source)
    let problem = min(max(0, column - 1), characters.count)
    let first = max(0, min(problem - Self.diagramWidth / 3, characters.count - Self.diagramWidth))
    let last = min(characters.count, first + Self.diagramWidth)
    let window = characters[first..<last].map { c in
      c.unicodeScalars.contains(where: TerminalText.isControl) ? "?" : c
    }
    let lead = first > 0 ? "…" : ""
    let shown = lead + String(window) + (last < characters.count ? "…" : "")
    // Pad by display width so the caret stays under wide characters.
    let before = lead + String(window.prefix(problem - first))
    let pad = String(repeating: " ", count: DisplayWidth.of(before))
    let marks = "^" + String(repeating: "~", count: max(0, min(length, last - problem) - 1))
    return shown + "\n" + pad + marks
  }

  /// How many characters of the modifier text a diagram shows at most.
  public static let diagramWidth = 120
}
