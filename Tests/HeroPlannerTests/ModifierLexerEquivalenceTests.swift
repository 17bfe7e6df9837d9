import Testing

@testable import HeroPlanner

/// The lexer scans bytes where it can; on any text it must give the tokens (or the error) that
/// the lexer it replaced, which scanned Characters only, gives. That lexer is kept here as the
/// reference.
@Suite struct ModifierLexerEquivalenceTests {
  static func outcome(_ tokens: () throws(ModifierParseError) -> [ModifierToken]) -> String {
    do {
      return try tokens().map { "\($0.kind)@\($0.range.start)-\($0.range.end)" }.joined(separator: " ")
    } catch {
      return "error: \(error.description)"
    }
  }

  @Test func tokensAndErrorsMatchTheCharacterLexerOnRandomText() {
    var rng = SplitMix64(seed: 2026)
    let pieces = [
      "fade", "scale", "(", ")", "0.5", "1e-3", "2E+4", ".", "..", "1.2.3", "_", "1_000", " ", "\t", "\n",
      "\r\n", "\r", "\"", "\"a\\u{1F600}\"", "#ff00aa", "#", "[", "]", ",", ":", "+", "-", "*", "/",
      "{", "}", "é", "e\u{301}", "٣", "Ⅻ", "\u{00A0}", "x1", ".5", "arc(intensity: 1)", "\u{7}", "~",
      "translate(x: -10, y: 2.5)", "whenMatched(.fade)", "Ａ", "１", "\u{202E}",
    ]
    var errors = 0
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...8, using: &rng)
      let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
      let new = Self.outcome { () throws(ModifierParseError) in try ModifierLexer(text).tokenize() }
      let reference = Self.outcome { () throws(ModifierParseError) in try ReferenceModifierLexer(text).tokenize() }
      #expect(new == reference, "\(text.debugDescription)")
      if new.hasPrefix("error") { errors += 1 }
    }
    #expect(errors > 1_000 && errors < 19_000, "the texts should both lex and fail often")
  }
}

struct ReferenceModifierLexer {
  let chars: [Character]
  let source: String

  init(_ source: String) {
    self.source = source
    self.chars = Array(source)
  }

  func tokenize() throws(ModifierParseError) -> [ModifierToken] {
    var tokens: [ModifierToken] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      let start = i
      if c.isWhitespace {
        i += 1
      } else if c.isLetter || c == "_" {
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
        tokens.append(token(.identifier(String(chars[start..<i])), start, i))
      } else if c.isASCII && c.isNumber
        || (c == "." && i + 1 < chars.count && chars[i + 1].isASCII
          && chars[i + 1].isNumber && !(tokens.last.map(Self.endsValue) ?? false))
      {
        tokens.append(try number(from: &i))
      } else if c == "\"" {
        tokens.append(try string(from: &i))
      } else if c == "#" {
        i += 1
        while i < chars.count, chars[i].isLetter || chars[i].isNumber { i += 1 }
        tokens.append(token(.hex(String(chars[start..<i])), start, i))
      } else if c == "{" {
        throw ModifierParseError(
          kind: .unsupported, column: start + 1,
          message: "closures cannot be evaluated here; use whenMatched, whenPresenting, "
            + "whenDismissing, whenAppearing or whenDisappearing", source: source)
      } else if "()[],:.+-*/}".contains(c) {
        i += 1
        tokens.append(token(.punctuation(c), start, i))
      } else {
        throw ModifierParseError(
          kind: .unexpectedCharacter, column: start + 1,
          message: "unexpected character \(Self.describe(c))", source: source)
      }
    }
    tokens.append(token(.end, chars.count, chars.count))
    return tokens
  }

  private func token(_ kind: ModifierToken.Kind, _ start: Int, _ end: Int) -> ModifierToken {
    ModifierToken(kind: kind, range: SourceRange(start: start, end: end))
  }

  /// Whether a token ends a value, so a following `.` is member access, not a decimal point.
  private static func endsValue(_ t: ModifierToken) -> Bool {
    switch t.kind {
    case .identifier, .number, .string: true
    case .punctuation(let p): p == ")" || p == "]"
    default: false
    }
  }

  /// Digits with at most one decimal point and an optional exponent (`1e-3`).
  private func number(from i: inout Int) throws(ModifierParseError) -> ModifierToken {
    let start = i
    var seenDot = false
    while i < chars.count {
      let c = chars[i]
      if c.isASCII && c.isNumber || c == "_" {
        i += 1
      } else if c == ".", !seenDot, i + 1 < chars.count, chars[i + 1].isASCII,
        chars[i + 1].isNumber
      {
        seenDot = true
        i += 1
      } else {
        break
      }
    }
    if i < chars.count, chars[i] == "e" || chars[i] == "E" {
      var j = i + 1
      if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
      if j < chars.count, chars[j].isASCII, chars[j].isNumber {
        i = j
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
      }
    }
    let text = String(chars[start..<i]).referenceReplacingUnderscores()
    let range = SourceRange(start: start, end: i)
    // A second dot right after a number (`1.2.3`) is a typo, not member access.
    if i < chars.count, chars[i] == ".", i + 1 < chars.count, chars[i + 1].isASCII,
      chars[i + 1].isNumber
    {
      throw ModifierParseError(
        kind: .unexpectedCharacter, column: i + 1,
        message: "a number has at most one decimal point", source: source)
    }
    guard let value = Double(text) else {
      throw ModifierParseError(
        kind: .unexpectedToken, column: start + 1, length: range.length,
        message: "'\(text)' is not a number", source: source)
    }
    guard value.isFinite else {
      throw ModifierParseError(
        kind: .nonFiniteNumber, column: start + 1, length: range.length,
        message: "'\(text)' is too large: numbers must be finite", source: source)
    }
    return ModifierToken(kind: .number(value), range: range)
  }

  /// String literals and character names did not change: the lexer's own read them (it
  /// counts characters as this one does).
  private func string(from i: inout Int) throws(ModifierParseError) -> ModifierToken {
    try ModifierLexer(source).string(from: &i)
  }

  static func describe(_ c: Character) -> String { ModifierLexer.describe(c) }
}

extension String {
  fileprivate func referenceReplacingUnderscores() -> String { filter { $0 != "_" } }

}
