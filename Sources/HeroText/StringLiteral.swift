/// A quoted string literal with `"` and `\` escaped, newlines, returns and tabs as `\n`, `\r`,
/// `\t`, and every other control character (C0, DEL, C1) written by `escape`, so the literal
/// is also safe to show in a terminal.
package func stringLiteral(
  _ s: String, escapingNonASCII: Bool = false, escape: (UInt32) -> String
) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if TerminalText.isControl(scalar) || (escapingNonASCII && !scalar.isASCII) {
        out += escape(scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

/// A JSON string literal (control characters as `\u00XX`).
public func jsonStringLiteral(_ s: String) -> String {
  // Most strings need no escape: a byte scan says so without rebuilding them.
  if !jsonNeedsEscapes(s) { return "\"" + s + "\"" }
  return stringLiteral(s) { "\\u" + String($0, radix: 16).leftPadded(to: 4) }
}

/// Whether a JSON string literal of `s` escapes anything: a quote, a backslash or a control
/// character, read off its UTF-8 bytes.
package func jsonNeedsEscapes(_ s: String) -> Bool {
  var s = s
  return s.withUTF8 { jsonNeedsEscapes($0) }
}

/// `jsonNeedsEscapes` of UTF-8 bytes: one pass over plain ASCII, the common case, eight bytes
/// at a time (`plan --json` scans every note and name of every view).
package func jsonNeedsEscapes(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
  var plain = 0
  if let base = utf8.baseAddress {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// Whether a byte of `word` is zero (exact as a yes or no).
    func anyZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
    while plain + 8 <= utf8.count {
      let word = UnsafeRawPointer(base + plain).loadUnaligned(as: UInt64.self)
      // A byte below 0x20, at or above 0x7F, a quote or a backslash: the bytewise pass decides.
      let below = (word &- 0x2020_2020_2020_2020) & ~word & highs
      let above = ((word &+ ones) | word) & highs
      if below | above != 0 || anyZero(word ^ (ones &* 0x22)) || anyZero(word ^ (ones &* 0x5C)) {
        break
      }
      plain += 8
    }
  }
  for byte in utf8[plain...] {
    if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F {
      return true
    }
    if byte >= 0x80 {
      // Beyond ASCII: C1 and the bidirectional controls need escapes too.
      return utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        || TerminalText.mayHoldControls(utf8)
    }
  }
  return false
}
