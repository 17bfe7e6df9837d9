import Foundation
import Testing
import HeroTestSupport

/// A capture picked from a folder is an input of the output guard, as a scene file is: no
/// output replaces it, through a link or the previewer's stats log (issue 36 §2). Before, both
/// tests below replaced the capture (the recording exited 0).
@Suite struct CaptureOutputGuardTests {
  /// A folder with an older and a newer capture of gallery scenes.
  private func folder() throws -> (folder: URL, newest: String, bytes: Data) {
    let folder = try CaptureFolderTests.folder()
    try CaptureFolderTests.write("showcase-default-push.json", as: "old.json", into: folder, age: 20)
    try CaptureFolderTests.write("match.json", as: "new.json", into: folder, age: 10)
    let newest = folder.appendingPathComponent("new.json").path
    return (folder, newest, try Data(contentsOf: URL(fileURLWithPath: newest)))
  }

  @Test(arguments: ["link.cast", "link.svg"])
  func aRecordingThroughALinkToThePickedCaptureIsRefused(_ name: String) throws {
    let (folder, newest, before) = try folder()
    let link = try temporaryDirectory() + "/" + name
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: newest)
    let result = try BinaryRunner.run(["record", folder.path, "-o", link])
    #expect(result.status == 1, "exit \(result.status): \(result.stderr)")
    #expect(
      result.stderr.contains("\(link): cannot write the recording: it is the input \(newest)"),
      "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: newest)) == before)
  }

  @Test func aRecordingOverAnotherCaptureOfTheFolderIsRefused() throws {
    let (folder, _, _) = try folder()
    let older = folder.appendingPathComponent("old.json").path
    let before = try Data(contentsOf: URL(fileURLWithPath: older))
    let link = try temporaryDirectory() + "/older.cast"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: older)
    let result = try BinaryRunner.run(["record", folder.path, "-o", link])
    #expect(result.status == 1, "exit \(result.status): \(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: older)) == before)
  }

  @Test func theStatsLogDoesNotReplaceTheCaptureThePreviewerShows() throws {
    guard TmuxSession.available else { return }
    let (folder, newest, before) = try folder()
    let command = TmuxSession.heroscope(
      [folder.path, "--no-watch"],
      environment: ["TERM": "xterm-256color", "HEROSCOPE_STATS_LOG": newest])
    let session = try TmuxSession(
      columns: 100, rows: 30, command: command + "; echo exited-$?; sleep 600")
    defer { session.kill() }
    _ = try #require(try session.waitFor { $0.contains("Match") }, "the previewer did not start")
    try session.send("q")
    let screen = try #require(try session.waitFor { $0.contains("exited-") }, "no exit after q")
    #expect(screen.contains("exited-1"), "\(screen)")
    #expect(screen.contains("cannot write the stats log"), "\(screen)")
    #expect(screen.contains("it is the input"), "\(screen)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: newest)) == before)
  }
}
