import Foundation
import Testing
import HeroTestSupport

/// `heroscope --help` shows every option `check` takes in its own help, and completing `--from`
/// offers titles and storyboard IDs, as the docs write them, before object ids (issue 36 §10).
/// Before, the overview left out `--strict`, `--ignore` and `--against-hero`, and `--from`
/// offered an object id beside the titles.
@Suite struct HelpAndFromCompletionTests {
  @Test func theOverviewListsEveryOptionOfChecksOwnHelp() throws {
    let overview = try BinaryRunner.run(["--help"]).stdout
    let checkLines = overview.split(separator: "\n").filter { $0.contains("heroscope check ") }
      .joined(separator: "\n")
    let own = try BinaryRunner.run(["help", "check"]).stdout
    let section = try #require(own.range(of: "options:\n"))
    let end = own.range(of: "\n\n", range: section.upperBound..<own.endIndex)?.lowerBound
    let options = own[section.upperBound..<(end ?? own.endIndex)].split(separator: "\n")
      .compactMap { line -> String? in
        let word = line.split(separator: " ").first.map(String.init) ?? ""
        return word.hasPrefix("--") && word != "--help" ? word : nil
      }
    #expect(options.contains("--against-hero") && options.contains("--strict"), "\(options)")
    for option in options {
      #expect(checkLines.contains(option), "heroscope --help leaves out check \(option)")
    }
  }

  /// Match.storyboard with its detail screen's title and storyboard ID taken away: that screen
  /// has only its object id.
  private func storyboard() throws -> String {
    let text = try String(
      contentsOfFile: packageFile(storyboardFixture("Match")), encoding: .utf8
    ).replacingOccurrences(of: #"storyboardIdentifier="detail" title="Detail" "#, with: "")
    let path = try temporaryDirectory() + "/Match.storyboard"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theQueryPrintsNamesThenObjectIdsApart() throws {
    let result = try BinaryRunner.run(
      ["transitions", try storyboard(), "--complete", "controllers"])
    #expect(result.stdout == "match\nMatch\n--\ndtl-VC-001\n")
  }

  @Test(arguments: CompletionScriptTests.Shell.allCases)
  func fromOffersTitlesFirstAndObjectIdsOnlyWhenNoNameFits(
    _ shell: CompletionScriptTests.Shell
  ) throws {
    try #require(shell.path != nil, "\(shell) is not installed")
    let path = try storyboard()
    let tests = CompletionScriptTests()
    #expect(try tests.complete(shell, ["heroscope", "plan", path, "--from", ""]) == ["Match", "match"].sorted())
    #expect(try tests.complete(shell, ["heroscope", "plan", path, "--from", "dtl"]) == ["dtl-VC-001"])
    #expect(try tests.complete(shell, ["heroscope", "plan", path, "--to", "M"]) == ["Match"])
  }
}
