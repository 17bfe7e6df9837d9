import Foundation
import Testing
import HeroTestSupport

/// The start-up probe against a terminal the test plays (issue 33 §1): `heroscope play` runs
/// on a pseudo-terminal whose other end is a small python3 program answering the queries as
/// a silent terminal, as kitty or as a VT340 with sixel, or late; what was chosen is read from
/// the stats log's `# graphics` line.
@Suite(.serialized, .enabled(if: FakeTerminal.python != nil, "needs /usr/bin/python3"))
struct TerminalProbeEndToEndTests {
  @Test func aSilentTerminalCostsTheDeadlineAndGetsCells() throws {
    let run = try FakeTerminal.run(answer: "silent", pixels: (800, 480))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.graphics.contains("cells (the terminal answered no query within 200 ms)"), "\(run.graphics)")
    // TIOCGWINSZ's pixel fields, filled by this pty: 800×480 over 80×24 cells.
    #expect(run.graphics.contains("cell 10×20 px"), "\(run.graphics)")
    #expect(run.graphics.contains("blitter half"), "\(run.graphics)")
    // The probe waited its deadline (not a speed test: a generous bound, for a busy machine).
    let probe = try #require(run.probeMilliseconds, "\(run.graphics)")
    #expect(probe >= 190 && probe < 5000, "probe \(probe) ms")
  }

  @Test func kittyIsChosenWhenTheTerminalAnswersAsKitty() throws {
    let run = try FakeTerminal.run(answer: "kitty")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.graphics.hasPrefix("# graphics kitty (the terminal answered kitty's query)"), "\(run.graphics)")
    #expect(run.graphics.contains("kitty(0.40.1) · cell 10×20 px"), "\(run.graphics)")
    // kitty ≥ 0.40 draws octants itself (issue 32 §2), known from its XTVERSION reply.
    #expect(run.graphics.contains("blitter octant"), "\(run.graphics)")
    // DA1 ended the wait: well before the deadline.
    let probe = try #require(run.probeMilliseconds, "\(run.graphics)")
    #expect(probe < 190, "probe \(probe) ms")
  }

  @Test func theCellsAskedForWinOverXTVERSION() throws {
    let variable = try FakeTerminal.run(answer: "kitty", environment: ["HEROSCOPE_CELLS": "half"])
    #expect(variable.graphics.contains("blitter half"), "\(variable.graphics)")
    let option = try FakeTerminal.run(answer: "kitty", arguments: ["--cells", "quadrant"])
    #expect(option.graphics.contains("blitter quadrant"), "\(option.graphics)")
  }

  @Test func sixelIsChosenWhenTheTerminalAnswersAsAVT340() throws {
    let run = try FakeTerminal.run(answer: "vt340")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.graphics.hasPrefix("# graphics sixel (the terminal lists sixel in DA1)"), "\(run.graphics)")
    #expect(run.graphics.contains("XTerm(379)"), "\(run.graphics)")
    #expect(run.graphics.contains("blitter half"), "\(run.graphics)")
  }

  @Test func aBadProbeWaitIsAUsageError() throws {
    let run = try FakeTerminal.run(answer: "silent", environment: ["HEROSCOPE_PROBE_MS": "soon"])
    #expect(run.status == 2)
    #expect(
      run.screen.contains(
        "HEROSCOPE_PROBE_MS must be a whole number of milliseconds from 0 to 5000, not 'soon'"),
      "\(run.screen)")
  }

  @Test func aBadSharedMemoryChoiceIsAUsageError() throws {
    let run = try FakeTerminal.run(
      answer: "silent", environment: ["HEROSCOPE_KITTY_SHM": "maybe\u{1B}[2J"])
    #expect(run.status == 2)
    #expect(
      run.screen.contains("HEROSCOPE_KITTY_SHM must be on or off, not 'maybe\\u001B[2J'"),
      "\(run.screen)")
  }

  /// A terminal window closed while kitty pictures go through shared memory: heroscope dies
  /// of the hang-up and unlinks the objects nobody read (this terminal reads none), which
  /// would otherwise stay in memory until the machine restarts.
  @Test func aHangUpLeavesNoSharedMemoryObjectBehind() throws {
    guard FileManager.default.fileExists(atPath: "/dev/shm") else { return }
    let run = try FakeTerminal.run(
      answer: "kitty-shm-hangup", arguments: ["--graphics", "kitty", "--autoplay", "--loop"],
      exitAfterPlay: false)
    let pid = try #require(
      Int32(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)),
      "no picture came through shared memory: \(run.stderr)")
    let prefix = "heroscope-\(String(UInt32(bitPattern: pid), radix: 16))-"
    let left = try FileManager.default.contentsOfDirectory(atPath: "/dev/shm").filter {
      $0.hasPrefix(prefix)
    }
    #expect(left.isEmpty, "left in /dev/shm: \(left)")
  }

  @Test func aNamedProtocolIsUsedEvenWhenTheTerminalIsSilent() throws {
    let run = try FakeTerminal.run(answer: "silent", arguments: ["--graphics", "kitty"])
    #expect(run.graphics.hasPrefix("# graphics kitty (asked for)"), "\(run.graphics)")
  }

  @Test func aKeyTypedWhileTheProbeWaitsReachesThePlayer() throws {
    // `q` comes before the replies; the player, not told to exit, quits by it.
    let run = try FakeTerminal.run(answer: "typed", exitAfterPlay: false)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.graphics.hasPrefix("# graphics kitty"), "\(run.graphics)")
  }

  @Test(.enabled(if: TmuxSession.available, "needs tmux"))
  func tmuxWithoutPassthroughIsCellsAndSaysWhy() throws {
    // The terminal would answer as kitty, but tmux passes nothing on: nothing is asked.
    let run = try FakeTerminal.run(answer: "tmux-off")
    #expect(run.status == 0, "\(run.stderr)")
    let said = "# graphics cells (tmux without allow-passthrough (tmux set -g allow-passthrough on))"
    #expect(run.graphics.hasPrefix(said + " · probe "), "\(run.graphics)")
    // Nothing was asked: the probe took no wait, only the look at tmux's option (a millisecond
    // or so; more on a loaded machine, never the 200 ms wait).
    let milliseconds = run.graphics.dropFirst(said.count + " · probe ".count)
      .prefix { $0.isNumber }
    #expect(Int(milliseconds).map { $0 < 100 } == true, "\(run.graphics)")
  }

  @Test(.enabled(if: TmuxSession.available, "needs tmux"))
  func tmuxWithPassthroughReachesKitty() throws {
    let run = try FakeTerminal.run(answer: "tmux-on")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.graphics.hasPrefix("# graphics kitty (the terminal answered kitty's query)"), "\(run.graphics)")
    #expect(run.graphics.contains("cell 10×20 px"), "\(run.graphics)")
  }

  @Test func lateRepliesAreSwallowedNeverTakenAsKeys() throws {
    // The replies come after the deadline, while the player runs; then `q`. Were any of their
    // bytes keys (`?`, `c`, `i`, digits…), the count would be off.
    let run = try FakeTerminal.run(answer: "late", arguments: [], exitAfterPlay: false)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.graphics.contains("cells (the terminal answered no query"), "\(run.graphics)")
    #expect(run.graphics.contains("· 4 late replies"), "\(run.graphics)")
  }
}

