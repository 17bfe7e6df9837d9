import Foundation
import HeroTestSupport
import Testing

/// The editable timeline in a real terminal (issue 35 §2): a bar dragged with the mouse, and
/// `<` `>` `{` `}`, write `delay(…)` and `duration(…)` into the scene file on `w`.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct TimelineEditPlayTests {
  static let scene = """
    {
      "name": "timeline edit",
      "from": {"views": [{"name": "card", "frame": [20, 40, 100, 60], "color": "#1e88e5",
                          "modifiers": "fade duration(0.4)"}]},
      "to":   {"views": [{"name": "other", "frame": [0, 0, 375, 200], "color": "#e53935"}]}
    }

    """

  func start(_ file: URL) throws -> TmuxSession {
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    // xterm-256color: its terminfo entry has the mouse (`kmous`), which ncurses needs to read
    // the reports.
    return try TmuxSession(
      columns: 100, rows: 30,
      command: TmuxSession.heroscope([file.path], environment: ["TERM": "xterm-256color"]))
  }

  /// The card's row in the timeline and the column of the middle of its bar (delay 0,
  /// duration 0.4 s), worked out from the axis: `0` is written just after time 0's column,
  /// and the first tick is 0.05 s. (A text capture shows bars as spaces: the encoder draws a
  /// full block as a coloured space.)
  func middleOfBar(_ screen: String) -> (row: Int, column: Int)? {
    let lines = screen.components(separatedBy: "\n").map { Array($0) }
    guard let row = lines.lastIndex(where: { String($0).hasPrefix(" card") }),
      let axis = lines.lastIndex(where: { String($0).hasPrefix(" s ") }),
      let zero = lines[axis].firstIndex(of: "0"),
      let tick = lines[axis].firstIndex(of: "┴")
    else { return nil }
    let origin = zero - 1
    let perSecond = Double(tick - origin) / 0.05
    return (row, origin + Int(0.2 * perSecond))
  }

  @Test func draggingABarsMiddleWritesItsDelayAfterW() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-timeline-drag-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try start(file)
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("T")
    let before = try #require(
      try await session.waitFor { middleOfBar($0) != nil && $0.contains("timeline ·") },
      "no timeline")
    let (row, middle) = try #require(middleOfBar(before))
    // SGR reports are 1-based: press the bar's middle, drag it 10 columns right, let go.
    try session.type("\u{1B}[<0;\(middle + 1);\(row + 1)M")
    try session.type("\u{1B}[<32;\(middle + 6);\(row + 1)M")
    try session.type("\u{1B}[<32;\(middle + 11);\(row + 1)M")
    try session.type("\u{1B}[<0;\(middle + 11);\(row + 1)m")
    let moved = try #require(
      try await session.waitFor { $0.contains("1 unsaved") },
      "the drag at row \(row), column \(middle) made no edit: \(String(describing: try? session.capture()))")
    #expect(moved.contains("from.views[0] 'card' fade duration(0.4) delay(0.0"), "\(moved)")
    try session.send("w")
    _ = try #require(
      try await session.waitFor { $0.contains("wrote 1 modifier list") }, "w did not write")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(
      written.range(
        of: #""modifiers": "fade duration\(0.4\) delay\(0\.0[1-9][0-9]*\)""#,
        options: .regularExpression) != nil, "\(written)")
    // `u` takes the whole drag back at once.
    try session.send("u")
    _ = try #require(try await session.waitFor { $0.contains("undone · U redoes") })
    try session.send("w")
    _ = try #require(try await session.waitFor { $0.contains("wrote 1 modifier list") && !$0.contains("undone") })
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.scene)
  }

  @Test func keysMoveTheDelayAndDurationBy10Ms() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-timeline-keys-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try start(file)
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("T", "/")
    try session.type("card")
    try session.send("Enter")
    try session.send(">", ">", "}")
    _ = try #require(
      try await session.waitFor { $0.contains("fade duration(0.41) delay(0.02)") },
      "the keys did not edit the list")
    try session.send("{", "<")
    _ = try #require(
      try await session.waitFor { $0.contains("fade duration(0.4) delay(0.01)") },
      "< and { did not go back")
    try session.send("w")
    _ = try #require(try await session.waitFor { $0.contains("wrote 1 modifier list") })
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains(#""modifiers": "fade duration(0.4) delay(0.01)""#))
  }
}
