import CNcurses
import HeroANSI
import HeroImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The start-up queries' I/O: `TerminalProbe` decides what to send and reads the replies; this
/// writes the burst, reads what comes back until the probe is done or its deadline passes,
/// and hands keys typed meanwhile back to ncurses.
extension NcursesBackend {
  /// What the terminal said, and how long asking took (seconds). Runs after ncurses set the
  /// terminal up (no echo, no line buffering) and before anything reads input.
  static func probe(_ environment: TerminalEnvironment, columns: Int, rows: Int)
    -> (TerminalFacts, Double)
  {
    let start = monotonicNow()
    // The object kitty's t=s query names: made before asking, gone after (the terminal that
    // read it unlinked it already); not asked where it could not be made.
    let shared = sharedMemoryProbeName(environment).flatMap {
      SharedMemory.write($0, bytes: TerminalProbe.sharedMemoryPixel) == 0 ? $0 : nil
    }
    defer { if let shared { SharedMemory.unlink(shared) } }
    var probe = TerminalProbe(
      columns: columns, rows: rows, tmux: environment.tmux,
      passthrough: environment.tmuxPassthrough, sharedMemory: shared)
    let queries = probe.queries
    if !queries.isEmpty {
      let written = write(queries)
      // (A bad HEROSCOPE_PROBE_MS was refused before the terminal was set up.)
      let wait = (try? TerminalProbe.deadline(environment).get()) ?? TerminalProbe.deadline
      if written != CN_ERR {
        readReplies(into: &probe, until: start + wait * TerminalProbe.retryAfter)
        let again = probe.retryQueries
        if !again.isEmpty { _ = write(again) }
        readReplies(into: &probe, until: start + wait)
      }
    }
    probe.stop()
    var size = winsize()
    // Not in tmux: where its terminal did not say, tmux fills in a size of its own (16×32).
    if !environment.tmux, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 {
      probe.kernelPixels(width: Int(size.ws_xpixel), height: Int(size.ws_ypixel))
    }
    // At most what ncurses' input queue holds: a few keys typed in 200 ms fit.
    let leftover = Array(probe.leftover.prefix(maximumLeftover))
    if !leftover.isEmpty { _ = cn_unget_bytes(leftover, leftover.count) }
    return (probe.facts, monotonicNow() - start)
  }

  /// The name of the probe's shared memory object: nil where pictures may not go that way
  /// (`HEROSCOPE_KITTY_SHM=off`).
  private static func sharedMemoryProbeName(_ environment: TerminalEnvironment) -> String? {
    guard (try? GraphicsPreference.sharedMemory(environment).get()) == true else { return nil }
    return KittyEncoder.sharedMemoryPrefix + "probe"
  }

  private static func write(_ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { cn_write($0.baseAddress, $0.count) }
    }
  }

  /// The most bytes typed during the probe handed back to ncurses (its queue is small).
  static let maximumLeftover = 100

  /// Reads standard input into `probe` until it is finished, input ends, or `deadline`.
  private static func readReplies(into probe: inout TerminalProbe, until deadline: Double) {
    var buffer = [UInt8](repeating: 0, count: 512)
    while !probe.isFinished {
      let remaining = deadline - monotonicNow()
      guard remaining > 0 else { return }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      probe.feed(buffer[..<count])
    }
  }

  static func monotonicNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
