import Foundation
import Testing
import HeroTestSupport

/// Input nested deep enough to exhaust the stack is refused with a located error by the one
/// shared depth guard (`NestingLimit`), through the real binary (issue 36 §1). Before it, 60,000
/// nested parentheses in a `modifierString` or a storyboard's `heroModifierString` crashed Hero's
/// lenient reader (SIGSEGV), 20,000 were accepted silently, and a storyboard with 60,000 nested
/// elements in a view (or 100,000 nested `<subviews>`) crashed while its element tree was freed.
@Suite struct DeepNestingTests {
  /// A scene whose one view carries `modifierString`.
  private func scene(modifierString: String) throws -> String {
    let dir = try temporaryDirectory()
    let path = dir + "/deep.json"
    let json = """
      {"from": {"views": [{"heroID": "a", "frame": [0, 0, 10, 10], "modifierString": \
      "\(modifierString)"}]}, "to": {"views": [{"heroID": "a", "frame": [0, 0, 20, 20]}]}}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Match.storyboard with `insert` written after the first `<subviews>` of a view, or its first
  /// `heroModifierString` value replaced by `modifierString`.
  private func storyboard(insert: String = "", modifierString: String? = nil) throws -> String {
    var text = try String(contentsOfFile: packageFile(storyboardFixture("Match")), encoding: .utf8)
    if !insert.isEmpty {
      let at = try #require(text.range(of: "<subviews>"))
      text.insert(contentsOf: insert, at: at.upperBound)
    }
    if let modifierString {
      let original = "value=\"translate(0, 500) useGlobalCoordinateSpace\""
      #expect(text.contains(original))
      text = text.replacingOccurrences(of: original, with: "value=\"\(modifierString)\"")
    }
    let path = try temporaryDirectory() + "/Deep.storyboard"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func parens(_ count: Int) -> String {
    "translate(" + String(repeating: "(", count: count) + "1" + String(repeating: ")", count: count)
      + ", 0)"
  }

  @Test(arguments: [60_000, 20_000, 65])
  func nestedParenthesesInAModifierStringAreRefusedAtTheirColumn(_ count: Int) throws {
    let path = try scene(modifierString: parens(count))
    let result = try BinaryRunner.run(["plan", path])
    #expect(result.status == 1, "\(count): exit \(result.status)\n\(result.stderr.prefix(600))")
    #expect(result.stderr.contains("\(path): from.views[0].modifierString: line 1, column"))
    #expect(result.stderr.contains("nesting is deeper than 64 levels"), "\(result.stderr.prefix(600))")
    #expect(result.stderr.count < 2_000, "the error prints a window of the string, not all of it")
  }

  @Test func aLongChainOfOperatorsInAModifierStringIsRefusedNotOverflowed() throws {
    let chain = "translate(" + Array(repeating: "1", count: 60_000).joined(separator: "+") + ", 0)"
    let result = try BinaryRunner.run(["check", try scene(modifierString: chain)])
    #expect(result.status == 1, "exit \(result.status)\n\(result.stderr.prefix(600))")
    #expect(result.stderr.contains("nesting is deeper than 64 levels"))
  }

  @Test func shallowNestingStillReadsAsHeroReadsIt() throws {
    let result = try BinaryRunner.run(["plan", try scene(modifierString: parens(40))])
    #expect(result.status == 0, "\(result.stderr.prefix(600))")
  }

  @Test(arguments: [60_000, 20_000])
  func nestedParenthesesInAStoryboardsHeroModifierStringAreRefused(_ count: Int) throws {
    let path = try storyboard(modifierString: parens(count))
    let result = try BinaryRunner.run(["plan", path])
    #expect(result.status == 1, "\(count): exit \(result.status)\n\(result.stderr.prefix(600))")
    #expect(result.stderr.contains("nesting is deeper than 64 levels"), "\(result.stderr.prefix(600))")
  }

  @Test(arguments: [
    ("60,000 nested elements in a view", "x", 60_000),
    ("100,000 nested subviews", "subviews", 100_000),
  ])
  func deeplyNestedElementsAreRefusedAsTheyOpen(_ label: String, _ name: String, _ count: Int)
    throws
  {
    let deep =
      String(repeating: "<\(name)>", count: count) + String(repeating: "</\(name)>", count: count)
    let path = try storyboard(insert: deep)
    for arguments in [["plan", path], ["check", path], ["transitions", path]] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 1, "\(label) \(arguments[0]): exit \(result.status)\n\(result.stderr.prefix(600))")
      #expect(result.stderr.contains("\(path): line "), "\(label): \(result.stderr.prefix(600))")
      #expect(
        result.stderr.contains("nesting is deeper than 512 levels"),
        "\(label): \(result.stderr.prefix(600))")
    }
  }
}
