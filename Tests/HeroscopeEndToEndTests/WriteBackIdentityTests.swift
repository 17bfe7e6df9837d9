import Foundation
import Testing
import HeroTestSupport

/// `w` in play writes each edit onto the view it was made on, found by identity, and undo and
/// save agree (issue 24, defects 4–6). Each test failed on the code before: the edit went to
/// the view inserted at its old position, an existing Main-1.json was replaced, and `u` after
/// `w` left the file edited with nothing left to write.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct WriteBackIdentityTests {
  static let card =
    ##"{"name": "card", "heroID": "c", "frame": [20, 40, 100, 60], "color": "#1e88e5", "modifiers": "fade"}"##
  static let intruder = ##"{"name": "intruder", "frame": [200, 40, 50, 50], "color": "#e53935"}"##

  static func scene(_ fromViews: [String]) -> String {
    """
    {
      "name": "identity",
      "from": {"views": [\(fromViews.joined(separator: ",\n    "))]},
      "to": {"views": [{"name": "card", "heroID": "c", "frame": [0, 0, 375, 200], "color": "#1e88e5"}]}
    }

    """
  }

  /// Whether the status line says `count unsaved`. (A space may reach the terminal as a full
  /// block in the background's colour, which the encoder finds cheaper.)
  static func shows(unsaved count: Int, _ screen: String) -> Bool {
    screen.range(of: "\(count)[ █]unsaved", options: .regularExpression) != nil
  }

  /// A scene file with the card alone, and the player on it, the card's modifiers edited to
  /// `fade scale(0.5)` (not yet written).
  private func startEdited(_ arguments: [String]) async throws -> (TmuxSession, URL) {
    let file = URL(fileURLWithPath: try temporaryDirectory()).appendingPathComponent("scene.json")
    try Self.scene([Self.card]).write(to: file, atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      columns: 140, rows: 30, command: TmuxSession.heroscope([file.path] + arguments))
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.editModifiers(of: "card", path: "from.views[0]", to: "fade scale(0.5)")
    _ = try #require(
      try await session.waitFor { Self.shows(unsaved: 1, $0) }, "the status line does not count the edit")
    return (session, file)
  }

  /// The file's from-screen views as (name, modifiers).
  private func fromViews(_ file: URL) throws -> [(String?, String?)] {
    let data = try Data(contentsOf: file)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let from = try #require(object["from"] as? [String: Any])
    let views = try #require(from["views"] as? [[String: Any]])
    return views.map { ($0["name"] as? String, $0["modifiers"] as? String) }
  }

  @Test(arguments: [["--no-watch"], []])
  func anEditFollowsItsViewWhenAViewIsInsertedBeforeIt(_ arguments: [String]) async throws {
    let (session, file) = try await startEdited(arguments)
    defer { session.kill() }
    // Another editor inserts a view before the card.
    try Self.scene([Self.intruder, Self.card]).write(to: file, atomically: true, encoding: .utf8)
    if arguments.isEmpty {
      // Watching: the reload (counted on the stats line) keeps the edit on the card, unsaved.
      try session.send("s")
      let reloaded = try #require(
        try await session.waitFor { $0.contains("reloads 1") }, "the watcher did not reload")
      #expect(Self.shows(unsaved: 1, reloaded))
    }
    try session.send("w")
    _ = try #require(
      try await session.waitFor { $0.contains("wrote 1 modifier list to scene.json") }, "no confirmation")
    let views = try fromViews(file)
    #expect(views.count == 2)
    #expect(views.first?.0 == "intruder" && views.first?.1 == nil, "\(views)")
    #expect(views.last?.0 == "card" && views.last?.1 == "fade scale(0.5)", "\(views)")
  }

  @Test func aWriteWhoseViewIsGoneIsRefusedAndTheEditKept() async throws {
    let (session, file) = try await startEdited(["--no-watch"])
    defer { session.kill() }
    let other = Self.card.replacingOccurrences(of: "\"card\"", with: "\"renamed\"")
    try Self.scene([other]).write(to: file, atomically: true, encoding: .utf8)
    try session.send("w")
    let screen = try #require(
      try await session.waitFor { $0.contains("not written: from.views[0] 'card' is no longer in scene.json") },
      "no refusal")
    #expect(!screen.contains("wrote"))
    #expect(try fromViews(file).first?.1 == "fade")
    // The edit was kept: with the card back in the file, it is written there.
    try Self.scene([Self.intruder, Self.card]).write(to: file, atomically: true, encoding: .utf8)
    try session.send("w")
    _ = try #require(try await session.waitFor { $0.contains("wrote 1 modifier list to scene.json") })
    #expect(try fromViews(file).last?.1 == "fade scale(0.5)")
  }

  @Test func aReloadDropsAnEditWhoseViewIsGoneAndSaysSo() async throws {
    let (session, file) = try await startEdited([])
    defer { session.kill() }
    try Self.scene([Self.intruder]).write(to: file, atomically: true, encoding: .utf8)
    _ = try #require(
      try await session.waitFor { $0.contains("dropped the edit of from.views[0] 'card'") },
      "the dropped edit is not said")
  }

  @Test(arguments: [["--no-watch"], []])
  func undoAfterWriteLeavesOneUnsavedChangeThatTheNextWriteWrites(_ arguments: [String]) async throws {
    let (session, file) = try await startEdited(arguments)
    defer { session.kill() }
    try session.send("w")
    _ = try #require(
      try await session.waitFor { $0.contains("wrote 1 modifier list") && !$0.contains("unsaved") })
    #expect(try fromViews(file).first?.1 == "fade scale(0.5)")
    if arguments.isEmpty {
      // The watcher brings heroscope's own write back (the stats line counts it): it must
      // change nothing.
      try session.send("s")
      let back = try #require(
        try await session.waitFor { $0.contains("reloads 1 (1 own)") }, "the own write did not come back")
      #expect(!back.contains("unsaved"))
    }
    try session.send("u")
    _ = try #require(try await session.waitFor { Self.shows(unsaved: 1, $0) }, "u did not leave one unsaved")
    try session.send("w")
    _ = try #require(
      try await session.waitFor { $0.contains("wrote 1 modifier list") && !$0.contains("unsaved") })
    #expect(try fromViews(file).first?.1 == "fade")
    try session.send("w")
    #expect(try await session.waitFor { $0.contains("no edits to write") } != nil)
  }

  @Test func aStoryboardsSceneBesideItNeverReplacesAFileTheUserMade() async throws {
    let directory = try temporaryDirectory()
    let storyboard = directory + "/Main.storyboard"
    try FileManager.default.copyItem(atPath: packageFile("Scenes/Main.storyboard"), toPath: storyboard)
    let mine = directory + "/Main-1.json"
    #expect(FileManager.default.createFile(atPath: mine, contents: Data("mine".utf8)))
    let session = try TmuxSession(
      columns: 140, rows: 30, command: TmuxSession.heroscope([storyboard]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.editModifiers(of: "description", path: "to.views", to: "fade scale(0.5)")
    try session.send("w")
    _ = try #require(
      try await session.waitFor {
        $0.contains("edited to Main-1.2.json (Main-1.json is not heroscope's: kept)")
      }, "no next free name")
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine")
    let check = try BinaryRunner.run(["plan", directory + "/Main-1.2.json"])
    #expect(check.stdout.contains("written:  fade scale(0.5)"), "\(check.stderr)")
    // A second write replaces heroscope's own file, and still not the user's.
    try await session.editModifiers(of: "description", path: "to.views", to: "fade")
    try session.send("w")
    _ = try #require(try await session.waitFor { $0.contains("edited to Main-1.2.json") })
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "mine")
    #expect(!FileManager.default.fileExists(atPath: directory + "/Main-1.3.json"))
  }
}
