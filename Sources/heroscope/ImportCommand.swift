import Foundation
import HeroPlanner
import HeroScene
import HeroStoryboard

/// `heroscope import FILE.storyboard (--segue ID | --from VC --to VC) [-o FILE.json]`: one
/// transition of a storyboard as scene JSON to edit, which loads and plans as the storyboard.
enum ImportCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard invocation.arguments.count == 1, SceneInput.isStoryboard(invocation.arguments[0])
    else {
      return Heroscope.usageError("import takes one storyboard file (FILE.storyboard)")
    }
    let loaded: SceneInput.Loaded
    switch SceneInput.load(invocation.arguments[0], invocation) {
    case .success(let done): loaded = done
    case .failure(let status): return status
    }
    for warning in loaded.warnings {
      Output.error("\(invocation.arguments[0]): \(warning)")
    }
    let json = SceneEncoder.json(loaded.scene)
    guard let output = invocation.output else {
      Output.print(json)
      return .ok
    }
    do {
      try OutputFile.write(Array((json + "\n").utf8), to: output)
    } catch {
      Output.error("\(output): cannot write the scene: \(error.reason)")
      return .badInput
    }
    Output.error("wrote \(loaded.displayName) to \(output)")
    return .ok
  }
}
