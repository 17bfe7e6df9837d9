import Testing

@testable import HeroCommandLine

/// `-V`, `--generate-completion-script` and `--generate-manual`, written from the declarations of
/// the test program's commands.
@Suite struct CommandSetGeneratedTests {
  func generated(_ words: [String]) throws -> String {
    guard case .generated(let text) = try program.parse(words) else {
      Issue.record("\(words) generates nothing")
      return ""
    }
    return text
  }

  @Test func dashCapitalVPrintsTheVersionAsDashDashVersionDoes() throws {
    for words in [["-V"], ["--version"], ["count", "-V"]] {
      guard case .version(let text) = try program.parse(words) else {
        Issue.record("\(words) is not the version")
        continue
      }
      #expect(text == "tool 1.0")
    }
  }

  @Test func eachShellsScriptOffersEveryCommandAndEachCommandsOwnOptions() throws {
    for shell in CompletionShell.allCases {
      var script = try generated(["--generate-completion-script", shell.rawValue])
      // fish runs the same sh function from a single-quoted string.
      if shell == .fish { script = script.replacingOccurrences(of: "\\'", with: "'") }
      #expect(script.contains("_tool_candidates()"), "\(shell)")
      #expect(script.contains("draw|count|help) command=$word"), "\(shell)")
      #expect(
        script.contains("count) _tool_words '--fps -o --output --watched -h --help'"), "\(shell)")
      #expect(script.contains("\"draw --container\") _tool_words 'text json'"), "\(shell)")
    }
    #expect(
      try generated(["--generate-completion-script", "fish"]).contains(
        "complete -c tool -f -a '(_tool_candidates)'"))
    #expect(try generated(["--generate-completion-script=zsh"]).hasPrefix("#compdef tool"))
    #expect(try generated(["--generate-completion-script", "bash"]).contains("complete -F _tool tool"))
  }

  @Test func theManualListsEveryCommandAndOptionInRoff() throws {
    let page = try generated(["--generate-manual"])
    #expect(page.hasPrefix(".TH TOOL 1 \"\" \"tool 1.0\" \"User Commands\"\n"))
    #expect(page.contains(".SS draw\ndraws a scene (the default command)."))
    #expect(page.contains(".SS count"))
    #expect(page.contains("\\fB\\-\\-fps\\fR \\fIN\\fR"))
    #expect(page.contains("\\fB\\-V\\fR, \\fB\\-\\-version\\fR"))
  }

  @Test func roffEscapesWhatWouldBeMarkup() {
    #expect(CommandSet.roff(".hidden") == "\\&.hidden")
    #expect(CommandSet.roff("a\\b -c") == "a\\eb \\-c")
    #expect(CommandSet.roff("bell\u{7}") == "bell")
  }

  @Test func generatorsTakeOnlyTheirOwnWords() {
    #expect(throws: CommandLineError.self) { try program.parse(["--generate-manual", "x"]) }
    #expect(throws: CommandLineError.self) {
      try program.parse(["--generate-completion-script", "bash", "zsh"])
    }
  }
}
