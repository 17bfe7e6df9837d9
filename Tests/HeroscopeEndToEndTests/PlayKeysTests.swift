import Foundation
import Testing
import HeroTestSupport

/// `heroscope play` keys as a terminal sends them: escape sequences read whole, Esc closing
/// panels before it quits, frame stepping, search, and terminals that cannot play.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct PlayKeysTests {
  static let rows = 30

  func start(
    _ arguments: [String] = [], environment: [String: String] = [:], columns: Int = 100,
    rows: Int = rows
  ) throws -> TmuxSession {
    try TmuxSession(
      columns: columns, rows: rows,
      command: TmuxSession.heroscope(arguments, environment: environment))
  }

  func startShell() throws -> TmuxSession {
    let session = try TmuxSession(
      columns: 100, rows: Self.rows,
      command: "env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 PS1='test$ ' sh")
    _ = try #require(try session.waitFor { $0.contains("test$") })
    return session
  }

  func statusLine(_ screen: String) -> String {
    let lines = screen.components(separatedBy: "\n")
    return lines.count >= Self.rows ? lines[Self.rows - 1] : ""
  }

  @Test func arrowsInNormalCursorModeAndWithModifiersAreArrows() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.type("\u{1B}[C")
    #expect(try await session.waitFor { $0.contains("‖ 1%") } != nil, "ESC [ C is not →")
    try session.type("\u{1B}OC")
    #expect(try await session.waitFor { $0.contains("‖ 2%") } != nil, "ESC O C is not →")
    try session.type("\u{1B}[1;2C")
    #expect(try await session.waitFor { $0.contains("‖ 12%") } != nil, "ESC [1;2C is not Shift+→")
    try session.type("\u{1B}[1;5C")
    #expect(try await session.waitFor { $0.contains("‖ 22%") } != nil, "ESC [1;5C is not Ctrl+→")
    try session.type("\u{1B}[1;5D")
    #expect(try await session.waitFor { $0.contains("‖ 12%") } != nil, "ESC [1;5D is not Ctrl+←")
  }

  @Test func altKeysFocusReportsAndUnknownSequencesNeitherQuitNorLeakIntoTheShell() async throws {
    let session = try startShell()
    defer { session.kill() }
    try session.type(TmuxSession.heroscope([]) + "; echo exited-$?")
    try session.send("Enter")
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "heroscope did not start")
    for sequence in ["\u{1B}x", "\u{1B}q", "\u{1B}[I", "\u{1B}[O", "\u{1B}[99~", "\u{1B}[1;9Q"] {
      try session.type(sequence)
    }
    try session.type("\u{1B}[C")
    let screen = try #require(
      try await session.waitFor { $0.contains("‖ 1%") }, "still running, and the arrow after them works")
    #expect(!screen.contains("exited-"))
    try session.send("q")
    let after = try #require(try await session.waitFor { $0.contains("exited-0") }, "no clean exit")
    // Nothing of the sequences is left for the shell to read as a command: the prompt comes
    // back and stays alone on its line.
    #expect(
      try await session.waitFor(timeout: 10) { TmuxSession.promptIsBack($0) } != nil,
      "the prompt did not come back alone: \(after)")
  }

  @Test func escClosesTheTopmostPanelThenQuits() async throws {
    let session = try startShell()
    defer { session.kill() }
    try session.type(TmuxSession.heroscope([]) + "; echo exited-$?")
    try session.send("Enter")
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "heroscope did not start")
    try session.send("i")
    _ = try #require(try await session.waitFor { $0.contains(" inspector") }, "no inspector")
    try session.send("?")
    _ = try #require(try await session.waitFor { $0.contains("heroscope keys") }, "no help")
    try session.send("q")
    let helpClosed = try #require(
      try await session.waitFor { !$0.contains("heroscope keys") }, "q did not close the help")
    #expect(helpClosed.contains(" inspector"))
    try session.send("Escape")
    _ = try #require(
      try await session.waitFor { !$0.contains(" inspector") && $0.contains("‖ 0%") },
      "Esc did not close the inspector")
    #expect(!(try session.capture()).contains("exited-"))
    try session.send("Escape")
    #expect(try await session.waitFor { $0.contains("exited-0") } != nil, "Esc did not quit")
  }

  @Test func periodAndCommaStepOneSixtiethOfASecond() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send(".", ".", ".")
    let screen = try #require(try await session.waitFor { statusLine($0).contains(" 0.05 / ") })
    #expect(statusLine(screen).contains("‖"))
    try session.send(",")
    #expect(try await session.waitFor { statusLine($0).contains(" 0.03 / ") } != nil)
  }

  @Test func slashFindsAViewAndTheInspectorShowsIt() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("i", "/")
    try session.type("photo")
    let searching = try #require(
      try await session.waitFor { statusLine($0).contains("/ photo") }, "no search line")
    #expect(statusLine(searching).contains("match"))
    try session.send("Enter")
    let selected = try #require(try await session.waitFor { statusLine($0).contains("‖ 0%") })
    #expect(selected.lowercased().contains("photo"))
  }

  @Test func tabReachesViewsInvisibleNowAndMarksThem() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    // The demo has 18 views; the rows fading in on the to screen are invisible at 0 %.
    var marked: String?
    var before = try session.capture()
    for _ in 0..<18 where marked == nil {
      try session.send("Tab")
      // Each Tab selects another view: wait for the screen to show it, then look at it.
      let now = try #require(
        try await session.waitFor(timeout: 10) { $0 != before }, "Tab changed nothing on screen")
      before = now
      if now.contains("'row 3' · invisible at 0%") { marked = now }
    }
    let screen = try #require(marked, "Tab never reached the invisible row 3")
    #expect(screen.components(separatedBy: "\n")[0].hasPrefix(" to 'row 3' · invisible at 0%"))
    try session.send("End")
    #expect(try await session.waitFor { !$0.contains("invisible at") && $0.contains("‖ 100%") } != nil)
  }

  @Test func theInspectorShowsLiveValuesAndTheTimelineTracks() async throws {
    let session = try start([], environment: [:], columns: 120, rows: 40)
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("/")
    try session.type("row 3")
    try session.send("Enter", "i", "T")
    let start = try #require(
      try await session.waitFor { $0.contains("now 0 s:") && $0.contains("opacity 0 · 0%") },
      "no live values at 0 %")
    #expect(start.contains("   transform "), "no track rows under the selected view")
    try session.send("End")
    #expect(
      try await session.waitFor { $0.contains("opacity 1 · 100%") && $0.contains("now 0.375 s:") }
        != nil, "the live values did not follow the playhead")
  }

  @Test func helpAt80By24ScrollsToEveryKey() async throws {
    let session = try start([], environment: [:], columns: 80, rows: 24)
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("?")
    let first = try #require(try await session.waitFor { $0.contains("heroscope keys") })
    #expect(first.contains("↓ more"))
    for _ in 0..<30 { try session.send("Down") }
    let last = try #require(try await session.waitFor { $0.contains("q                quit") }, "q never shown")
    #expect(last.contains("Esc "))
    try session.send("q")
    #expect(try await session.waitFor { !$0.contains("heroscope keys") && $0.contains("‖ 0%") } != nil)
  }

  @Test func aContainerChangeIsShownAtOnce() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("t")
    let screen = try #require(
      try await session.waitFor { $0.contains("container now tab · m modal · n navigation · t tab") })
    #expect(statusLine(screen).contains("│ tab │"))
  }

  @Test func aBurstOfTwentyThousandKeysIsTakenInWithoutAFramePerKey() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    // 10,000 frame steps on and 10,000 back (0 % and 4 % in turn), then 50 % and one step on,
    // which only the end of the burst shows. tmux takes a command of limited length: the keys
    // go in 20 parts of 1,000.
    for _ in 0..<20 { try session.type(String(repeating: ".,", count: 500)) }
    try session.type("5.")
    #expect(
      try await session.waitFor(timeout: 20) { statusLine($0).contains("‖ 54% │ 0.20 / ") } != nil,
      "the burst was not taken in")
  }

  @Test func colortermTruecolorDrawsIn24BitColourOnA256ColourEntry() async throws {
    // tmux-256color (what the test sessions use) has no RGB: COLORTERM alone switches to 24-bit
    // colour, whose codes heroscope writes itself.
    let direct = try start([], environment: ["COLORTERM": "truecolor"])
    defer { direct.kill() }
    let screen = try #require(try await direct.waitFor(escapes: true) { $0.contains("‖ 0%") })
    #expect(screen.contains("48;2;"), "no 24-bit colour with COLORTERM=truecolor")
    let palette = try start([], environment: [:])
    defer { palette.kill() }
    let plain = try #require(try await palette.waitFor(escapes: true) { $0.contains("‖ 0%") })
    #expect(!plain.contains("48;2;"), "24-bit colour without COLORTERM")
  }

  @Test func aDumbTerminalExitsTwoWithTheFrameAndRecordHint() async throws {
    let session = try startShell()
    defer { session.kill() }
    try session.type(TmuxSession.heroscope([], environment: ["TERM": "dumb"]) + "; echo exited-$?")
    try session.send("Enter")
    // The typed line itself says "exited-$?": wait for the digit the shell prints.
    let screen = try #require(
      try await session.waitFor { $0.range(of: #"exited-[0-9]"#, options: .regularExpression) != nil })
    #expect(screen.contains("exited-2"))
    #expect(screen.contains("TERM='dumb' cannot"))
    #expect(screen.contains("heroscope frame") && screen.contains("heroscope record"))
  }

  @Test(arguments: ["no-such-terminal", "xterm-direct-not-installed"])
  func aTerminalTypeWithoutATerminfoEntryFallsBackToXterm256color(_ term: String) async throws {
    // macOS's terminfo lacks tmux-256color on some versions and xterm-direct on all: any type
    // ncurses cannot find plays as xterm-256color, with one line saying so left on the screen.
    let session = try startShell()
    defer { session.kill() }
    try session.type(
      TmuxSession.heroscope(["--autoplay", "--exit-after-play"], environment: ["TERM": term])
        + "; echo exited-$?")
    try session.send("Enter")
    // The typed line itself says "exited-$?": wait for the digit the shell prints.
    let screen = try #require(
      try await session.waitFor { $0.range(of: #"exited-[0-9]"#, options: .regularExpression) != nil })
    #expect(screen.contains("exited-0"))
    #expect(
      screen.contains("heroscope: TERM='\(term)' has no terminfo entry here; drawing as xterm-256color"))
  }

  @Test func colortermStillSelects24BitColourWhenTheTerminalTypeFallsBack() async throws {
    let session = try start([], environment: ["TERM": "xterm-direct-missing", "COLORTERM": "24bit"])
    defer { session.kill() }
    let screen = try #require(try await session.waitFor(escapes: true) { $0.contains("‖ 0%") })
    #expect(screen.contains("48;2;"), "no 24-bit colour with COLORTERM=24bit after the fallback")
  }
}

/// `w` in a real terminal: the scene file changes in its `modifiers` value only.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct PlayWriteBackTests {
  static let scene = """
    {
      "name": "write back",
      "from": {"views": [{"name": "card", "heroID": "c", "frame": [20, 40, 100, 60],
                          "color": "#1e88e5", "modifiers": "fade"}]},
      "to":   {"views": [{"name": "card", "heroID": "c", "frame": [0, 0, 375, 200],
                          "color": "#1e88e5"}]}
    }

    """

  @Test func wWritesTheEditedModifiersIntoTheSceneFileAndUUndoes() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-write-back-\(getpid()).json")
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try TmuxSession(
      columns: 100, rows: 30, command: TmuxSession.heroscope([file.path]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.editModifiers(of: "card", path: "from.views[0]", to: "fade scale(0.5)")
    try session.send("w")
    let screen = try #require(
      try await session.waitFor { $0.contains("wrote 1 modifier list to heroscope-write-back-") },
      "no confirmation")
    #expect(!screen.contains("edit from"))
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(
      written
        == Self.scene.replacingOccurrences(
          of: #""modifiers": "fade"}"#, with: #""modifiers": "fade scale(0.5)"}"#))
    try session.send("u")
    #expect(try await session.waitFor { $0.contains("undone · U redoes") } != nil)
  }
}

extension PlayKeysTests {
  @Test func theViewTreeSelectsOnThePictureAndEscClosesIt() async throws {
    let session = try start([], environment: [:], columns: 120, rows: 30)
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("v")
    _ = try #require(
      try await session.waitFor { $0.contains("photo #photo ↔ to.views[0]") }, "no view tree")
    try session.send("Down", "Down", "i")
    try session.send("Escape")
    let inspector = try #require(
      try await session.waitFor { !$0.contains("view tree") && $0.contains("header  (from.views[0])") },
      "Esc did not close the tree, or the inspector does not show the view selected in it")
    #expect(!inspector.contains("exited"))
  }
}

extension PlayWriteBackTests {
  @Test func wOnAStoryboardWritesASceneBesideItAndLeavesTheStoryboardAlone() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-storyboard-write-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let storyboard = directory.appendingPathComponent("Main.storyboard")
    let original = try Data(contentsOf: URL(fileURLWithPath: "Scenes/Main.storyboard"))
    try original.write(to: storyboard)
    let session = try TmuxSession(
      columns: 120, rows: 30, command: TmuxSession.heroscope([storyboard.path]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.editModifiers(of: "description", path: "to.views", to: "fade scale(0.5)")
    try session.send("w")
    _ = try #require(
      try await session.waitFor { $0.contains("wrote the scene with 1 modifier list edited to") },
      "no confirmation")
    let scene = directory.appendingPathComponent("Main-1.json")
    let check = try BinaryRunner.run(["plan", scene.path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("written:  fade scale(0.5)"))
    #expect(try Data(contentsOf: storyboard) == original)
  }
}
