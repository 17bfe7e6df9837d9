import HeroText

/// Reads a command's words into a value of its type: options anywhere (`--name value`,
/// `--name=value`), positional words in order, `--` ends the options.
///
/// Every word is either the command's own or a usage error that says why: an option of another
/// command (and whose it is), an unknown one (with the nearest name), a missing, bad or repeated
/// value, too few or too many arguments.
struct ArgumentParser<Command: ParsableArguments> {
  /// The command's name, for messages.
  var name: String
  /// Every other command's name and option spellings, to say whose an option is.
  var others: [(name: String, options: [String])]
  /// Spellings that are options whatever the command (`--help`, `--version`).
  var builtIn: [String]

  func parse(_ words: [String]) throws(UsageError) -> Command {
    let declared = Flattened(Command.arguments)
    var byName: [String: Int] = [:]
    for (index, argument) in declared.leaves.enumerated() {
      for spelling in argument.names { byName[spelling] = index }
    }
    let positional = declared.leaves.indices.first {
      if case .positional = declared.leaves[$0].kind { return true }
      return false
    }
    var command = Command()
    var given: [Int: [String]] = [:]
    var rest = words[...]
    var optionsEnded = false
    while let word = rest.popFirst() {
      if !optionsEnded, word == "--" {
        optionsEnded = true
        continue
      }
      guard optionsEnded || !CommandWords.isOption(word) else {
        let (spelling, inline) = CommandWords.split(word)
        guard let index = byName[spelling] else { throw notOurs(word, spelling, declared) }
        let argument = declared.leaves[index]
        if let before = given[index]?.first, !argument.isRepeatable {
          throw UsageError(
            before == spelling
              ? "\(spelling) is given twice; give it once"
              : argument.isInversion
                ? "\(spelling) contradicts \(before); give one of them"
                : "\(before) and \(spelling) are the same option; give it once")
        }
        given[index] = [spelling]
        switch argument.kind {
        case .option(let valueName, let expected, _):
          var value = inline ?? ""
          if inline == nil {
            let wanted = expected == "a value" ? valueName : "\(valueName), \(expected)"
            value = try self.value(for: spelling, wanted, &rest, byName)
          }
          try argument.apply(&command, spelling, value)
        default:
          if let inline, !argument.flagTakes(inline) {
            throw UsageError(
              argument.flagValues.map {
                "\(spelling) takes \($0), not \(quotedForMessage(inline))"
              } ?? "\(spelling) takes no value")
          }
          var value = inline ?? ""
          if inline == nil, let next = rest.first, argument.flagTakes(next) {
            value = next
            rest.removeFirst()
          }
          try argument.apply(&command, spelling, value)
        }
        continue
      }
      guard let index = positional,
        case .positional(_, let count, let wrongCount) = declared.leaves[index].kind
      else {
        throw UsageError("\(name) takes no arguments, not \(quotedForMessage(word))")
      }
      given[index, default: []].append(word)
      guard given[index, default: []].count <= count.upperBound else {
        throw UsageError(wrongCount)
      }
      try declared.leaves[index].apply(&command, "", word)
    }
    for (index, argument) in declared.leaves.enumerated() where given[index] == nil {
      if let missing = argument.missing { throw UsageError(missing) }
    }
    if let index = positional,
      case .positional(_, let count, let wrongCount) = declared.leaves[index].kind,
      !count.contains(given[index]?.count ?? 0)
    {
      throw UsageError(wrongCount)
    }
    for validate in declared.validations { try validate(command) }
    try command.validate()
    return command
  }

  /// The next word as an option's value; a word that is itself an option means the value is
  /// missing (`--progress --arcs`), as does the end of the line.
  private func value(
    for spelling: String, _ valueName: String, _ rest: inout ArraySlice<String>,
    _ byName: [String: Int]
  ) throws(UsageError) -> String {
    if let next = rest.first, !isKnownOption(next, byName) {
      rest.removeFirst()
      return next
    }
    let after = rest.first.map { ", not the option \(quotedForMessage($0))" } ?? ""
    throw UsageError("\(spelling) needs a value: \(valueName)\(after)")
  }

  private func isKnownOption(_ word: String, _ byName: [String: Int]) -> Bool {
    guard CommandWords.isOption(word) else { return false }
    let spelling = CommandWords.split(word).spelling
    return word == "--" || byName[spelling] != nil || builtIn.contains(spelling)
      || others.contains { $0.options.contains(spelling) }
  }

  /// The error for an option this command does not declare: whose it is, or the nearest name.
  private func notOurs(_ word: String, _ spelling: String, _ declared: Flattened<Command>)
    -> UsageError
  {
    let own = declared.leaves.flatMap(\.names)
    let owners = others.filter { $0.options.contains(spelling) }.map(\.name)
    let hint = choiceNamed(spelling, declared).map { "; did you mean '\($0)'?" }
    if !owners.isEmpty {
      var message =
        "\(name) does not take \(spelling), which belongs to \(listed(owners, conjunction: "and"))"
      if let hint {
        message += hint
      } else if let near = NearestName.nearest(to: spelling, in: own) {
        message += "; did you mean '\(near)'?"
      } else {
        let longs = declared.leaves.map(\.displayName).filter { !$0.isEmpty }
        message +=
          longs.isEmpty
          ? "; \(name) takes no options" : "; \(name) takes \(longs.joined(separator: ", "))"
      }
      return UsageError(message)
    }
    var message = "unknown option \(quotedForMessage(word))"
    if let hint {
      message += hint
    } else if let near = NearestName.nearest(to: spelling, in: own + builtIn) {
      message += "; did you mean '\(near)'?"
    } else if let near = NearestName.nearest(to: spelling, in: others.flatMap(\.options)) {
      let owners = others.filter { $0.options.contains(near) }.map(\.name)
      message += "; did you mean '\(near)' (of \(listed(owners, conjunction: "and")))?"
    }
    return UsageError(message)
  }

  /// `--json` where `--format` takes `json`: the option and value meant.
  private func choiceNamed(_ spelling: String, _ declared: Flattened<Command>) -> String? {
    guard spelling.hasPrefix("--") else { return nil }
    let word = String(spelling.dropFirst(2))
    for argument in declared.leaves {
      if case .option(_, _, let choices) = argument.kind, choices.contains(word) {
        return "\(argument.displayName) \(word)"
      }
    }
    return nil
  }
}

/// How a word of a command line reads.
enum CommandWords {
  /// Whether a word is an option: it starts with `-`, is more than `-`, and is not a number
  /// (`-0.5` is a value).
  static func isOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1 && Double(word) == nil
  }

  /// `--name=value` as its spelling and value; any other word as itself and no value.
  static func split(_ word: String) -> (spelling: String, inline: String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}
