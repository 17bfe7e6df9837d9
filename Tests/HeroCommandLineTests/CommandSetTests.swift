import HeroCommandLine
import Testing

/// The command word, `help`, `--help` and `--version`, and help written from the declarations.
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

  @Test func aCommandsHelpListsEveryDeclarationBySection() {
    #expect(
      program.help(for: Draw.self) == """
        usage: tool [draw] [SCENE] --progress P

        draws a scene

        arguments:
          SCENE                  the scene

        options:
          --progress P           where in the transition
          --format text|json     what to print
          --arcs                 draw arcs
          --watch, --no-watch    watch the file, or not
          -h, --help             show this help

        shared options:
          --container text|json  the container
          --tag TAG              a tag, with --container

        Draws it once.
        """)
  }

  @Test func theProgramsHelpListsEveryCommandFromItsType() throws {
    guard case .help(let text) = try program.parse(["--help"]) else {
      Issue.record("--help is not help")
      return
    }
    #expect(
      text == """
        usage: tool [draw] [SCENE] --progress P
               tool count [--fps N] [--output FILE] [--watched] FILE...

        commands:
          draw          draws a scene (the default command)
          count         counts files
          help COMMAND  a command's arguments and options

        Without a command, draw.

        tool help COMMAND (or tool COMMAND --help) shows a command's options.
        """)
    for words in [["help"], ["help", "help"], ["-h"]] {
      guard case .help(let same) = try program.parse(words) else {
        Issue.record("\(words) is not help")
        continue
      }
      #expect(same == text)
    }
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
