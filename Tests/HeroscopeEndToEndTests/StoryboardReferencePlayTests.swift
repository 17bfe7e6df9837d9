import Foundation
import Testing
import HeroTestSupport

/// `play` on a storyboard watches the files its references read too: a save of the referenced
/// storyboard reloads the transition, as a save of the storyboard itself does.
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct StoryboardReferencePlayTests {
  @Test func aSaveOfAReferencedStoryboardReloads() async throws {
    let dir = try temporaryDirectory()
    let examples = BinaryRunner.packageRoot.appendingPathComponent("docs/examples/references")
    for name in ["Album.storyboard", "Base.lproj"] {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: URL(fileURLWithPath: "\(dir)/\(name)"))
    }
    let session = try TmuxSession(
      columns: 100, rows: 30,
      command: TmuxSession.heroscope(["\(dir)/Base.lproj/Main.storyboard"]))
    defer { session.kill() }
    _ = try #require(try await session.waitFor { $0.contains("? help") }, "no first frame")
    try session.send("v")
    _ = try #require(try await session.waitFor { $0.contains("cover") }, "no view tree")
    let album = "\(dir)/Album.storyboard"
    let text = try String(contentsOfFile: album, encoding: .utf8)
    try text.replacingOccurrences(of: "userLabel=\"cover\"", with: "userLabel=\"sleeve\"")
      .write(toFile: album, atomically: true, encoding: .utf8)
    let reloaded = try await session.waitFor { $0.contains("sleeve") }
    let screen = try session.capture()
    #expect(reloaded != nil, "the referenced file's save did not reload:\n\(screen)")
    try session.send("q")
  }
}
