import HeroPlanner

/// Text for cells: sanitised, cut to a width, padded, numbers written short.
enum TextFit {
  /// At most `width` scalars, the last one an ellipsis when cut.
  static func fit(_ text: String, width: Int, glyphs: Glyphs) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > width else { return text }
    guard width > 0 else { return "" }
    var out = String.UnicodeScalarView(scalars.prefix(width - 1))
    out.append(glyphs.ellipsis)
    return String(out)
  }

  /// Spaces added up to `width` scalars.
  static func padded(_ text: String, to width: Int) -> String {
    let count = text.unicodeScalars.count
    return count >= width ? text : text + String(repeating: " ", count: width - count)
  }

  /// Two decimals: 0.5 → "0.50".
  static func fixed(_ value: Double) -> String {
    let hundredths = Int((max(0, value) * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// At most two decimals, trailing zeros dropped: 1 → "1", 0.25 → "0.25", 1.5 → "1.5".
  static func trimmed(_ value: Double) -> String {
    var text = fixed(value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

extension TextFit {
  /// Breaks a line into pieces of at most `width` scalars at spaces, never inside a word or
  /// number (a word longer than a whole line breaks after a `(` or `,`, or is cut when it has
  /// none); later pieces are indented by two so wrapped notes read as one.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 4 else {
      return [String(String.UnicodeScalarView(text.unicodeScalars.prefix(max(0, width))))]
    }
    var pieces: [String] = []
    var rest = Array(TerminalText.printable(text, keepNewlines: false).unicodeScalars)
    var first = true
    while !rest.isEmpty {
      let room = first ? width : width - 2
      if rest.count <= room {
        pieces.append((first ? "" : "  ") + String(String.UnicodeScalarView(rest)))
        break
      }
      var cut = room
      if rest[room] != " " {
        if let space = rest[..<room].lastIndex(of: " "), space > 0 {
          cut = space
        } else if let mark = rest[..<room].lastIndex(where: { $0 == "(" || $0 == "," }) {
          // A word longer than the line: after an opening bracket or a comma if it has one.
          cut = mark + 1
        }
      }
      pieces.append((first ? "" : "  ") + String(String.UnicodeScalarView(rest[..<cut])))
      rest = Array(rest[cut...].drop { $0 == " " })
      first = false
    }
    return pieces.isEmpty ? [""] : pieces
  }
}
