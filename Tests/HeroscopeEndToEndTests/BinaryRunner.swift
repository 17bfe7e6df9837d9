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

  static func run(
    _ arguments: [String], stdin: String? = nil, executable: String? = nil,
    directory: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let stdin {
      let input = Pipe()
      process.standardInput = input
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try? input.fileHandleForWriting.close()
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    // Read both pipes before waiting so a full pipe cannot block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
