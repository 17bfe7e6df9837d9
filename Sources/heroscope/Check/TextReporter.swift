/// The human format `check` always printed: `FILE: PATH: line L, column C: warning: message`,
/// a storyboard's transitions in brackets after the file, the rule id at the end, then a
/// summary line.
enum TextReporter: FindingReporter {
  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String {
    var out = ""
    for finding in findings {
      out += line(finding) + "\n"
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

  static func line(_ finding: CheckFinding) -> String {
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
    text += "\(finding.severity.rawValue): \(FindingText.oneLine(finding.message))"
    if let objectID = finding.objectID { text += " (object \(FindingText.oneLine(objectID)))" }
    return text + " [\(finding.rule.id)]"
  }
}
