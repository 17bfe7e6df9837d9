import Foundation
import Testing

/// strace is installed (CI installs it with tmux).
let straceAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")

/// `heroscope play` under strace in a real terminal (tmux): every frame it draws reaches the
/// terminal in one `write()`, bracketed in synchronised-output mode 2026 inside that same
/// write, and written whole.
@Suite(.serialized, .enabled(if: TmuxSession.available && straceAvailable, "needs tmux and strace (Linux only)"))
struct OneWritePerFrameTests {
  /// One `write(1, "…", n) = n` of the trace: its bytes as strace prints them (`\33` for ESC),
  /// the length asked for and the length written.
  struct Write {
    var text: String
    var requested: Int
    var written: Int
  }

  static func writes(inTrace trace: String) -> [Write] {
    trace.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "write(1, \""),
        let end = line.range(of: "\", ", options: .backwards)
      else { return nil }
      let text = String(line[start.upperBound..<end.lowerBound])
      let rest = line[end.upperBound...].split(separator: " ")
      guard rest.count >= 3, let requested = Int(rest[0].dropLast()), let written = Int(rest[2])
      else { return nil }
      return Write(text: text, requested: requested, written: written)
    }
  }

  @Test func everyFrameIsOneWholeWriteInsideSynchronisedOutput() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-writes-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace").path
    let stats = directory.appendingPathComponent("stats").path
    let command = TmuxSession.heroscope(
      ["--autoplay", "--loop"],
      environment: [
        "TERM": "xterm-256color", "HEROSCOPE_SYNC": "1", "HEROSCOPE_STATS_LOG": stats,
      ])
    let session = try TmuxSession(
      columns: 100, rows: 30,
      command: "strace -f -e trace=write -e signal=none -s 1000000 -o "
        + TmuxSession.quote(trace) + " " + command)
    defer { session.kill() }
    // Play until the trace holds enough frames (the first waits for strace to start the
    // program), then quit: the stats log is written on the way out, and the window closes when
    // strace has written its last line.
    _ = try session.waitFor { $0.contains("Demo: gallery to photo") }
    let enough = Date().addingTimeInterval(60)
    while Date() < enough {
      let traced = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
      if traced.components(separatedBy: "\\33[?2026h").count > 30 { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    try session.send("q")
    #expect(session.waitUntilGone(timeout: 60), "heroscope under strace did not exit after q")
    let log = try #require(try? String(contentsOfFile: stats, encoding: .utf8), "no stats log")
    let traced = try String(contentsOfFile: trace, encoding: .utf8)
    // Frames that changed cells are presented; the log's fourth column is the cells changed.
    let presented = log.split(separator: "\n").filter { line in
      !line.hasPrefix("#") && (Int(line.split(separator: " ")[3]) ?? 0) > 0
    }
    let writes = Self.writes(inTrace: traced)
    let frames = writes.filter { $0.text.contains("\\33[?2026h") }
    #expect(presented.count > 20)
    #expect(frames.count == presented.count)
    for frame in frames {
      #expect(frame.text.hasPrefix("\\33[?2026h"))
      #expect(frame.text.components(separatedBy: "\\33[?2026h").count == 2)
      #expect(frame.text.components(separatedBy: "\\33[?2026l").count == 2)
      // The frame's bytes come before the end of the bracket (the first frame is followed by
      // the mouse mode switch, outside it).
      let afterEnd = frame.text.components(separatedBy: "\\33[?2026l").last ?? ""
      #expect(afterEnd.isEmpty || afterEnd.hasPrefix("\\33[?1003l"))
      #expect(frame.written == frame.requested)
    }
  }
}
