import HeroCommandLine
import HeroPlanner
import HeroScene
import HeroStoryboard

/// Loads, plans and lints each input of `check`, turning everything it finds (a file that does
/// not load included) into located `CheckFinding`s; printing is the reporters' job.
struct FindingCollector {
  var findings: [CheckFinding] = []
  /// How many files were checked.
  var files = 0
  let choice: StoryboardChoice
  /// How each scene is planned (`--container`, `--dismiss`, `--back`, ...).
  let planning: PlanningOptions

  init(planning: PlanningOptions) {
    choice = planning.choice
    self.planning = planning
  }

  /// Checks one file; a usage error (a storyboard choice that names nothing) is thrown.
  /// `named`: the command line names the file itself (not a directory holding it), so a
  /// storyboard choice given with a scene file is a mistake; in a directory it applies to the
  /// storyboards only.
  mutating func check(_ path: String, named: Bool = true) throws(CommandFailure) {
    files += 1
    if SceneInput.isStoryboard(path) {
      try checkStoryboard(path)
    } else {
      if choice.isGiven && named {
        throw .usage(
          "--segue, --from and --to choose a transition of a storyboard, and \(path) is not one")
      }
      checkScene(path)
    }
  }

  private mutating func checkScene(_ path: String) {
    let bytes: [UInt8]
    let scene: Scene
    do {
      bytes = try FileReader.contents(ofFile: path)
    } catch {
      findings.append(invalid(path, message: "cannot read the file: \(error.reason)"))
      return
    }
    do {
      scene = try SceneLoader.load(data: bytes, fileName: path)
    } catch {
      findings.append(
        invalid(
          path, line: error.line, column: error.column, path: error.jsonPath,
          message: error.message, diagram: error.diagram))
      return
    }
    lint(scene, file: path, locations: { SceneLocations(bytes: bytes) }, transition: nil)
  }

  private mutating func checkStoryboard(_ path: String) throws(CommandFailure) {
    let storyboard: Storyboard
    do {
      storyboard = try Storyboard(path: path, for: choice.selection)
    } catch {
      findings.append(error.finding)
      return
    }
    if choice.isGiven {
      let transition: StoryboardTransition
      do {
        transition = try storyboard.transition(choice.selection)
      } catch {
        throw .usage(error.description)
      }
      checkTransition(transition, of: storyboard)
      return
    }
    for warning in storyboard.warnings {
      findings.append(warning.finding(file: path, transition: nil))
    }
    if storyboard.transitions.isEmpty {
      findings.append(
        CheckFinding(
          file: path, severity: FindingRule.storyboardNoTransitions.defaultSeverity,
          rule: .storyboardNoTransitions,
          message: "no transitions to check (name two screens with --from/--to)"))
    }
    for transition in storyboard.transitions {
      checkTransition(transition, of: storyboard)
    }
  }

  private mutating func checkTransition(
    _ transition: StoryboardTransition, of storyboard: Storyboard
  ) {
    let made: StoryboardScene
    do {
      made = try storyboard.scene(for: transition)
    } catch {
      var finding = error.finding
      finding.transitions = [transition.segue]
      findings.append(finding)
      return
    }
    let file = storyboard.file
    for warning in made.warnings {
      findings.append(warning.finding(file: file, transition: transition.segue))
    }
    if let disabled = made.heroDisabledWarning {
      findings.append(disabled.finding(file: file, transition: transition.segue))
    }
    lint(
      made.scene, file: file, locations: { made.locations }, transition: transition.segue,
      fileOfPath: made.file(ofPath:))
  }

  /// The planner's findings, each at the value it is about; the file's locations are worked
  /// out only when there is a finding to place (a scene file's means parsing it again).
  /// `fileOfPath`: for a storyboard transition whose screens are in two files, the file a
  /// view's lines are in.
  private mutating func lint(
    _ scene: Scene, file: String, locations locate: () -> SceneLocations, transition: String?,
    fileOfPath: (String) -> String = { _ in "" }
  ) {
    // Check reports findings; the notes that explain each decision are not made.
    let plan = planning.plan(scene, explains: false)
    var located: SceneLocations?
    imageFindings(scene, file: file, transition: transition, fileOfPath: fileOfPath) {
      path, key in
      if located == nil { located = locate() }
      return located?.position(of: path, key: key)
    }
    guard !plan.findings.isEmpty else { return }
    let locations = located ?? locate()
    for finding in plan.findings {
      let path = finding.view.map { plan.view($0).sourcePath }
      let position = path.flatMap { locations.position(of: $0, key: finding.key) }
      // A modifier string's finding knows its character (issue 26); others are placed by key.
      let line = finding.line ?? position?.line
      let column = finding.line != nil ? finding.column : position?.column
      let inFile = path.map(fileOfPath).flatMap { $0.isEmpty ? nil : $0 } ?? file
      findings.append(
        CheckFinding(
          file: inFile, line: line, column: column, severity: finding.severity,
          rule: finding.rule, message: finding.message, path: path,
          objectID: path.flatMap { locations.views[$0]?.objectID },
          transitions: transition.map { [$0] } ?? []))
    }
  }

  /// Each image a view names that cannot be found or decoded, at the view's `image` value.
  private mutating func imageFindings(
    _ scene: Scene, file: String, transition: String?, fileOfPath: (String) -> String,
    locate: (String, String) -> SceneLocations.Position?
  ) {
    var loader = SceneImageLoader()
    let resolver = SceneImageResolver(sceneFile: file, assetFolders: planning.assets)
    for problem in loader.load(scene, resolver: resolver, locate: locate).problems {
      let path = problem.place.jsonPath.isEmpty ? nil : problem.place.jsonPath
      let viewPath = path.map { String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)]) }
      let inFile = viewPath.map(fileOfPath).flatMap { $0.isEmpty ? nil : $0 } ?? file
      findings.append(
        CheckFinding(
          file: inFile, line: problem.place.line, column: problem.place.column,
          severity: FindingRule.imageNotFound.defaultSeverity, rule: .imageNotFound,
          message: problem.message, path: path, transitions: transition.map { [$0] } ?? []))
    }
  }

  private func invalid(
    _ file: String, line: Int? = nil, column: Int? = nil, path: String? = nil, message: String,
    diagram: String? = nil
  ) -> CheckFinding {
    CheckFinding(
      file: file, line: line, column: column, severity: .error, rule: .invalidInput,
      message: message, path: path.flatMap { $0.isEmpty ? nil : $0 }, diagram: diagram)
  }
}

extension StoryboardWarning {
  func finding(file: String, transition: String?) -> CheckFinding {
    CheckFinding(
      file: self.file ?? file, line: line, column: column, severity: rule.defaultSeverity,
      rule: rule, message: message, objectID: objectID,
      transitions: transition.map { [$0] } ?? [])
  }
}

extension StoryboardError {
  var finding: CheckFinding {
    CheckFinding(
      file: file, line: line, column: column, severity: .error, rule: .invalidInput,
      message: message, diagram: diagram)
  }
}
