import Foundation

/// Runs the built `heroscope` binary and captures what it prints, for end-to-end tests.
struct BinaryRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary beside the test bundle (`.build/<config>/heroscope`).
  static var binary: URL {
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

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// A process that did not end before its deadline: it is killed and the test fails with what
  /// it was waiting for, instead of hanging the run.
  struct Timeout: Error, CustomStringConvertible {
    var description: String
  }

  static func run(
    _ arguments: [String], stdin: String? = nil, executable: String? = nil, timeout: Double = 300
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if stdin != nil {
      process.standardInput = Pipe()
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
    guard waitForExit(process, timeout: timeout) else {
      throw Timeout(
        description:
          "\(process.executableURL?.lastPathComponent ?? "process") \(arguments.joined(separator: " "))"
          + " did not exit within \(Int(timeout)) s (killed)")
    }
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData.data(), as: UTF8.self),
      stderr: String(decoding: errData.data(), as: UTF8.self))
  }

  /// Waits for `process` to exit; past `timeout` seconds kills it and returns false.
  static func waitForExit(_ process: Process, timeout: Double) -> Bool {
    let exited = DispatchSemaphore(value: 0)
    let watcher = Thread {
      process.waitUntilExit()
      exited.signal()
    }
    watcher.start()
    if exited.wait(timeout: .now() + timeout) == .success { return true }
    kill(process.processIdentifier, SIGKILL)
    _ = exited.wait(timeout: .now() + 10)
    return false
  }

  /// Reads a pipe to its end on a thread of its own.
  final class PipeReader: @unchecked Sendable {
    private var collected = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
      let handle = pipe.fileHandleForReading
      Thread {
        self.collected = handle.readDataToEndOfFile()
        self.done.signal()
      }.start()
    }

    /// Everything read, once the writer's end is closed (at most 10 s after the process exits).
    func data() -> Data {
      _ = done.wait(timeout: .now() + 10)
      return collected
    }
  }
}
