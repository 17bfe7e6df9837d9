import Foundation
import Testing
import HeroTestSupport

/// A detached tmux server of its own (`tmux -L <unique socket>`) with one window running a
/// command, for end-to-end tests of `heroscope play` in a real terminal.
final class TmuxSession {
  let socket: String

  /// tmux is on the PATH (CI installs it; elsewhere the tests that need it are skipped).
  static let available: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "-V"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }()

  private static let counter = Counter()

  /// Starts a server with one `columns × rows` window running `command` through `sh -c`.
  init(columns: Int, rows: Int, command: String) throws {
    socket = "heroscope-test-\(getpid())-\(Self.counter.next())"
    try Self.spawnAndWait([
      "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y",
      "\(rows)", command,
    ])
  }

  struct SpawnError: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs a command with posix_spawn and waits for it, its output to /dev/null. (Foundation's
  /// Process never sees the `new-session` client exit: the server it forks inherits what
  /// Process watches.)
  static func spawnAndWait(_ arguments: [String]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    #if os(Linux)
      // The server lives for the whole run: it must hold no copy of another test's pipe, or
      // that pipe never ends.
      // (glibc 2.34's posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc does not
      // declare: found at run time.)
      typealias CloseFrom =
        @convention(c) (
          UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
        ) -> Int32
      if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
      }
    #endif
    // The test runs on a thread that blocks most signals; the server and the programs in its
    // panes must not inherit that mask, nor any ignored signals.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard spawned == 0 else { throw SpawnError(description: "cannot run \(arguments[0])") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    guard status == 0 else {
      throw SpawnError(description: "\(arguments.joined(separator: " ")) failed: \(status)")
    }
  }

  deinit { kill() }

  /// Stops the server and everything in it, and removes its socket file.
  func kill() {
    let path = try? display("#{socket_path}")
    _ = try? tmux(["kill-server"])
    if let path, !path.isEmpty { unlink(path) }
  }

  /// Runs one tmux command against this server and returns its output.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "-L", socket] + arguments
    let out = Pipe.private()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let reader = BinaryRunner.PipeReader(out)
    guard BinaryRunner.waitForExit(process, timeout: 60) != nil else {
      throw SpawnError(description: "tmux \(arguments.joined(separator: " ")) did not exit within 60 s")
    }
    return String(decoding: reader.data(), as: UTF8.self)
  }

  /// Waits until the window's command has exited (its session, and with it the server, is
  /// gone); false if it is still running after `timeout` seconds.
  func waitUntilGone(timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["tmux", "-L", socket, "has-session"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      guard (try? process.run()) != nil,
        let status = BinaryRunner.waitForExit(process, timeout: max(1, deadline.timeIntervalSinceNow))
      else { return false }
      if status != 0 { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Keys by tmux name (`5`, `Right`, `S-Right`, `BSpace`, `C-c`).
  func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

  /// Text typed as is (escape sequences too).
  func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

  /// The visible pane, with colour escapes (`-e`) and trailing spaces (`-N`) when asked.
  func capture(escapes: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p"] + (escapes ? ["-e", "-N"] : []))
  }

  /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Polls the pane until `condition` holds for its text (escapes removed) and, when `stable`,
  /// two captures in a row agree (so a frame is not read half drawn); returns the capture
  /// (with escapes when asked), or nil after `timeout` seconds.
  func waitFor(
    timeout: Double = 60, escapes: Bool = false, stable: Bool = true,
    _ condition: (String) -> Bool
  ) throws -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    var previous: String?
    while Date() < deadline {
      let screen = try capture(escapes: escapes)
      let text = escapes ? ANSIScreen(screen).lines.joined(separator: "\n") : screen
      if condition(text) {
        if !stable || screen == previous { return screen }
        previous = screen
      } else {
        previous = nil
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// `waitFor` for async tests: the polling runs on a thread of its own, so it neither holds
  /// one of the test runner's few threads while it waits nor misses its deadline when those
  /// threads are all busy with other tests.
  func waitFor(
    timeout: Double = 60, escapes: Bool = false, stable: Bool = true,
    _ condition: @escaping (String) -> Bool
  ) async throws -> String? {
    // The test waits for the thread before it goes on, so the session and the condition are
    // used by one thread at a time.
    let poll = UncheckedPoll(session: self, condition: condition)
    return try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            try poll.session.waitFor(
              timeout: timeout, escapes: escapes, stable: stable, poll.condition)
          })
      }.start()
    }
  }

  private struct UncheckedPoll: @unchecked Sendable {
    var session: TmuxSession
    var condition: (String) -> Bool
  }

  /// In `play`: finds the view `search` names with `/`, opens the edit line on it (which
  /// shows `edit PATH`) and empties it.
  func openEditLine(on search: String, path: String) async throws {
    try send("/")
    try type(search)
    try send("Enter", "e")
    _ = try #require(try await waitFor { $0.contains("edit \(path)") }, "no edit line on \(path)")
    try send("C-u")
  }

  /// In `play`: `openEditLine`, then `modifiers` typed and applied with Enter; waits until the
  /// edit line has closed.
  func editModifiers(of search: String, path: String, to modifiers: String) async throws {
    try await openEditLine(on: search, path: path)
    try type(modifiers)
    try send("Enter")
    _ = try #require(
      try await waitFor { !$0.contains("edit \(path)") }, "the edit of \(path) was not applied")
  }

  /// The shell's prompt is back on the last line.
  static func promptIsBack(_ screen: String) -> Bool {
    screen.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } == "test$"
  }

  /// A shell command line that runs `heroscope` with a clean environment: a UTF-8 locale and
  /// TERM=tmux-256color unless `environment` says otherwise. (tmux-256color has no `bce`, so
  /// ncurses writes every cell rather than clearing runs with a coloured erase, whose colour
  /// `capture-pane` does not report.)
  static func heroscope(_ arguments: [String], environment: [String: String] = [:]) -> String {
    var variables = [
      "TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
    ]
    variables.merge(environment) { $1 }
    let assignments = variables.sorted { $0.key < $1.key }.map { quote("\($0.key)=\($0.value)") }
    return (["env", "-i"] + assignments + [quote(BinaryRunner.binary.path)] + arguments.map(quote))
      .joined(separator: " ")
  }

  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}
