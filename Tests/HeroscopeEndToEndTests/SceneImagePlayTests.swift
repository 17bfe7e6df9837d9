import Foundation
import HeroTestSupport
import Testing

/// `play` says when an image cannot be shown: in the status line, until the first key, and
/// the view keeps its placeholder (issue 34).
@Suite(.serialized, .enabled(if: TmuxSession.available, "needs tmux"))
struct SceneImagePlayTests {
  @Test func aMissingImageIsAWarningInTheStatusLine() async throws {
    let folder = try temporaryDirectory()
    let scene = folder + "/scene.json"
    try Data(
      #"{"from": {"views": [{"frame": [10, 10, 100, 60], "kind": "image", "image": "nowhere"}]}, "to": {}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: scene))
    let session = try TmuxSession(
      columns: 100, rows: 30, command: TmuxSession.heroscope(["play", scene]))
    defer { session.kill() }
    _ = try #require(
      try await session.waitFor { $0.contains("warning: image 'nowhere' cannot be found") },
      "no warning on screen")
    try session.send("5")
    _ = try #require(
      try await session.waitFor { $0.contains("‖ 50%") && !$0.contains("warning: image") },
      "the warning did not give way to the next key")
  }
}
