import Foundation
@testable import HeroPlanner
import Testing

/// The one explanation value and its layouts: `plan --json`'s contract is tested here, directly.
@Suite struct PlanExplanationTests {
  func springScene() -> TransitionPlan {
    Planner.plan(
      scene(
        from: screen([view("a", 20, 80, 100, 100, id: "x")]),
        to: screen([view("b", 0, 300, 375, 200, id: "x", radius: 8, "spring(100, 10) duration(0.3)")])))
  }

  func json(_ plan: TransitionPlan) throws -> [String: Any] {
    let text = String(decoding: plan.explanation().json(), as: UTF8.self)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func everyViewKeepsTheFieldsToolsReadAndGainsItsClocks() throws {
    let document = try json(springScene())
    for key in [
      "scene", "container", "presenting", "animation", "requestedAnimation", "animationReason", "toScreenFirst",
      "screenOnTop", "totalDuration", "views", "findings",
    ] {
      #expect(document.keys.contains(key), "plan lacks \(key)")
    }
    let views = try #require(document["views"] as? [[String: Any]])
    #expect(views.count == 4)
    let keys = [
      "name", "heroID", "screen", "path", "sourcePath", "included", "matched", "matchedWith", "coordinateSpace",
      "container", "animates", "written", "modifiers", "delay", "duration", "curveDuration", "timingFunction",
      "spring", "springProperties", "curveProperties", "arc", "start", "end", "notes",
    ]
    for view in views {
      for key in keys { #expect(view.keys.contains(key), "view lacks \(key)") }
    }
  }

  @Test func aSpringingViewSaysWhichPropertiesSpringAndForHowLong() throws {
    let views = try #require(try json(springScene())["views"] as? [[String: Any]])
    let b = try #require(views.first { $0["name"] as? String == "b" })
    let spring = try #require(b["spring"] as? [String: Any])
    #expect(spring["stiffness"] as? Double == 100)
    #expect(abs((spring["settlingDuration"] as? Double ?? 0) - 1.4727003) < 1e-6)
    #expect(abs((b["duration"] as? Double ?? 0) - 1.4727003) < 1e-6)
    #expect(b["curveDuration"] as? Double == 0.3)
    let springs = try #require(b["springProperties"] as? [String])
    #expect(springs.contains("position") && springs.contains("opacity"))
    #expect(b["curveProperties"] as? [String] == ["cornerRadius"])
    let start = try #require(b["start"] as? [String: Any])
    #expect(start["position"] as? [Double] == [70, 130])
  }

  @Test func aStillViewHasNoTiming() throws {
    let views = try #require(try json(springScene())["views"] as? [[String: Any]])
    let root = try #require(views.first { $0["name"] as? String == "root" && $0["screen"] as? String == "from" })
    #expect(root["animates"] as? Bool == false)
    #expect(root["duration"] is NSNull)
    #expect(root["start"] is NSNull)
  }

  @Test func theTextLayoutShowsTheSameClocks() {
    let text = springScene().explanation().text(description: "")
    #expect(
      text.contains(
        "  springs size, position, opacity, transform (settles in 1.473 s) · cornerRadius on standard over 0.3 s"))
    #expect(text.contains("  global · delay 0 s · duration 1.473 s · spring(100, 10)"))
  }

  @Test func startAndEndComeFromTheSameFramesAsThePicture() {
    let plan = springScene()
    let explanation = plan.explanation()
    let b = explanation.views[plan.index(of: plan.named("b", .to).ref)]
    let layer = plan.frame(allAt: 1).layers.first { $0.name == "b" && $0.kind == .view }
    #expect(b.end?.size == layer?.size)
    #expect(b.end?.opacity == layer?.opacity)
  }
}
