import Testing
import HeroTestSupport

@Suite struct UsageTests {
  @Test func unknownCommandPrintsUsageAndExits2() throws {
    let result = try BinaryRunner.run(["--bogus"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: unknown option '--bogus'"))
    #expect(result.stderr.contains("usage: heroscope"))
    #expect(result.stdout.isEmpty)
  }

  @Test func helpPrintsUsageAndExits0() throws {
    let result = try BinaryRunner.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("usage: heroscope"))
  }

  @Test func modifiersCommandPrintsBothSyntaxes() throws {
    let result = try BinaryRunner.run(["modifiers", "[.fade, .translate(y: 100)]"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("hero:   fade translate(0, 100)"))
    #expect(result.stdout.contains("swift:  [.fade, .translate(y: 100)]"))
  }

  @Test func badModifiersShowTheCaretAndExit1() throws {
    let result = try BinaryRunner.run(["modifiers", "fade scael(0.5)"])
    #expect(result.status == 1)
    #expect(
      result.stderr == "error: column 6: unknown modifier 'scael'; did you mean 'scale'?\nfade scael(0.5)\n     ^~~~~\n"
    )
  }

  @Test func controlCharactersNeverReachTheTerminal() throws {
    let result = try BinaryRunner.run(["modifiers", "fade \u{1B}]0;owned\u{07} \u{9B}31m"])
    #expect(result.status == 1)
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
  }
}

/// Typos on the command line are usage errors with a suggestion, never a scene that is not there
/// (issue 15 §8).
@Suite struct MistypedCommandLineTests {
  @Test(arguments: [
    (["plna"], "unknown command 'plna'; did you mean 'plan'?"),
    (["plna", "Scenes/match.json"], "unknown command 'plna'; did you mean 'plan'?"),
    (["recrod", "-o", "x.cast"], "unknown command 'recrod'; did you mean 'record'?"),
    (["plan", "--jsno"], "unknown option '--jsno'; did you mean '--json'?"),
    (["frame", "--progres", "0.5"], "unknown option '--progres'; did you mean '--progress'?"),
    (["frame", "--json"], "frame does not take --json"),
    (["check", "Scenes/match.json", "--fps", "30"], "check does not take --fps"),
  ])
  func typosAreUsageErrorsWithASuggestion(_ arguments: [String], _ message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: \(message)"), "\(result.stderr)")
  }
}
