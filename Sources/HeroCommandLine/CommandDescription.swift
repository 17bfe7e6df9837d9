/// A command as the completion scripts and the manual page see it: its declarations without
/// their types, hidden ones left out, so both are written from what the parser reads.
public struct CommandDescription: Sendable {
  public var name: String
  public var abstract: String
  /// Whole synopsis lines: `heroscope plan [SCENE] [--json]`.
  public var usage: [String]
  public var discussion: String
  /// Whether it runs when no command is named.
  public var isDefault: Bool
  public var options: [OptionDescription]
  /// The words that are not options; nil when the command takes none.
  public var positional: PositionalDescription?

  /// The spellings of its options that take a value.
  public var valuedNames: [String] { options.filter { $0.valueName != nil }.flatMap(\.names) }
}

/// One option: its spellings, its value's placeholder (nil for a flag) and what completes it.
public struct OptionDescription: Sendable {
  public var names: [String]
  public var valueName: String?
  public var help: String
  /// The help section (nil for the command's own options).
  public var section: String?
  public var values: ValueCompletion
}

/// A command's positional words.
public struct PositionalDescription: Sendable {
  public var valueName: String
  public var count: ClosedRange<Int>
  public var help: String
  public var values: ValueCompletion
}

extension ParsableArguments {
  /// The visible options, in declaration order.
  static var optionDescriptions: [OptionDescription] {
    declaredArguments.filter { !$0.isHidden }.compactMap { argument in
      switch argument.kind {
      case .flag:
        return OptionDescription(
          names: argument.names, valueName: nil, help: argument.help, section: argument.section,
          values: .none)
      case .option(let valueName, _, let choices):
        return OptionDescription(
          names: argument.names, valueName: valueName, help: argument.help,
          section: argument.section,
          values: argument.completion ?? (choices.isEmpty ? .none : .words(choices)))
      case .positional, .group: return nil
      }
    }
  }

  static var positionalDescription: PositionalDescription? {
    for argument in declaredArguments where !argument.isHidden {
      if case .positional(let valueName, let count, _) = argument.kind {
        return PositionalDescription(
          valueName: valueName, count: count, help: argument.help,
          values: argument.completion ?? .none)
      }
    }
    return nil
  }
}

extension CommandSet {
  /// Every command, described.
  public var descriptions: [CommandDescription] {
    commands.map { type in
      let configuration = type.configuration
      return CommandDescription(
        name: configuration.name, abstract: configuration.abstract,
        // Each line of `usage(of:)` starts with `usage: ` or as many spaces.
        usage: usage(of: type).split(separator: "\n").map { String($0.dropFirst(7)) },
        discussion: configuration.discussion,
        isDefault: configuration.name == defaultCommand.configuration.name,
        options: type.optionDescriptions, positional: type.positionalDescription)
    }
  }

  /// The options the program itself takes before or without a command, with what they do.
  public var programOptions: [OptionDescription] {
    [
      OptionDescription(
        names: ["-h", "--help"], valueName: nil,
        help: "every command, or with a command its options",
        section: nil, values: .none),
      OptionDescription(
        names: ["-V", "--version"], valueName: nil, help: "print the version", section: nil,
        values: .none),
      OptionDescription(
        names: [Self.completionScriptOption], valueName: "SHELL",
        help: "print a completion script for bash, zsh or fish", section: nil,
        values: .words(CompletionShell.allCases.map(\.rawValue))),
      OptionDescription(
        names: [Self.manualOption], valueName: nil, help: "print the manual page (man 1)",
        section: nil, values: .none),
    ]
  }
}
