import HeroPlanner

/// String literals: escapes, surrogate pairs, UTF-8 validation, and mapping columns back.
extension JSONParser {
  /// Reads a string literal at the opening quote.
  ///
  /// With `recordingColumns`, also returns the source column of each decoded Unicode scalar
  /// followed by the column of the closing quote, so a position inside the decoded text (a
  /// modifier error's column) can be mapped back through escape sequences.
  mutating func readString(recordingColumns: Bool = false) throws(JSONParseError) -> (
    value: String, scalarColumns: [Int]
  ) {
    let start = location
    advance()
    let contentStart = index
    if !recordingColumns {
      // Fast path: plain ASCII up to the closing quote needs no decoding.
      var i = index
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          break
        }
        i += 1
      }
      column += i - index
      index = i
      if peek == UInt8(ascii: "\"") {
        let value = String(decoding: bytes[contentStart..<index], as: UTF8.self)
        advance()
        return (value, [])
      }
    }
    var decoded = Array(bytes[contentStart..<index])
    var columns: [Int] = []
    while true {
      guard let byte = peek else {
        throw JSONParseError(
          message: "unterminated string: the closing quote is missing", location: start,
          path: path(includingPendingItem: true))
      }
      switch byte {
      case UInt8(ascii: "\""):
        if recordingColumns { columns.append(column) }
        advance()
        return (String(decoding: decoded, as: UTF8.self), columns)
      case UInt8(ascii: "\\"):
        let escapeColumn = column
        let scalar = try readEscape()
        if recordingColumns { columns.append(escapeColumn) }
        decoded.append(contentsOf: String(scalar).utf8)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw error(
          "unterminated string: a line break comes before the closing quote "
            + "(write \\n for a line break inside a string)")
      case 0..<0x20:
        throw error(
          "control character U+\(hex4(UInt32(byte))) in a string; write it as \\u\(hex4(UInt32(byte)))"
        )
      case 0..<0x80:
        if recordingColumns { columns.append(column) }
        decoded.append(byte)
        advance()
      default:
        let length = try validUTF8Length()
        if recordingColumns { columns.append(column) }
        decoded.append(contentsOf: bytes[index..<index + length])
        index += length
        column += 1
      }
    }
  }

  /// Reads `\n`, `\uXXXX` or a `\uD83D\uDE00` surrogate pair at the backslash.
  private mutating func readEscape() throws(JSONParseError) -> Unicode.Scalar {
    let backslash = location
    advance()
    guard let byte = peek else {
      throw error("unterminated string: the closing quote is missing")
    }
    let simple: Unicode.Scalar? =
      switch byte {
      case UInt8(ascii: "\""): "\""
      case UInt8(ascii: "\\"): "\\"
      case UInt8(ascii: "/"): "/"
      case UInt8(ascii: "b"): "\u{08}"
      case UInt8(ascii: "f"): "\u{0C}"
      case UInt8(ascii: "n"): "\n"
      case UInt8(ascii: "r"): "\r"
      case UInt8(ascii: "t"): "\t"
      default: nil
      }
    if let simple {
      advance()
      return simple
    }
    guard byte == UInt8(ascii: "u") else {
      throw JSONParseError(
        message: "invalid escape '\\\(describeByte(byte))' in a string; "
          + "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX",
        location: backslash, path: path(includingPendingItem: true))
    }
    advance()
    let first = try readHex4()
    switch first {
    case 0xD800...0xDBFF:
      // A high surrogate must be followed by `\u` and a low surrogate.
      if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      {
        var lookahead = self
        lookahead.advance()
        lookahead.advance()
        let second = try lookahead.readHex4()
        if (0xDC00...0xDFFF).contains(second) {
          self = lookahead
          let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
          if let scalar = Unicode.Scalar(value) { return scalar }
        }
      }
      throw unpairedSurrogate(first, at: backslash)
    case 0xDC00...0xDFFF:
      throw unpairedSurrogate(first, at: backslash)
    default:
      // Every other value up to 0xFFFF is a scalar.
      return Unicode.Scalar(first) ?? "\u{FFFD}"
    }
  }

  private func unpairedSurrogate(_ value: UInt32, at location: SourceLocation) -> JSONParseError {
    JSONParseError(
      message: "unpaired surrogate '\\u\(hex4(value))' in a string", location: location,
      path: path(includingPendingItem: true))
  }

  private mutating func readHex4() throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw error("expected 4 hex digits after '\\u', found \(describeNext())")
      }
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF), or an error naming the bad byte.
  func validUTF8Length() throws(JSONParseError) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default:
      throw invalidUTF8(length: 1)
    }
    for k in 1..<length {
      let i = index + k
      guard i < bytes.count else { throw invalidUTF8(length: k, cutShort: true) }
      guard (k == 1 ? secondRange : 0x80...0xBF).contains(bytes[i]) else {
        throw invalidUTF8(length: k + 1)
      }
    }
    return length
  }

  /// An error at the lead byte naming the bytes read so far.
  private func invalidUTF8(length: Int, cutShort: Bool = false) -> JSONParseError {
    let shown = bytes[index..<index + length].map { "0x" + String($0, radix: 16, uppercase: true) }
    let message =
      length == 1 && !cutShort
      ? "invalid UTF-8: byte \(shown[0]) (save the file as UTF-8)"
      : "invalid UTF-8: \(shown.joined(separator: " ")) "
        + (cutShort ? "is cut short by the end of the file" : "is not a character")
    return error(message)
  }
}

extension JSONParser {
  /// The source column of each Character of the string literal starting at `location`, then the
  /// column of its closing quote; empty if there is no valid string there.
  ///
  /// A string literal never spans lines (raw line breaks are an error), so the line is the
  /// literal's own.
  static func characterColumns(ofStringAt location: SourceLocation, in bytes: [UInt8]) -> [Int] {
    let read = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer, at: location)
      return parser.peek == UInt8(ascii: "\"")
        ? try? parser.readString(recordingColumns: true) : nil
    }
    guard let (value, scalarColumns) = read, !scalarColumns.isEmpty else { return [] }
    var columns: [Int] = []
    var scalar = 0
    for character in value {
      columns.append(scalarColumns[scalar])
      scalar += character.unicodeScalars.count
    }
    columns.append(scalarColumns[scalarColumns.count - 1])
    return columns
  }
}
