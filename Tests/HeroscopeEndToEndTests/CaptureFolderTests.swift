import Foundation
import Testing
import HeroTestSupport

/// A folder of captures (docs/capture.md) given to `play`, `plan` and `check`.
@Suite struct CaptureFolderTests {
  /// A gallery scene as a capture: the same scene with a `capture` object.
  static func capture(of scene: String) throws -> Data {
    let url = BinaryRunner.packageRoot.appendingPathComponent("Scenes/" + scene)
    var text = try String(contentsOf: url, encoding: .utf8)
    let end = try #require(text.lastIndex(of: "}"))
    text.replaceSubrange(end...end, with: ", \"capture\": {\"version\": 1}}")
    return Data(text.utf8)
  }

  /// Writes `scene`'s capture into `folder` as the app does (atomically), dated `age` s ago.
  static func write(_ scene: String, as name: String, into folder: URL, age: TimeInterval) throws {
    let url = folder.appendingPathComponent(name)
    try capture(of: scene).write(to: url, options: .atomic)
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
  }

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "heroscope-captures-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func planOnAFolderPlansItsNewestCapture() throws {
    let folder = try Self.folder()
    try Self.write("match.json", as: "b.json", into: folder, age: 20)
    try Self.write("showcase-default-push.json", as: "a.json", into: folder, age: 10)
    let result = try BinaryRunner.run(["plan", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Default animation: push(left)"), "\(result.stdout.prefix(200))")
  }

  @Test func aFolderWithoutCapturesIsAnError() throws {
    let folder = try Self.folder()
    // (`check DIR` checks every scene below DIR; `check --against-hero DIR` takes its newest.)
    for command in [["plan"], ["frame", "--progress", "0.5"], ["check", "--against-hero"]] {
      let result = try BinaryRunner.run(command + [folder.path])
      #expect(result.status == 1)
      #expect(
        result.stderr.contains("\(folder.path): no capture in this folder"), "\(result.stderr)")
    }
  }

  @Test func checkAgainstHeroRefusesACaptureWithoutResolvedStates() throws {
    let folder = try Self.folder()
    try Self.write("match.json", as: "a.json", into: folder, age: 5)
    let result = try BinaryRunner.run(["check", "--against-hero", folder.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("capture: no 'resolved' states"), "\(result.stderr)")
    let plain = try BinaryRunner.run(["check", "--against-hero", "Scenes/match.json"])
    #expect(plain.status == 1)
    #expect(plain.stderr.contains("Scenes/match.json: not a capture"), "\(plain.stderr)")
  }
}

/// `play DIR` follows the app: the newest capture at once, each new one as it is written.
@Suite(.enabled(if: TmuxSession.available, "needs tmux"))
struct PlayCaptureFolderTests {
  @Test func playShowsTheNewestCaptureFollowsNewOnesAndStepsWithBrackets() async throws {
    let folder = try CaptureFolderTests.folder()
    try CaptureFolderTests.write("match.json", as: "1.json", into: folder, age: 20)
    try CaptureFolderTests.write("showcase-default-push.json", as: "2.json", into: folder, age: 10)
    let session = try TmuxSession(
      columns: 160, rows: 30, command: TmuxSession.heroscope(["play", folder.path]))
    defer { session.kill() }
    _ = try #require(
      try await session.waitFor { $0.contains("Default animation: push(left) (2/2)") },
      "the newest capture is not shown first")
    try CaptureFolderTests.write("cascade.json", as: "3.json", into: folder, age: 0)
    _ = try #require(
      try await session.waitFor { $0.contains("Cascade (3/3)") }, "the new capture is not shown")
    try session.send("[")
    _ = try #require(
      try await session.waitFor { $0.contains("Default animation: push(left) (2/3)") },
      "[ does not step back")
    try session.send("]")
    _ = try #require(
      try await session.waitFor { $0.contains("Cascade (3/3)") }, "] does not step forward")
  }
}

/// docs/capture.md's example capture and the output it shows.
@Suite struct CaptureDocumentationTests {
  /// The last ```json block of docs/capture.md, written to a file named capture.json.
  static func example(replacing old: String? = nil, with new: String = "") throws -> URL {
    let doc = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("docs/capture.md"),
      encoding: .utf8)
    let start = try #require(doc.range(of: "```json\n", options: .backwards))
    let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
    var json = String(doc[start.upperBound..<end.lowerBound])
    if let old {
      try #require(json.contains(old))
      json = json.replacingOccurrences(of: old, with: new)
    }
    let url = try CaptureFolderTests.folder().appendingPathComponent("capture.json")
    try Data(json.utf8).write(to: url)
    return url
  }

  @Test func theExampleCaptureAgreesWithHeroscope() throws {
    let url = try Self.example()
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr == "\(url.path): compared 5 views with Hero: no difference\n")
  }

  @Test func theDocumentedDifferenceIsWhatCheckPrints() throws {
    let url = try Self.example(replacing: "\"delay\": 0.1}", with: "\"delay\": 0.15}")
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    #expect(result.status == 1)
    #expect(result.stdout == "\(url.path): to.views[1] 'caption': delay: heroscope 0.1 s, Hero 0.15 s\n")
    #expect(result.stderr == "\(url.path): compared 5 views with Hero: 1 difference\n")
  }
}
