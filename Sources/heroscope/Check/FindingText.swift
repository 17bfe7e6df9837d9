import HeroPlanner

/// Escapes text from a scene or a file name so that it stays on its line in every format: a
/// newline in a file name must not start what reads as another diagnostic.
enum FindingText {
  /// Newline, carriage return and tab as `\n`, `\r`, `\t`; every other control character
  /// (C0, DEL, C1, Unicode's line and paragraph separators, and the bidirectional controls
  /// that would display a line reordered) as `\u{XX}`.
  static func oneLine(_ text: String) -> String { TerminalText.escapedShowingCodePoints(text) }

  /// A GitHub workflow command's message: `%`, CR and LF as `%25`, `%0D`, `%0A` (what the
  /// runner decodes), other control characters as `oneLine` writes them.
  static func githubMessage(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case _ where needsEscape(scalar): out += oneLine(String(scalar))
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A GitHub workflow command's property value: as a message, and `:` and `,` as `%3A` and
  /// `%2C`, which would otherwise end the value.
  static func githubProperty(_ text: String) -> String {
    var out = ""
    for character in githubMessage(text) {
      switch character {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.append(character)
      }
    }
    return out
  }

  /// Whether a scalar would break a line, reach a terminal as a control, or reorder a line.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return TerminalText.isControl(scalar) || v == 0x2028 || v == 0x2029 || v == 0x85
  }
}
