/// A section the program adds to its manual page beyond the commands: keys, exit status,
/// environment. Paragraphs first, then a list of terms with their text.
public struct ManualSection: Sendable {
  public struct Entry: Sendable {
    public var term: String
    public var text: String

    public init(_ term: String, _ text: String) {
      self.term = term
      self.text = text
    }
  }

  public var title: String
  public var paragraphs: [String]
  public var entries: [Entry]

  public init(title: String, paragraphs: [String] = [], entries: [Entry] = []) {
    self.title = title
    self.paragraphs = paragraphs
    self.entries = entries
  }
}

/// The manual page (`man 1`), written from the command declarations as help is.
extension CommandSet {
  /// The page in man(7) roff: NAME, SYNOPSIS, DESCRIPTION, OPTIONS, COMMANDS (each with its
  /// synopsis, arguments and options), then `sections`.
  public func manualPage(summary: String, sections: [ManualSection]) -> String {
    let commands = descriptions
    var page = [
      ".TH \(Self.roff(name.uppercased())) 1 \"\" \"\(Self.roff(version))\" \"User Commands\"",
      ".SH NAME", "\(Self.roff(name)) \\- \(Self.roff(summary))", ".SH SYNOPSIS", ".nf",
    ]
    page += commands.flatMap(\.usage).map(Self.roff)
    page += [
      "\(Self.roff(name)) \(Self.roff(Self.completionScriptOption)) bash|zsh|fish",
      "\(Self.roff(name)) \(Self.roff(Self.manualOption))",
      "\(Self.roff(name)) \(Self.roff("--version"))", ".fi",
    ]
    page += [".SH DESCRIPTION"] + Self.paragraphs(discussion)
    page += [".SH OPTIONS"] + programOptions.flatMap(Self.item)
    page.append(".SH COMMANDS")
    for command in commands {
      page.append(".SS \(Self.roff(command.name))")
      page.append(
        Self.roff(command.abstract + (command.isDefault ? " (the default command)." : ".")))
      page += [".PP", ".nf"] + command.usage.map(Self.roff) + [".fi"]
      if let positional = command.positional {
        page += [".TP", "\\fI\(Self.roff(positional.valueName))\\fR", Self.roff(positional.help)]
      }
      for option in command.options where option.section == nil {
        page += Self.item(option)
      }
      let shared = command.options.filter { $0.section != nil }
      var titles: [String] = []
      for option in shared where !titles.contains(option.section ?? "") {
        titles.append(option.section ?? "")
      }
      for title in titles {
        page += [".PP", "\\fI\(Self.roff(title))\\fR:"]
        for option in shared where option.section == title { page += Self.item(option) }
      }
      if !command.discussion.isEmpty { page += [".PP"] + Self.paragraphs(command.discussion) }
    }
    for section in sections {
      page.append(".SH \(Self.roff(section.title.uppercased()))")
      page += section.paragraphs.flatMap { [".PP", Self.roff($0)] }
      for entry in section.entries {
        page += [".TP", "\\fB\(Self.roff(entry.term))\\fR", Self.roff(entry.text)]
      }
    }
    return page.joined(separator: "\n") + "\n"
  }

  /// One option as a tagged paragraph: `-o, --output FILE`, then its help.
  private static func item(_ option: OptionDescription) -> [String] {
    let names = option.names.map { "\\fB\(roff($0))\\fR" }.joined(separator: ", ")
    let value = option.valueName.map { " \\fI\(roff($0))\\fR" } ?? ""
    return [".TP", names + value, roff(option.help)]
  }

  /// Text as paragraphs: a blank line starts a new one, other line breaks are spaces.
  private static func paragraphs(_ text: String) -> [String] {
    text.components(separatedBy: "\n\n").map {
      $0.split(separator: "\n").map { $0.trimmingSpaces }.joined(separator: " ")
    }.filter { !$0.isEmpty }.flatMap { [".PP", roff($0)] }
  }

  /// Text safe in roff: backslashes and hyphens escaped, and a line that would start with a
  /// control character (`.`, `'`) made literal. The page is ASCII: a character beyond it is
  /// written as a roff glyph groff and mandoc both know (`·` as `\\(bu`), which renders in
  /// every locale, C included, where raw UTF-8 is an invalid input character to groff.
  static func roff(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case "\n": escaped += " "
      case _ where !character.isASCII: escaped += roffGlyphs[character] ?? "?"
      default:
        // Control characters never reach the page.
        if character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
          escaped.append(character)
        }
      }
    }
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }
}

extension CommandSet {
  /// The characters beyond ASCII that help text uses, as roff glyph names every groff device
  /// has, ASCII's included (groff_char(7), mandoc_char(7)); the rest as ASCII (`…` is `...`).
  static let roffGlyphs: [Character: String] = [
    "…": "...", "·": "\\(bu", "→": "\\(->", "←": "\\(<-", "↑": "^", "↓": "v", "×": "\\(mu",
    "—": "\\(em", "–": "\\(en", "‘": "\\(oq", "’": "\\(cq", "“": "\\(lq", "”": "\\(rq",
    "≤": "\\(<=", "≥": "\\(>=", "±": "\\(+-", "≠": "\\(!=",
  ]
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
