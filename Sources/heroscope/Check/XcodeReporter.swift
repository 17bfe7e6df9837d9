/// `FILE:LINE:COL: warning: MESSAGE [RULE]`, what clang and SwiftLint print, so an Xcode Run
/// Script build phase lists the findings in the issue navigator at their lines.
enum XcodeReporter: FindingReporter {
  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String {
    var out = ""
    for finding in findings {
      var place = FindingText.oneLine(finding.file)
      if let line = finding.line {
        place += ":\(line)"
        if let column = finding.column { place += ":\(column)" }
      }
      let message = FindingText.oneLine(finding.message + finding.context)
      out += "\(place): \(finding.severity.rawValue): \(message) [\(finding.rule.id)]\n"
    }
    return out
  }
}
