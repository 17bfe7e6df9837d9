import HeroText

/// A program of several commands: finds the command word, reads the rest with that command's
/// declarations, and answers `help`, `--help` and `--version` from the types.
///
/// The command word is the first word that is not an option or an option's value, so options
/// may come before it (`heroscope --json plan`). Without one, the default command runs.
public struct CommandSet {
  /// What the command line reads as.
  public enum Request {
    case run(any ParsableCommand)
    /// Help to print on standard output.
    case help(String)
    case version(String)
    /// A completion script or the manual page, to print on standard output.
    case generated(String)
  }

  /// The program's name: `heroscope`.
  public var name: String
  /// What `--version` prints.
  public var version: String
  public var commands: [any ParsableCommand.Type]
  /// The command that runs when none is named (`heroscope SCENE` plays it).
  public var defaultCommand: any ParsableCommand.Type
  /// Paragraphs after the list of commands in `--help`.
  public var discussion: String
  /// Whether a word names an existing file: a near miss of a command name that does not is a
  /// mistyped command, not the default command's argument.
  public var fileExists: (String) -> Bool
  /// What the program is, in a line, for the manual page's NAME.
  public var summary = ""
  /// What the manual page says after the commands (keys, exit status, environment).
  public var manualSections: [ManualSection] = []

  public init(
    name: String, version: String, commands: [any ParsableCommand.Type],
    defaultCommand: any ParsableCommand.Type, discussion: String,
    fileExists: @escaping (String) -> Bool
  ) {
    self.name = name
    self.version = version
    self.commands = commands
    self.defaultCommand = defaultCommand
    self.discussion = discussion
    self.fileExists = fileExists
  }

  static let helpNames = ["-h", "--help"]
  static let versionNames = ["-V", "--version"]
  static let builtIn = helpNames + versionNames

  public func parse(_ words: [String]) throws(CommandLineError) -> Request {
    if let generated = try generated(words) { return generated }
    let found = try findCommand(words)
    var rest = words
    if let at = found.at { rest.remove(at: at) }
    let options = rest.prefix { $0 != "--" }
    if found.word == "help" {
      return .help(try helpCommand(Array(rest)))
    }
    if found.word == "version" || options.contains(where: Self.versionNames.contains) {
      return .version(version)
    }
    guard let type = found.type else {
      return options.contains { Self.helpNames.contains($0) }
        ? .help(help) : .run(try run(defaultCommand, rest))
    }
    if options.contains(where: { Self.helpNames.contains($0) }) { return .help(help(for: type)) }
    return .run(try run(type, rest))
  }

  /// `--generate-completion-script SHELL` and `--generate-manual`, each a command line of its
  /// own; nil for any other.
  private func generated(_ words: [String]) throws(CommandLineError) -> Request? {
    guard let first = words.first else { return nil }
    let (spelling, inline) = CommandWords.split(first)
    switch spelling {
    case Self.manualOption:
      guard words.count == 1, inline == nil else {
        throw CommandLineError(
          "\(Self.manualOption) takes no value and no other words", command: nil)
      }
      return .generated(manualPage(summary: summary, sections: manualSections))
    case Self.completionScriptOption:
      let values = inline.map { [$0] } ?? Array(words.dropFirst())
      let shells = CompletionShell.allCases.map(\.rawValue)
      guard let value = values.first else {
        throw CommandLineError(
          "\(spelling) needs a value: SHELL, one of \(listed(shells))", command: nil)
      }
      guard values.count == 1, let shell = CompletionShell(rawValue: value) else {
        var message =
          "\(spelling) takes \(listed(shells)), not \(quotedForMessage(values.joined(separator: " ")))"
        if let near = NearestName.nearest(to: value, in: shells) {
          message += "; did you mean '\(near)'?"
        }
        throw CommandLineError(message, command: nil)
      }
      return .generated(completionScript(for: shell))
    default: return nil
    }
  }

