import HeroPlanner

/// Text and numbers as they go into SVG: the one XML escaper, and numbers printed the same way
/// every time so the same scene gives the same bytes.
enum SVGMarkup {
  /// Text from a scene, safe as XML character data or a quoted attribute value: control
  /// characters become `?` (XML 1.0 cannot carry most of them even as references), the
  /// noncharacters U+FFFE and U+FFFF are dropped, and `& < > " '` become entities.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in TerminalText.printable(text, keepNewlines: false).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\u{FFFE}", "\u{FFFF}": continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A coordinate or size: two decimals (a hundredth of a point is far below a pixel).
  static func number(_ value: Double) -> String {
    formatNumber(value.isFinite ? value : 0, decimals: 2)
  }

  /// An opacity or a fraction: four decimals.
  static func fraction(_ value: Double) -> String {
    formatNumber(value.isFinite ? min(max(value, 0), 1) : 0, decimals: 4)
  }

  /// `#rrggbb` from components 0…255 (the alpha goes in its own opacity attribute).
  static func color(_ rgb: ArraySlice<Double>) -> String {
    var out = "#"
    for v in rgb {
      let byte = Int(min(max(v.isFinite ? v : 0, 0), 255).rounded())
      out += String(byte, radix: 16).leftPadded(to: 2)
    }
    return out
  }

  /// Components 0…255 and the alpha of a colour, as a channel value.
  static func components(_ c: RGBAColor) -> [Double] {
    [c.red * 255, c.green * 255, c.blue * 255]
  }
}
