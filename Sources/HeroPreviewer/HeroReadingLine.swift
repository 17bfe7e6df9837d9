import HeroPlanner

/// What Hero's own parser makes of a `modifierString` as it is typed in the edit line (issue 35
/// §5): the modifiers it keeps and the first thing it drops or reads otherwise, with its column.
struct HeroReadingLine: Equatable {
  /// ` Hero reads: fade · column 6 [modifier-string-dropped]: …`, for the row over the edit line.
  var summary: String
  /// The first finding's column in the text, for a caret under it; nil when Hero reads it all.
  var column: Int?

  /// Longer lines are read on Enter only: reading on every key would cost the whole line each
  /// time (a pasted 100 KB line).
  static let longest = 2_000

  /// Hero's reading of `text`; nil when the text is too long to read per key.
  init?(_ text: String) {
    guard text.unicodeScalars.count <= Self.longest else { return nil }
    let reading: HeroStringReading
    do {
      reading = try HeroStringReader.read(text)
    } catch {
      summary = " Hero's app would crash on this string: \(error.message) · Enter shows where"
      column = error.column
      return
    }
    let kept = reading.modifiers.map { $0.isEmpty ? "nothing" : $0.hero }
    var line = " Hero reads: " + (kept ?? "no modifiers at all (the whole string is dropped)")
    if let first = reading.findings.first {
      let more = reading.findings.count > 1 ? " (+\(reading.findings.count - 1) more)" : ""
      // The rule id before the message, so a narrow line cuts the message, not the id.
      line +=
        " · column \(first.column) [\(first.rule.rawValue)]: \(TerminalText.cells(first.message))\(more)"
    }
    summary = line
    column = reading.findings.first?.column
  }
}
