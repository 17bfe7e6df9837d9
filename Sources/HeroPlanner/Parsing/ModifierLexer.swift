import HeroText

/// Splits modifier text into tokens with their character ranges.
struct ModifierToken: Sendable {
  enum Kind: Equatable, Sendable {
    case identifier(String)
    case number(Double)
    case string(String)
    case hex(String)
    case punctuation(Character)  // ( ) [ ] , : . + - * / { }
    case end
  }
  var kind: Kind
  var range: SourceRange
}

struct ModifierLexer {
  let chars: [Character]
  /// Each character's byte when it is a one-byte (ASCII) character, else `other`: the lexer
  /// scans these, and looks at a `Character` and its Unicode properties only where it is not
  /// ASCII (grapheme breaking and property look-ups per character cost more than the parse).
  let codes: [UInt8]
  let source: String
  static let other: UInt8 = 0xFF

  init(_ source: String) {
    self.source = source
    // Plain ASCII without CR (which joins a following LF into one Character) is one Character
    // a byte.
    let utf8 = source.utf8
    if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      codes = Array(utf8)
      chars = codes.map { Character(Unicode.Scalar($0)) }
    } else {
      chars = Array(source)
      codes = chars.map { $0.utf8.count == 1 ? $0.utf8.first ?? Self.other : Self.other }
    }
  }

  static func isLetter(_ c: Character) -> Bool { isLetter(code(of: c), c) }
  static func isNumber(_ c: Character) -> Bool { isNumber(code(of: c), c) }
  static func isASCIIDigit(_ c: Character) -> Bool { isDigit(code(of: c)) }
  static func isWhitespace(_ c: Character) -> Bool { isWhitespace(code(of: c), c) }
  static func isPunctuation(_ c: Character) -> Bool { isPunctuation(code(of: c)) }

  static func code(of c: Character) -> UInt8 { c.utf8.count == 1 ? c.utf8.first ?? other : other }

  static func isLetter(_ a: UInt8, _ c: @autoclosure () -> Character) -> Bool {
    a == other ? c().isLetter : (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A)
  }

  static func isNumber(_ a: UInt8, _ c: @autoclosure () -> Character) -> Bool {
    a == other ? c().isNumber : isDigit(a)
  }

  static func isDigit(_ a: UInt8) -> Bool { a >= 0x30 && a <= 0x39 }

  static func isWhitespace(_ a: UInt8, _ c: @autoclosure () -> Character) -> Bool {
    a == other ? c().isWhitespace : a == 0x20 || (a >= 0x09 && a <= 0x0D)
  }

  static func isPunctuation(_ a: UInt8) -> Bool {
    switch a {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "}"):
      true
    default: false
    }
  }

  private func isLetter(at i: Int) -> Bool { Self.isLetter(codes[i], chars[i]) }
  private func isNumber(at i: Int) -> Bool { Self.isNumber(codes[i], chars[i]) }
  private func isDigit(at i: Int) -> Bool { i < codes.count && Self.isDigit(codes[i]) }
  private func code(at i: Int) -> UInt8 { i < codes.count ? codes[i] : Self.other }

  /// The text of characters `start..<end`: from the bytes when all are ASCII.
  private func text(_ start: Int, _ end: Int) -> String {
    if !codes[start..<end].contains(Self.other) {
      return String(decoding: codes[start..<end], as: UTF8.self)
    }
    return String(chars[start..<end])
  }

  func tokenize() throws(ModifierParseError) -> [ModifierToken] {
    var tokens: [ModifierToken] = []
    var i = 0
    while i < codes.count {
      let a = codes[i]
      let start = i
      if Self.isWhitespace(a, chars[i]) {
        i += 1
      } else if a == UInt8(ascii: "_") || isLetter(at: i) {
        while i < codes.count, codes[i] == UInt8(ascii: "_") || isLetter(at: i) || isNumber(at: i) {
          i += 1
        }
        tokens.append(token(.identifier(text(start, i)), start, i))
      } else if Self.isDigit(a)
        || (a == UInt8(ascii: ".") && isDigit(at: i + 1)
          && !(tokens.last.map(Self.endsValue) ?? false))
      {
        tokens.append(try number(from: &i))
      } else if a == UInt8(ascii: "\"") {
        tokens.append(try string(from: &i))
      } else if a == UInt8(ascii: "#") {
        i += 1
        while i < codes.count, isLetter(at: i) || isNumber(at: i) { i += 1 }
        tokens.append(token(.hex(text(start, i)), start, i))
      } else if a == UInt8(ascii: "{") {
        throw ModifierParseError(
          kind: .unsupported, column: start + 1,
          message: "closures cannot be evaluated here; use whenMatched, whenPresenting, "
            + "whenDismissing, whenAppearing or whenDisappearing", source: source)
      } else if Self.isPunctuation(a) {
        i += 1
        tokens.append(token(.punctuation(chars[start]), start, i))
      } else {
        throw ModifierParseError(
          kind: .unexpectedCharacter, column: start + 1,
          message: "unexpected character \(Self.describe(chars[start]))", source: source)
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
    while i < codes.count {
      let a = codes[i]
      if Self.isDigit(a) || a == UInt8(ascii: "_") {
        i += 1
      } else if a == UInt8(ascii: "."), !seenDot, isDigit(at: i + 1) {
        seenDot = true
        i += 1
      } else {
        break
      }
    }
    if code(at: i) == UInt8(ascii: "e") || code(at: i) == UInt8(ascii: "E") {
      var j = i + 1
      if code(at: j) == UInt8(ascii: "+") || code(at: j) == UInt8(ascii: "-") { j += 1 }
      if isDigit(at: j) {
        i = j
        while isDigit(at: i) { i += 1 }
      }
    }
    let text = String(
      decoding: codes[start..<i].lazy.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
    let range = SourceRange(start: start, end: i)
    // A second dot right after a number (`1.2.3`) is a typo, not member access.
    if code(at: i) == UInt8(ascii: "."), isDigit(at: i + 1) {
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

  func string(from i: inout Int) throws(ModifierParseError) -> ModifierToken {
    let start = i
    i += 1
    var value = ""
    while i < chars.count, chars[i] != "\"" {
      if chars[i] == "\\", i + 1 < chars.count {
        let next = chars[i + 1]
        switch next {
        case "n": value.append("\n")
        case "r": value.append("\r")
        case "t": value.append("\t")
        case "u":
          // \u{XX}: a scalar by its hex code, as Swift writes it.
          // At most 8 hex digits, so a `\u{` that is never closed costs a few steps, not a
          // scan to the end of the text for every escape.
          if i + 2 < chars.count, chars[i + 2] == "{",
            let close = chars[(i + 3)..<min(chars.count, i + 12)].firstIndex(of: "}"),
            let code = UInt32(String(chars[(i + 3)..<close]), radix: 16),
            let scalar = Unicode.Scalar(code)
          {
            value.unicodeScalars.append(scalar)
            i = close + 1
            continue
          }
          value.append(next)
        default: value.append(next)
        }
        i += 2
      } else {
        value.append(chars[i])
        i += 1
      }
    }
    guard i < chars.count else {
      throw ModifierParseError(
        kind: .unbalancedBracket, column: start + 1,
        message: "unterminated string: the quote is never closed", source: source)
    }
    i += 1
    return ModifierToken(kind: .string(value), range: SourceRange(start: start, end: i))
  }

  static func describe(_ c: Character) -> String {
    if let ascii = c.asciiValue, ascii < 0x20 || ascii == 0x7F {
      return "U+\(String(ascii, radix: 16, uppercase: true).leftPadded(to: 4))"
    }
    return "'\(c)'"
  }
}
