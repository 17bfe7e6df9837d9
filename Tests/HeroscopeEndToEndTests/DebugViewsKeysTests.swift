import Foundation
import HeroTestSupport
import Testing

/// Issue 35's keys in a real terminal: ping-pong loops, two quick Esc, what `w` wrote and how
/// the key goes into the file, the storyboard counter on a narrow line.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct DebugViewsKeysTests {
  func statusLine(_ screen: String, rows: Int = 30) -> String {
    let lines = screen.components(separatedBy: "\n")
    return lines.count >= rows ? lines[rows - 1] : ""
  }

  @Test func loopPingPongPlaysForwardThenBack() async throws {
    let session = try TmuxSession(
      columns: 120, rows: 30,
      command: TmuxSession.heroscope(["--autoplay", "--loop", "pingpong"]))
    defer { session.kill() }
    let forward = try #require(
      try await session.waitFor(stable: false) { statusLine($0).contains("▶") },
      "not playing forward")
    #expect(statusLine(forward).contains("1× ping-pong"))
    // At the end it turns round instead of wrapping to the start.
    #expect(
      try await session.waitFor(stable: false) { statusLine($0).contains("◀") } != nil,
      "ping-pong did not reverse at the end")
    #expect(
      try await session.waitFor(stable: false) { statusLine($0).contains("▶") } != nil,
      "ping-pong did not turn forward again at the start")
  }

  @Test func lStepsThroughLoopAndPingPong() async throws {
    let session = try TmuxSession(columns: 120, rows: 30, command: TmuxSession.heroscope([]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try session.send("l")
    _ = try #require(
      try await session.waitFor { $0.contains("l again: ping-pong") }, "l did not loop")
    try session.send("l")
    _ = try #require(
      try await session.waitFor { $0.contains("ping-pong: forward, then back") },
      "l did not step to ping-pong")
    try session.send("Space")
    #expect(
      try await session.waitFor(stable: false) { statusLine($0).contains("◀") } != nil,
      "ping-pong did not reverse at the end")
  }

  @Test func twoQuickEscCloseTwoPanels() async throws {
    let session = try TmuxSession(
      columns: 100, rows: 30,
      command: "env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 PS1='test$ ' sh")
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("test$") })
    try session.type(TmuxSession.heroscope([]) + "; echo exited-$?")
    try session.send("Enter")
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "heroscope did not start")
    try session.send("T", "Tab", "i")
    _ = try #require(
      try await session.waitFor { $0.contains(" inspector") && $0.contains("timeline ·") },
      "no inspector and timeline")
    // Both presses in one write, as a quick double press arrives.
    try session.type("\u{1B}\u{1B}")
    let closed = try #require(
      try await session.waitFor { !$0.contains(" inspector") && !$0.contains("timeline ·") },
      "two Esc did not close two panels")
    #expect(!closed.contains("exited-"))
    try session.send("Escape")
    #expect(try await session.waitFor { $0.contains("exited-0") } != nil, "a third Esc did not quit")
  }

  @Test func wSaysWhatItWroteAndTheKeyFollowsTheFilesSpacing() async throws {
    let scene = """
      {
        "name": "write back",
        "from": {"views": [
          {
            "name": "card",
            "heroID": "c",
            "frame": [20, 40, 100, 60],
            "color": "#1e88e5"
          }
        ]},
        "to": {"views": [{"name": "card", "heroID": "c", "frame": [0, 0, 375, 200], "color": "#1e88e5"}]}
      }

      """
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-spacing-\(getpid()).json")
    try scene.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let session = try TmuxSession(
      columns: 160, rows: 30, command: TmuxSession.heroscope([file.path]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.editModifiers(of: "card", path: "from.views[0]", to: "fade")
    try session.send("w")
    _ = try #require(
      try await session.waitFor {
        $0.contains("wrote 1 modifier list to heroscope-spacing-")
          && $0.contains(#"from.views[0] 'card' modifiers "fade""#)
      }, "the status line does not say what was written")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(
      written
        == scene.replacingOccurrences(
          of: "    {\n      \"name\": \"card\",",
          with: "    {\n      \"modifiers\": \"fade\",\n      \"name\": \"card\","))
  }

  @Test func theStoryboardCounterOutlastsTheHelpHint() async throws {
    let session = try TmuxSession(
      columns: 64, rows: 30, command: TmuxSession.heroscope(["Scenes/Main.storyboard"]))
    defer { session.kill() }
    let screen = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    let status = statusLine(screen)
    #expect(status.contains("(1/2)"), "\(status)")
  }
}

/// `modifiers --hero` (issue 35 §5): Hero's own reading, with check's words and rule ids.
@Suite struct ModifiersHeroTests {
  @Test func heroDropsWhatItDoesNotKnowAndSaysWhere() throws {
    let result = try BinaryRunner.run(["modifiers", "--hero", "Fade translate(10 + 90, 50)"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.components(separatedBy: "\n")
    #expect(lines[0] == "syntax: heroModifierString, read as Hero's parser reads it")
    #expect(lines[1] == "hero:   translate(0, 50)")
    #expect(
      lines.contains {
        $0.hasPrefix("column 1: warning: modifierString: `Fade` is not a Hero modifier")
          && $0.hasSuffix("[modifier-string-dropped]")
      })
    #expect(lines.contains { $0.hasPrefix("column 16: warning: ") && $0.hasSuffix("[modifier-string-default]") })
  }

  @Test func aTopLevelCommaLeavesNoModifiersWhereTheStrictReaderTakesTwo() throws {
    let hero = try BinaryRunner.run(["modifiers", "--hero", "fade, scale(0.5)"])
    #expect(hero.status == 0)
    #expect(hero.stdout.contains("hero:   (nothing: Hero gives the view no modifiers at all)"))
    #expect(hero.stdout.contains("[modifier-string-unparsed]"))
    let strict = try BinaryRunner.run(["modifiers", "fade, scale(0.5)"])
    #expect(strict.stdout.contains("hero:   fade scale(0.5)"))
  }

  @Test func onlyWhatCrashesTheAppIsAnError() throws {
    let result = try BinaryRunner.run(["modifiers", "--hero", "translate(1.2.3)"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("the app crashes on this string"))
  }

  @Test func theWarningsAreTheOnesCheckPrintsForTheSameString() throws {
    let text = "Fade translate(10 + 90, 50) cornerRadius(4)"
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-modifiers-hero-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("s.json")
    try """
    {"from": {"views": [{"name": "a", "frame": [0, 0, 10, 10], "modifierString": "\(text)"}]},
     "to": {"views": []}}
    """.write(to: file, atomically: true, encoding: .utf8)
    let check = try BinaryRunner.run(["check", file.path])
    let hero = try BinaryRunner.run(["modifiers", "--hero", text])
    let fromCheck = (check.stdout + check.stderr).components(separatedBy: "\n").compactMap { line in
      line.range(of: "warning: modifierString: ").map { String(line[$0.lowerBound...]) }
    }
    let fromModifiers = hero.stdout.components(separatedBy: "\n").compactMap { line in
      line.range(of: "warning: modifierString: ").map { String(line[$0.lowerBound...]) }
    }
    #expect(!fromCheck.isEmpty)
    #expect(fromCheck == fromModifiers)
  }
}

/// `--loop pingpong` on play, `--pingpong` on record (issue 35 §4).
@Suite struct PingPongCommandTests {
  @Test func loopTakesPingPongOrNothing() throws {
    let bad = try BinaryRunner.run(["play", "--loop=bounce"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--loop takes pingpong or nothing, not 'bounce'"), "\(bad.stderr)")
    // Read as the option's word, not as a scene named pingpong: play then wants a terminal.
    let good = try BinaryRunner.run(["play", "--loop", "pingpong"])
    #expect(good.stderr.contains("play needs a terminal"), "\(good.stderr)")
    let help = try BinaryRunner.run(["help", "play"])
    #expect(help.stdout.contains("--loop pingpong plays forward, then"))
  }

  @Test func aPingPongCastPlaysBackToTheStart() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-pingpong-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let once = directory.appendingPathComponent("once.cast").path
    let twice = directory.appendingPathComponent("twice.cast").path
    #expect(try BinaryRunner.run(["record", "-o", once, "--size", "60x20"]).status == 0)
    let recorded = try BinaryRunner.run(["record", "-o", twice, "--size", "60x20", "--pingpong"])
    #expect(recorded.status == 0)
    #expect(recorded.stderr.contains("frames (2 × "), "\(recorded.stderr)")
    let a = try String(contentsOfFile: once, encoding: .utf8).split(separator: "\n")
    let b = try String(contentsOfFile: twice, encoding: .utf8).split(separator: "\n")
    // Header and hold, and the frames: n + 1 forward, n more back.
    #expect(b.count - 2 == 2 * (a.count - 2) - 1)
    // The forward half is the same recording.
    #expect(Array(b[1..<(a.count - 1)]) == Array(a[1..<(a.count - 1)]))
    // Back at the start: the last frame's screen is the first frame's.
    let first = try BinaryRunner.run(["frame", "--progress", "0", "--size", "60x20", "--format", "ansi"])
    #expect(first.status == 0)
    let svg = directory.appendingPathComponent("twice.svg").path
    let svgRun = try BinaryRunner.run(["record", "-o", svg, "--pingpong"])
    #expect(svgRun.status == 0)
    #expect(svgRun.stderr.contains("recorded 2 × "), "\(svgRun.stderr)")
  }
}

/// `heroscope transitions` tells transitions that read alike apart (issue 35 §6).
@Suite struct TwinTransitionsCommandTests {
  @Test func alikeTransitionsShowTheirSegues() throws {
    let result = try BinaryRunner.run([
      "transitions", "Tests/HeroStoryboardTests/Fixtures/TwinSegues.storyboard",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.components(separatedBy: "\n")
    #expect(
      lines.contains {
        $0.hasSuffix(
          " · identifier open · segue id seg-01-sg · kind presentation · triggered by button 'Open' (id btn-01-vw)"
        )
      }, "\(result.stdout)")
    #expect(
      lines.contains {
        $0.hasSuffix(
          " · segue id seg-02-sg · kind showDetail · triggered by button 'More button' (id btn-02-vw)")
      })
    #expect(
      lines.contains {
        $0.hasSuffix(" · identifier openInCode · segue id seg-03-sg · kind presentation · performed in code")
      })
    let json = try BinaryRunner.run([
      "transitions", "Tests/HeroStoryboardTests/Fixtures/TwinSegues.storyboard", "--json",
    ])
    #expect(
      json.stdout.contains(#""trigger": "button 'Open' (id btn-01-vw)""#)
        || json.stdout.contains(#""trigger":"button 'Open' (id btn-01-vw)""#))
  }
}

/// The edit line of a `modifierString` view shows Hero's reading as it is typed (issue 35 §5).
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct HeroReadingEditLineTests {
  @Test func typingShowsWhatHeroKeepsAndDrops() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-hero-reading-line-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("s.json")
    try """
    {"name": "reading",
     "from": {"views": [{"name": "card", "frame": [20, 40, 100, 60], "color": "#1e88e5",
                         "modifierString": "fade"}]},
     "to": {"views": []}}
    """.write(to: file, atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      columns: 140, rows: 30, command: TmuxSession.heroscope([file.path, "--no-watch"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("‖ 0%") }, "no first frame")
    try await session.openEditLine(on: "card", path: "from.views[0]")
    try session.type("fade Scale(2)")
    let typed = try #require(
      try await session.waitFor {
        $0.contains(" Hero reads: fade · column 6 [modifier-string-dropped]: `Scale` is not a Hero")
      }, "no Hero reading over the edit line")
    #expect(typed.contains("modifierString: fade Scale(2)"))
    try session.type(",")
    #expect(
      try await session.waitFor { $0.contains(" Hero reads: no modifiers at all") } != nil,
      "a top-level comma is not shown as dropping the whole string")
  }
}
