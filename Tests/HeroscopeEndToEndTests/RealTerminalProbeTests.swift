import Foundation
import Testing
import HeroTestSupport

/// The probe against real terminals under Xvfb (issue 33 §1): kitty 0.26.5 on Mesa's software
/// OpenGL answers kitty's graphics query, xterm as a VT340 lists sixel in DA1, plain xterm
/// neither. Each runs `play --autoplay --exit-after-play` and the stats log's `# graphics`
/// line says what was chosen. Display :93 is this suite's own; every process started is
/// stopped by its pid, and each wait has a deadline.
@Suite(.serialized, .enabled(if: RealTerminals.missing == nil, "\(RealTerminals.missing ?? "")"))
struct RealTerminalProbeTests {
  @Test func kittyXtermAsAVT340AndPlainXtermAreToldApart() throws {
    let lines = try RealTerminals.graphicsLines()
    #expect(
      lines["kitty"]?.hasPrefix("# graphics kitty (the terminal answered kitty's query)") == true,
      "\(lines)")
    #expect(lines["kitty"]?.contains("kitty(0.") == true, "\(lines)")
    // kitty on this machine read the probe's shared memory object: pictures go that way.
    #expect(lines["kitty"]?.contains(" · shared memory") == true, "\(lines)")
    #expect(
      lines["vt340"]?.hasPrefix("# graphics sixel (the terminal lists sixel in DA1)") == true,
      "\(lines)")
    #expect(lines["vt340"]?.contains("XTerm(") == true, "\(lines)")
    #expect(
      lines["xterm"]?.hasPrefix("# graphics cells (the terminal has no image protocol") == true,
      "\(lines)")
  }
}

enum RealTerminals {
  /// Why the suite cannot run here, or nil.
  static let missing: String? = {
    for tool in ["Xvfb", "kitty", "xterm", "xdpyinfo"] where !onPath(tool) {
      return "needs \(tool) (Debian: xvfb, kitty, xterm, x11-utils)"
    }
    if FileManager.default.fileExists(atPath: "/tmp/.X93-lock") { return "display :93 is in use" }
    return nil
  }()

  static func onPath(_ tool: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
    }
  }

  /// Starts Xvfb and, one after the other, the three terminals running heroscope; returns
  /// each one's `# graphics` line (a terminal whose log did not come within 120 s is missing: the full suite runs other X servers and builds beside it).
  static let script = #"""
    set -u
    binary=$1 work=$2
    pids=()
    # SIGKILL: the test's threads block most signals, and the children inherit that mask (a
    # SIGTERM would wait); Xvfb killed so leaves its lock, removed when it is this Xvfb's.
    cleanup() {
      for p in "${pids[@]}"; do kill -KILL "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
      [ "$(tr -d ' ' </tmp/.X93-lock 2>/dev/null)" = "${pids[0]}" ] &&
        rm -f /tmp/.X93-lock /tmp/.X11-unix/X93
    }
    trap cleanup EXIT
    Xvfb :93 -screen 0 800x600x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
    pids+=($!)
    export DISPLAY=:93
    for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    # Terminals under software OpenGL on a busy machine answer slowly: DA1 ends the wait.
    run="env HEROSCOPE_PROBE_MS=5000 LANG=C.UTF-8 LC_ALL=C.UTF-8"
    wait_log() { for _ in $(seq 480); do [ -s "$1" ] && return 0; sleep 0.25; done; return 1; }
    one() {  # one NAME TERMINAL-COMMAND...
      name=$1; shift
      "$@" $run HEROSCOPE_STATS_LOG="$work/$name.log" "$binary" play --autoplay \
        --exit-after-play >"$work/$name.out" 2>&1 &
      pid=$!
      pids+=($pid)
      wait_log "$work/$name.log" && echo "$name $(head -1 "$work/$name.log")"
      kill -KILL "$pid" 2>/dev/null
    }
    one kitty env LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE -o remember_window_size=no \
      -o initial_window_width=640 -o initial_window_height=400
    one vt340 xterm -xrm 'XTerm*decTerminalID: vt340' -geometry 80x24+0+0 -e
    one xterm xterm -geometry 80x24+0+0 -e
    """#

  static func graphicsLines() throws -> [String: String] {
    let scratch = try ScratchFolder()
    let result = try BinaryRunner.run(
      ["-c", script, "bash", BinaryRunner.binary.path, scratch.url.path],
      executable: "/bin/bash", timeout: 500)
    var lines: [String: String] = [:]
    for line in result.stdout.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else { continue }
      lines[String(line[..<space])] = String(line[line.index(after: space)...])
    }
    return lines
  }
}
