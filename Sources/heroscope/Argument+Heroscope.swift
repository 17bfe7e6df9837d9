import Foundation
import HeroANSI
import HeroCommandLine
import HeroRaster

extension ValueCompletion {
  /// What a scene argument may be: a scene file, a storyboard, or a folder.
  static let sceneFiles = ValueCompletion.files(extensions: ["json", "storyboard"])
  /// A storyboard.
  static let storyboardFiles = ValueCompletion.files(extensions: ["storyboard"])
}

/// The declarations several heroscope commands share, spelled once.
extension Argument {
  /// `[SCENE]` of `play`, `plan`, `frame` and `record`: one scene file or storyboard, the
  /// built-in demo without one.
  static func scene(_ keyPath: WritableKeyPath<Root, [String]>, of command: String) -> Self {
    .arguments(
      "SCENE", keyPath, count: 0...1, wrongCount: "\(command) takes one scene",
      help: "a scene file (.json) or storyboard; without one, the demo"
    ).completing(.sceneFiles)
  }

  /// The options of every command that plans, under one heading in help.
  static func planning(_ keyPath: WritableKeyPath<Root, PlanningOptions>) -> Self {
    .group(keyPath, section: "options of every command that plans")
  }
}

extension Argument {
  /// `--cells half|quadrant|sextant|octant` of `play`, `frame` and `record`.
  static func cells(_ keyPath: WritableKeyPath<Root, Blitter?>) -> Self {
    .option(
      "--cells", parser: .choice(valueName: "CELLS"), keyPath,
      help: "pixels per cell: half blocks (1x2), quadrants (2x2), sextants (2x3) or octants (2x4)")
  }
}

/// The blitter a command draws with: `--cells`, else `HEROSCOPE_CELLS`, else (for `play`,
/// `terminal` true) what the terminal is known to draw (`CellsPreference`, with its XTVERSION
/// reply once asked), else half blocks: output written to a file does not depend on the
/// terminal it was made in. A bad `HEROSCOPE_CELLS` is a usage error.
func chosenBlitter(_ option: Blitter?, terminal: Bool = false, xtversion: String? = nil)
  throws(CommandFailure) -> Blitter
{
  if let option { return option }
  var environment = TerminalEnvironment(ProcessInfo.processInfo.environment)
  if !terminal {
    environment.termProgram = nil
    environment.vteVersion = nil
  }
  switch CellsPreference.blitter(environment: environment, xtversion: terminal ? xtversion : nil) {
  case .success(let blitter): return blitter
  case .failure(let error): throw .usage(error.message)
  }
}
