import Foundation
import HeroPlanner

/// Dispatches a command line to its command and turns failures into messages and exit codes.
enum Heroscope {
  static let usage = """
    usage: heroscope modifiers TEXT
           heroscope --help | --version

    commands:
      modifiers TEXT   parse a modifier list (Hero's string syntax or a Swift array literal)
                       and print it back in both syntaxes, or show where it is wrong
    """

  static let version = "heroscope 0.1.0"

  static func run(arguments: [String]) -> ExitStatus {
    guard let command = arguments.first else {
      return usageError("no command given")
    }
    switch command {
    case "-h", "--help", "help":
      print(usage)
      return .ok
    case "--version":
      print(version)
      return .ok
    case "modifiers":
      let rest = Array(arguments.dropFirst())
      guard rest.count == 1 else {
        return usageError("modifiers takes one argument, the modifier text (quote it)")
      }
      return ModifiersCommand.run(text: rest[0])
    default:
      return usageError("unknown command or option '\(Sanitizer.visible(command))'")
    }
  }

  /// `error: …`, the usage and a hint, on stderr; exit 2.
  static func usageError(_ message: String) -> ExitStatus {
    StandardError.write(
      "error: \(message)\n\n\(usage)\n\nhint: heroscope --help shows every command\n")
    return .usage
  }
}

/// Writes to standard error.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
