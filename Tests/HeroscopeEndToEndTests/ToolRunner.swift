import Foundation
import HeroTestSupport

/// Runs a tool (a shell, make, python3, the built binary) with a deadline: past it the process
/// is terminated and the result says so, so no test waits for ever on a shell that hangs.
enum ToolRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
  }

  /// The first of `names` found on PATH (or given as an absolute path), nil when none is.
  static func find(_ names: String...) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      if name.hasPrefix("/") {
        if FileManager.default.isExecutableFile(atPath: name) { return name }
        continue
      }
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }

  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: URL? = nil, stdin: String? = nil, timeout: TimeInterval = 60
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? BinaryRunner.packageRoot
    if let environment { process.environment = environment }
    let out = Pipe.private()
    let err = Pipe.private()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe.private()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    // Both pipes are drained on threads of their own (never the global queue: with two cores
    // its few threads are all blocked by other tests' reads, and a drain would wait its turn
    // past the deadline).
    try process.run()
    let outData = BinaryRunner.PipeReader(out)
    let errData = BinaryRunner.PipeReader(err)
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    }
    let status = BinaryRunner.waitForExit(process, timeout: timeout)
    return Result(
      status: status ?? -1,
      stdout: String(decoding: outData.data(), as: UTF8.self),
      stderr: String(decoding: errData.data(), as: UTF8.self), timedOut: status == nil)
  }

  /// The environment of this process with `changes` applied.
  static func environment(_ changes: [String: String]) -> [String: String] {
    ProcessInfo.processInfo.environment.merging(changes) { $1 }
  }
}
