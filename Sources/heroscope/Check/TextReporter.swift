#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The human format `check` always printed: `FILE: PATH: line L, column C: warning: message`,
/// a storyboard's transitions in brackets after the file, the rule id at the end, then a
/// summary line. On a terminal the severity is coloured and the rule id dimmed.
enum TextReporter: FindingReporter {
  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String {
    report(findings, summary: summary, colour: false)
  }

  /// With `colour`, SGR sequences around the severity and the rule id: only the program's own
  /// words are coloured, and every free text is escaped first, so the output stays one line a
  /// finding.
  static func report(_ findings: [CheckFinding], summary: CheckSummary, colour: Bool) -> String {
    var out = ""
    for finding in findings {
      out += line(finding, colour: colour) + "\n"
      if let diagram = finding.diagram {
        // A caret diagram is two lines of the scene's own modifier text, each escaped.
        for row in diagram.split(separator: "\n", omittingEmptySubsequences: false) {
          out += FindingText.oneLine(String(row)) + "\n"
        }
      }
    }
    let (files, errors, warnings) = (summary.files, summary.errors, summary.warnings)
    out +=
      "checked \(files) scene\(files == 1 ? "" : "s"): \(errors) error"
      + "\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    return out
  }

  static func line(_ finding: CheckFinding, colour: Bool = false) -> String {
    var text = FindingText.oneLine(finding.file)
    if !finding.transitions.isEmpty {
      text += " [" + FindingText.oneLine(finding.transitions.joined(separator: ", ")) + "]"
    }
    text += ": "
    if let path = finding.path { text += FindingText.oneLine(path) + ": " }
    if let line = finding.line {
      text += "line \(line)"
      if let column = finding.column { text += ", column \(column)" }
      text += ": "
    }
    let severity = finding.severity.rawValue + ":"
    text +=
      colour ? SGR.paint(severity, finding.severity == .error ? SGR.red : SGR.yellow) : severity
    text += " " + FindingText.oneLine(finding.message)
    if let objectID = finding.objectID { text += " (object \(FindingText.oneLine(objectID)))" }
    let rule = "[\(finding.rule.id)]"
    return text + " " + (colour ? SGR.paint(rule, SGR.dim) : rule)
  }
}

/// The few Select Graphic Rendition sequences the text report uses on a terminal.
enum SGR {
  static let red = "1;31"
  static let yellow = "33"
  static let dim = "2"

  static func paint(_ text: String, _ code: String) -> String {
    "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// Whether stderr is a terminal that wants colour: not when NO_COLOR is set (no-color.org)
  /// or TERM is dumb.
  static func wantedOnStandardError() -> Bool {
    guard isatty(STDERR_FILENO) == 1 else { return false }
    if let noColour = getenv("NO_COLOR"), noColour.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }
}