  private func run(_ type: any ParsableCommand.Type, _ words: [String]) throws(CommandLineError)
    -> any ParsableCommand
  {
    do {
      return try read(type, words)
    } catch {
      throw CommandLineError(error.message, command: type.configuration.name)
    }
  }

  private func read<Command: ParsableCommand>(_ type: Command.Type, _ words: [String])
    throws(UsageError) -> Command
  {
    let others = commands.filter { $0.configuration.name != type.configuration.name }.map {
      (name: $0.configuration.name, options: $0.optionNames)
    }
    let parser = ArgumentParser<Command>(
      name: type.configuration.name, others: others, builtIn: Self.builtIn)
    return try parser.parse(words)
  }

  /// `help`, `help COMMAND`.
  private func helpCommand(_ words: [String]) throws(CommandLineError) -> String {
    let names = words.filter { !Self.builtIn.contains($0) }
    guard let word = names.first, word != "help" || names.count > 1 else { return help }
    guard names.count == 1, !CommandWords.isOption(word) else {
      throw CommandLineError("help takes one command name, as in \(name) help plan", command: nil)
    }
    guard let type = command(named: word) else {
      throw CommandLineError(unknownCommand(word), command: nil)
    }
    return help(for: type)
  }

  /// The command word, its index and its type (nil for `help`, `version` or none).
  private func findCommand(_ words: [String]) throws(CommandLineError)
    -> (word: String?, at: Int?, type: (any ParsableCommand.Type)?)
  {
    let valued = Set(commands.flatMap { $0.valuedOptionNames })
    var index = 0
    while index < words.count, words[index] != "--" {
      let word = words[index]
      if CommandWords.isOption(word) {
        let (spelling, inline) = CommandWords.split(word)
        index += inline == nil && valued.contains(spelling) ? 2 : 1
        continue
      }
      if word == "help" || word == "version" { return (word, index, nil) }
      if let type = command(named: word) { return (word, index, type) }
      // A word that names no file and looks like no path is a mistyped command, not a scene.
      if NearestName.nearest(to: word, in: commandNames) != nil, !word.contains("."),
        !word.contains("/"), !fileExists(word)
      {
        throw CommandLineError(unknownCommand(word), command: nil)
      }
      return (nil, nil, nil)
    }
    return (nil, nil, nil)
  }

  private var commandNames: [String] { commands.map { $0.configuration.name } + ["help"] }

  private func command(named word: String) -> (any ParsableCommand.Type)? {
    commands.first { $0.configuration.name == word }
  }

  private func unknownCommand(_ word: String) -> String {
    var message = "unknown command \(quotedForMessage(word))"
    if let near = NearestName.nearest(to: word, in: commandNames) {
      message += "; did you mean '\(near)'?"
    } else {
      message += "; the commands are \(listed(commandNames, conjunction: "and"))"
    }
    return message
  }

  /// `error: …`, the usage of the command (or of all) and a hint, for standard error.
  public func errorText(_ error: CommandLineError) -> String {
    let command = error.command.flatMap { self.command(named: $0) }
    let hint =
      command.map {
        "hint: \(name) help \($0.configuration.name) shows its options; \(name) --help shows every"
          + " command"
      } ?? "hint: \(name) --help shows every command"
    // The message quotes the command line, so each of its lines (a list of what a name could
    // have been follows the first) is escaped onto that one line.
    let message = error.message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
    return "error: \(message)\n\n\(usage(of: command))\n\n\(hint)"
  }
}

/// A usage error, with the command whose usage to show (nil: the program's).
public struct CommandLineError: Error {
  public var message: String
  /// The command's name (`plan`), or nil for the program's usage.
  public var command: String?

  public init(_ message: String, command: String?) {
    self.message = message
    self.command = command
  }
}

extension ParsableArguments {
  /// The spellings of options that take a value.
  static var valuedOptionNames: [String] {
    Flattened(Self.arguments).leaves.flatMap { argument -> [String] in
      if case .option = argument.kind { return argument.names }
      return []
    }
  }
}
