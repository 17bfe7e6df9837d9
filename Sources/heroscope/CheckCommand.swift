import HeroCommandLine
import HeroPlanner
import HeroStoryboard

/// `heroscope check SCENE|DIR…`: load, plan and lint each scene; exit 1 on any error.
///
/// Every finding carries a rule id and the file, line and column of what it is about; one
/// that several transitions of a storyboard share is reported once, listing them. Reporters
/// write the findings for a person (text, stderr), Xcode, GitHub, tools (JSON) and code
/// scanning (SARIF).
struct CheckCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "check", abstract: "load, plan and lint scenes; exit 1 on any error",
    usage: [
      "SCENE|DIR... [--format text|xcode|github|json|sarif] [--strict] [--quiet]",
      "SCENE|DIR... [--ignore RULE]... [--only RULE]...",
      "--against-hero CAPTURE|DIR...", "--rules",
    ],
    discussion: """
      Findings print as FILE: PATH: line L, column C: warning|error: message [rule], and a
      summary line ends the report. A storyboard without --segue or --from/--to is checked
      transition by transition; a directory, every scene and storyboard below it. --strict
      makes warnings fail too (as errors); --quiet prints errors only. --rules lists the rules.
      """)

  var scenes: [String] = []
  var planning = PlanningOptions()
  var againstHero = false
  var format: CheckFormat?
  var ignored: [FindingRule] = []
  var only: [FindingRule] = []
  var quiet = false
  var strict = false
  var listRules = false

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "SCENE", \.scenes, count: 0...Int.max, wrongCount: "check needs at least one scene file",
        help: "scene files (.json), storyboards (.storyboard) and directories of them"
      ).completing(.sceneFiles),
      .option(
        "--format", parser: .choice(), \.format,
        help: "text (default), xcode, github (workflow commands), json or sarif (2.1.0)"),
      .repeatable(
        "--ignore", parser: .findingRule, \.ignored, help: "leave out a rule's findings"),
      .repeatable("--only", parser: .findingRule, \.only, help: "report only these rules"),
      .flag("--quiet", \.quiet, help: "print errors only"),
      .flag("--strict", \.strict, help: "warnings fail too, reported as errors"),
      .flag("--rules", \.listRules, help: "list every rule: id, default severity, meaning"),
      .flag(
        "--against-hero", \.againstHero,
        help: "compare a capture's resolved states (Hero's) with heroscope's, view by view"),
      .planning(\.planning),
    ]
  }

  func validate() throws(UsageError) {
    if listRules && !scenes.isEmpty {
      throw UsageError("--rules lists the rules and checks nothing: give it alone")
    }
    if !listRules && scenes.isEmpty { throw UsageError("check needs at least one scene file") }
  }

  func run() throws(CommandFailure) -> ExitStatus {
    if againstHero { return try CheckAgainstHero.run(scenes, planning) }
    if listRules {
      Output.print(Self.rulesTable())
      return .ok
    }
    var collector = FindingCollector(planning: planning)
    for (argument, files) in CheckInputs.expand(scenes) {
      if files.isEmpty {
        collector.files += 1
        collector.findings.append(
          CheckFinding(
            file: argument, severity: .error, rule: .invalidInput,
            message: "the directory holds no scene (.json) or storyboard (.storyboard)"))
      }
      for file in files { try collector.check(file, named: file == argument) }
    }
    let findings = filtered(collector.findings.deduplicated())
    let summary = CheckSummary(
      files: collector.files, errors: findings.count { $0.severity == .error },
      warnings: findings.count { $0.severity == .warning })
    let format = format ?? .text
    // Every line is escaped by its reporter; the sanitiser only guards what it missed.
    if format == .text, SGR.wantedOnStandardError() {
      let report = TextReporter.report(findings, summary: summary, colour: true)
      Output.rawError(String(report.dropLast()))
      return summary.errors > 0 ? .badInput : .ok
    }
    let report = format.reporter.report(findings, summary: summary)
    if format.toStandardError {
      Output.error(String(report.dropLast()))
    } else if !report.isEmpty {
      Output.print(String(report.dropLast()))
    }
    return summary.errors > 0 ? .badInput : .ok
  }

  /// `--only`, then `--ignore`, then `--strict` (warnings become errors) and `--quiet`
  /// (errors only).
  private func filtered(_ findings: [CheckFinding]) -> [CheckFinding] {
    var kept = findings.filter {
      (only.isEmpty || only.contains($0.rule)) && !ignored.contains($0.rule)
    }
    if strict {
      for index in kept.indices { kept[index].severity = .error }
    }
    if quiet { kept.removeAll { $0.severity != .error } }
    return kept
  }

  /// One rule a line: id, default severity, meaning; aligned.
  static func rulesTable() -> String {
    let width = FindingRule.allCases.map(\.id.count).max() ?? 0
    return FindingRule.allCases.map { rule in
      let id = rule.id + String(repeating: " ", count: width - rule.id.count)
      let severity = rule.defaultSeverity.rawValue
      return "\(id)  \(severity)\(severity == "error" ? "  " : "")  \(rule.meaning)"
    }.joined(separator: "\n")
  }
}

extension ValueParser where Value == FindingRule {
  /// A rule id of `check --rules`; a near miss is suggested.
  static var findingRule: Self {
    let ids = FindingRule.allCases.map(\.id)
    return Self(valueName: "RULE", expected: "a rule id (see check --rules)") {
      text throws(ValueError) in
      if let rule = FindingRule(id: text) { return rule }
      throw ValueError(suggestion: NearestName.nearest(to: text, in: ids))
    }
  }
}
