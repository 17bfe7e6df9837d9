import Foundation
import HeroPlanner
import HeroScene

/// Dispatches a command line to its command and turns failures into messages and exit codes.
enum Heroscope {
  static let usage = """
    usage: heroscope [play] [SCENE] [--autoplay] [--loop] [--exit-after-play] [--no-watch]
           heroscope plan [SCENE] [--json]
           heroscope frame [SCENE] --progress P [--size COLSxROWS] [--format text|ansi|json] [--arcs]
           heroscope frame [SCENE] --progress P --format svg [--arcs] [--no-caption]
           heroscope check SCENE...
           heroscope record [SCENE] -o FILE.cast [--fps N] [--size COLSxROWS] [--arcs]
           heroscope record [SCENE] -o FILE.svg [--speed S] [--arcs] [--no-caption]
           heroscope transitions FILE.storyboard [--json]
           heroscope import FILE.storyboard [--segue ID | --from VC --to VC] [-o FILE.json]
           heroscope modifiers TEXT

    Without a SCENE, the built-in demo is used. A SCENE is a scene file (.json) or a
    storyboard (.storyboard); in a storyboard with more than one transition, choose one:
      --segue ID                         a segue's identifier (or object id)
      --from VC --to VC                  two view controllers by object id, storyboard ID,
                                         title or class
    Options for every command that plans:
      --container modal|navigation|tab   preview in another container
      --animation TYPE                   the animation type for that container, e.g. push(left)
      --dismiss                          plan the dismissal (presenting = false)
    """

  static let version = "heroscope 0.2.0"

  static func run(arguments: [String]) -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      return usageError(error.message)
    }
    switch invocation.command {
    case .help:
      Output.print(usage)
      return .ok
    case .version:
      Output.print(version)
      return .ok
    case .modifiers:
      guard invocation.arguments.count == 1 else {
        return usageError("modifiers takes one argument, the modifier text (quote it)")
      }
      return ModifiersCommand.run(text: invocation.arguments[0])
    case .plan:
      return PlanCommand.run(invocation)
    case .frame:
      return FrameCommand.run(invocation)
    case .check:
      return CheckCommand.run(invocation)
    case .record:
      return RecordCommand.run(invocation)
    case .play:
      return PlayCommand.run(invocation)
    case .transitions:
      return TransitionsCommand.run(invocation)
    case .importScene:
      return ImportCommand.run(invocation)
    }
  }

  /// `error: …`, the usage and a hint, on stderr; exit 2.
  static func usageError(_ message: String) -> ExitStatus {
    Output.error("error: \(message)\n\n\(usage)\n\nhint: heroscope --help shows every command")
    return .usage
  }
}
