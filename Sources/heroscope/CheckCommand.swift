import HeroPlanner
import HeroStoryboard

/// `heroscope check SCENE…`: load, plan and lint each scene; exit 1 on any error.
///
/// Findings print as `FILE: PATH: warning|error: message`; a summary line ends the report. A
/// storyboard without `--segue` or `--from`/`--to` is checked transition by transition, with
/// what its mapping does not model as warnings at their lines.
enum CheckCommand {
  struct Tally {
    var errors = 0
    var warnings = 0
  }

  static func run(_ invocation: Invocation) -> ExitStatus {
    guard !invocation.arguments.isEmpty else {
      return Heroscope.usageError("check needs at least one scene file")
    }
    guard let options = SceneInput.options(invocation) else { return .usage }
    var tally = Tally()
    for path in invocation.arguments {
      let scenes: [SceneInput.Loaded]
      if SceneInput.isStoryboard(path), invocation.segue == nil,
        invocation.fromController == nil
      {
        switch everyTransition(path, &tally) {
        case .success(let all): scenes = all
        case .failure(let status):
          if status == .usage { return status }
          tally.errors += 1
          continue
        }
      } else {
        switch SceneInput.load(path, invocation) {
        case .success(let loaded): scenes = [loaded]
        case .failure(let status):
          if status == .usage { return status }
          tally.errors += 1
          continue
        }
      }
      var reported = Set<StoryboardWarning>()
      for loaded in scenes {
        for warning in loaded.warnings where reported.insert(warning).inserted {
          Output.error("\(path): \(warning)")
          tally.warnings += 1
        }
        lint(loaded, options: options, &tally)
      }
    }
    let files = invocation.arguments.count
    Output.error(
      "checked \(files) scene\(files == 1 ? "" : "s"): \(tally.errors) error"
        + "\(tally.errors == 1 ? "" : "s"), \(tally.warnings) warning"
        + "\(tally.warnings == 1 ? "" : "s")")
    return tally.errors > 0 ? .badInput : .ok
  }

  private static func lint(
    _ loaded: SceneInput.Loaded, options: Planner.Options, _ tally: inout Tally
  ) {
    let plan = Planner.plan(loaded.scene, options: options)
    for finding in plan.findings {
      let location = finding.view.map { plan.view($0).sourcePath + ": " } ?? ""
      Output.error(
        "\(loaded.displayName): \(location)\(finding.severity.rawValue): \(finding.message)")
      if finding.severity == .error { tally.errors += 1 } else { tally.warnings += 1 }
    }
  }

  /// Every transition of a storyboard, with a warning for each that Hero would not run.
  private static func everyTransition(_ path: String, _ tally: inout Tally)
    -> Result<[SceneInput.Loaded], ExitStatus>
  {
    let storyboard: Storyboard
    switch SceneInput.readStoryboard(path) {
    case .success(let read): storyboard = read
    case .failure(let status): return .failure(status)
    }
    for warning in storyboard.warnings {
      Output.error("\(path): \(warning)")
      tally.warnings += 1
    }
    if storyboard.transitions.isEmpty {
      Output.error("\(path): warning: no transitions to check (name two screens with --from/--to)")
      tally.warnings += 1
    }
    var all: [SceneInput.Loaded] = []
    for transition in storyboard.transitions {
      switch SceneInput.load(transition, of: storyboard, reportDisabled: false) {
      case .success(let loaded):
        if let reason = loaded.heroDisabled {
          Output.error("\(loaded.displayName): warning: \(reason)")
          tally.warnings += 1
        }
        all.append(loaded)
      case .failure: tally.errors += 1
      }
    }
    return .success(all)
  }
}
