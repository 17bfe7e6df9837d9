import Foundation
import Testing
import HeroTestSupport

/// The previewer survives the shell (issue 24, defect 8): Ctrl-Z in a job-control shell, then
/// `fg`, gives back the whole screen, paused or playing; Ctrl-L redraws everything. Before, the
/// screen stayed blank (paused) or half drawn (playing) until a resize, and Ctrl-L did nothing.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct SuspendResumeTests {
  static let rows = 30

  /// bash with job control, a plain prompt, in a 100×30 window.
  private func startShell() async throws -> TmuxSession {
    let session = try TmuxSession(
      columns: 100, rows: Self.rows,
      command:
        "env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 PS1='test$ ' bash --norc --noprofile -i"
    )
    _ = try #require(try await session.waitFor { $0.contains("test$") }, "no shell prompt")
    return session
  }

  /// The rows that hold something, as a set of row numbers.
  private func drawnRows(_ screen: String) -> Set<Int> {
    Set(
      screen.components(separatedBy: "\n").enumerated().filter {
        !$0.element.trimmingCharacters(in: .whitespaces).isEmpty
      }.map(\.offset))
  }

  /// Starts `heroscope ARGUMENTS` in the shell and waits for a steady first screen.
  private func play(_ arguments: [String], in session: TmuxSession, stable: Bool = true)
    async throws -> String
  {
    try session.type(TmuxSession.heroscope(arguments))
    try session.send("Enter")
    return try #require(
      try await session.waitFor(stable: stable) { $0.contains("? help") }, "no first frame")
  }

  @Test func ctrlZThenFgGivesBackTheSameScreenWhenPaused() async throws {
    let session = try await startShell()
    defer { session.kill() }
    let before = try await play([], in: session)
    try session.send("C-z")
    _ = try #require(try await session.waitFor { TmuxSession.promptIsBack($0) }, "no prompt after Ctrl-Z")
    try session.type("fg")
    try session.send("Enter")
    let after = try await session.waitFor { $0 == before }
    let now = try session.capture()
    #expect(after != nil, "after fg:\n\(now)\nbefore:\n\(before)")
    try session.send("q")
  }

  /// Playing, the frames after `fg` are drawn as changes over what heroscope believes is on
  /// screen: unless the whole screen was repainted after the resume, stale cells stay. So the
  /// screen, paused after `fg`, must look cell for cell (colours included, whichever glyph
  /// drew a cell) as the same frame does after Ctrl-L, which repaints everything.
  @Test func ctrlZThenFgRedrawsEveryCellWhilePlaying() async throws {
    let session = try await startShell()
    defer { session.kill() }
    _ = try await play(["--autoplay", "--loop"], in: session, stable: false)
    try session.send("C-z")
    _ = try #require(try await session.waitFor { TmuxSession.promptIsBack($0) }, "no prompt after Ctrl-Z")
    try session.type("fg")
    try session.send("Enter")
    _ = try #require(try await session.waitFor(stable: false) { $0.contains("▶") }, "not playing after fg")
    try session.send("space")
    let paused = try #require(
      try await session.waitFor(escapes: true) { $0.contains("‖") }, "no pause after fg")
    try session.send("C-l")
    // Ctrl-L clears before it draws: wait for the screen to be whole again, then compare.
    let repainted = try #require(
      try await session.waitFor(escapes: true) { $0.contains("‖") && $0.contains("? help") },
      "no screen after Ctrl-L")
    let before = ANSIScreen(paused).looks
    let after = ANSIScreen(repainted).looks
    let stale = zip(before.indices, zip(before, after)).flatMap { row, pair in
      zip(pair.0, pair.1).enumerated().filter { $0.element.0 != $0.element.1 }.map {
        "(\($0.offset), \(row))"
      }
    }
    let screen = ANSIScreen(paused).lines.joined(separator: "\n")
    #expect(
      before.count == after.count && stale.isEmpty,
      "\(stale.count) cells differ from a full repaint, first \(stale.prefix(8)):\n\(screen)")
    // And it still takes keys.
    try session.send("space")
    #expect(try await session.waitFor(stable: false) { $0.contains("▶") } != nil)
    try session.send("q")
  }

  @Test func sigcontAfterSigstopRedrawsTheScreen() async throws {
    // heroscope is the window's own program, with no shell around it: a job-control shell
    // would notice the stop, take the terminal back and keep the job stopped (a race with the
    // SIGCONT sent right after).
    let session = try TmuxSession(
      columns: 100, rows: Self.rows, command: TmuxSession.heroscope([]))
    defer { session.kill() }
    let before = try #require(
      try await session.waitFor { $0.contains("? help") }, "no first frame")
    // `env` execs heroscope, so the pane's process is heroscope itself.
    let heroscope = try session.display("#{pane_pid}")
    try #require(Int(heroscope) != nil, "no pane process: \(heroscope)")
    try scribble(on: session)
    _ = try #require(try await session.waitFor { $0 != before }, "the scribble did not show")
    _ = try BinaryRunner.run(
      ["-c", "kill -STOP \(heroscope); kill -CONT \(heroscope)"], executable: "/bin/sh")
    let after = try await session.waitFor { $0 == before }
    let now = try session.capture()
    #expect(after != nil, "after SIGCONT:\n\(now)")
    try session.send("q")
  }

  @Test func ctrlLRedrawsEverything() async throws {
    let session = try await startShell()
    defer { session.kill() }
    let before = try await play([], in: session)
    try scribble(on: session)
    _ = try #require(try await session.waitFor { $0 != before }, "the scribble did not show")
    try session.send("C-l")
    let after = try await session.waitFor { $0 == before }
    let now = try session.capture()
    #expect(after != nil, "after Ctrl-L:\n\(now)")
    try session.send("q")
  }

  /// Clears the pane's terminal and writes over it behind the program's back, as another
  /// process writing to the terminal would.
  private func scribble(on session: TmuxSession) throws {
    let tty = try session.display("#{pane_tty}")
    let handle = try #require(FileHandle(forWritingAtPath: tty), "cannot open \(tty)")
    handle.write(Data("\u{1B}[2J\u{1B}[5;5Hscribbled over".utf8))
    try handle.close()
  }
}
