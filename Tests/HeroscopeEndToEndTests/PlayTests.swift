import Foundation
import HeroANSI
import HeroRaster
import HeroPreviewer
import Testing
import HeroTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// kill(2), under a name the tests' `kill` parameters do not shadow.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }

/// `heroscope play` in a real terminal: the built binary in a detached 100×30 tmux window,
/// driven with `send-keys` and read back with `capture-pane`.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct PlayTests {
  static let columns = 100
  static let rows = 30
  /// The transition area of a 30-row screen: marks, bar and status take the last 3 rows.
  static let transitionRows = 27

  func start(
    _ arguments: [String] = [], environment: [String: String] = [:], columns: Int = columns,
    rows: Int = rows
  ) throws -> TmuxSession {
    try TmuxSession(
      columns: columns, rows: rows,
      command: TmuxSession.heroscope(arguments, environment: environment))
  }

  /// An interactive shell in the window, for checking what is left after heroscope exits.
  func startShell() throws -> TmuxSession {
    try TmuxSession(
      columns: Self.columns, rows: Self.rows,
      command: "env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 PS1='test$ ' sh")
  }

  /// The last row of a 30-row capture.
  func statusLine(_ screen: String) -> String {
    let lines = screen.components(separatedBy: "\n")
    return lines.count >= Self.rows ? lines[Self.rows - 1] : ""
  }

  @Test func theFirstFrameAppears() async throws {
    let session = try start()
    defer { session.kill() }
    let screen = try #require(
      try await session.waitFor { $0.contains("Demo: gallery to photo │ modal │") }, "no first frame")
    let lines = screen.components(separatedBy: "\n")
    #expect(lines[Self.rows - 1].contains("│ presenting │ ‖ 0% │ 0.00 / "))
    #expect(lines[Self.rows - 2].hasPrefix("●───"))
    #expect(lines[Self.rows - 3].hasPrefix("├"))
    #expect(lines[..<Self.transitionRows].contains { $0.contains("Gallery") })
    #expect(try session.display("#{alternate_on} #{cursor_flag}") == "1 0")
  }

  @Test func bracketsStepThroughAStoryboardsTransitions() async throws {
    let session = try start(["Scenes/Main.storyboard"])
    defer { session.kill() }
    let first = try #require(
      try await session.waitFor { $0.contains("Cities → City (1/2) │ navigation │ fade │") },
      "no first frame")
    #expect(statusLine(first).contains("│ presenting │ ‖ 0% │"))
    try session.send("]")
    _ = try #require(
      try await session.waitFor { $0.contains("City → Map (2/2) │ modal │ fade [auto] │") },
      "] did not step to the next transition")
    try session.send("]")
    _ = try #require(
      try await session.waitFor { $0.contains("Cities → City (1/2) │ navigation │") },
      "] did not wrap around")
  }

  @Test func scrubbingToHalfwayShowsWhatFrameCommandPrints() async throws {
    let session = try start()
    defer { session.kill() }
    try await expectHalfwayMatchesFrameCommand(session)
  }

  /// Presses `5` and compares the transition area, cell by cell in palette numbers, with
  /// `heroscope frame --progress 0.5 --size 100x27 --format ansi` reduced to the 256 palette.
  func expectHalfwayMatchesFrameCommand(_ session: TmuxSession) async throws {
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("5")
    let capture = try #require(
      try await session.waitFor(escapes: true) { $0.contains("‖ 50%") }, "no frame at 50 %")
    let frame = try BinaryRunner.run([
      "frame", "--progress", "0.5", "--size", "\(Self.columns)x\(Self.transitionRows)",
      "--format", "ansi",
    ])
    #expect(frame.status == 0)
    let mismatches = compareIn256Colours(ANSIScreen(capture), ANSIScreen(frame.stdout))
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
  }

  /// The same progress shown is the same screen, however the keys got there: `5`; PgDn five
  /// times, PgUp, PgDn; and 60 % less ten ← (which drifted to 0.4999…, shown as 50 % with the
  /// bar's head a column short). Each is compared cell by cell (by look: the encoder may draw a
  /// cell with another glyph of the same look, depending on what was on screen) with the
  /// others, and its transition with `frame --progress 0.5`.
  @Test func scrubbingToFiftyPercentByAnyKeysShowsTheSameScreen() async throws {
    let ways: [(name: String, steps: [(keys: [String], shown: String)])] = [
      ("5", [(["5"], "‖ 50%")]),
      (
        "PgDn ×5, PgUp, PgDn",
        [
          (Array(repeating: "PageDown", count: 5), "‖ 50%"), (["PageUp"], "‖ 40%"),
          (["PageDown"], "‖ 50%"),
        ]
      ),
      ("6, ← ×10", [(["6"], "‖ 60%"), (Array(repeating: "Left", count: 10), "‖ 50%")]),
    ]
    var screens: [(name: String, screen: ANSIScreen)] = []
    for way in ways {
      let session = try start()
      defer { session.kill() }
      _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
      var capture = ""
      for step in way.steps {
        _ = try session.tmux(["send-keys"] + step.keys)
        capture = try #require(
          try await session.waitFor(escapes: true) { $0.contains(step.shown) },
          "\(way.name): no \(step.shown)")
      }
      screens.append((way.name, ANSIScreen(capture)))
    }
    let first = screens[0]
    for other in screens.dropFirst() {
      var differences: [String] = []
      for (row, (a, b)) in zip(first.screen.looks, other.screen.looks).enumerated() {
        for (column, (x, y)) in zip(a, b).enumerated() where x != y {
          differences.append("(\(column), \(row)): \(x) vs \(y)")
        }
      }
      #expect(first.screen.rows.count == other.screen.rows.count)
      #expect(
        differences.isEmpty,
        "\(other.name) differs from \(first.name) in \(differences.count) cells: \(differences.prefix(5).joined(separator: "; "))"
      )
    }
    let frame = try BinaryRunner.run([
      "frame", "--progress", "0.5", "--size", "\(Self.columns)x\(Self.transitionRows)",
      "--format", "ansi",
    ])
    #expect(frame.status == 0)
    for shown in screens {
      let mismatches = compareIn256Colours(shown.screen, ANSIScreen(frame.stdout))
      #expect(mismatches.isEmpty, "\(shown.name): \(mismatches.prefix(10).joined(separator: "\n"))")
    }
  }

  @Test func directColourShowsTheFramesColoursOnAFiveBitGrid() async throws {
    let terminfo = try DirectColourTerminfo()
    let session = try start(environment: ["TERM": "heroscope-direct", "TERMINFO": terminfo.path])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("5")
    let capture = try #require(try await session.waitFor(escapes: true) { $0.contains("‖ 50%") })
    let frame = try BinaryRunner.run([
      "frame", "--progress", "0.5", "--size", "\(Self.columns)x\(Self.transitionRows)",
      "--format", "ansi",
    ])
    func packed(_ color: ANSIScreen.Color) -> Int? {
      guard case .rgb(let c) = color else { return nil }
      return Int(c.r) << 16 | Int(c.g) << 8 | Int(c.b)
    }
    let mismatches = compare(
      ANSIScreen(capture), ANSIScreen(frame.stdout),
      expected: { color in
        guard case .rgb(let rgb) = color else { return nil }
        return Int(CellMapper.direct(rgb))
      },
      actual: packed)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
    #expect(try session.capture(escapes: true).contains("48;2;"))
  }

  @Test func nSwitchesToNavigationAndPushLeft() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("│ modal │") })
    try session.send("3", "n")
    let screen = try #require(try await session.waitFor { $0.contains("│ navigation │") })
    #expect(statusLine(screen).contains("│ navigation │ push(left) [auto] │ presenting │ ‖ 30% │"))
  }

  @Test func cShowsTheArcInBrailleDots() async throws {
    let session = try start()
    defer { session.kill() }
    func hasBraille(_ text: String) -> Bool {
      text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
    }
    let before = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    #expect(!hasBraille(before))
    try session.send("c")
    let after = try #require(try await session.waitFor(hasBraille), "no braille after c")
    #expect(after.contains("◆"))
  }

  @Test func keysScrubFinishAndCancel() async throws {
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("S-Right", "S-Right", "Right")
    #expect(try await session.waitFor { $0.contains("‖ 21%") } != nil)
    try session.send("PPage")
    #expect(try await session.waitFor { $0.contains("‖ 11%") } != nil)
    try session.send("End")
    #expect(try await session.waitFor { $0.contains("‖ 100%") } != nil)
    try session.send("BSpace")
    #expect(try await session.waitFor { $0.contains("‖ 0%") } != nil, "cancel did not go back")
    try session.send("Enter")
    #expect(try await session.waitFor { $0.contains("‖ 100%") } != nil, "finish did not reach the end")
    try session.send("Home", "a", "d", "-", "l")
    let screen = try #require(try await session.waitFor { $0.contains("loop") })
    #expect(statusLine(screen).contains("│ modal │ push(left) │ dismissing │ ‖ 0% │"))
    #expect(statusLine(screen).contains("│ 0.75× loop │"))
    try session.send("?")
    #expect(try await session.waitFor { $0.contains("heroscope keys") } != nil)
    try session.send("x")
    #expect(try await session.waitFor { !$0.contains("heroscope keys") } != nil)
  }

  @Test func clickingAndDraggingTheBarScrubs() async throws {
    // xterm-256color: ncurses reads SGR mouse reports (1006), which are easy to type.
    let session = try start(environment: ["TERM": "xterm-256color"])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    #expect(try session.display("#{mouse_button_flag} #{mouse_all_flag}") == "1 0")
    // SGR mouse reports (1-based): press on the bar row, drag, release.
    try session.type("\u{1B}[<0;51;29M")
    #expect(try await session.waitFor { $0.contains("‖ 51%") } != nil, "click did not scrub")
    try session.type("\u{1B}[<32;76;10M")
    #expect(try await session.waitFor { $0.contains("‖ 76%") } != nil, "drag did not scrub")
    try session.type("\u{1B}[<0;76;10m")
  }

  /// Enter is Hero's `finish()` from the playhead (issue 26): the status says `finishing`, the
  /// time counts the resumed motion against its own length (`plan --interact` prints it as
  /// completesAfter), and the transition rests at 100 %.
  @Test func enterFinishesWithHerosResumedMotion() async throws {
    let plan = try BinaryRunner.run(["plan", "--json", "--interact", "update(0.4); finish"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
    let interaction = try #require(json["interaction"] as? [String: Any])
    let length = try #require(interaction["completesAfter"] as? Double)
    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    // 0.1×, so the release lasts long enough to be read.
    try session.send("4", "-", "-", "-", "-")
    _ = try #require(try await session.waitFor { $0.contains("0.1×") })
    try session.send("Enter")
    let releasing = try #require(
      try await session.waitFor(stable: false) { $0.contains("finishing ▶") }, "no finishing")
    #expect(
      statusLine(releasing).contains(" / \(String(format: "%.2f", length)) s"),
      "\(statusLine(releasing)) (completesAfter \(length))")
    #expect(try await session.waitFor { $0.contains("‖ 100%") } != nil, "finish did not rest at the end")
  }

  /// A drag of a view is Hero's pan (`update` + `apply(position)`), released past halfway it
  /// finishes: the photo tile is pressed, dragged 20 rows down (well past half the screen's
  /// height) and let go.
  @Test func draggingAViewPastHalfwayFinishes() async throws {
    let map = try BinaryRunner.run([
      "frame", "--progress", "0", "--size", "\(Self.columns)x\(Self.transitionRows)",
    ])
    let lines = map.stdout.components(separatedBy: "\n")
    let letter = try #require(
      lines.first { $0.hasSuffix("photo  [1,3]  opacity 1") }?.first, "no photo in\n\(map.stdout)")
    let row = try #require(lines.prefix(Self.transitionRows).firstIndex { $0.contains(letter) })
    let column = try #require(lines[row].firstIndex(of: letter)).utf16Offset(in: lines[row])
    let session = try start(environment: ["TERM": "xterm-256color"])
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") })
    try session.send("-", "-", "-", "-")
    _ = try #require(try await session.waitFor { $0.contains("0.1×") })
    // SGR reports are 1-based: press, drag with the button held, release.
    try session.type("\u{1B}[<0;\(column + 1);\(row + 1)M")
    try session.type("\u{1B}[<32;\(column + 1);\(row + 21)M")
    try session.type("\u{1B}[<0;\(column + 1);\(row + 21)m")
    #expect(
      try await session.waitFor(stable: false) { $0.contains("finishing ▶") } != nil,
      "the release did not finish")
    #expect(try await session.waitFor { $0.contains("‖ 100%") } != nil, "finish did not rest at the end")
  }

  @Test func qLeavesTheTerminalRestored() async throws {
    let session = try startShell()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("test$") })
    try session.type(TmuxSession.heroscope([]) + "; echo exited-$?")
    try session.send("Enter")
    _ = try #require(try await session.waitFor { $0.contains("│ modal │") }, "heroscope did not start")
    #expect(try session.display("#{alternate_on}") == "1")
    try session.send("q")
    let screen = try #require(try await session.waitFor { $0.contains("exited-0") }, "no clean exit")
    #expect(
      try session.display(
        "#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}"
      ) == "0 1 000")
    #expect(TmuxSession.promptIsBack(screen))
  }

  struct Kill: Sendable, CustomTestStringConvertible {
    var name: String
    var signal: Int32
    var testDescription: String { name }
  }

  @Test(arguments: [
    Kill(name: "SIGINT", signal: SIGINT), Kill(name: "SIGTERM", signal: SIGTERM),
    Kill(name: "SIGQUIT", signal: SIGQUIT), Kill(name: "SIGSEGV", signal: SIGSEGV),
    Kill(name: "SIGABRT", signal: SIGABRT), Kill(name: "SIGBUS", signal: SIGBUS),
    Kill(name: "SIGILL", signal: SIGILL), Kill(name: "SIGFPE", signal: SIGFPE),
    Kill(name: "SIGHUP", signal: SIGHUP), Kill(name: "SIGUSR1", signal: SIGUSR1),
    Kill(name: "SIGUSR2", signal: SIGUSR2), Kill(name: "SIGALRM", signal: SIGALRM),
    Kill(name: "SIGXCPU", signal: SIGXCPU), Kill(name: "SIGTRAP", signal: SIGTRAP),
    Kill(name: "SIGPROF", signal: SIGPROF), Kill(name: "SIGVTALRM", signal: SIGVTALRM),
  ])
  func signalsLeaveTheTerminalRestored(_ kill: Kill) async throws {
    let session = try startShell()
    defer { session.kill() }
    let pidFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-play-\(getpid())-\(kill.name).pid")
    defer { try? FileManager.default.removeItem(at: pidFile) }
    _ = try #require(try await session.waitFor { $0.contains("test$") })
    let command = "echo $$ > \(TmuxSession.quote(pidFile.path)); exec \(TmuxSession.heroscope([]))"
    try session.type("ulimit -c 0; sh -c \(TmuxSession.quote(command)); echo exited-$?")
    try session.send("Enter")
    _ = try #require(try await session.waitFor { $0.contains("│ modal │") }, "heroscope did not start")
    let text = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(sendSignal(pid, kill.signal) == 0)
    // A shell drops the rest of the line when a command dies of SIGINT: no `echo` then.
    _ = try #require(
      try await session.waitFor {
        kill.signal == SIGINT
          ? TmuxSession.promptIsBack($0) : $0.contains("exited-\(128 + kill.signal)")
      }, "heroscope did not die of \(kill.name)")
    #expect(
      try session.display(
        "#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}"
      ) == "0 1 000")
  }

  @Test func ctrlCFromTheKeyboardRestoresTheTerminal() async throws {
    let session = try startShell()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("test$") })
    try session.type(TmuxSession.heroscope(["--autoplay", "--loop"]) + "; echo exited-$?")
    try session.send("Enter")
    _ = try #require(try await session.waitFor(stable: false) { $0.contains("│ modal │") })
    try session.send("C-c")
    _ = try #require(try await session.waitFor(TmuxSession.promptIsBack), "no prompt after Ctrl-C")
    #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test func autoplayWithExitAfterPlayEndsByItself() async throws {
    let session = try startShell()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("test$") })
    try session.type(
      TmuxSession.heroscope(["--autoplay", "--exit-after-play"]) + "; echo exited-$?")
    try session.send("Enter")
    #expect(try await session.waitFor { $0.contains("exited-0") } != nil)
    #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test func aTooSmallWindowShowsTheMessageAndResizingRelaysOut() async throws {
    let small = try start(columns: 15, rows: 6)
    defer { small.kill() }
    let screen = try #require(try await small.waitFor { $0.contains("too small") })
    #expect(screen.contains("15×6"))
    #expect(screen.contains("need 20×8"))

    let session = try start()
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("│ modal │") })
    try session.tmux(["resize-window", "-x", "15", "-y", "6"])
    #expect(try await session.waitFor { $0.contains("too small") } != nil)
    try session.tmux(["resize-window", "-x", "100", "-y", "30"])
    // tmux shows what it kept of the wide lines at once; wait for the status line on the last
    // row, which only a redraw at 100×30 puts there.
    let back = try #require(
      try await session.waitFor { statusLine($0).contains("│ modal │") }, "no redraw at 100×30")
    #expect(!back.contains("too small"))
  }

  @Test func synchronisedOutputBracketsDrawTheSame() async throws {
    // tmux 3.3 ignores mode 2026, so the frames must come out as without it.
    let session = try start(environment: ["HEROSCOPE_SYNC": "1"])
    defer { session.kill() }
    try await expectHalfwayMatchesFrameCommand(session)
    #expect(!(try session.capture()).contains("2026"))
  }

  @Test func noColorDrawsShadesWithoutColours() async throws {
    let session = try start(environment: ["NO_COLOR": "1"])
    defer { session.kill() }
    let screen = try #require(try await session.waitFor(escapes: true) { $0.contains("│ modal │") })
    #expect(screen.contains("█"))
    #expect(!screen.contains("38;5;") && !screen.contains("48;5;") && !screen.contains(";2;"))
  }

  @Test func withoutAUTF8LocaleEverythingIsASCII() async throws {
    let session = try start(environment: ["LANG": "C", "LC_ALL": "C"])
    defer { session.kill() }
    let screen = try #require(try await session.waitFor { $0.contains("| modal |") })
    #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(statusLine(screen).contains("| || 0% |"))
  }

  @Test func withoutATerminalPlayPointsToFrameAndRecord() async throws {
    for arguments in [["play"], []] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 2)
      #expect(result.stderr.contains("error: play needs a terminal"))
      #expect(result.stderr.contains("heroscope frame"))
      #expect(result.stderr.contains("heroscope record"))
      #expect(result.stdout.isEmpty)
    }
  }

  /// Cells of the transition area that differ, as readable lines; colours are compared as
  /// numbers (`expected` and `actual` turn each side's colours into the terminal's numbers), a
  /// half block whose halves come out alike counts as a space, and a space's foreground is
  /// not compared.
  /// `compare` of a tmux capture in 256 colours with `frame`'s 24-bit output: each frame colour
  /// taken to its nearest xterm palette entry, each captured one read as its index.
  func compareIn256Colours(_ capture: ANSIScreen, _ frame: ANSIScreen) -> [String] {
    compare(
      capture, frame,
      expected: { color in
        guard case .rgb(let rgb) = color else { return nil }
        return ColorPalette.xterm256.nearest(rgb)
      },
      actual: { color in
        guard case .palette(let index) = color else { return nil }
        return index
      })
  }

  func compare(
    _ capture: ANSIScreen, _ frame: ANSIScreen, expected: (ANSIScreen.Color) -> Int?,
    actual: (ANSIScreen.Color) -> Int?
  ) -> [String] {
    typealias Look = ANSIScreen.Look<Int>
    var mismatches: [String] = []
    guard capture.rows.count >= Self.transitionRows, frame.rows.count == Self.transitionRows else {
      return ["capture has \(capture.rows.count) rows, frame \(frame.rows.count)"]
    }
    for row in 0..<Self.transitionRows {
      guard capture.rows[row].count >= Self.columns, frame.rows[row].count == Self.columns else {
        mismatches.append("row \(row): \(capture.rows[row].count) vs \(frame.rows[row].count) cells")
        continue
      }
      for column in 0..<Self.columns {
        let want = Look(frame.rows[row][column], expected)
        let got = Look(capture.rows[row][column], actual)
        if want != got { mismatches.append("(\(column), \(row)): want \(want), got \(got)") }
      }
    }
    return mismatches
  }
}

/// A terminfo entry with direct colour (`RGB`, 2²⁴ colours, SGR 38;2 / 48;2), compiled with
/// `tic` into a temporary directory, since the test machine may not have `xterm-direct`.
struct DirectColourTerminfo {
  let path: String

  init() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-terminfo-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = directory.appendingPathComponent("heroscope-direct.ti")
    try """
    heroscope-direct|tmux-256color with direct colour for heroscope tests,
    \tRGB, colors#16777216, pairs#65536, ccc@, initc@,
    \tsetaf=\\E[38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%dm,
    \tsetab=\\E[48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%dm,
    \tuse=tmux-256color,

    """.write(to: source, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tic", "-x", "-o", directory.path, source.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    path = directory.path
  }
}
