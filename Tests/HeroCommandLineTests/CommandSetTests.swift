import HeroCommandLine
import Testing

/// The command word, `help`, `--help` and `--version`.
@Suite struct CommandSetTests {
  @Test(
    arguments: [
      (["cuont", "a"], "unknown command 'cuont'; did you mean 'count'?"),
      (["drwa"], "unknown command 'drwa'; did you mean 'draw'?"),
      (["hepl"], "unknown command 'hepl'; did you mean 'help'?"),
      (["help", "cuont"], "unknown command 'cuont'; did you mean 'count'?"),
      (["help", "zzz"], "unknown command 'zzz'; the commands are draw, count and help"),
      (["help", "draw", "count"], "help takes one command name, as in tool help plan"),
    ] as [([String], String)])
  func aMistypedCommandIsAUsageErrorWithTheNearestName(words: [String], expected: String) {
    #expect(message(words) == expected)
    if case .failure(let error) = parsed(words) { #expect(error.command == nil) }
  }

  @Test func aWordWithADotOrSlashIsAnArgumentEvenNearACommand() {
    #expect(message(["count.json", "--progress", "1"]) == "ok")
    #expect(message(["dir/draw", "--progress", "1"]) == "ok")
  }

  @Test func helpForACommandIsTheSameHoweverAskedAndWinsOverErrors() throws {
    let asked = [
      ["help", "draw"], ["draw", "--help"], ["draw", "-h"], ["--help", "draw"], ["draw", "--bogus", "-h"],
    ]
    let texts = asked.map { words -> String in
      guard case .help(let text) = try? program.parse(words) else { return "no help for \(words)" }
      return text
    }
    #expect(Set(texts).count == 1, "\(texts)")
    #expect(texts.first == program.help(for: Draw.self))
  }

  @Test func versionAnywhereBeforeADoubleDashPrintsTheVersion() throws {
    for words in [["--version"], ["version"], ["count", "a", "--version"]] {
      guard case .version(let text) = try program.parse(words) else {
        Issue.record("\(words) is not the version")
        continue
      }
      #expect(text == "tool 1.0")
    }
    #expect(message(["count", "--", "--version"]) == "ok")
  }
}
