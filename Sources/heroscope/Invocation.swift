import HeroPlanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A parsed command line: the command, its scene arguments and every option.
struct Invocation {
  enum Command: String {
    case play, plan, frame, check, record, modifiers, transitions, help, version
    case importScene = "import"
  }

  enum FrameFormat: String {
    case text, ansi, json, svg
  }

  var command: Command = .play
  /// Scene paths (or, for `modifiers`, the modifier text).
  var arguments: [String] = []
  var container: ContainerKind?
  var animation: String?
  var dismiss = false
  var json = false
  var progress: Double?
  var size: (columns: Int, rows: Int)?
  var format: FrameFormat = .text
  var arcs = false
  var output: String?
  var fps: Int?
  /// A recording's playback speed (SVG only), one of the previewer's steps.
  var speed: Double?
  var noCaption = false
  var autoplay = false
  var loop = false
  var exitAfterPlay = false
  var watch: Bool?
  /// `--segue ID`, or `--from VC --to VC`: which transition of a storyboard.
  var segue: String?
  var fromController: String?
  var toController: String?
  /// The options given, by their canonical names (`-o` for `--output`), for `validate`.
  var given: [String] = []

  struct UsageError: Error {
    var message: String
  }

  /// Parses argv (without the program name). Options go anywhere; `--name value` and
  /// `--name=value` both work.
  static func parse(_ argv: [String]) throws(UsageError) -> Invocation {
    var result = Invocation()
    var sawCommand = false
    var rest = argv[...]
    func value(_ name: String, _ inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
      return next
    }
    while let arg = rest.popFirst() {
      if arg == "--" {
        result.arguments += rest
        break
      }
      if arg.hasPrefix("-") && arg.count > 1 && Double(arg) == nil {
        var name = arg
        var inline: String?
        if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
          name = String(arg[..<eq])
          inline = String(arg[arg.index(after: eq)...])
        }
        result.given.append(name == "--output" ? "-o" : name)
        switch name {
        case "-h", "--help": result.command = .help
        case "--version": result.command = .version
        case "--container":
          let v = try value(name, inline)
          guard let kind = ContainerKind(rawValue: v) else {
            throw UsageError(message: "--container takes modal, navigation or tab, not '\(v)'")
          }
          result.container = kind
        case "--animation": result.animation = try value(name, inline)
        case "--dismiss": result.dismiss = true
        case "--json": result.json = true
        case "--progress":
          let v = try value(name, inline)
          guard let p = Double(v), p.isFinite, (0...1).contains(p) else {
            throw UsageError(message: "--progress takes a number from 0 to 1, not '\(v)'")
          }
          result.progress = p
        case "--size":
          let v = try value(name, inline)
          let parts = v.lowercased().split(separator: "x")
          guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]),
            (1...2000).contains(c),
            (1...1000).contains(r)
          else {
            throw UsageError(message: "--size takes COLSxROWS such as 100x40, not '\(v)'")
          }
          result.size = (c, r)
        case "--format":
          let v = try value(name, inline)
          guard let f = FrameFormat(rawValue: v) else {
            throw UsageError(message: "--format takes text, ansi, json or svg, not '\(v)'")
          }
          result.format = f
        case "--arcs": result.arcs = true
        case "-o", "--output": result.output = try value(name, inline)
        case "--fps":
          let v = try value(name, inline)
          guard let f = Int(v), (1...240).contains(f) else {
            throw UsageError(message: "--fps takes a whole number from 1 to 240, not '\(v)'")
          }
          result.fps = f
        case "--speed": result.speed = try speed(try value(name, inline))
        case "--no-caption": result.noCaption = true
        case "--autoplay": result.autoplay = true
        case "--loop": result.loop = true
        case "--exit-after-play": result.exitAfterPlay = true
        case "--watch": result.watch = true
        case "--no-watch": result.watch = false
        case "--segue": result.segue = try value(name, inline)
        case "--from": result.fromController = try value(name, inline)
        case "--to": result.toController = try value(name, inline)
        default:
          var message = "unknown option \(quotedForMessage(arg))"
          if let near = NearestName.nearest(to: name, in: allOptions) {
            message += "; did you mean '\(near)'?"
          }
          throw UsageError(message: message)
        }
        continue
      }
      if !sawCommand, result.arguments.isEmpty {
        if let command = Command(rawValue: arg) {
          sawCommand = true
          result.command = command
          continue
        }
        // A word that names no file and looks like no path is a mistyped command, not a scene.
        if let near = NearestName.nearest(to: arg, in: commandNames), !arg.contains("."),
          !arg.contains("/"), access(arg, F_OK) != 0
        {
          throw UsageError(
            message: "unknown command \(quotedForMessage(arg)); did you mean '\(near)'?")
        }
      }
      result.arguments.append(arg)
    }
    try result.validate()
    try result.checkSVGOptions()
    return result
  }

  /// The commands as typed, for "did you mean".
  static let commandNames = [
    "play", "plan", "frame", "check", "record", "modifiers", "transitions", "import",
  ]

  /// Every option any command takes, for "did you mean".
  static var allOptions: [String] {
    let commands: [Command] = [.play, .plan, .frame, .check, .record, .transitions, .importScene]
    return Array(Set(commands.flatMap { options(of: $0) ?? [] })).sorted()
      + ["--help", "--version", "--output"]
  }

  /// Options every command that plans a scene takes.
  static let planning = ["--container", "--animation", "--dismiss", "--segue", "--from", "--to"]

  /// The options a command owns; any other is a usage error rather than silently ignored.
  static func options(of command: Command) -> Set<String>? {
    switch command {
    case .play:
      Set(planning + ["--autoplay", "--loop", "--exit-after-play", "--watch", "--no-watch"])
    case .plan: Set(planning + ["--json"])
    case .frame: Set(planning + ["--progress", "--size", "--format", "--arcs", "--no-caption"])
    case .record:
      Set(planning + ["-o", "--fps", "--size", "--arcs", "--speed", "--no-caption"])
    case .check: Set(planning)
    case .transitions: ["--json"]
    case .importScene: ["--segue", "--from", "--to", "-o"]
    case .modifiers: []
    case .help, .version: nil
    }
  }

  /// Rejects options the command does not own, and half a `--from`/`--to` pair.
  func validate() throws(UsageError) {
    if let owned = Self.options(of: command) {
      for name in given where !["-h", "--help", "--version"].contains(name) {
        guard owned.contains(name) else {
          let own = owned.isEmpty ? "none" : owned.sorted().joined(separator: ", ")
          throw UsageError(
            message: "\(command.rawValue) does not take \(name) (its options: \(own))")
        }
      }
    }
    if (fromController == nil) != (toController == nil) {
      throw UsageError(message: "--from and --to go together: name both view controllers")
    }
    if segue != nil, fromController != nil {
      throw UsageError(message: "use --segue ID or --from VC --to VC, not both")
    }
  }
}
