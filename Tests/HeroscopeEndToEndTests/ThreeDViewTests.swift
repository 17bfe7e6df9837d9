import Foundation
import HeroTestSupport
import Testing

/// The 3D view (issue 35 §1): `frame --3d [YAW_DEGREES]` in every format, pinned by golden
/// files at fixed angles for the demo and the gallery's cascade (`Tests/Golden/3D`, written by
/// `HEROSCOPE_UPDATE_GOLDEN=1 swift test --filter ThreeDFrameTests`, whatever their header
/// says); `x` in play.
@Suite struct ThreeDFrameTests {
  static let yaws = ["30", "-45", "80"]

  @Test(arguments: [[], ["Scenes/cascade.json"]])
  func threeDFramesMatchTheGolden(_ scene: [String]) throws {
    var entries: [(key: String, value: String)] = []
    for yaw in Self.yaws {
      for format in ["text", "ansi", "svg", "json"] {
        let size = format == "svg" || format == "json" ? [] : ["--size", "80x24"]
        let result = try BinaryRunner.run(
          ["frame"] + scene + ["--progress", "0.55", "--3d", yaw, "--format", format] + size)
        #expect(result.status == 0, "\(result.stderr)")
        let key = "\(format) yaw \(yaw)"
        entries.append((key, format == "text" && yaw == "30" ? result.stdout : goldenHash(result.stdout)))
      }
    }
    let name = scene.isEmpty ? "demo" : "cascade"
    try FileManager.default.createDirectory(
      at: GoldenFrameTests.folder.appendingPathComponent("3D"), withIntermediateDirectories: true)
    try GoldenFrameTests.compare(entries, name: "3D/\(name)")
  }

  @Test func theTurnedStackIsAnotherPictureEachWay() throws {
    func frame(_ extra: [String]) throws -> String {
      let result = try BinaryRunner.run(["frame", "--progress", "0.55", "--size", "80x24"] + extra)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    let flat = try frame([])
    let standard = try frame(["--3d"])
    #expect(standard == (try frame(["--3d", "30"])))
    #expect(standard != flat)
    #expect(try frame(["--3d", "-30"]) != standard)
    // Turned by nothing, the stack is only nearer the eye, layer by layer.
    #expect(try frame(["--3d=0"]) != flat)
  }

  @Test func aYawOutsideHalfATurnIsAnError() throws {
    let result = try BinaryRunner.run(["frame", "--progress", "0.5", "--3d=200"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("--3d takes YAW_DEGREES (-180 to 180) or nothing, not '200'"),
      "\(result.stderr)")
  }
}

/// `x` in a real terminal: the 3D view turns with ← / →, zooms with ( / ), and still scrubs.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct ThreeDPlayTests {
  func statusLine(_ screen: String) -> String {
    let lines = screen.components(separatedBy: "\n")
    return lines.count >= 30 ? lines[29] : ""
  }

  func picture(_ screen: String) -> [String] {
    Array(screen.components(separatedBy: "\n").prefix(27))
  }

  @Test func xTurnsZoomsAndScrubs() async throws {
    let session = try TmuxSession(columns: 100, rows: 30, command: TmuxSession.heroscope([]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("5")
    let flat = try #require(try await session.waitFor { statusLine($0).contains("‖ 50%") })
    try session.send("x")
    let turned = try #require(
      try await session.waitFor { statusLine($0).contains("3D 30°") }, "x did not turn to 3D")
    #expect(picture(turned) != picture(flat))
    try session.send("Right")
    let more = try #require(
      try await session.waitFor { statusLine($0).contains("3D 40°") }, "→ did not turn it")
    #expect(statusLine(more).contains("‖ 50%"), "→ scrubbed instead of turning")
    #expect(picture(more) != picture(turned))
    try session.send(")")
    let zoomed = try #require(try await session.waitFor { picture($0) != picture(more) }, "no zoom")
    try session.send("S-Right")
    let scrubbed = try #require(
      try await session.waitFor { statusLine($0).contains("‖ 60%") }, "Shift+→ did not scrub in 3D")
    #expect(picture(scrubbed) != picture(zoomed))
    try session.send("x")
    _ = try #require(
      try await session.waitFor { !statusLine($0).contains("3D") }, "x did not go back to flat")
  }

  @Test func aHorizontalDragTurnsIt() async throws {
    // xterm-256color: its terminfo has the mouse, which ncurses needs to read the reports.
    let session = try TmuxSession(
      columns: 100, rows: 30,
      command: TmuxSession.heroscope([], environment: ["TERM": "xterm-256color"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("x")
    _ = try #require(try await session.waitFor { statusLine($0).contains("3D 30°") })
    try session.type("\u{1B}[<0;50;10M")
    try session.type("\u{1B}[<32;55;10M")
    try session.type("\u{1B}[<32;60;10M")
    try session.type("\u{1B}[<0;60;10m")
    let turned = try #require(
      try await session.waitFor { statusLine($0).contains("3D 50°") }, "the drag did not turn it")
    #expect(statusLine(turned).contains("‖ 0%"))
  }
}