/// A pseudo-terminal played by python3's `pty` module: it runs `heroscope play` (the demo)
/// at 80×24, answers the probe's queries as told, and returns the stats log.
enum FakeTerminal {
  static let python: String? =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : nil

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Everything heroscope wrote to the terminal.
    var screen: String
    /// The stats log's `# graphics …` line.
    var graphics: String
    /// `probe N ms` from that line.
    var probeMilliseconds: Int? {
      guard let range = graphics.range(of: "probe ") else { return nil }
      return Int(graphics[range.upperBound...].prefix { $0.isNumber })
    }
  }

  /// The terminal: answers (silent, kitty, vt340, late) when the DA1 query arrives, and
  /// in `late` 0.4 s after it (past the deadline), then types `q`.
  static let script = #"""
    import os, pty, sys, select, time, fcntl, termios, struct, signal, subprocess
    binary, answer, stats, xpixel, ypixel, extra, socket = sys.argv[1:8]
    arguments = sys.argv[8:]
    replies = {
        "silent": b"",
        "kitty": b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.40.1)\x1b\\\x1b[4;480;800t\x1b[6;20;10t\x1b[?62;c",
        "vt340": b"\x1bP>|XTerm(379)\x1b\\\x1b[?1;0;1024S\x1b[?2;0;1000;1000S\x1b[?63;1;2;4;6;9;15;22c",
        "late": b"",
        # A key typed before the replies came: it must still reach the player (and quit it).
        "typed": b"q\x1b_Gi=31;OK\x1b\\\x1b[?62;c",
        "tmux-on": b"", "tmux-off": b"",
        # kitty on this machine (it says it read the shared memory object: this one reads none),
        # closed once three pictures came that way.
        "kitty-shm-hangup": b"\x1b_Gi=32;OK\x1b\\\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.40.1)\x1b\\\x1b[6;20;10t\x1b[?62;c",
    }[answer]
    late = b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.40.1)\x1b\\\x1b[6;20;10t\x1b[?62;c"
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, int(xpixel), int(ypixel)))
        env = {k: v for k, v in os.environ.items()
               if k not in ("TMUX", "TERM_PROGRAM", "VTE_VERSION", "HEROSCOPE_GRAPHICS",
                            "HEROSCOPE_CELLS", "COLORTERM", "NO_COLOR")}
        env.update(TERM="xterm-256color", HEROSCOPE_STATS_LOG=stats, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        for item in extra.split("\n"):
            if "=" in item:
                k, v = item.split("=", 1)
                env[k] = v
        if answer.startswith("tmux-"):
            # heroscope inside tmux inside this terminal; tmux passes the queries on or not.
            # heroscope starts once this terminal is attached as tmux's client (`go` below):
            # passthrough goes to attached clients only.
            command = "tmux set -g allow-passthrough %s; tmux wait-for go; exec %s play %s" % (
                answer[5:], binary, " ".join(arguments))
            env["TERM"] = "xterm-256color"
            os.execvpe("tmux", ["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-x", "80",
                                "-y", "24", command], env)
        os.execve(binary, [binary, "play"] + arguments, env)
    seen = b""
    asked = None
    late_at = None
    quit_at = None
    kitty_answered = False
    started = False
    deadline = time.time() + 60
    while True:
        now = time.time()
        if now > deadline:
            os.kill(pid, signal.SIGKILL)
            print("timeout", file=sys.stderr)
            break
        if late_at and now >= late_at:
            os.write(fd, late)
            late_at = None
            quit_at = now + 0.5
        if quit_at and now >= quit_at:
            os.write(fd, b"q")
            quit_at = None
        ready, _, _ = select.select([fd], [], [], 0.02)
        if not ready:
            continue
        try:
            data = os.read(fd, 65536)
        except OSError:
            break
        if not data:
            break
        seen += data
        if answer == "kitty-shm-hangup" and seen.count(b",t=s,") >= 3:
            print(pid, flush=True)
            os.close(fd)
            break
        if answer.startswith("tmux-") and not started:
            clients = subprocess.run(["tmux", "-L", socket, "list-clients", "-F", "#{client_tty}"],
                                     capture_output=True, text=True).stdout.strip()
            if clients:
                started = True
                subprocess.run(["tmux", "-L", socket, "wait-for", "-S", "go"])
        if answer.startswith("tmux-") and b"a=q" in seen and not kitty_answered:
            # What tmux passed on of the kitty query: answered as kitty would.
            kitty_answered = True
            os.write(fd, b"\x1b_Gi=31;OK\x1b\\\x1b[6;20;10t")
        if asked is None and b"\x1b[c" in seen:
            asked = time.time()
            if replies:
                os.write(fd, replies)
            if answer == "late":
                late_at = asked + 0.4
    open(stats + ".screen", "wb").write(seen)
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else status >> 8)
    """#

  static func run(
    answer: String, arguments: [String] = [], environment: [String: String] = [:],
    exitAfterPlay: Bool = true, pixels: (Int, Int) = (0, 0)
  ) throws -> Run {
    let scratch = try ScratchFolder()
    let stats = scratch.path("stats")
    let play = (exitAfterPlay ? ["--autoplay", "--exit-after-play"] : []) + arguments
    // A tmux server of its own, for the tmux answers; stopped whatever happens.
    let socket = "heroscope-probe-\(getpid())-\(answer)"
    defer {
      if answer.hasPrefix("tmux-") {
        _ = try? BinaryRunner.run(
          ["tmux", "-L", socket, "kill-server"], executable: "/usr/bin/env", timeout: 30)
        // The server leaves its socket file behind when its last session ends.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
      }
    }
    // A terminal that answers is given time to on a busy machine (its last reply ends the
    // wait); the silent and late ones keep the default 200 ms.
    var environment = environment
    if !["silent", "late"].contains(answer) && environment["HEROSCOPE_PROBE_MS"] == nil {
      environment["HEROSCOPE_PROBE_MS"] = "5000"
    }
    // Variables for heroscope, one `NAME=value` a line.
    let extra = environment.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
    let result = try BinaryRunner.run(
      [
        "-c", script, BinaryRunner.binary.path, answer, stats, "\(pixels.0)", "\(pixels.1)",
        extra, socket,
      ] + play,
      executable: python, timeout: 120)
    let log = (try? String(contentsOfFile: stats, encoding: .utf8)) ?? ""
    let graphics = log.split(separator: "\n").first { $0.hasPrefix("# graphics") }.map(String.init)
    let screen = (try? String(contentsOfFile: stats + ".screen", encoding: .utf8)) ?? ""
    return Run(
      status: result.status, stdout: result.stdout, stderr: result.stderr, screen: screen,
      graphics: graphics ?? "(no graphics line in the stats log: \(result.stderr))")
  }
}
