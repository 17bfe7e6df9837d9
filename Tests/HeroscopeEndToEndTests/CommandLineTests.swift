import Foundation
import Testing
import HeroTestSupport

/// Each command is a type with its own options and help: the real binary's help and usage
/// errors, command by command (issue 15 §8).
@Suite struct CommandLineTests {
  @Test(
    arguments: [
      ("play", ["--autoplay", "--loop", "--exit-after-play", "--watch, --no-watch", "--container"], "--json"),
      ("plan", ["SCENE", "--json", "--container", "--animation TYPE", "--dismiss", "--segue ID"], "--fps"),
      (
        "frame", ["--progress P", "--size COLSxROWS", "--format text|ansi|json|svg", "--arcs", "--no-caption"], "--json"
      ),
      (
        "check",
        [
          "SCENE", "--container", "--from VC", "--to VC", "--format text|xcode|github|json|sarif", "--ignore RULE",
          "--strict",
        ],
        "--progress"
      ),
      ("diff", ["BEFORE AFTER", "--tolerance X", "--json", "--after-segue ID", "--segue ID"], "--progress"),
      ("record", ["-o, --output FILE", "--fps N", "--speed S", "--no-caption"], "--format"),
      ("transitions", ["FILE.storyboard", "--json"], "--container"),
      ("import", ["FILE.storyboard", "-o, --output FILE", "--segue ID"], "--dismiss"),
      ("modifiers", ["TEXT"], "--container"),
    ] as [(String, [String], String)])
  func everyCommandsHelpListsItsOwnOptionsAndNoOthers(
    command: String, options: [String], notOurs: String
  ) throws {
    let asked = try BinaryRunner.run(["help", command])
    #expect(asked.status == 0)
    #expect(asked.stderr.isEmpty)
    #expect(asked.stdout.hasPrefix("usage: heroscope "), "\(asked.stdout)")
    #expect(asked.stdout.contains("heroscope \(command) ") || command == "play")
    for option in options {
      #expect(asked.stdout.contains("  \(option)"), "\(command) help lacks \(option)")
    }
    #expect(!asked.stdout.contains(notOurs), "\(command) help lists \(notOurs)")
    #expect(asked.stdout.contains("-h, --help"))
    // The usage lines are written by hand: every option they name is one the command declares.
    let usage = asked.stdout.components(separatedBy: "\n\n")[0]
    let declared = asked.stdout.split(separator: "\n").filter { $0.hasPrefix("  -") }
      .flatMap { $0.split(separator: " ").filter { $0.hasPrefix("-") } }
      .map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
    let named = usage.split(whereSeparator: { " []|".contains($0) })
      .filter { $0.hasPrefix("-") }.map(String.init)
    #expect(!named.isEmpty || command == "check" || command == "modifiers")
    for option in named {
      #expect(declared.contains(option), "\(command)'s usage names \(option), which it does not take")
    }
    let flag = try BinaryRunner.run([command, "--help"])
    #expect(flag.status == 0)
    #expect(flag.stdout == asked.stdout)
  }

  @Test func theProgramsHelpListsEveryCommandWithWhatItDoes() throws {
    let result = try BinaryRunner.run(["--help"])
    #expect(result.status == 0)
    for command in [
      "play", "plan", "frame", "check", "diff", "record", "transitions", "import", "modifiers",
    ] {
      #expect(result.stdout.contains("\n  \(command) "), "--help does not list \(command)")
    }
    #expect(result.stdout.contains("the interactive previewer (the default command)"))
    #expect(result.stdout.contains("heroscope help COMMAND"))
    #expect(try BinaryRunner.run(["help"]).stdout == result.stdout)
  }

  @Test(
    arguments: [
      (
        ["frame", "--json", "--progress", "0.5"],
        "frame does not take --json, which belongs to plan, diff and transitions; did you mean '--format json'?"
      ),
      (
        ["check", "Scenes/match.json", "--fps", "30", "-o", "x.cast"],
        "check does not take --fps, which belongs to record; check takes --format, --ignore, --only, --quiet, --strict, --rules, --against-hero, --container, --animation, --dismiss, --back, --platform, --assets, --segue, --from, --to"
      ),
      (
        ["import", "a.storyboard", "--container", "tab"],
        "import does not take --container, which belongs to play, plan, frame, check, diff and record; import takes --output, --segue, --from, --to"
      ),
      (
        ["modifiers", "--dismiss", "fade"],
        "modifiers does not take --dismiss, which belongs to play, plan, frame, check, diff and record; modifiers takes --hero"
      ),
      (["plan", "--fsp", "3"], "unknown option '--fsp'; did you mean '--fps' (of record)?"),
      (["record", "-o"], "-o needs a value: FILE"),
      (
        ["frame", "--progress", "--arcs"], "--progress needs a value: P, a number from 0 to 1, not the option '--arcs'"
      ),
      (["frame", "--progress", "0.2", "--progress", "0.4"], "--progress is given twice; give it once"),
      (["plan", "--json", "--json"], "--json is given twice; give it once"),
      (["play", "--watch", "--no-watch"], "--no-watch contradicts --watch; give one of them"),
      (
        ["plan", "--container", "modl"], "--container takes modal, navigation or tab, not 'modl'; did you mean 'modal'?"
      ),
      (["record", "-o", "x.cast", "--fps", "1000"], "--fps takes a whole number from 1 to 240, not '1000'"),
      (["frame", "--progress", "0.5", "--size", "0x10"], "--size takes COLSxROWS such as 100x40, not '0x10'"),
      (["plan", "--json=yes"], "--json takes no value"),
      (["plan", "Scenes/match.json", "Scenes/match.json"], "plan takes one scene"),
      (["transitions"], "transitions takes one storyboard file (FILE.storyboard)"),
      (["modifiers"], "modifiers takes one argument, the modifier text (quote it)"),
      (["help", "plna"], "unknown command 'plna'; did you mean 'plan'?"),
      (["modifers", "fade"], "unknown command 'modifers'; did you mean 'modifiers'?"),
    ] as [([String], String)])
  func usageErrorsNameTheOptionOrCommandAndExit2(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: \(message)\n"), "\(result.stderr)")
    #expect(result.stderr.contains("usage: heroscope"))
    #expect(result.stdout.isEmpty)
  }

  @Test func aUsageErrorShowsOnlyItsCommandsUsage() throws {
    let result = try BinaryRunner.run(["frame", "--json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("\n\nusage: heroscope frame [SCENE] --progress P"))
    #expect(!result.stderr.contains("heroscope plan"))
    #expect(
      result.stderr.hasSuffix("hint: heroscope help frame shows its options; heroscope --help shows every command\n"))
  }

  @Test func optionsMayComeBeforeTheCommand() throws {
    let before = try BinaryRunner.run(["--json", "--dismiss", "plan", "Scenes/match.json"])
    let after = try BinaryRunner.run(["plan", "Scenes/match.json", "--dismiss", "--json"])
    #expect(before.status == 0)
    #expect(before.stdout == after.stdout)
    #expect(before.stdout.hasPrefix("{"))
  }

  @Test func versionPrintsTheVersionWhateverTheCommand() throws {
    for arguments in [["--version"], ["version"], ["plan", "--version"]] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 0)
      #expect(result.stdout == "heroscope 0.2.0\n")
    }
  }
}
