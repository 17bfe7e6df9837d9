import Foundation
import Testing
import HeroTestSupport

/// Sextants and octants in a real terminal (tmux): every glyph takes one column, so the frame
/// and the text over it stay where they are with half blocks — no width drift (issue 32 §2).
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct CellsInTmuxTests {
  /// The screen of `play Scenes/legibility.json --cells CELLS` at 80×24, paused at 10 %.
  func screen(_ cells: String) async throws -> [String] {
    let session = try TmuxSession(
      columns: 80, rows: 24,
      command: TmuxSession.heroscope(
        ["Scenes/legibility.json", "--cells", cells], environment: ["COLORTERM": "truecolor"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.type("1")
    let shown = try #require(try await session.waitFor { $0.contains("‖ 10%") }, "no 10%")
    return shown.components(separatedBy: "\n")
  }

  /// The column where `text` starts on the first row that has it, counted in characters.
  static func column(of text: String, in rows: [String]) -> Int? {
    for row in rows {
      if let range = row.range(of: text) {
        return row.unicodeScalars.distance(
          from: row.unicodeScalars.startIndex, to: range.lowerBound.samePosition(in: row.unicodeScalars)!)
      }
    }
    return nil
  }

  @Test(arguments: ["sextant", "octant"])
  func labelsAndTheStatusLineStayWhereHalfBlocksPutThem(cells: String) async throws {
    let half = try await screen("half")
    let finer = try await screen(cells)
    for text in ["Photos", "Shared with you"] {
      let expected = try #require(Self.column(of: text, in: half), "half blocks show \(text)")
      #expect(Self.column(of: text, in: finer) == expected, "\(text) moved with \(cells)")
    }
    let status = try #require(finer.last { $0.contains("‖ 10%") })
    #expect(status.hasSuffix("? help"), "the status line is cut or shifted: \(status)")
  }
}
