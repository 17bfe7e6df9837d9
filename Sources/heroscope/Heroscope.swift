import HeroCommandLine
import HeroPlanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program: its commands, and the dispatch that turns failures into messages and exit codes.
enum Heroscope {
  static let version = "heroscope 0.2.0"

  /// Every command, in the order help lists them; `play` runs when none is named.
  static var commands: [any HeroscopeCommand.Type] {
    [
      PlayCommand.self, PlanCommand.self, FrameCommand.self, CheckCommand.self,
      DiffCommand.self, RecordCommand.self, TransitionsCommand.self, ImportCommand.self,
      ModifiersCommand.self,
    ]
  }

  static let discussion = """
    Without a SCENE, the built-in demo is used. A SCENE is a scene file (.json) or a storyboard
    (.storyboard); in a storyboard with more than one transition, --segue ID or --from VC --to VC
    chooses one. Every command that plans takes --container modal|navigation|tab, --animation
    TYPE (for that container, e.g. push(left)) and --dismiss (presenting = false).
    """

  static var commandLine: CommandSet {
    var program = CommandSet(
      name: "heroscope", version: version, commands: commands, defaultCommand: PlayCommand.self,
      discussion: discussion, fileExists: { access($0, F_OK) == 0 })
    program.summary = summary
    program.manualSections = manualSections
    return program
  }

  static func run(arguments: [String]) -> ExitStatus {
    let program = commandLine
    let request: CommandSet.Request
    do {
      request = try program.parse(arguments)
    } catch {
      Output.error(program.errorText(error))
      return .usage
    }
    switch request {
    case .help(let text):
      Output.print(text)
      return .ok
    case .version(let text):
      Output.print(text)
      return .ok
    case .generated(let text):
      // A script or a page: printed as it is, with its own final newline.
      Output.print(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)))
      return .ok
    case .run(let parsed):
      guard let command = parsed as? any HeroscopeCommand else {
        preconditionFailure("\(type(of: parsed)) is in Heroscope.commands but runs nothing")
      }
      do {
        return try command.run()
      } catch {
        switch error {
        case .exit(let status): return status
        case .usage(let message):
          let name = type(of: command).configuration.name
          Output.error(program.errorText(CommandLineError(message, command: name)))
          return .usage
        }
      }
    }
  }
}
