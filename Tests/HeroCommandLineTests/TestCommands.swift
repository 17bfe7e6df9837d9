import HeroCommandLine

/// A small program to read command lines with: `draw` (the default) and `count`, sharing
/// nothing, with a group of options that validates itself.
enum Shape: String, CaseIterable {
  case text, json
}

struct Shared: ParsableArguments {
  var container: Shape?
  var tag: String?

  static var arguments: [Argument<Self>] {
    [
      .option("--container", parser: .choice(), \.container, help: "the container"),
      .option("--tag", parser: .string("TAG"), \.tag, help: "a tag, with --container"),
    ]
  }

  func validate() throws(UsageError) {
    if tag != nil, container == nil { throw UsageError("--tag needs --container") }
  }
}

struct Draw: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "draw", abstract: "draws a scene", usage: ["[SCENE] --progress P"],
    discussion: "Draws it once.")

  var scenes: [String] = []
  var progress: Double?
  var format: Shape?
  var arcs = false
  var watch: Bool?
  var shared = Shared()

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "SCENE", \.scenes, count: 0...1, wrongCount: "draw takes one scene", help: "the scene"),
      .option(
        "--progress", parser: .number(in: 0...1, valueName: "P"), \.progress,
        help: "where in the transition", missing: "draw needs --progress P"),
      .option("--format", parser: .choice(), \.format, help: "what to print"),
      .flag("--arcs", \.arcs, help: "draw arcs"),
      .inversion("--watch", "--no-watch", \.watch, help: "watch the file, or not"),
      .group(\.shared, section: "shared options"),
    ]
  }

  func validate() throws(UsageError) {
    if arcs, format == .json { throw UsageError("--arcs means nothing for json") }
  }
}

struct Count: ParsableCommand {
  static let configuration = CommandConfiguration(name: "count", abstract: "counts files")

  var files: [String] = []
  var fps: Int?
  var output: String?
  var watched = false

  static var arguments: [Argument<Self>] {
    [
      .option("--fps", parser: .integer(in: 1...240), \.fps, help: "frames per second"),
      .option("-o", "--output", parser: .string("FILE"), \.output, help: "where to write"),
      .flag("--watched", \.watched, help: "count only watched files"),
      .arguments(
        "FILE", \.files, count: 1...Int.max, wrongCount: "count needs at least one file",
        help: "the files"),
    ]
  }
}

/// The program: `existing` is the one word that names a file.
var program: CommandSet {
  CommandSet(
    name: "tool", version: "tool 1.0", commands: [Draw.self, Count.self],
    defaultCommand: Draw.self, discussion: "Without a command, draw.",
    fileExists: { $0 == "existing" })
}

/// The command a command line runs, or the usage error it is.
func parsed(_ words: [String]) -> Result<any ParsableCommand, CommandLineError> {
  do {
    switch try program.parse(words) {
    case .run(let command): return .success(command)
    case .help(let text): return .failure(CommandLineError("help: \(text)", command: nil))
    case .version(let text): return .failure(CommandLineError("version: \(text)", command: nil))
    case .generated(let text):
      return .failure(CommandLineError("generated: \(text)", command: nil))
    }
  } catch {
    return .failure(error)
  }
}

/// The usage error's message, or "ok".
func message(_ words: [String]) -> String {
  switch parsed(words) {
  case .success: "ok"
  case .failure(let error): error.message
  }
}
