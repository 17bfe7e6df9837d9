import Foundation
import Testing

/// Pasting into the edit line (issue 24, defect 7): a paste is text, never keys, and a
/// megabyte of it is handled at once. Before, the previewer did not ask for bracketed paste, so
/// a pasted newline submitted the line and a pasted `q` quit; and the line was copied on every
/// character, so 100 KB took 13 s and a megabyte would have taken many minutes.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct PasteTests {
  /// The previewer on a scene file, in a shell that says how it exited, with the edit line
  /// open on the card.
  private func startEditing() async throws -> TmuxSession {
    let file = URL(fileURLWithPath: try temporaryDirectory()).appendingPathComponent("scene.json")
    try WriteBackIdentityTests.scene([WriteBackIdentityTests.card]).write(
      to: file, atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      columns: 140, rows: 30,
      command: TmuxSession.heroscope([file.path, "--no-watch"]) + "; echo exited-$?; sleep 600")
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.openEditLine(on: "card", path: "from.views[0]")
    return session
  }

  /// Pastes `text` as a terminal does: bracketed when the program asked for it.
  private func paste(_ text: String, into session: TmuxSession) throws {
    let buffer = try temporaryDirectory() + "/paste.txt"
    try text.write(toFile: buffer, atomically: true, encoding: .utf8)
    try session.tmux(["load-buffer", buffer])
    try session.tmux(["paste-buffer", "-p"])
  }

  @Test func aPastedNewlineAndQAreTextInTheEditLine() async throws {
    let session = try await startEditing()
    defer { session.kill() }
    try paste("fade\nq", into: session)
    let screen = try #require(
      try await session.waitFor { $0.contains("'card': fade q") }, "the paste is not in the edit line")
    #expect(!screen.contains("exited"))
  }

  /// A generous deadline, not a timing: tmux takes some seconds to deliver a megabyte and the
  /// fixed previewer about three of CPU in a debug build; the quadratic one took many minutes.
  @Test func aMegabytePasteIsHandledAndTheNextKeysToo() async throws {
    let session = try await startEditing()
    defer { session.kill() }
    try paste(String(repeating: "fade ", count: 200_000), into: session)
    _ = try #require(
      try await session.waitFor(timeout: 180) { $0.contains("fade fade █") }, "the paste never arrived")
    try session.send("Escape")
    _ = try #require(try await session.waitFor(timeout: 60) { !$0.contains("edit from.views[0]") })
    try session.send("q")
    let screen = try #require(try await session.waitFor(timeout: 60) { $0.contains("exited-") })
    #expect(screen.contains("exited-0"))
  }
}
