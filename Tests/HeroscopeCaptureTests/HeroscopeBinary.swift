import Foundation

/// Runs the built `heroscope` (beside the test binary) with a deadline, capturing its output.
enum HeroscopeBinary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  static var binary: URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = dir.appendingPathComponent("heroscope")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/heroscope")
  }

  struct TimedOut: Error, CustomStringConvertible {
    var arguments: [String]
    var description: String { "heroscope \(arguments.joined(separator: " ")) ran past 60 s" }
  }

  /// Runs `heroscope arguments…`; throws when it has not finished within `deadline` seconds
  /// (it is then terminated).
  static func run(_ arguments: [String], deadline: TimeInterval = 60) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let err = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let end = Date().addingTimeInterval(deadline)
    while process.isRunning {
      guard Date() < end else {
        process.terminate()
        process.waitUntilExit()
        throw TimedOut(arguments: arguments)
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    try outHandle.close()
    try errHandle.close()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
  }
}
