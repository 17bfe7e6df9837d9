import Foundation
import HeroANSI
import HeroRaster
import HeroTestSupport
import Testing

/// The way back (issue 35 §3): `--back` on every command that plans, and `b` in `play`, plan
/// the scene with its screens swapped and `presenting` flipped, exactly as the gallery's own
/// `…-dismiss.json` beside it.
@Suite(.serialized)
struct WayBackTests {
  static let pairs = [
    "example-match", "example-basic", "example-menu", "example-video-player",
    "example-app-store-card",
  ]

  @Test(arguments: pairs)
  func backFramesAreTheDismissSceneFrames(_ name: String) throws {
    for format in ["text", "svg", "ansi"] {
      for progress in ["0", "0.4", "1"] {
        let back = try BinaryRunner.run(
          [
            "frame", "Scenes/\(name).json", "--back", "--progress", progress, "--format", format,
            "--size", "80x30",
          ].filter { format != "svg" || $0 != "--size" && $0 != "80x30" })
        let written = try BinaryRunner.run(
          [
            "frame", "Scenes/\(name)-dismiss.json", "--progress", progress, "--format", format,
            "--size", "80x30",
          ].filter { format != "svg" || $0 != "--size" && $0 != "80x30" })
        #expect(back.status == 0, "\(back.stderr)")
        // The scene's name is in a text frame's legend and an SVG's title, and an SVG's
        // layers name their places in the file given: the pictures are compared without them.
        func picture(_ text: String) -> [String] {
          text.components(separatedBy: "\n").filter { !$0.contains("Hero example") }.map {
            $0.replacingOccurrences(
              of: #"data-layer="[^"]*""#, with: "", options: .regularExpression)
          }
        }
        #expect(
          picture(back.stdout) == picture(written.stdout),
          "\(name) --back at \(progress) as \(format) differs from \(name)-dismiss.json")
      }
    }
  }

  @Test func checkAndPlanTakeBackAndStillNameTheFilesPlaces() throws {
    let plan = try BinaryRunner.run(["plan", "Scenes/example-match.json", "--back"])
    #expect(plan.status == 0, "\(plan.stderr)")
    #expect(plan.stdout.contains("dismissing"))
    // The file's to screen is the way back's from screen, still named by its place in the file.
    let dismiss = try BinaryRunner.run(["plan", "Scenes/example-match-dismiss.json"])
    func timings(_ text: String) -> [String] {
      text.components(separatedBy: "\n").filter { $0.contains(" · delay ") }
    }
    #expect(!timings(plan.stdout).isEmpty)
    #expect(timings(plan.stdout) == timings(dismiss.stdout))
    let check = try BinaryRunner.run(["check", "Scenes/example-basic.json", "--back"])
    let checkDismiss = try BinaryRunner.run(["check", "Scenes/example-basic-dismiss.json"])
    #expect(check.status == checkDismiss.status)
    #expect(
      check.stdout.components(separatedBy: "\n").count
        == checkDismiss.stdout.components(separatedBy: "\n").count)
  }

  @Test func backWithDismissIsTheWayBackOfTheDismissal() throws {
    let both = try BinaryRunner.run([
      "frame", "Scenes/example-match-dismiss.json", "--back", "--dismiss", "--progress", "0.5",
    ])
    let forth = try BinaryRunner.run([
      "frame", "Scenes/example-match.json", "--progress", "0.5",
    ])
    #expect(both.status == 0)
    func picture(_ text: String) -> [String] {
      text.components(separatedBy: "\n").filter { !$0.contains("Hero example") }
    }
    #expect(picture(both.stdout) == picture(forth.stdout))
  }
}

/// `b` and `d` in a real terminal.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct WayBackPlayTests {
  func statusLine(_ screen: String) -> String {
    let lines = screen.components(separatedBy: "\n")
    return lines.count >= PlayTests.rows ? lines[PlayTests.rows - 1] : ""
  }

  /// `b` then End: the transition ends on the first screen, cell for cell the last frame of
  /// the scene's own `…-dismiss.json`.
  @Test func bEndsOnTheFirstScreenAsTheDismissSceneDoes() async throws {
    let session = try TmuxSession(
      columns: PlayTests.columns, rows: PlayTests.rows,
      command: TmuxSession.heroscope(["Scenes/example-match.json"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    let before = try session.capture(escapes: true)
    try session.send("b")
    let back = try #require(
      try await session.waitFor { statusLine($0).contains("dismissing, way back") },
      "b did not turn to the way back")
    #expect(back.contains("the way back"))
    try session.send("End")
    let end = try #require(
      try await session.waitFor(escapes: true) { $0.contains("‖ 100%") }, "no last frame")
    #expect(end != before)
    let frame = try BinaryRunner.run([
      "frame", "Scenes/example-match-dismiss.json", "--progress", "1", "--size",
      "\(PlayTests.columns)x\(PlayTests.transitionRows)", "--format", "ansi",
    ])
    let mismatches = PlayTests().compareIn256Colours(ANSIScreen(end), ANSIScreen(frame.stdout))
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
  }

  @Test func dSaysWhatItDidAndPointsToB() async throws {
    let session = try TmuxSession(
      columns: 140, rows: PlayTests.rows,
      command: TmuxSession.heroscope(["Scenes/example-match.json"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("d")
    let screen = try #require(
      try await session.waitFor { $0.contains("b shows the way back") }, "d said nothing")
    #expect(screen.contains("dismissing with the same screens"))
  }

  @Test func playBackStartsOnTheWayBack() async throws {
    let session = try TmuxSession(
      columns: PlayTests.columns, rows: PlayTests.rows,
      command: TmuxSession.heroscope(["Scenes/example-match.json", "--back"]))
    defer { session.kill() }
    let first = try #require(
      try await session.waitFor { statusLine($0).contains("‖ 0%") }, "no first frame")
    #expect(statusLine(first).contains("dismissing, way back"), "\(statusLine(first))")
    try session.send("b")
    let forth = try #require(
      try await session.waitFor { statusLine($0).contains("│ presenting │") }, "b did not come back")
    #expect(!statusLine(forth).contains("way back"))
  }
}
