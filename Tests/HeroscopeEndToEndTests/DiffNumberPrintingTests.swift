import Foundation
import Testing
import HeroTestSupport

/// `diff` and `check --against-hero` print numbers and transforms as `plan` does (`0.375 s`,
/// `translate(0, 40)`), and `diff --json` keeps full precision (issue 36 §8). Before, both
/// printed raw doubles (`0.3746666666666666`) and transforms as 16 numbers.
@Suite struct DiffNumberPrintingTests {
  private func scene(title: String, card: String = "[0, 0, 375, 300]") -> String {
    """
    { "from": { "views": [ { "name": "card", "heroID": "card", "frame": [20, 20, 100, 100] } ] },
      "to": { "views": [ { "name": "card", "heroID": "card", "frame": \(card) },
        { "name": "title", "frame": [20, 320, 300, 40], "modifiers": "\(title)" } ] } }
    """
  }

  @Test func diffPrintsSecondsAndTransformsAsPlanDoes() throws {
    let a = try temporaryScene(scene(title: "fade translate(0, 100)"), name: "a.json")
    let b = try temporaryScene(
      scene(title: "fade translate(0, 150) scale(0.5)", card: "[0, 0, 375, 310]"), name: "b.json")
    let result = try BinaryRunner.run(["diff", a, b])
    #expect(result.status == 1, "\(result.stderr)")
    let text = result.stdout
    #expect(text.contains("transition: totalDuration: 0.369 s → 0.372 s"), "\(text)")
    #expect(text.contains("to.views[1] 'title': duration: 0.241 s → 0.308 s"), "\(text)")
    #expect(
      text.contains("to.views[1] 'title': start.transform: transform(identity) → scale(0.5)"),
      "\(text)")
    // No raw double: no number with more than three decimals, no 16-number matrix.
    let raw = try Regex("[0-9]\\.[0-9]{4,}")
    #expect(text.firstMatch(of: raw) == nil, "\(text)")
    #expect(!text.contains("[1, 0, 0, 0"), "\(text)")
    // The JSON keeps every digit.
    let json = try parseJSON(try BinaryRunner.run(["diff", a, b, "--json"]).stdout)
    let changes = json["changes"] as? [[String: Any]] ?? []
    let total = try #require(changes.first { $0["field"] as? String == "totalDuration" })
    let before = try #require(total["before"] as? Double)
    #expect(before != (before * 1000).rounded() / 1000, "full precision: \(before)")
    let transform = try #require(changes.first { $0["field"] as? String == "start.transform" })
    #expect((transform["after"] as? [Double])?.count == 16)
  }

  @Test func changesSmallerThanTheirPrintingShowEveryDigit() throws {
    let a = try temporaryScene(scene(title: "fade duration(0.3)"), name: "a.json")
    let b = try temporaryScene(scene(title: "fade duration(0.30001)"), name: "b.json")
    let result = try BinaryRunner.run(["diff", a, b])
    #expect(result.stdout.contains("duration: 0.3 s → 0.30001 s"), "\(result.stdout)")
  }

  @Test func checkAgainstHeroPrintsTransformsAsModifiers() throws {
    let url = try CaptureDocumentationTests.example(
      replacing: "\"transform\": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 40, 0, 1]",
      with: "\"transform\": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 60, 0, 1]")
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "\(url.path): to.views[1] 'caption': transform: heroscope translate(0, 40), Hero translate(0, 60)\n",
      "\(result.stdout)")
  }

  @Test func checkAgainstHeroPrintsSecondsToTheMillisecond() throws {
    let url = try CaptureDocumentationTests.example(
      replacing: "\"delay\": 0.1}", with: "\"delay\": 0.1234567891}")
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    #expect(
      result.stdout == "\(url.path): to.views[1] 'caption': delay: heroscope 0.1 s, Hero 0.123 s\n",
      "\(result.stdout)")
  }
}
