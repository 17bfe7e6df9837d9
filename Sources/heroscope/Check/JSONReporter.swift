import HeroPlanner

/// `{"findings": [{"file", "line", "column", "severity", "rule", "message", "path",
/// "transition"}], "summary": {"files", "errors", "warnings"}}`, for tools; `transitions` and
/// `objectID` are added for storyboards. Strings are JSON-escaped, control characters
/// included.
enum JSONReporter: FindingReporter {
  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("findings")
    w.beginArray(oneLine: false)
    for finding in findings {
      w.beginObject()
      w.key("file")
      w.string(finding.file)
      w.key("line")
      w.integer(finding.line)
      w.key("column")
      w.integer(finding.column)
      w.key("severity")
      w.string(finding.severity.rawValue)
      w.key("rule")
      w.string(finding.rule.id)
      w.key("message")
      w.string(finding.message)
      w.key("path")
      w.string(finding.path)
      w.key("transition")
      w.string(finding.transitions.first)
      w.key("transitions")
      w.beginArray(oneLine: true)
      for transition in finding.transitions { w.string(transition) }
      w.endArray()
      w.key("objectID")
      w.string(finding.objectID)
      w.endObject()
    }
    w.endArray()
    w.key("summary")
    w.beginObject()
    w.key("files")
    w.integer(summary.files)
    w.key("errors")
    w.integer(summary.errors)
    w.key("warnings")
    w.integer(summary.warnings)
    w.endObject()
    w.endObject()
    w.append(terminator: "\n")
    return String(decoding: w.finish(), as: UTF8.self)
  }
}

extension JSONWriter {
  /// A whole number, `null` when nil.
  mutating func integer(_ value: Int?) {
    guard let value else { return null() }
    number(Double(value))
  }
}
