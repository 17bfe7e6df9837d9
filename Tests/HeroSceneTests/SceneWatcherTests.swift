import Foundation
import Testing

@testable import HeroScene

@Suite struct SceneWatcherTests {
  let good = #"{"name": "v1", "from": {"views": []}, "to": {"views": []}}"#
  let better = #"{"name": "v2", "from": {"views": []}, "to": {"views": []}}"#

  func temporaryFile(_ text: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("scene.json").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  @Test func nothingChangedIsNil() throws {
    var watcher = SceneWatcher(path: try temporaryFile(good))
    #expect(watcher.poll() == nil)
  }

  @Test func anAtomicSaveIsReloaded() throws {
    let path = try temporaryFile(good)
    var watcher = SceneWatcher(path: path)
    // Write a new file beside it and rename it over the old one, as editors do.
    let temp = path + ".tmp"
    try better.write(toFile: temp, atomically: false, encoding: .utf8)
    #expect(rename(temp, path) == 0)
    guard case .reloaded(let scene) = watcher.poll() else {
      Issue.record("expected a reload")
      return
    }
    #expect(scene.name == "v2")
    #expect(watcher.poll() == nil)
  }

  @Test func aBrokenSaveIsReportedAndAFixRecovers() throws {
    let path = try temporaryFile(good)
    var watcher = SceneWatcher(path: path)
    try #"{"name": "broken", "from": {"views": [}, "to": {}}"#.write(toFile: path, atomically: true, encoding: .utf8)
    guard case .failed(let error) = watcher.poll() else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.file == path)
    #expect(error.line != nil)
    try better.write(toFile: path, atomically: true, encoding: .utf8)
    guard case .reloaded(let scene) = watcher.poll() else {
      Issue.record("expected a reload")
      return
    }
    #expect(scene.name == "v2")
  }

  @Test func aDeletedFileIsReported() throws {
    let path = try temporaryFile(good)
    var watcher = SceneWatcher(path: path)
    try FileManager.default.removeItem(atPath: path)
    guard case .failed(let error) = watcher.poll() else {
      Issue.record("expected a failure")
      return
    }
    #expect(error.message.contains("gone"))
  }
}
