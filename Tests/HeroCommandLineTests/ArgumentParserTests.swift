import HeroCommandLine
import Testing

/// A command's words fill its typed properties; every other word is a usage error that names it.
@Suite struct ArgumentParserTests {
  @Test func optionsFlagsAndArgumentsFillTheCommandsProperties() throws {
    let command = try #require(
      try parsed([
        "draw", "a.json", "--progress", "0.5", "--format=json", "--no-watch", "--container",
        "text", "--tag", "x",
      ]).get() as? Draw)
    #expect(command.scenes == ["a.json"])
    #expect(command.progress == 0.5)
    #expect(command.format == .json)
    #expect(command.watch == false)
    #expect(!command.arcs)
    #expect(command.shared.container == .text && command.shared.tag == "x")
  }

  @Test func optionsMayComeBeforeTheCommandWord() throws {
    let command = try #require(try parsed(["--fps", "3", "count", "a", "b"]).get() as? Count)
    #expect(command.fps == 3)
    #expect(command.files == ["a", "b"])
  }

  @Test func withoutACommandWordTheDefaultCommandRuns() throws {
    let command = try #require(try parsed(["a.json", "--progress", "1"]).get() as? Draw)
    #expect(command.scenes == ["a.json"])
  }

  @Test func aNearMissThatNamesAFileIsAnArgumentNotACommand() throws {
    let command = try #require(try parsed(["existing", "--progress", "1"]).get() as? Draw)
    #expect(command.scenes == ["existing"])
  }

  @Test func wordsAfterADoubleDashAreArgumentsAndNegativeNumbersAreValues() throws {
    let command = try #require(try parsed(["count", "-1", "--", "--fps", "-o"]).get() as? Count)
    #expect(command.files == ["-1", "--fps", "-o"])
    #expect(command.fps == nil)
    let output = try #require(try parsed(["count", "a", "-o", "-"]).get() as? Count)
    #expect(output.output == "-")
  }

  @Test(
    arguments: [
      (
        ["count", "a", "--arcs"],
        "count does not take --arcs, which belongs to draw; count takes --fps, --output, --watched"
      ),
      (["count", "a", "--watch"], "count does not take --watch, which belongs to draw; did you mean '--watched'?"),
      (
        ["draw", "--progress", "1", "--fps", "3"],
        "draw does not take --fps, which belongs to count; draw takes --progress, --format, --arcs, --watch, --container, --tag"
      ),
      (["draw", "--progress", "1", "--json"], "unknown option '--json'; did you mean '--format json'?"),
      (["draw", "--progres", "1"], "unknown option '--progres'; did you mean '--progress'?"),
      (["draw", "--progress", "1", "--fsp", "3"], "unknown option '--fsp'; did you mean '--fps' (of count)?"),
      (["draw", "--progress", "1", "--bogus"], "unknown option '--bogus'"),
      (["draw", "--progress", "1", "--help=x\u{1B}"], "unknown option '--help=x\\u001B'; did you mean '--help'?"),
    ] as [([String], String)])
  func anOptionTheCommandDoesNotTakeIsNamedWithWhoseItIs(words: [String], expected: String) {
    #expect(message(words) == expected)
  }

  @Test(
    arguments: [
      (["draw"], "draw needs --progress P"),
      (["draw", "--progress"], "--progress needs a value: P, a number from 0 to 1"),
      (["draw", "--progress", "--arcs"], "--progress needs a value: P, a number from 0 to 1, not the option '--arcs'"),
      (["count", "a", "-o", "--"], "-o needs a value: FILE, not the option '--'"),
      (["draw", "--progress", "2"], "--progress takes a number from 0 to 1, not '2'"),
      (["draw", "--progress", "nan"], "--progress takes a number from 0 to 1, not 'nan'"),
      (["count", "a", "--fps", "0"], "--fps takes a whole number from 1 to 240, not '0'"),
      (
        ["draw", "--progress", "1", "--format", "jsno"], "--format takes text or json, not 'jsno'; did you mean 'json'?"
      ),
      (["draw", "--progress", "1", "--progress", "0"], "--progress is given twice; give it once"),
      (["draw", "--progress", "1", "--arcs", "--arcs"], "--arcs is given twice; give it once"),
      (["draw", "--progress", "1", "--watch", "--no-watch"], "--no-watch contradicts --watch; give one of them"),
      (["count", "a", "-o", "x", "--output", "y"], "-o and --output are the same option; give it once"),
      (["draw", "--progress", "1", "--arcs=yes"], "--arcs takes no value"),
      (["draw", "a", "b", "--progress", "1"], "draw takes one scene"),
      (["count"], "count needs at least one file"),
    ] as [([String], String)])
  func aMissingBadOrRepeatedValueIsAUsageError(words: [String], expected: String) {
    #expect(message(words) == expected)
  }

  @Test(
    arguments: [
      (["draw", "--progress", "1", "--tag", "x"], "--tag needs --container"),
      (["draw", "--progress", "1", "--arcs", "--format", "json"], "--arcs means nothing for json"),
    ] as [([String], String)])
  func groupsAndCommandsValidateWhatOneOptionCannot(words: [String], expected: String) {
    #expect(message(words) == expected)
  }

  @Test func aUsageErrorNamesTheCommandWhoseUsageToShow() {
    guard case .failure(let error) = parsed(["count", "--arcs"]) else {
      Issue.record("count --arcs parsed")
      return
    }
    #expect(error.command == "count")
    #expect(
      program.errorText(error) == """
        error: count does not take --arcs, which belongs to draw; count takes --fps, --output, --watched

        usage: tool count [--fps N] [--output FILE] [--watched] FILE...

        hint: tool help count shows its options; tool --help shows every command
        """)
  }

  @Test func aMessageOfSeveralLinesKeepsItsLinesAndEscapesEachOne() {
    let error = CommandLineError("--to 'x\u{1B}' names nothing; it could be:\n  a\n  b", command: nil)
    #expect(
      program.errorText(error).hasPrefix(
        "error: --to 'x?' names nothing; it could be:\n  a\n  b\n\nusage: tool"))
  }
}
