import Foundation
import Testing
import HeroTestSupport

/// Output that cannot be written is an error, never a crash or a false success (issue 15 §4),
/// and files that are not files are refused, never waited on (§5).
@Suite struct OutputFaultTests {
  /// Linux's always-full device; macOS has none.
  static let devFull = FileManager.default.fileExists(atPath: "/dev/full")

  /// Runs the binary through `sh` so a test can close or redirect its descriptors.
  private func shell(_ script: String) throws -> BinaryRunner.Result {
    try BinaryRunner.run(["-c", script, BinaryRunner.binary.path], executable: "/bin/sh")
  }

  @Test(
    .enabled(if: devFull, "needs /dev/full, which only Linux has"),
    arguments: [
      "plan", "plan --json", "frame --progress 0.5", "frame --progress 0.5 --format json", "--help",
      "modifiers fade", "record -o -",
    ])
  func aFullDiskIsAnErrorNotACrash(_ command: String) throws {
    let result = try shell("exec \"$0\" \(command) > /dev/full")
    #expect(result.status == 1, "\(command): \(result.stderr)")
    #expect(result.stderr.contains("no space left on device"), "\(command): \(result.stderr)")
  }

  @Test func aClosedStdoutIsAnError() throws {
    let result = try shell("exec \"$0\" plan >&-")
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: cannot write output: bad file descriptor"))
  }

  @Test(.enabled(if: devFull, "needs /dev/full, which only Linux has"))
  func aFullStderrStillExitsWithTheRightCode() throws {
    let result = try shell("exec \"$0\" check missing.json 2> /dev/full")
    #expect(result.status == 1)
  }

  @Test func recordingToStdoutWritesTheCast() throws {
    let result = try BinaryRunner.run(["record", "-o", "-"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("{\"version\": 2"))
  }

  @Test func recordingReplacesAFileAtomicallyKeepingItsMode() throws {
    let dir = try temporaryDirectory()
    let path = dir + "/out.cast"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    let result = try BinaryRunner.run(["record", "-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\"version\": 2"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.cast"])
  }

  @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
    let path = try temporaryDirectory() + "/out.cast"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("keep".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let result = try BinaryRunner.run(["record", "-o", path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("it is read-only"))
    #expect(!result.stderr.contains("recorded"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
  }

  @Test func aDirectoryIsRefusedPlainly() throws {
    let dir = try temporaryDirectory()
    let result = try BinaryRunner.run(["record", "-o", dir])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(dir): cannot write the recording: it is a directory"))
  }

  @Test func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
    let path = try temporaryDirectory() + "/pipe.cast"
    #expect(mkfifo(path, 0o644) == 0)
    // A reader on the FIFO, so the writer's open() returns.
    let result = try shell("timeout 20 cat \"\(path)\" > \"\(path).read\" & exec \"$0\" record -o \"\(path)\"")
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
    let dir = try temporaryDirectory()
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.cast", withDestinationPath: "target.cast")
    #expect(FileManager.default.createFile(atPath: dir + "/target.cast", contents: Data()))
    let result = try BinaryRunner.run(["record", "-o", dir + "/link.cast"])
    #expect(result.status == 0, "\(result.stderr)")
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.cast")
    #expect(destination == "target.cast")
    #expect(try String(contentsOfFile: dir + "/target.cast", encoding: .utf8).hasPrefix("{\"version\": 2"))
  }

  @Test func aCharacterDeviceIsNeverReplacedByAFile() throws {
    let path = try temporaryDirectory() + "/null"
    guard mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else {
      // Only root may make device nodes; the check needs one.
      print("skipped: cannot make a device node here (not root)")
      return
    }
    let result = try BinaryRunner.run(["record", "-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
  }

  /// (A directory is a capture folder: CaptureFolderTests.)
  @Test(arguments: [("fifo", "a FIFO"), ("/dev/zero", "a character device")])
  func aSceneThatIsNotAFileIsRefusedWithoutBlocking(_ kind: String, _ described: String) throws {
    var path = kind
    if kind == "fifo" {
      path = try temporaryDirectory() + "/scene.json"
      #expect(mkfifo(path, 0o644) == 0)
    }
    // `check DIR` checks what a directory holds, so a directory is refused by `plan`.
    let result = try BinaryRunner.run([kind == "dir" ? "plan" : "check", path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot read the file: it is \(described), not a regular file"))
  }
}

/// A fresh empty directory for one test.
func temporaryDirectory() throws -> String {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "heroscope-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  return dir.path
}

/// A transition that lasts an hour is recorded for its first minute, and the command says so,
/// instead of rendering hundreds of thousands of frames (issue 15 §2).
@Suite struct LongRecordingTests {
  @Test(arguments: ["long.cast", "long.svg"])
  func aRecordingCoversAtMostAMinute(_ name: String) throws {
    let scene = try temporaryScene(
      #"{"from": {"views": []}, "to": {"views": [{"frame": [0, 0, 50, 50], "color": "red", "#
        + #""modifiers": "delay(3000) duration(1) translate(0, 100)"}]}}"#)
    let output = try temporaryDirectory() + "/" + name
    let result = try BinaryRunner.run(["record", scene, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("the transition lasts 3001 s; the recording covers its first 60 s"))
    #expect(result.stderr.contains("recorded 1801 frames (60 s") || name.hasSuffix(".svg"))
  }
}
