import HeroPlanner
import Testing

@testable import HeroScene

@Suite struct ModifierWriteBackTests {
  let source = """
    {
      "name": "write-back",  "size": [100, 100],
      "from": {"views": [
        {"name": "a", "frame": [0, 0, 10, 10], "modifiers": "fade"},
        {"name": "b", "frame": [0, 20, 10, 10],
         "views": [{"name": "c", "frame": [0, 0, 5, 5], "modifiers": ["scale(0.5)", "fade"]}]}
      ]},
      "to": {"views": [ {"frame": [0,0,1,1]} , {"frame": [1,2,3,4]}]}
    }

    """

  func rewrite(_ edits: [ModifierWriteBack.Edit], in text: String? = nil) throws -> String {
    let bytes = Array((text ?? source).utf8)
    return String(
      decoding: try ModifierWriteBack.rewrite(bytes, fileName: "s.json", edits: edits),
      as: UTF8.self)
  }

  @Test func onlyTheModifiersValueChangesAndEveryOtherByteStays() throws {
    let out = try rewrite([.init(screen: .from, path: [0], text: "fade scale(0.5)")])
    #expect(
      out
        == source.replacingOccurrences(
          of: #""modifiers": "fade"}"#, with: #""modifiers": "fade scale(0.5)"}"#))
    let scene = try SceneLoader.load(json: out, fileName: "s.json")
    #expect(scene.from.subviews[0].modifiers == [.fade, .scale(x: 0.5, y: 0.5, z: 1)])
  }

  @Test func anArrayOfModifiersBecomesTheEditedString() throws {
    let out = try rewrite([.init(screen: .from, path: [1, 0], text: "translate(0, 10)")])
    #expect(
      out
        == source.replacingOccurrences(
          of: #"["scale(0.5)", "fade"]"#, with: #""translate(0, 10)""#))
  }

  @Test func aViewWithoutModifiersGetsTheKeyAfterItsBrace() throws {
    let out = try rewrite([
      .init(screen: .to, path: [1], text: "fade"), .init(screen: .to, path: [0], text: "scale(2)"),
    ])
    #expect(
      out.contains(
        #"[ {"modifiers": "scale(2)", "frame": [0,0,1,1]} , {"modifiers": "fade", "frame": [1,2,3,4]}]"#
      ))
  }

  @Test func aViewNoLongerInTheFileIsAnErrorNamingItsPath() {
    #expect {
      try rewrite([.init(screen: .from, path: [1, 3], text: "fade")])
    } throws: { error in
      guard let error = error as? SceneLoadError else { return false }
      return error.jsonPath == "from.views[1].views" || error.jsonPath == "from.views[1]"
        ? error.message.contains("no longer in the file") : false
    }
  }

  @Test func aListThatWouldNotLoadIsNeverWritten() {
    #expect(throws: SceneLoadError.self) {
      try rewrite([.init(screen: .from, path: [0], text: "fade(")])
    }
  }

  /// The key goes in spaced as the object is (issue 35 §6): a member a line at the same indent,
  /// no space where the file writes none.
  @Test func theInsertedKeyFollowsTheSpacingOfItsObject() throws {
    let multiLine = """
      {
        "from": {"views": [
          {
            "name": "a",
            "frame": [0, 0, 10, 10]
          }
        ]},
        "to": {"views": [{"name":"b","frame":[0,0,1,1]}]}
      }

      """
    let out = try rewrite(
      [.init(screen: .from, path: [0], text: "fade"), .init(screen: .to, path: [0], text: "scale(2)")],
      in: multiLine)
    #expect(
      out.contains(
        """
            {
              "modifiers": "fade",
              "name": "a",
        """))
    #expect(out.contains(#"[{"modifiers":"scale(2)","name":"b","frame":[0,0,1,1]}]"#))
  }
}
