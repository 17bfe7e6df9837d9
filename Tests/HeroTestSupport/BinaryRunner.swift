import Foundation

/// Runs the built `heroscope` binary and captures what it prints, for the end-to-end and the
/// capture tests: one runner, so a fix to how a child is waited for reaches every test.
public struct BinaryRunner {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The binary beside the test bundle (`.build/<config>/heroscope`).
  public static var binary: URL {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = here.deletingLastPathComponent()
    // On Linux the test runner is `…/debug/heroscopePackageTests.xctest`; on macOS it is inside
    // a bundle, so walk up until the binary is found.
    for _ in 0..<5 {
      let candidate = dir.appendingPathComponent("heroscope")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/heroscope")
  }

  public static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// A process that did not end before its deadline: it is killed and the test fails with what
  /// it was waiting for, instead of hanging the run.
  public struct Timeout: Error, CustomStringConvertible {
    public var description: String
  }

  public static func run(
    _ arguments: [String], stdin: String? = nil, executable: String? = nil, timeout: Double = 300,
    directory: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? packageRoot
    let out = Pipe.private()
    let err = Pipe.private()
    process.standardOutput = out
    process.standardError = err
    if stdin != nil {
      process.standardInput = Pipe.private()
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    if let stdin, let input = process.standardInput as? Pipe {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    }
    // Both pipes are drained on their own threads so a full pipe cannot block the child, and
    // the wait below can give up at its deadline.
    let outData = PipeReader(out)
    let errData = PipeReader(err)
    guard let status = waitForExit(process, timeout: timeout) else {
      throw Timeout(
        description:
          "\(process.executableURL?.lastPathComponent ?? "process") \(arguments.joined(separator: " "))"
          + " did not exit within \(Int(timeout)) s (killed)")
    }
    return Result(
      status: status, stdout: String(decoding: outData.data(), as: UTF8.self),
      stderr: String(decoding: errData.data(), as: UTF8.self))
  }

  /// Waits for `process` to exit and returns its status (the exit code, or the signal that
  /// ended it, as `terminationStatus` says); past `timeout` seconds kills it and returns nil.
  ///
  /// The exit is also looked for with `waitid(WNOWAIT)`, which sees a child that has exited
  /// without reaping it: on a loaded machine Foundation's own notice of an exit can come late
  /// enough to pass a deadline, and a command that took 0.1 s was reported hung.
  public static func waitForExit(_ process: Process, timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    if let status = poll(process, until: deadline) { return status }
    kill(process.processIdentifier, SIGKILL)
    _ = poll(process, until: Date().addingTimeInterval(10))
    return nil
  }

  private static func poll(_ process: Process, until deadline: Date) -> Int32? {
    var pause = 0.001
    while Date() < deadline {
      if !process.isRunning { return process.terminationStatus }
      if let status = exitStatus(of: process.processIdentifier) {
        // Foundation has not taken the exit in yet: give it a moment, and should it still not
        // have, keep the Process alive, so that when it does, it finds its object.
        let grace = Date().addingTimeInterval(5)
        while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.005) }
        if process.isRunning { Unfinished.shared.keep(process) }
        return status
      }
      Thread.sleep(forTimeInterval: pause)
      pause = min(pause * 2, 0.02)
    }
    return nil
  }

  /// Processes whose exit Foundation had not taken in when the runner went on.
  private final class Unfinished: @unchecked Sendable {
    static let shared = Unfinished()
    private let lock = NSLock()
    private var kept: [Process] = []

    func keep(_ process: Process) {
      lock.lock()
      kept.append(process)
      lock.unlock()
    }
  }

  /// The status of a child that has exited and not yet been reaped, left for Foundation to reap.
  private static func exitStatus(of pid: pid_t) -> Int32? {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return nil }
    #if os(Linux)
      guard info._sifields._sigchld.si_pid == pid else { return nil }
      return info._sifields._sigchld.si_status
    #else
      guard info.si_pid == pid else { return nil }
      return info.si_status
    #endif
  }

  /// Reads a pipe on a thread of its own, keeping what it has read so far.
  public final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = Data()
    private let done = DispatchSemaphore(value: 0)

    public init(_ pipe: Pipe) {
      let handle = pipe.fileHandleForReading
      Thread {
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          self.lock.lock()
          self.collected.append(chunk)
          self.lock.unlock()
        }
        self.done.signal()
      }.start()
    }

    /// Everything read, once the process has exited: at the end of the pipe, or after 5 s
    /// what was read by then (another process started meanwhile may hold a copy of the
    /// pipe's writing end, so its end can come much later; the exited writer wrote all).
    public func data() -> Data {
      _ = done.wait(timeout: .now() + 5)
      lock.lock()
      defer { lock.unlock() }
      return collected
    }
  }
}

extension Pipe {
  /// A pipe whose ends are closed on exec: a child that another test starts at the same time
  /// (a tmux server lives on for the whole run) never inherits them, so the end of the pipe
  /// comes when this pipe's own writer exits. The child given an end gets it as its standard
  /// input or output, which exec keeps.
  public static func `private`() -> Pipe {
    let pipe = Pipe()
    for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
      _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    return pipe
  }
}
