import HeroPlanner
import HeroScene
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only writers to stdout and stderr: everything passes the sanitiser first.
///
/// Writes are checked POSIX `write(2)` calls (Foundation's `FileHandle.write` traps on a full disk
/// or a closed descriptor). The first failure is remembered, later output is dropped, and
/// `finish` turns it into `error: cannot write output: …` and exit 1.
enum Output {
  private static let failure = Mutex<String?>(nil)

  static func print(_ text: String) {
    write(TerminalText.printable(text) + "\n", to: STDOUT_FILENO)
  }

  /// Prints a chunk of UTF-8 text written as bytes (`plan`, streamed a few views at a time),
  /// sanitised; a chunk ends at a character boundary.
  static func print(textChunk chunk: UnsafeBufferPointer<UInt8>) {
    if let clean = TerminalText.printable(chunk) {
      clean.withUnsafeBufferPointer { write($0, to: STDOUT_FILENO) }
    } else {
      write(chunk, to: STDOUT_FILENO)
    }
  }

  /// Prints a chunk of JSON from `JSONWriter` (`plan --json`, streamed a few views at a time).
  /// It needs no sanitiser pass: the writer's string literals escape every control character
  /// the sanitiser would replace (`TerminalText.isControl`), and nothing else it writes comes
  /// from a scene.
  static func print(jsonChunk chunk: UnsafeBufferPointer<UInt8>) {
    write(chunk, to: STDOUT_FILENO)
  }

  /// Writes raw bytes the program made itself (ANSI frames), unsanitised.
  static func raw(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  static func error(_ text: String) {
    write(TerminalText.printable(text) + "\n", to: STDERR_FILENO)
  }

  /// Writes to stderr text the program escaped itself and coloured (`check`'s findings on a
  /// terminal: its reporter escapes every control character of a file name or scene first).
  static func rawError(_ text: String) {
    write(text + "\n", to: STDERR_FILENO)
  }

  /// The command's status, or exit 1 when some output could not be written (said on stderr,
  /// which may itself be what failed).
  static func finish(_ status: ExitStatus) -> ExitStatus {
    guard let reason = failure.withLock({ $0 }) else { return status }
    let message = "error: cannot write output: \(reason)\n"
    _ = writeAll(Array(message.utf8), to: STDERR_FILENO)
    return .badInput
  }

  private static func write(_ text: String, to fd: Int32) {
    write(Array(text.utf8), to: fd)
  }

  private static func write(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBufferPointer { write($0, to: fd) }
  }

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
    guard failure.withLock({ $0 == nil }) else { return }
    if let reason = writeAll(bytes, to: fd) {
      failure.withLock { $0 = $0 ?? reason }
    }
  }

  /// Writes every byte, retrying interrupted and partial writes; the OS reason on failure.
  static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
    bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
  }

  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A non-blocking descriptor that is full: wait until it takes more.
          var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        return systemReason(errno)
      }
      offset += written
    }
    return nil
  }
}

/// `write(2)`, named apart from `Output.write`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, bytes, count)
}
