import Foundation

/// Help written from the declarations: the program's (every usage, the commands and what they
/// do) and each command's (its usage, arguments and options by section).
extension CommandSet {
  /// `heroscope --help`.
  public var help: String {
    let rows = commands.map { type in
      let name = type.configuration.name
      let isDefault = name == defaultCommand.configuration.name
      return (name, type.configuration.abstract + (isDefault ? " (the default command)" : ""))
    }
    var text = usage(of: nil) + "\n\ncommands:\n"
    text += table(rows + [("help COMMAND", "a command's arguments and options")])
    let options = programOptions.map { option in
      (
        option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? ""),
        option.help
      )
    }
    text += "\n\noptions:\n" + table(options)
    if !discussion.isEmpty { text += "\n\n" + discussion }
    text += "\n\n\(name) help COMMAND (or \(name) COMMAND --help) shows a command's options."
    return text
  }

  /// `heroscope help plan`, `heroscope plan --help`.
  public func help(for type: any ParsableCommand.Type) -> String {
    let configuration = type.configuration
    var sections: [(title: String, rows: [(String, String)])] = []
    func add(_ title: String, _ row: (String, String)) {
      if let at = sections.firstIndex(where: { $0.title == title }) {
        sections[at].rows.append(row)
      } else {
        sections.append((title, [row]))
      }
    }
    for (section, row) in type.helpRows { add(section, row) }
    add("options", ("-h, --help", "show this help"))
    // Arguments first, then the command's own options, then the shared sections.
    sections.sort { rank($0.title) < rank($1.title) }
    var text = usage(of: type) + "\n\n" + configuration.abstract
    let column = column(sections.flatMap(\.rows))
    for section in sections {
      text += "\n\n\(section.title):\n" + table(section.rows, column: column)
    }
    if !configuration.discussion.isEmpty { text += "\n\n" + configuration.discussion }
    return text
  }

  private func rank(_ title: String) -> Int {
    switch title {
    case "arguments": 0
    case "options": 1
    default: 2
    }
  }

  /// `usage: heroscope plan …`, a line per way of calling each command (all of them for nil).
  public func usage(of type: (any ParsableCommand.Type)?) -> String {
    let lines = (type.map { [$0] } ?? commands).flatMap { type in
      let configuration = type.configuration
      let word =
        configuration.name == defaultCommand.configuration.name
        ? "[\(configuration.name)]" : configuration.name
      let synopses = configuration.usage.isEmpty ? [type.synopsis] : configuration.usage
      return synopses.map { "\(name) \(word)" + ($0.isEmpty ? "" : " \($0)") }
    }
    return lines.enumerated().map { ($0.offset == 0 ? "usage: " : "       ") + $0.element }
      .joined(separator: "\n")
  }

  /// Where the help column starts: after the longest name, within reason.
  private func column(_ rows: [(String, String)]) -> Int {
    min((rows.map(\.0.count).max() ?? 0) + 4, 36)
  }

  /// Two columns: names, then help wrapped to 100 columns beside them.
  func table(_ rows: [(String, String)], column: Int? = nil) -> String {
    let column = column ?? self.column(rows)
    return rows.map { name, help in
      var lines = wrap(help, width: 100 - column)
      let lead = "  " + name
      var first = lead.padding(toLength: column, withPad: " ", startingAt: 0)
      if lead.count > column - 2 {
        first = lead
        lines.insert("", at: 0)
      }
      let indent = String(repeating: " ", count: column)
      return lines.enumerated().map { index, line in
        index == 0 ? (first + line).trailingSpacesRemoved : indent + line
      }.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  private func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }
}

extension ParsableArguments {
  /// The declarations with groups opened, in order.
  static var declaredArguments: [Argument<Self>] { Flattened(Self.arguments).leaves }

  /// Each declaration as a row of help, with the section it goes in.
  static var helpRows: [(section: String, row: (String, String))] {
    declaredArguments.filter { !$0.isHidden }.map { argument in
      switch argument.kind {
      case .positional(let valueName, _, _): ("arguments", (valueName, argument.help))
      case .option(let valueName, _, _):
        (
          argument.section ?? "options",
          (argument.names.joined(separator: ", ") + " " + valueName, argument.help)
        )
      default:
        (argument.section ?? "options", (argument.names.joined(separator: ", "), argument.help))
      }
    }
  }

  /// A usage line made from the declarations: the arguments, then each option of the command's
  /// own (required ones without brackets); shared sections are left to help.
  static var synopsis: String {
    declaredArguments.filter { !$0.isHidden }.compactMap { argument -> String? in
      switch argument.kind {
      case .positional(let valueName, let count, _):
        let many = count.upperBound > 1 ? "..." : ""
        return count.lowerBound == 0 ? "[\(valueName)\(many)]" : "\(valueName)\(many)"
      case .option(let valueName, _, _) where argument.section == nil:
        let text = "\(argument.displayName) \(valueName)"
        return argument.missing == nil ? "[\(text)]" : text
      case .flag where argument.section == nil:
        return "[\(argument.names.joined(separator: "|"))]"
      default: return nil
      }
    }.joined(separator: " ")
  }
}

extension String {
  fileprivate var trailingSpacesRemoved: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
