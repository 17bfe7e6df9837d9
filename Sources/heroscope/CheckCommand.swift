import HeroPlanner

/// `heroscope check SCENE…`: load, plan and lint each scene; exit 1 on any error.
///
/// Findings print as `FILE: PATH: warning|error: message`; a summary line ends the report.
enum CheckCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard !invocation.arguments.isEmpty else {
      return Heroscope.usageError("check needs at least one scene file")
    }
    guard let options = SceneInput.options(invocation) else { return .usage }
    var errors = 0
    var warnings = 0
    for path in invocation.arguments {
      guard let loaded = SceneInput.load(path) else {
        errors += 1
        continue
      }
      let plan = Planner.plan(loaded.scene, options: options)
      for finding in plan.findings {
        let location = finding.view.map { plan.view($0).sourcePath + ": " } ?? ""
        Output.error(
          "\(loaded.displayName): \(location)\(finding.severity.rawValue): \(finding.message)")
        if finding.severity == .error { errors += 1 } else { warnings += 1 }
      }
    }
    let files = invocation.arguments.count
    Output.error(
      "checked \(files) scene\(files == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
        + "\(warnings) warning\(warnings == 1 ? "" : "s")")
    return errors > 0 ? .badInput : .ok
  }
}
