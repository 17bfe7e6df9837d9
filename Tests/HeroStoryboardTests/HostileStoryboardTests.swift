import HeroPlanner
import Testing

@testable import HeroStoryboard

/// Storyboards that try to hurt: they fail with a located error, quickly, never a crash.
@Suite struct HostileStoryboardTests {
  func error(_ xml: String) -> StoryboardError? {
    do {
      let board = try storyboard(xml)
      for transition in board.transitions { _ = try board.scene(for: transition) }
      if board.viewControllers.count >= 2 {
        let from = board.viewControllers[0].id
        let to = board.viewControllers[1].id
        _ = try board.scene(for: try board.transition(.pair(from: from, to: to)))
      }
      return nil
    } catch let error as StoryboardError {
      return error
    } catch {
      return StoryboardError(file: "", message: "unexpected \(error)")
    }
  }

  @Test func entityExpansionIsRefused() throws {
    var doctype = "<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\">"
    var previous = "a"
    for i in 1...9 {
      doctype += "<!ENTITY e\(i) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
      previous = "e\(i)"
    }
    doctype += "]>"
    let xml = doctype + "<document title=\"&e9;\"/>"
    let found = try #require(error(xml))
    #expect(found.line == 1)
    #expect(found.message == "an entity refers to itself or expands too far; refused")
  }

  @Test func bytesThatAreNotUTF8AreAnErrorAtTheirPlace() throws {
    // An attribute name of 0xFF bytes made FoundationXML trap (Fuzz/regressions).
    let bytes = Array("<document>\n  <scene i".utf8) + [0xFF, 0xFF] + Array("=\"a\"/></document>".utf8)
    #expect {
      try Storyboard(bytes: bytes, file: "bad.storyboard")
    } throws: { error in
      let error = error as? StoryboardError
      return error?.line == 2 && error?.column == 11
        && error?.message == "byte 0xFF is not UTF-8 text (a storyboard is UTF-8)"
    }
  }

  @Test func aProcessingInstructionIsAnErrorAtItsPlace() throws {
    // `<?x?>` made FoundationXML call strlen() on a null pointer (Fuzz/regressions).
    let found = try #require(error("<?xml version=\"1.0\"?>\n<document>\n  <?x?>\n</document>"))
    #expect((found.line, found.column) == (3, 3))
    #expect(found.message == "a processing instruction (<?…?>) is not part of a storyboard")
    // In a comment it is text, and the XML declaration is not one.
    #expect(error("<?xml version=\"1.0\"?><!-- <?x?> --><document/>") == nil)
  }

  @Test func viewsNestedTooDeepAreAnError() throws {
    let depth = 250
    let views =
      String(repeating: "<view><subviews>", count: depth)
      + String(repeating: "</subviews></view>", count: depth)
    let xml = """
      <document><scenes>
      <viewController id="a"><view key="view" id="v"><subviews>\(views)</subviews></view></viewController>
      <viewController id="b"><view key="view" id="w"/></viewController>
      </scenes></document>
      """
    let found = try #require(error(xml))
    #expect(found.message.hasPrefix("views nested more than 200 deep") || found.line != nil)
  }

  @Test func aScreenWithoutARootViewIsAnError() throws {
    let xml = """
      <document><scenes>
      <viewController id="a" title="A"/>
      <viewController id="b"><view key="view" id="w"/></viewController>
      </scenes></document>
      """
    let found = try #require(error(xml))
    #expect(found.message == "view controller 'A' has no root view")
    #expect(found.line == 2)
  }

  @Test func aRootViewOfNoSizeIsAnError() throws {
    let xml = """
      <document><scenes>
      <viewController id="a"><view key="view" id="v"><rect key="frame" x="0" y="0" width="0" height="0"/></view></viewController>
      <viewController id="b"><view key="view" id="w"/></viewController>
      </scenes></document>
      """
    #expect(error(xml)?.message == "'a' has a root view of no size")
  }

  @Test func badNumbersAndUnknownColoursDoNotCrash() throws {
    let xml = """
      <document><scenes>
      <viewController id="a"><view key="view" id="v"><rect key="frame" x="0" y="0" width="100" height="100"/>
        <subviews><view id="x" alpha="nan"><rect key="frame" x="NaN" y="1e999" width="-5" height="abc"/>
          <color key="backgroundColor" name="Missing"/></view></subviews></view></viewController>
      <viewController id="b"><view key="view" id="w"><rect key="frame" x="0" y="0" width="100" height="100"/></view></viewController>
      </scenes></document>
      """
    let board = try storyboard(xml)
    let made = try board.scene(for: try board.transition(.pair(from: "a", to: "b")))
    let view = try #require(made.scene.from.subviews.first)
    #expect(view.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(view.opacity == 1)
    #expect(view.color == nil)
    #expect(made.warnings.contains { $0.message.contains("names nothing known") })
  }

  @Test func noTransitionsListsTheScreensToChooseFrom() throws {
    let xml = """
      <document><scenes>
      <viewController id="a" title="A"><view key="view" id="v"/></viewController>
      </scenes></document>
      """
    let board = try storyboard(xml)
    do {
      _ = try board.transition(.only)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.hasSuffix("declares no transition; name two screens with --from VC --to VC"))
      #expect(error.candidates == ["a (title 'A')"])
    }
  }
}
