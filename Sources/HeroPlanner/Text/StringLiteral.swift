/// A quoted string literal with `"` and `\` escaped, newlines, returns and tabs as `\n`, `\r`,
/// `\t`, and every other control character (C0, DEL, C1) written by `escape`, so the literal
/// is also safe to show in a terminal.
func stringLiteral(_ s: String, escape: (UInt32) -> String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if TerminalText.isControl(scalar) {
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
  stringLiteral(s) { "\\u" + String($0, radix: 16).leftPadded(to: 4) }
}

/// A Swift string literal (control characters as `\u{XX}`), for heroIDs in printed modifiers.
public func swiftStringLiteral(_ s: String) -> String {
  stringLiteral(s) { "\\u{\(String($0, radix: 16))}" }
}
