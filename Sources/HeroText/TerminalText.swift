/// How many terminal columns text takes: 2 for East Asian wide and emoji scalars, 0 for
/// combining marks and zero-width characters, 1 otherwise. Enough to keep carets and labels
/// aligned without a full Unicode width table.
public enum DisplayWidth {
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if v == 0x200B || (0xFE00...0xFE0F).contains(v) { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(v) } ? 2 : 1
  }

  public static func of(_ text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { $0 + of($1) }
  }
}

/// Makes text from scenes safe for a terminal: C0 and C1 control characters and DEL (so any
/// escape sequence) and bidirectional controls never get through, whatever a scene file says.
public enum TerminalText {
  /// For free-flowing output (plans, errors): control characters become `?`; newlines stay when
  /// `keepNewlines` is true.
  public static func printable(_ text: String, keepNewlines: Bool = true) -> String {
    // Most text has nothing to replace: a byte scan says so without rebuilding it.
    if !mayHoldControls(text, keepingNewlines: keepNewlines) { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) && !(keepNewlines && scalar == "\n") {
        out.append("?")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// For a name or scene text inside one line of a diagnostic, status or progress line (a file
  /// name, a JSON path, a message quoting the scene): newline, carriage return and tab are
  /// written as `\n`, `\r` and `\t`, and every other control character (as `isControl`)
  /// as `?`, so nothing a file is named or holds can start a line of its own or forge one.
  public static func escaped(_ text: some StringProtocol) -> String {
    escaped(text, codePoints: false)
  }

  /// `escaped` for check's findings, which tools read: other controls as `\u{XX}` instead of
  /// `?`, and Unicode's line and paragraph separators escaped too.
  public static func escapedShowingCodePoints(_ text: some StringProtocol) -> String {
    escaped(text, codePoints: true)
  }

  private static func escaped(_ text: some StringProtocol, codePoints: Bool) -> String {
    // With code points, Unicode's line and paragraph separators are escaped too.
    let escapesSeparators =
      codePoints && text.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 }
    if !escapesSeparators && !mayHoldControls(String(text)) { return String(text) }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out.append(contentsOf: "\\n".unicodeScalars)
      case "\r": out.append(contentsOf: "\\r".unicodeScalars)
      case "\t": out.append(contentsOf: "\\t".unicodeScalars)
      case _
      where codePoints && (isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029):
        out.append(
          contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default: out.append(isControl(scalar) ? "?" : scalar)
      }
    }
    return String(out)
  }

  /// `printable` of a chunk of UTF-8 text written as bytes (`plan`, streamed; a chunk ends at a
  /// character boundary): nil when the scan finds nothing to replace, as it almost always does.
  public static func printable(_ chunk: UnsafeBufferPointer<UInt8>, keepNewlines: Bool = true)
    -> [UInt8]?
  {
    guard mayHoldControls(chunk, keepingNewlines: keepNewlines) else { return nil }
    return Array(printable(String(decoding: chunk, as: UTF8.self), keepNewlines: keepNewlines).utf8)
  }

  /// For one line in a cell grid: one scalar per cell, so control characters become spaces,
  /// zero-width marks are dropped and wide characters become `?`; trimmed.
  public static func cells(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out.append(" ")
        continue
      }
      switch DisplayWidth.of(scalar) {
      case 0: continue
      case 2: out.append("?")
      default: out.append(scalar)
      }
    }
    var s = Substring(String(out))
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }

  /// Whether `text` holds a control character (as `isControl`), read straight off its UTF-8
  /// bytes: most text has none, and this says so without decoding or rebuilding it. A kept
  /// newline does not count.
  package static func mayHoldControls(_ text: String, keepingNewlines: Bool = false) -> Bool {
    var text = text
    return text.withUTF8 { mayHoldControls($0, keepingNewlines: keepingNewlines) }
  }

  /// `mayHoldControls` of UTF-8 bytes: a string's, or text written as bytes (`plan`).
  package static func mayHoldControls(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool = false
  ) -> Bool {
    var i = 0
    while i < bytes.count {
      // Eight bytes at once while they are all printable ASCII (0x20…0x7E), as most are: no
      // byte below 0x20, none above 0x7E.
      if i + 8 <= bytes.count, let base = bytes.baseAddress {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        let below = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
        let above = ((word &+ 0x0101_0101_0101_0101) | word) & 0x8080_8080_8080_8080
        if below | above == 0 {
          i += 8
          continue
        }
      }
      let byte = bytes[i]
      if byte < 0x20 {
        if !(keepingNewlines && byte == 0x0A) { return true }
      } else if byte < 0x7F {
        // Plain ASCII: most bytes.
      } else if byte == 0x7F {
        return true
      } else if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) {
        return true  // C1: U+0080…U+009F
      } else if byte == 0xD8, i + 1 < bytes.count, bytes[i + 1] == 0x9C {
        return true  // U+061C
      } else if byte == 0xE2, i + 2 < bytes.count {
        let (b1, b2) = (bytes[i + 1], bytes[i + 2])
        // U+200E/F, U+202A…202E, U+2066…2069
        if b1 == 0x80, b2 == 0x8E || b2 == 0x8F || (0xAA...0xAE).contains(b2) { return true }
        if b1 == 0x81, (0xA6...0xA9).contains(b2) { return true }
      }
      i += 1
    }
    return false
  }

  /// C0, DEL, C1, and the bidirectional controls (embeddings, overrides, isolates and marks),
  /// which would let a name display reordered.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
  }
}
