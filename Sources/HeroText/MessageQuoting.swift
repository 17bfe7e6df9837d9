/// A string quoted for an error message (`'name'`, or `"text"` for a JSON string value), shortened
/// and with control characters escaped so the message stays on one line.
public func quotedForMessage(_ s: String, quote: Unicode.Scalar = "'", limit: Int = 40) -> String {
  var out = ""
  var count = 0
  for scalar in s.unicodeScalars {
    if count == limit {
      out += "…"
      break
    }
    switch scalar {
    case quote: out += "\\" + String(quote)
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    default:
      if TerminalText.isControl(scalar) {
        out += "\\u" + hex4(scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    count += 1
  }
  return String(quote) + out + String(quote)
}

/// Four uppercase hex digits, as in `\u000A` and `U+000A`.
public func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
