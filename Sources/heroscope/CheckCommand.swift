import HeroCommandLine
import HeroPlanner
import HeroStoryboard

/// `heroscope check SCENE…`: load, plan and lint each scene; exit 1 on any error.
///
/// Findings print as `FILE: PATH: warning|error: message`; a summary line ends the report. A
/// storyboard without `--segue` or `--from`/`--to` is checked transition by transition, with
/// what its mapping does not model as warnings at their lines.
struct CheckCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "check", abstract: "load, plan and lint scenes; exit 1 on any error", usage: ["SCENE..."],
    discussion: """
      Findings print as FILE: PATH: warning|error: message, and a summary line ends the report.
      A storyboard without --segue or --from/--to is checked transition by transition.
      """)

  struct Tally {
    var errors = 0
    var warnings = 0
  }

  var scenes: [String] = []
  var planning = PlanningOptions()

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "SCENE", \.scenes, count: 1...Int.max, wrongCount: "check needs at least one scene file",
        help: "scene files (.json) and storyboards (.storyboard)"),
      .planning(\.planning),
    ]
  }

  func run() throws(CommandFailure) -> ExitStatus {
    // Check reports findings; the notes that explain each decision are not printed.
    let options = planning.planner.explaining(false)
    var tally = Tally()
    for path in scenes {
      let loading =
        SceneInput.isStoryboard(path) && !planning.choice.isGiven
        ? Self.everyTransition(path, &tally) : SceneInput.load(path, planning.choice).map { [$0] }
      let loadedScenes: [SceneInput.Loaded]
      switch loading {
      case .success(let all): loadedScenes = all
      case .failure(.usage(let message)): throw .usage(message)
      case .failure(.exit):
        tally.errors += 1
        continue
      }
      var reported = Set<StoryboardWarning>()
      for loaded in loadedScenes {
        for warning in loaded.warnings where reported.insert(warning).inserted {
          Output.error("\(path): \(warning)")
          tally.warnings += 1
        }
        Self.lint(loaded, options: options, &tally)
      }
    }
    let files = scenes.count
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
      var location = finding.view.map { plan.view($0).sourcePath + ": " } ?? ""
      if let line = finding.line {
        location += "line \(line)\(finding.column.map { ", column \($0)" } ?? ""): "
      }
      let rule = finding.rule.map { " [\($0)]" } ?? ""
      Output.error(
        "\(loaded.displayName): \(location)\(finding.severity.rawValue): \(finding.message)\(rule)"
      )
      if finding.severity == .error { tally.errors += 1 } else { tally.warnings += 1 }
    }
  }

  /// Every transition of a storyboard, with a warning for each that Hero would not run.
  private static func everyTransition(_ path: String, _ tally: inout Tally)
    -> Result<[SceneInput.Loaded], CommandFailure>
  {
    let storyboard: Storyboard
    switch SceneInput.readStoryboard(path) {
    case .success(let read): storyboard = read
    case .failure(let failure): return .failure(failure)
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
