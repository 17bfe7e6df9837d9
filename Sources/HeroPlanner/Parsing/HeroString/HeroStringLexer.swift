/// Hero 1.6.4's lexer for modifier strings (`Sources/Parser/Lexer.swift`), token for token.
///
/// Hero matches its patterns, anchored, against the UTF-16 text that is left, in this order:
/// whitespace (`[ \t\n]`, skipped), an identifier (`[a-zA-Z][a-zA-Z0-9]*`), a number
/// (`\-?[0-9.]+`, converted with `Float(_:)!`), `(`, `)` and `,`; anything else is one
/// character of "other" (an operator such as `+`, or `\r`). It then drops as many characters
/// as the match had. Reproducing it exactly matters because Hero's parser decides from these
/// tokens whether a whole string is read or thrown away.
public enum HeroStringLexer {
  public enum Token: Hashable, Sendable {
    case identifier(String)
    case number(Float)
    case parensOpen
    case parensClose
    case comma
    case other(String)
  }

  /// A token and the 1-based character column where it starts.
  public struct Located: Hashable, Sendable {
    public var token: Token
    public var column: Int
  }

  /// Why Hero traps on a string: `Float(text)!` in Lexer.swift:24 finds no number in a run of
  /// digits and dots such as `1.2.3` or `.`, and the app stops there.
  public struct Trap: Error, Hashable, Sendable {
    public var column: Int
    public var text: String
  }

  /// The tokens of `text` as Hero's `Lexer.tokenize()` makes them.
  public static func tokenize(_ text: String) throws(Trap) -> [Located] {
    var tokens: [Located] = []
    var rest = Substring(text)
    var column = 1
    while let first = rest.utf16.first {
      let matched: Int
      if first == 0x20 || first == 0x09 || first == 0x0A {
        matched = 1
      } else if isLetter(first) {
        let units = rest.utf16.prefix { isLetter($0) || isDigit($0) }
        let name = String(decoding: Array(units), as: UTF16.self)
        tokens.append(Located(token: .identifier(name), column: column))
        matched = units.count
      } else if let length = numberLength(rest.utf16) {
        let digits = String(decoding: Array(rest.utf16.prefix(length)), as: UTF16.self)
        guard let value = Float(digits) else { throw Trap(column: column, text: digits) }
        tokens.append(Located(token: .number(value), column: column))
        matched = length
      } else if first == 0x28 {
        tokens.append(Located(token: .parensOpen, column: column))
        matched = 1
      } else if first == 0x29 {
        tokens.append(Located(token: .parensClose, column: column))
        matched = 1
      } else if first == 0x2C {
        tokens.append(Located(token: .comma, column: column))
        matched = 1
      } else {
        // Hero takes one whole character (a grapheme such as "\r\n" or "é") as the token.
        let character = rest.prefix(1)
        tokens.append(Located(token: .other(String(character)), column: column))
        matched = -1
      }
      // Hero drops as many Characters as the matched text has; the matches above are ASCII,
      // so that is their UTF-16 length (a combining mark after one goes with it, as in Hero).
      let characters = matched < 0 ? 1 : matched
      rest = rest.dropFirst(characters)
      column += characters
    }
    return tokens
  }

  private static func isLetter(_ unit: UInt16) -> Bool {
    (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
  }

  private static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }

  /// The length of `\-?[0-9.]+` at the start, or nil when it does not match.
  private static func numberLength(_ units: Substring.UTF16View) -> Int? {
    var length = 0
    var index = units.startIndex
    if index < units.endIndex, units[index] == 0x2D {
      length = 1
      index = units.index(after: index)
    }
    var body = 0
    while index < units.endIndex, isDigit(units[index]) || units[index] == 0x2E {
      body += 1
      index = units.index(after: index)
    }
    return body > 0 ? length + body : nil
  }
}
