import HeroPlanner

/// Whitespace, numbers and literals, and describing the next character for an error.
extension JSONParser {
  /// Moves past one ASCII byte on the current line.
  mutating func advance() {
    index += 1
    column += 1
  }

  /// Skips JSON whitespace, counting lines (`\n`, `\r\n` and a lone `\r` each end one).
  mutating func skipWhitespace() {
    // Local copies keep the loop off `self` (much faster in debug builds).
    var i = index
    var col = column
    scan: while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        i += 1
        col += 1
      case UInt8(ascii: "\n"):
        i += 1
        line += 1
        col = 1
      case UInt8(ascii: "\r"):
        i += i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") ? 2 : 1
        line += 1
        col = 1
      default:
        break scan
      }
    }
    index = i
    column = col
  }

  /// Reads a number as RFC 8259 writes it; a value too large for a Double is an error.
  mutating func readNumber() throws(JSONParseError) -> Double {
    let start = location
    if peek == UInt8(ascii: "-") { advance() }
    guard let first = peek, isDigit(first) else {
      if let next = peek, isLetter(next) {
        let word = "-" + readWord()
        throw JSONParseError(
          message: "'\(word)' is not a JSON value: numbers must be finite", location: start,
          path: path(includingPendingItem: true))
      }
      throw error("expected a digit after '-', found \(describeNext())")
    }
    advance()
    if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
      throw error("a number cannot have a leading zero")
    }
    skipDigits()
    if peek == UInt8(ascii: ".") {
      advance()
      guard let next = peek, isDigit(next) else {
        throw error("expected a digit after '.', found \(describeNext())")
      }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      advance()
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
      guard let next = peek, isDigit(next) else {
        throw error("expected a digit in the exponent, found \(describeNext())")
      }
      skipDigits()
    }
    if let value = exactValue(from: start.offset) { return value }
    let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONParseError(
        message: "non-finite number \(text): it is too large for a double", location: start,
        path: path(includingPendingItem: true))
    }
    return value
  }

  /// The number just read (from `start` up to `index`) when one division gives it exactly as
  /// `Double(String)` rounds it: no exponent, at most 15 digits (so the digits are an exact
  /// integer) and at most 22 after the point (so the power of ten is exact), and one correctly
  /// rounded division of two exact doubles is the correctly rounded value. Scenes write almost
  /// every number this way; nil sends the rest through `Double(String)`.
  private func exactValue(from start: Int) -> Double? {
    var i = start
    let negative = bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var digits: UInt64 = 0
    var count = 0
    var decimals = 0
    var afterPoint = false
    while i < index {
      let byte = bytes[i]
      if byte == UInt8(ascii: ".") {
        afterPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
        count += 1
        if afterPoint { decimals += 1 }
      } else {
        return nil  // an exponent
      }
      guard count <= 15 else { return nil }
      i += 1
    }
    guard decimals < Self.exactPowersOfTen.count else { return nil }
    let magnitude = Double(digits) / Self.exactPowersOfTen[decimals]
    return negative ? -magnitude : magnitude
  }

  /// 10^0 … 10^22, each exact as a double.
  private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { power, _ in power * 10 }
  }

  private mutating func skipDigits() {
    var i = index
    while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
    column += i - index
    index = i
  }

  /// Reads `true`, `false` or `null`; any other bare word is an error that says why.
  mutating func readLiteral() throws(JSONParseError) -> JSONValue.Kind {
    let start = location
    let word = readWord()
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      let message: String
      if word == "NaN" || word == "Infinity" {
        message = "'\(word)' is not a JSON value: numbers must be finite"
      } else if ["true", "false", "null"].contains(word.lowercased()) {
        message = "unexpected '\(word)'; did you mean '\(word.lowercased())'?"
      } else {
        message = "unexpected '\(word)'; expected a value (strings need double quotes)"
      }
      throw JSONParseError(
        message: message, location: start, path: path(includingPendingItem: true))
    }
  }

  private mutating func readWord() -> String {
    let start = index
    while let byte = peek, isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") {
      advance()
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The next character for a "found …" message: `'x'`, `U+000C`, or the end of the file.
  func describeNext() -> String {
    guard let byte = peek else { return "the end of the file" }
    if byte < 0x80 {
      return byte < 0x20 || byte == 0x7F ? "U+\(hex4(UInt32(byte)))" : "'\(describeByte(byte))'"
    }
    guard let length = try? validUTF8Length() else {
      return "the invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
    return "'" + String(decoding: bytes[index..<index + length], as: UTF8.self) + "'"
  }

  /// A byte as a message shows it: the character, or `U+XXXX` for a control byte.
  func describeByte(_ byte: UInt8) -> String {
    byte < 0x20 || byte >= 0x7F ? "U+\(hex4(UInt32(byte)))" : String(Unicode.Scalar(byte))
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
