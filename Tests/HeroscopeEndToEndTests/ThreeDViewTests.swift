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

  /// Turned past 90° (seen from behind: the bottom layer nearest and drawn last), the arc
  /// overlay projected at its layer's depth, and the PNG, for the demo and the gallery's
  /// cascades (`Tests/Golden/3D/*-behind`).
  @Test(arguments: [
    [], ["Scenes/cascade.json"], ["Scenes/showcase-cascade-radial.json"],
    ["Scenes/showcase-cascade-own-modifiers.json"],
  ])
  func threeDFromBehindWithArcsAndAsPNGMatchTheGolden(_ scene: [String]) throws {
    var entries: [(key: String, value: String)] = []
    let folder = try ScratchFolder()
    for yaw in ["150", "-120"] {
      for format in ["text", "ansi", "svg", "json", "png"] {
        let size = ["text", "ansi"].contains(format) ? ["--size", "80x24"] : []
        let extra =
          format == "png"
          ? ["--scale", "1", "-o", folder.path("\(yaw).png")] : format == "json" ? [] : ["--arcs"]
        let result = try BinaryRunner.run(
          ["frame"] + scene + ["--progress", "0.55", "--3d", yaw, "--format", format] + size
            + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let output =
          format == "png"
          ? try folder.bytes("\(yaw).png").map { String($0) }.joined(separator: ",")
          : result.stdout
        entries.append(("\(format) yaw \(yaw)", goldenHash(output)))
      }
    }
    let name = scene.first.map { ($0 as NSString).lastPathComponent } ?? "demo"
    try GoldenFrameTests.compare(
      entries, name: "3D/\(name.replacingOccurrences(of: ".json", with: ""))-behind")
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

  /// Waits until the picture has stood still for half a second (the 0.4 s ease over), and
  /// `condition` holds for it.
  func settled(
    _ session: TmuxSession, _ condition: @escaping (String) -> Bool = { _ in true }
  ) async throws -> String? {
    let still = StillPicture()
    return try await session.waitFor { screen in
      still.unchanged(for: 0.5, picture(screen).joined(separator: "\n")) && condition(screen)
    }
  }

  /// The wheel zooms, a Shift+drag moves the stack without turning it, scrubbing goes on in 3D,
  /// and `x` eases back to flat.
  @Test func theWheelZoomsAShiftDragMovesAndXComesBackFlat() async throws {
    let session = try TmuxSession(
      columns: 100, rows: 30,
      command: TmuxSession.heroscope([], environment: ["TERM": "xterm-256color"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("5")
    let flat = try #require(
      try await settled(session) { statusLine($0).contains("‖ 50%") }, "5 did not scrub")
    try session.send("x")
    let turned = try #require(
      try await settled(session) { statusLine($0).contains("3D 30°") }, "x did not turn")
    #expect(picture(turned) != picture(flat))
    // The wheel up over the picture (SGR button 64).
    try session.type("\u{1B}[<64;50;12M")
    let zoomed = try #require(
      try await settled(session) { picture($0) != picture(turned) }, "the wheel did not zoom")
    #expect(statusLine(zoomed).contains("3D 30°") && statusLine(zoomed).contains("‖ 50%"))
    // Shift (4) with button 1: pressed, dragged 10 columns right and 3 rows down, released.
    try session.type("\u{1B}[<4;40;10M")
    try session.type("\u{1B}[<36;45;12M")
    try session.type("\u{1B}[<36;50;13M")
    try session.type("\u{1B}[<4;50;13m")
    let moved = try #require(
      try await settled(session) { picture($0) != picture(zoomed) }, "Shift+drag did not move it")
    #expect(statusLine(moved).contains("3D 30°"), "Shift+drag turned it")
    // The stack followed the mouse right and down: the photo's label with it (the picture is
    // the device's screen, so the stack is cut at its edges as on the phone).
    func label(_ screen: String) -> (row: Int, column: Int)? {
      for (row, line) in picture(screen).enumerated() {
        if let range = line.range(of: "Photo") {
          return (row, line.distance(from: line.startIndex, to: range.lowerBound))
        }
      }
      return nil
    }
    let before = try #require(label(zoomed))
    let after = try #require(label(moved))
    #expect(after.column > before.column && after.row > before.row, "\(before) → \(after)")
    try session.send("S-Right")
    let scrubbed = try #require(
      try await settled(session) { statusLine($0).contains("‖ 60%") }, "Shift+→ did not scrub")
    #expect(picture(scrubbed) != picture(moved))
    try session.send("5")
    try session.send("x")
    let back = try #require(
      try await settled(session) { !statusLine($0).contains("3D") }, "x did not go flat")
    #expect(picture(back) != picture(scrubbed))
    #expect(statusLine(back).contains("‖ 50%"))
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

/// The last picture seen and since when it has not changed, for a wait until it stands still.
private final class StillPicture: @unchecked Sendable {
  private var last: String?
  private var since = Date()

  func unchanged(for seconds: Double, _ picture: String) -> Bool {
    if picture != last {
      last = picture
      since = Date()
      return false
    }
    return Date().timeIntervalSince(since) >= seconds
  }
}
