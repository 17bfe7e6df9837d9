import Foundation
import HeroPlanner
import Testing

@testable import HeroScene

/// A folder of captures: which is newest, and a capture still being written.
@Suite struct CaptureFolderLoadingTests {
  static let scene = #"{"from": {}, "to": {}, "capture": {"version": 1}}"#

  static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "heroscope-folder-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  static func write(_ text: String, to path: String, age: TimeInterval) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
  }

  @Test func capturesAreOldestFirstAndOnlyVisibleJSONFiles() throws {
    let folder = try Self.folder()
    try Self.write(Self.scene, to: folder + "/b.json", age: 30)
    try Self.write(Self.scene, to: folder + "/a.json", age: 10)
    try Self.write(Self.scene, to: folder + "/.c.json", age: 1)
    try Self.write("notes", to: folder + "/notes.txt", age: 1)
    #expect(try CaptureFolder.captures(in: folder) == [folder + "/b.json", folder + "/a.json"])
    #expect(try CaptureFolder.newest(in: folder) == folder + "/a.json")
  }

  @Test func aFolderWithoutCapturesSaysSo() throws {
    let folder = try Self.folder()
    #expect(throws: SceneLoadError.self) { try CaptureFolder.newest(in: folder) }
    do {
      _ = try CaptureFolder.newest(in: folder)
    } catch {
      #expect(error.description.hasPrefix("\(folder): no capture in this folder"))
    }
  }

  @Test func aYoungFileThatDoesNotParseIsReadAgainOnceComplete() throws {
    let path = try Self.folder() + "/new.json"
    try Self.write(String(Self.scene.prefix(20)), to: path, age: 0)
    var pauses = 0
    let scene = try CaptureFolder.load(path: path) { _ in
      pauses += 1
      // The writer finishes while the reader waits.
      try? Data(Self.scene.utf8).write(to: URL(fileURLWithPath: path))
    }
    #expect(pauses == 1)
    #expect(scene.capture?.version == 1)
  }

  @Test func anOldFileThatDoesNotParseIsAnErrorAtOnce() throws {
    let path = try Self.folder() + "/old.json"
    try Self.write(String(Self.scene.prefix(20)), to: path, age: 5)
    var pauses = 0
    #expect(throws: SceneLoadError.self) {
      _ = try CaptureFolder.load(path: path) { _ in pauses += 1 }
    }
    #expect(pauses == 0)
  }

  @Test func aYoungFileThatStaysBrokenFailsOnceItIsASecondOld() throws {
    let path = try Self.folder() + "/stuck.json"
    try Self.write(String(Self.scene.prefix(20)), to: path, age: 0.9)
    var pauses = 0
    #expect(throws: SceneLoadError.self) {
      _ = try CaptureFolder.load(path: path) { seconds in
        pauses += 1
        Thread.sleep(forTimeInterval: seconds)
      }
    }
    // About 0.1 s of 0.05 s pauses, and never past the second (a deadline, not a count).
    #expect(pauses >= 1)
    #expect(pauses < 40)
  }
}
