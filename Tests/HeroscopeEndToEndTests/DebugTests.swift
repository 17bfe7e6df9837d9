import Foundation
import Testing
import HeroTestSupport

/// Debugging a modifier list in the real previewer: selection and the inspector, the timeline,
/// the z-order view, live editing and reload on save, in a 120×36 tmux window.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct DebugTests {
  /// A matched pair whose from-view also says `fade` (which the match overrides), with no
  /// default animation so the drawing order is just the two roots and the pair.
  static let matchedFade = """
    { "name": "Matched fade", "animation": { "modal": "none" },
      "from": { "name": "first", "color": "#ffffff", "views": [
        { "name": "card", "heroID": "card", "frame": [20, 80, 100, 100], "color": "#e53935", "modifiers": "fade" } ] },
      "to": { "name": "second", "color": "#ffffff", "views": [
        { "name": "card", "heroID": "card", "frame": [0, 300, 375, 200], "color": "#e53935" } ] } }
    """

  func start(_ arguments: [String]) throws -> TmuxSession {
    try TmuxSession(columns: 120, rows: 36, command: TmuxSession.heroscope(arguments))
  }

  @Test func theInspectorOfAMatchedViewShowsItsPartnerAndTheIgnoredFade() async throws {
    let path = try temporaryScene(Self.matchedFade)
    let session = try start([path, "--no-watch"])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("Matched fade │") }, "no first frame")
    // Drawing order: second (live root), first (live root), the from card, the to card.
    try session.send("Tab", "Tab", "Tab", "i")
    let screen = try #require(
      try await session.waitFor { $0.contains("card  (from.views[0])") }, "inspector did not open")
    #expect(screen.contains("matched with to.views[0] 'card'"))
    #expect(screen.contains("fade ignored: matched views take their"))
    try session.send("q")
  }

  @Test func theTimelineShowsCascadeBarsInStaircaseOrder() async throws {
    let session = try start(["Scenes/cascade.json", "--no-watch"])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("Cascade │") }, "no first frame")
    try session.send("T")
    let screen = try #require(
      try await session.waitFor(escapes: true) { $0.contains("timeline · 13 animating views") },
      "no timeline")
    var starts: [Int] = []
    for row in ANSIScreen(screen).rows {
      guard String(String.UnicodeScalarView(row.map(\.glyph))).hasPrefix(" cell ") else {
        continue
      }
      // Cells are compared by look, whichever glyph draws them: the encoder writes a bar's
      // full block as a space in the bar's colour, or a blank as a full block.
      let background = row[1].background
      func isBlank(_ cell: ANSIScreen.Cell) -> Bool {
        switch cell.glyph {
        case "│": return true
        case " ": return cell.background == background
        case "█": return cell.foreground == background
        default: return false
        }
      }
      if let first = row.indices.first(where: { $0 > 16 && !isBlank(row[$0]) }) {
        starts.append(first)
      }
    }
    #expect(starts.count >= 8)
    #expect(starts == starts.sorted())
    #expect(Set(starts).count == starts.count, "each cell starts later than the one before")
    try session.send("q")
  }

  @Test func theZOrderViewListsTheLayers() async throws {
    let path = try temporaryScene(Self.matchedFade)
    let session = try start([path, "--no-watch"])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("Matched fade │") }, "no first frame")
    try session.send("z")
    let screen = try #require(try await session.waitFor { $0.contains("drawing order, top first") })
    // At 0 % the to card is still invisible (it fades in), so three layers: the live roots
    // and the from card on top.
    #expect(screen.contains("2 card"))
    #expect(screen.contains("1 first"))
    #expect(screen.contains("0 second"))
    try session.send("q")
  }

  @Test func anEditWithATypoShowsTheCaretAndKeepsDrawing() async throws {
    let path = try temporaryScene(Self.matchedFade)
    let session = try start([path, "--no-watch"])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("Matched fade │") }, "no first frame")
    try session.send("Tab", "Tab", "Tab", "e")
    _ = try #require(try await session.waitFor { $0.contains("edit from.views[0] 'card': fade") })
    try session.send("BSpace", "BSpace", "BSpace", "BSpace")
    try session.type("fade scael(0.5)")
    let typed = try #require(try await session.waitFor(escapes: true) { $0.contains("'card': fade scael(0.5)") })
    try session.send("Enter")
    let screen = try #require(
      try await session.waitFor { $0.contains("unknown modifier 'scael'; did you mean 'scale'?") },
      "no parse error")
    let lines = screen.components(separatedBy: "\n")
    let editLine = try #require(lines.firstIndex { $0.contains("edit from.views[0] 'card': fade scael(0.5)") })
    let column = try #require(lines[editLine].range(of: "scael")).lowerBound
    let x = lines[editLine].unicodeScalars.distance(
      from: lines[editLine].unicodeScalars.startIndex,
      to: column.samePosition(in: lines[editLine].unicodeScalars) ?? column)
    let caret = Array(lines[editLine + 1].unicodeScalars)
    #expect(caret.count > x + 4 && String(String.UnicodeScalarView(caret[x..<(x + 5)])) == "^~~~~")
    // The last good plan is still drawn: the transition area (all but the 3 bottom rows) is
    // the picture it was before Enter, and it is a picture (more than one colour).
    let transitionRows = 36 - 3
    let before = ANSIScreen(typed).rows.prefix(transitionRows)
    let after = ANSIScreen(try session.capture(escapes: true)).rows.prefix(transitionRows)
    #expect(Array(after) == Array(before))
    #expect(Set(after.joined().map(\.background)).count > 1)
    // Fixing it applies the edit; quitting prints it ready to paste.
    try session.send(
      "End", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
    try session.type("scale(0.5)")
    try session.send("Enter")
    _ = try #require(try await session.waitFor { $0.contains("Matched fade │") }, "the edit did not apply")
    try session.send("q")
  }

  @Test func savingAStoryboardReloadsTheTransitionOnScreen() async throws {
    let original = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Scenes/Main.storyboard"),
      encoding: .utf8)
    let path = try temporaryScene(original, name: "Main.storyboard")
    let session = try start([path])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("Cities → City (1/2) │") }, "no first frame")
    try session.send("]")
    _ = try #require(try await session.waitFor { $0.contains("City → Map (2/2) │") })
    try session.send("5")
    _ = try #require(try await session.waitFor { $0.contains("‖ 50%") })
    // heroModifierString is read as Hero reads it (a typo is dropped, with a warning): what breaks
    // the storyboard is what crashes Hero, a number Float(…)! cannot read (Lexer.swift:24).
    let broken = original.replacingOccurrences(
      of: "value=\"fade scale(0.5) delay(0.1)\"", with: "value=\"fade scale(1.2.3)\"")
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    _ = try #require(
      try await session.waitFor { $0.contains("Main.storyboard: line") && $0.contains("'1.2.3' is not a number") },
      "the broken save was not reported")
    let renamed = original.replacingOccurrences(of: "title=\"Map\"", with: "title=\"Atlas\"")
    try renamed.write(toFile: path, atomically: true, encoding: .utf8)
    let screen = try #require(try await session.waitFor { $0.contains("City → Atlas (2/2) │") }, "no reload")
    #expect(screen.contains("‖ 50%"), "progress is kept")
    try session.send("q")
  }

  @Test func savingABrokenSceneKeepsTheLastGoodPlanAndAFixRecovers() async throws {
    let path = try temporaryScene(Self.matchedFade)
    let session = try start([path])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("Matched fade │") }, "no first frame")
    try session.send("5")
    _ = try #require(try await session.waitFor { $0.contains("‖ 50%") })
    let broken = Self.matchedFade.replacingOccurrences(
      of: "\"modifiers\": \"fade\"", with: "\"modifiers\": \"fade scael(2)\"")
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    let error = try #require(
      try await session.waitFor {
        $0.contains("from.views[0].modifiers: line") && $0.contains("unknown modifier 'scael'")
      },
      "the broken save was not reported")
    #expect(error.contains("scene.json: from.views[0].modifiers: line 3, column"))
    let fixed = Self.matchedFade.replacingOccurrences(of: "Matched fade", with: "Fixed fade")
    try fixed.write(toFile: path, atomically: true, encoding: .utf8)
    let screen = try #require(try await session.waitFor { $0.contains("Fixed fade │") }, "no recovery")
    #expect(screen.contains("‖ 50%"), "progress is kept")
    try session.send("q")
  }
}
