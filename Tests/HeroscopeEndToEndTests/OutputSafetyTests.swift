import Foundation
import Testing
import HeroTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing a command writes replaces a file it read, whatever the output is called or links to
/// (issue 24, defects 1–3 and 10). Each test failed on the code before the guard: the first
/// three overwrote their input and exited 0, the long name was "file name too long", x.gif was
/// written as an asciicast.
@Suite struct OutputSafetyTests {
  /// A copy of a fixture storyboard in a fresh directory, to be written over if a guard fails.
  private func storyboardCopy() throws -> (dir: String, path: String, bytes: Data) {
    let dir = try temporaryDirectory()
    let path = dir + "/A.storyboard"
    try FileManager.default.copyItem(atPath: packageFile(storyboardFixture("Match")), toPath: path)
    return (dir, path, try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func importIntoItsOwnStoryboardIsRefused() throws {
    let (_, path, before) = try storyboardCopy()
    let result = try BinaryRunner.run(["import", path, "-o", path])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("import does not write '.storyboard'"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func importThroughASymlinkToItsInputIsRefusedNamingBoth() throws {
    let (dir, path, before) = try storyboardCopy()
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/scene.json", withDestinationPath: "A.storyboard")
    let result = try BinaryRunner.run(["import", path, "-o", dir + "/scene.json"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("\(dir)/scene.json: cannot write the scene: it is the input \(path)"))
    #expect(!result.stderr.contains("wrote"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func importThroughAHardLinkToItsInputIsRefused() throws {
    let (dir, path, before) = try storyboardCopy()
    #expect(link(path, dir + "/same.json") == 0)
    let result = try BinaryRunner.run(["import", path, "-o", dir + "/same.json"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("it is the input"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func recordingOverItsOwnSceneIsRefused() throws {
    let dir = try temporaryDirectory()
    let scene = dir + "/S.cast"
    try FileManager.default.copyItem(atPath: packageFile("Scenes/match.json"), toPath: scene)
    let before = try Data(contentsOf: URL(fileURLWithPath: scene))
    let result = try BinaryRunner.run(["record", scene, "-o", scene])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("\(scene): cannot write the recording: it is the input \(scene)"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == before)
  }

  /// Root bypasses permission bits, so the guard reads them on the file the link names.
  @Test func aSymlinkToAReadOnlyFileIsRefusedAsTheFileItselfIs() throws {
    let (dir, path, _) = try storyboardCopy()
    let target = dir + "/kept.json"
    #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "kept.json")
    for output in [target, dir + "/link.json"] {
      let result = try BinaryRunner.run(["import", path, "-o", output])
      #expect(result.status == 1, "\(output): \(result.stderr)")
      #expect(result.stderr.contains("it is read-only"), "\(output): \(result.stderr)")
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
  }

  /// A symlink to a writable file: the file is replaced atomically, the link stays a link.
  @Test func aSymlinkToAWritableFileIsReplacedAndStaysALink() throws {
    let (dir, path, _) = try storyboardCopy()
    #expect(FileManager.default.createFile(atPath: dir + "/real.json", contents: Data("old".utf8)))
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "real.json")
    let result = try BinaryRunner.run(["import", path, "-o", dir + "/link.json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.json") == "real.json")
    #expect(try String(contentsOfFile: dir + "/real.json", encoding: .utf8).hasPrefix("{"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["A.storyboard", "link.json", "real.json"])
  }

  /// 250 bytes is a legal name (NAME_MAX is 255); the temporary name must not grow from it.
  @Test(arguments: [250, 255])
  func aLongLegalNameIsWritten(_ length: Int) throws {
    let (dir, path, _) = try storyboardCopy()
    let name = String(repeating: "n", count: length - 5) + ".json"
    let result = try BinaryRunner.run(["import", path, "-o", dir + "/" + name])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/" + name))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 2)
  }

  @Test(arguments: [
    (["record", "-o", "x.mp4"], "record -o x.mp4: record does not write '.mp4'; record writes"),
    (["record", "-o", "out"], "record -o out: the name has no extension; record writes"),
    (
      ["import", packageFile(storyboardFixture("Match")), "-o", "x.cast"],
      "import -o x.cast: import does not write '.cast'; import writes a scene (.json)"
    ),
  ])
  func anUnknownOutputExtensionIsAUsageErrorListingTheKnownOnes(_ arguments: [String], _ message: String) throws {
    let dir = try temporaryDirectory()
    let result = try BinaryRunner.run(arguments, directory: dir)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains(arguments[0] == "record" ? "(.cast)" : "(.json)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }
}

/// A file of the package by its path from the package root, as an absolute path.
func packageFile(_ path: String) -> String {
  BinaryRunner.packageRoot.appendingPathComponent(path).path
}

/// No file name or scene text can forge a line of output (issue 24, defect 9): a newline in a
/// name is written as `\n`, inside the one line that names it. Before, the "wrote … to" line
/// was split in two.
@Suite struct ForgedLineTests {
  @Test func aNewlineInAnOutputNameStaysOnItsLine() throws {
    let dir = try temporaryDirectory()
    let output = dir + "/a\nerror: forged.json"
    let result = try BinaryRunner.run(["import", storyboardFixture("Match"), "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(lines.first?.hasSuffix("to \(dir)/a\\nerror: forged.json") == true, "\(result.stderr)")
  }

  @Test func aNewlineOrCarriageReturnInASceneNameStaysOnItsLine() throws {
    let dir = try temporaryDirectory()
    let scene = dir + "/bad\r\nerror: x.json"
    #expect(FileManager.default.createFile(atPath: scene, contents: Data("{".utf8)))
    let result = try BinaryRunner.run(["check", scene])
    #expect(result.status == 1)
    #expect(!result.stderr.contains("\r"))
    #expect(result.stderr.contains("bad\\r\\nerror: x.json: line 1"), "\(result.stderr)")
    #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("error: x.json") })
  }

  /// Plan text names views, heroIDs and partners in its lines and sentences; before, a newline
  /// in a name started a line of its own that could read as a view or a finding.
  @Test func viewNamesAndHeroIDsInPlanTextStayOnTheirLines() throws {
    let scene = try temporaryScene(
      #"""
      {"from": {"views": [{"name": "a\nforged: error", "frame": [0, 0, 10, 10], "heroID": "p\nq"}]},
       "to": {"views": [{"name": "b\r\nc", "frame": [0, 0, 20, 20], "heroID": "p\nq",
                         "modifiers": "fade"}]}}
      """#)
    for arguments in [["plan", scene], ["plan", scene, "--interact", "update(0.5); finish"]] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stdout.contains("\r"))
      let lines = result.stdout.split(separator: "\n")
      #expect(!lines.contains { $0.hasPrefix("forged") || $0.hasPrefix("c") || $0.hasPrefix("q") })
      #expect(result.stdout.contains("'a\\nforged: error' (heroID p\\nq)"), "\(result.stdout)")
      #expect(result.stdout.contains("matched with 'b\\r\\nc'"), "\(result.stdout)")
    }
  }

  @Test func sceneTextQuotedInAnErrorStaysOnItsLine() throws {
    let scene = try temporaryScene(
      #"{"from": {"views": []}, "to": {"views": [{"frame": [0, 0, 1, 1], "na\nme": 1}]}}"#)
    let result = try BinaryRunner.run(["check", scene])
    #expect(result.status == 1)
    #expect(result.stderr.contains("na\\nme"), "\(result.stderr)")
    #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("me") })
  }

  @Test func aNewlineInAnArgumentStaysOnTheErrorLine() throws {
    let result = try BinaryRunner.run(["plan", "--bogus\nerror: forged"])
    #expect(result.status == 2)
    #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("error: forged") })
    #expect(result.stderr.contains("--bogus\\nerror: forged"), "\(result.stderr)")
  }
}

/// A scene past the view limit is refused while it is read (issue 24, defect 10). Before, the
/// whole document was parsed first, so this file's broken tail was what `check` reported.
@Suite struct EarlyLimitTests {
  @Test func aSceneOverTheViewLimitIsRefusedBeforeItsEnd() throws {
    let leaf = #"{"frame": [0, 0, 1, 1]}"#
    let many = Array(repeating: leaf, count: 100_001).joined(separator: ",")
    let scene = try temporaryScene(#"{"from": {"views": [\#(many), never read"#)
    let result = try BinaryRunner.run(["check", scene])
    #expect(result.status == 1)
    // Where the first view too many starts, whatever check's format adds around it.
    #expect(
      result.stderr.contains("from.views[100000]: line 1, column 2400021: "),
      "\(result.stderr.prefix(400))")
    #expect(result.stderr.contains("the scene has more than 100000 views"))
  }
}
