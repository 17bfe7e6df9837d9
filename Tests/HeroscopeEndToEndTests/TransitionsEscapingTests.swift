import Foundation
import Testing
import HeroTestSupport

/// `heroscope transitions` prints a storyboard's names escaped, as every other output does: a
/// segue identifier or title with a newline cannot print a line that reads as a transition of
/// its own (issue 36 §4). Before, the identifier was printed raw and the forged line appeared.
@Suite struct TransitionsEscapingTests {
  private func storyboard(replacing original: String, with text: String) throws -> String {
    let source = try String(
      contentsOfFile: packageFile(storyboardFixture("Match")), encoding: .utf8)
    #expect(source.contains(original))
    let path = try temporaryDirectory() + "/Forged.storyboard"
    try Data(source.replacingOccurrences(of: original, with: text).utf8).write(
      to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aNewlineInASegueIdentifierIsEscapedNotALine() throws {
    let forged = "  forged: modal, A → B  (line 1)"
    let path = try storyboard(
      replacing: "identifier=\"showDetail\"",
      with: "identifier=\"showDetail&#10;\(forged)&#13;&#9;\"")
    let result = try BinaryRunner.run(["transitions", path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("  forged") }, "\(result.stdout)")
    #expect(
      result.stdout.contains("  showDetail\\n\(forged)\\r\\t: modal, BYZ-38-t0r 'Match'"),
      "\(result.stdout)")
    // The transitions section holds the one transition the storyboard has.
    let section = try #require(lines.firstIndex(of: "transitions:"))
    #expect(lines[(section + 1)...].filter { !$0.isEmpty }.count == 1, "\(result.stdout)")
  }

  @Test func aNewlineInATitleIsEscaped() throws {
    let path = try storyboard(
      replacing: "title=\"Detail\"", with: "title=\"Detail&#10;  xyz-VC-001  forged\"")
    let result = try BinaryRunner.run(["transitions", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("\n  xyz-VC-001"), "\(result.stdout)")
    #expect(result.stdout.contains("title 'Detail\\n  xyz-VC-001  forged'"), "\(result.stdout)")
  }
}
