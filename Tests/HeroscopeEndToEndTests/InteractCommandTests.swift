import Foundation
import Testing
import HeroTestSupport

/// `plan --interact` and `frame --interact … --after T` (issue 26 part 2), end to end.
@Suite struct InteractCommandTests {
  let scene = "Scenes/match.json"

  @Test func planJSONGainsTheInteraction() throws {
    let result = try BinaryRunner.run([
      "plan", scene, "--json", "--interact", "update(0.4); apply(ironMan, position(100, 200)); finish",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let interaction = try #require(object["interaction"] as? [String: Any])
    #expect(interaction["script"] as? String == "update(0.4); apply(ironMan, position(100, 200)); finish")
    #expect(interaction["releaseProgress"] as? Double == 0.4)
    #expect(interaction["finishing"] as? Bool == true)
    let total = try #require(object["totalDuration"] as? Double)
    #expect(abs((interaction["releaseTime"] as? Double ?? 0) - 0.4 * total) < 1e-9)
    let views = try #require(interaction["views"] as? [[String: Any]])
    #expect(!views.isEmpty)
    for view in views {
      for key in ["path", "name", "delay", "duration", "from", "to"] {
        #expect(view[key] != nil, "\(key)")
      }
    }
    // The matched pair is held at the applied position, both of them (apply, lines 99-106).
    let red = views.filter { $0["name"] as? String == "red" }
    #expect(red.count == 2)
    for view in red {
      let from = try #require(view["from"] as? [String: Any])
      #expect(from["position"] as? [Double] == [100, 200])
    }
  }

  @Test func planTextSaysTheSameInWords() throws {
    let result = try BinaryRunner.run(["plan", scene, "--interact", "update(0.7); cancel"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("interaction: update(0.7); cancel"))
    #expect(result.stdout.contains("released at progress 0.7"))
    #expect(result.stdout.contains(": cancel, every view resumes from where it is"))
  }

  @Test func frameAfterTheReleaseDrawsTheResumedMotion() throws {
    let atRelease = try BinaryRunner.run([
      "frame", scene, "--interact", "update(0.4); finish", "--format", "json",
    ])
    #expect(atRelease.status == 0, "\(atRelease.stderr)")
    let later = try BinaryRunner.run([
      "frame", scene, "--interact", "update(0.4); finish", "--after", "1", "--format", "json",
    ])
    let end = try BinaryRunner.run(["frame", scene, "--progress", "1", "--format", "json"])
    #expect(atRelease.stdout != later.stdout)
    func layers(_ text: String) throws -> [[String: Any]] {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      return try #require(object["layers"] as? [[String: Any]])
    }
    // Once every view has stopped, the frame is the transition's end.
    let a = try layers(later.stdout).map { $0["quad"] as? [[Double]] ?? [] }
    let b = try layers(end.stdout).map { $0["quad"] as? [[Double]] ?? [] }
    #expect(a.count == b.count)
    for (q1, q2) in zip(a, b) {
      for (p1, p2) in zip(q1, q2) {
        #expect(abs(p1[0] - p2[0]) < 1e-6 && abs(p1[1] - p2[1]) < 1e-6)
      }
    }
  }

  // DefaultAnimationPreprocessor.swift:368-373, through --platform.
  @Test func thePlatformOptionTakesHerosTvOSBranch() throws {
    let iOS = try BinaryRunner.run(["plan", "Scenes/showcase-default-fade.json"])
    let tvOS = try BinaryRunner.run(["plan", "Scenes/showcase-default-fade.json", "--platform", "tvOS"])
    #expect(iOS.status == 0 && tvOS.status == 0, "\(tvOS.stderr)")
    #expect(tvOS.stdout.contains("Hero's tvOS branch always fades the from screen"))
    #expect(!iOS.stdout.contains("tvOS"))
    // Any case names the platform (issue 36 §9); another word is a usage error.
    let lower = try BinaryRunner.run(["plan", "Scenes/showcase-default-fade.json", "--platform", "tvos"])
    #expect(lower.status == 0 && lower.stdout == tvOS.stdout)
    let bad = try BinaryRunner.run(["plan", "Scenes/match.json", "--platform", "watchOS"])
    #expect(bad.status == 2)
  }

  @Test(arguments: [
    (["plan", "Scenes/match.json", "--interact", "update(0.4); fnish"], "--interact column 14: unknown call 'fnish'"),
    (["plan", "Scenes/match.json", "--interact", "finish; update(0.2)"], "--interact column 9:"),
    (
      ["frame", "Scenes/match.json", "--interact", "apply(nobody, fade)"],
      "--interact column 1: apply: no view 'nobody'"
    ),
    (["frame", "Scenes/match.json", "--after", "1", "--progress", "0.5"], "--after needs --interact"),
    (["frame", "Scenes/match.json", "--interact", "finish", "--progress", "0.5"], "do not go together"),
    (["record", "Scenes/match.json", "-o", "/tmp/x.cast", "--interact", "finish"], "--interact"),
  ])
  func scriptAndOptionErrorsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
