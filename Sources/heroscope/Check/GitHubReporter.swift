/// GitHub Actions workflow commands, `::warning file=F,line=L,col=C,title=RULE::MESSAGE`: a
/// workflow step that runs `check --format github` annotates the pull request without a token.
///
/// Escaped as the runner decodes them: `%25`, `%0D`, `%0A` in the message, and `%3A`, `%2C`
/// too in properties, so a file name cannot end a property or start another command.
enum GitHubReporter: FindingReporter {
  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String {
    findings.map(command).joined()
  }

  static func command(_ finding: CheckFinding) -> String {
    var properties = ["file=" + FindingText.githubProperty(finding.file)]
    if let line = finding.line {
      properties.append("line=\(line)")
      if let column = finding.column { properties.append("col=\(column)") }
    }
    properties.append("title=" + FindingText.githubProperty(finding.rule.id))
    let level = finding.severity == .error ? "error" : "warning"
    let message = FindingText.githubMessage(finding.message + finding.context)
    return "::\(level) \(properties.joined(separator: ","))::\(message)\n"
  }
}
