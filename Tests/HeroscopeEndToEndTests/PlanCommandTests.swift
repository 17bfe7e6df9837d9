import Foundation
import Testing
import HeroTestSupport

/// Writes a scene to a temporary file for a test.
func temporaryScene(_ json: String, name: String = "scene.json") throws -> String {
  let url = URL(fileURLWithPath: try temporaryDirectory()).appendingPathComponent(name)
  try json.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

let matchScene = """
  {
    "name": "Match",
    "description": "Two views share a heroID; Hero moves one into the other.",
    "size": [375, 667],
    "container": "modal",
    "presenting": true,
    "animation": { "modal": "auto", "navigation": "auto", "tab": "auto" },
    "containerColor": "#000000",
    "from": {
      "color": "#ffffff",
      "views": [
        { "name": "red", "heroID": "ironMan", "frame": [20, 80, 100, 100], "color": "#e53935" },
        { "name": "black", "heroID": "batMan", "frame": [200, 80, 100, 100], "color": "#212121" }
      ]
    },
    "to": {
      "color": "#ffffff",
      "views": [
        { "name": "red", "heroID": "ironMan", "frame": [0, 300, 375, 200], "color": "#e53935",
          "modifiers": "arc" },
        { "name": "white", "frame": [40, 40, 80, 80], "color": "#fafafa",
          "modifiers": "translate(0, 100) fade" }
      ]
    }
  }
  """

func parseJSON(_ text: String) throws -> [String: Any] {
  let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
  return try #require(object as? [String: Any])
}

@Suite struct PlanCommandTests {
  /// Plan text names each finding's rule as `check` does, so it can be looked up with
  /// `check --rules` or left out with `--ignore`.
  @Test func planTextFindingsNameTheirRule() throws {
    let result = try BinaryRunner.run(["plan", "Scenes/example-basic.json"])
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "  warning: from.views[0]: arc has no effect: the view is matched (heroID 'blue') and the pair takes its timing from the to-view [matched-timing-ignored]"
      ), "\(result.stdout)")
    let rules = try BinaryRunner.run(["check", "--rules"])
    #expect(rules.stdout.contains("matched-timing-ignored"))
  }

  @Test func planJSONFollowsTheSchema() throws {
    let path = try temporaryScene(matchScene)
    let result = try BinaryRunner.run(["plan", path, "--json"])
    #expect(result.status == 0)
    let plan = try parseJSON(result.stdout)
    for key in ["scene", "container", "presenting", "animation", "toScreenFirst", "totalDuration", "views"] {
      #expect(plan[key] != nil, "missing \(key)")
    }
    #expect(plan["animation"] as? String == "fade")
    #expect(plan["container"] as? String == "modal")
    let views = try #require(plan["views"] as? [[String: Any]])
    #expect(views.count == 6)
    let keys = [
      "name", "heroID", "screen", "path", "matched", "coordinateSpace", "animates", "modifiers", "delay",
      "duration", "timingFunction", "spring", "arc", "start", "end", "notes",
    ]
    for view in views {
      for key in keys { #expect(view.keys.contains(key), "view lacks \(key)") }
    }
    let red = try #require(views.first { $0["name"] as? String == "red" && $0["screen"] as? String == "to" })
    #expect(red["matched"] as? Bool == true)
    #expect(red["coordinateSpace"] as? String == "global")
    #expect(red["arc"] as? Double == 1)
    #expect(red["path"] as? [Int] == [0])
    let start = try #require(red["start"] as? [String: Any])
    #expect(start["position"] as? [Double] == [70, 130])
    #expect((start["transform"] as? [Double])?.count == 16)
    let end = try #require(red["end"] as? [String: Any])
    #expect(end["position"] as? [Double] == [187.5, 400])
    #expect(end["size"] as? [Double] == [375, 200])
    let notes = try #require(red["notes"] as? [String])
    #expect(notes.contains { $0.hasPrefix("matched with") })
  }

  @Test func planTextHasABlockPerAnimatingView() throws {
    let path = try temporaryScene(matchScene)
    let result = try BinaryRunner.run(["plan", path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("to.views[0] 'red' (heroID ironMan) — matched with from.views[0]"))
    #expect(result.stdout.contains("· fades in; its partner stays opaque (the from screen is inserted first)"))
    // What covers what is read off the frames: the to-view is drawn above its partner.
    #expect(
      result.stdout.contains(
        "· drawn above its partner 'red' (from.views[0]), which stays opaque: the fade shows over it"))
  }

  @Test func optionsChangeThePlan() throws {
    let path = try temporaryScene(matchScene)
    let result = try BinaryRunner.run(["plan", path, "--json", "--container", "navigation", "--dismiss"])
    let plan = try parseJSON(result.stdout)
    #expect(plan["animation"] as? String == "push(right)")
    #expect(plan["presenting"] as? Bool == false)
    #expect(plan["toScreenFirst"] as? Bool == false)  // push always puts the to screen on top
    let explicit = try parseJSON(try BinaryRunner.run(["plan", path, "--json", "--animation", "zoom"]).stdout)
    #expect(explicit["animation"] as? String == "zoom")
  }

  @Test func aBadAnimationOptionIsAUsageError() throws {
    let result = try BinaryRunner.run(["plan", "--animation", "psuh(left)"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did you mean 'push'?"))
  }

  @Test func theDemoPlansWithoutAScene() throws {
    let result = try BinaryRunner.run(["plan", "--json"])
    #expect(result.status == 0)
    #expect(try parseJSON(result.stdout)["scene"] as? String == "Demo: gallery to photo")
  }
}

@Suite struct FrameCommandTests {
  @Test func frameJSONListsLayersBottomFirst() throws {
    let path = try temporaryScene(matchScene)
    let result = try BinaryRunner.run(["frame", path, "--progress", "0.5", "--format", "json"])
    #expect(result.status == 0)
    let frame = try parseJSON(result.stdout)
    #expect(frame["progress"] as? Double == 0.5)
    let layers = try #require(frame["layers"] as? [[String: Any]])
    #expect(layers.first?["name"] as? String == "from")
    for layer in layers {
      #expect((layer["quad"] as? [[Double]])?.count == 4)
      #expect(layer["opacity"] != nil && layer["screen"] != nil && layer["path"] != nil)
    }
    let arcs = layers.compactMap { $0["arc"] as? [[Double]] }
    #expect(arcs.count == 2)
  }

  @Test func clearLabelsAreDrawnInEveryFormat() throws {
    // The App Store card's titles are UILabels with no background colour.
    let text = try BinaryRunner.run([
      "frame", "Scenes/example-app-store-card.json", "--progress", "1", "--size", "60x30",
    ])
    #expect(text.stdout.contains("  to  title  [1,1,2]"))
    #expect(text.stdout.contains("  to  subtitle  [1,1,3]"))
    let ansi = try BinaryRunner.run([
      "frame", "Scenes/example-app-store-card.json", "--progress", "1", "--size", "60x30", "--format", "ansi",
    ])
    let rows = ANSIScreen(ansi.stdout).rows.map { String(String.UnicodeScalarView($0.map(\.glyph))) }
    #expect(rows.contains { $0.contains("App Store Card Transition") })
  }

  @Test func frameNeedsProgress() throws {
    let result = try BinaryRunner.run(["frame", "--format", "json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--progress"))
  }

  @Test(arguments: ["-0.1", "1.5", "abc"])
  func progressMustBeBetweenZeroAndOne(value: String) throws {
    let result = try BinaryRunner.run(["frame", "--progress", value, "--format", "json"])
    #expect(result.status == 2)
  }
}

@Suite struct CheckCommandTests {
  @Test func aCleanSceneChecksWithExitZero() throws {
    let path = try temporaryScene(matchScene)
    let result = try BinaryRunner.run(["check", path])
    #expect(result.status == 0)
    #expect(result.stderr.contains("checked 1 scene: 0 errors"))
  }

  @Test func lintFindingsNameTheFileAndPath() throws {
    let scene = """
      { "from": { "views": [ { "name": "a", "heroID": "x", "frame": [0, 0, 50, 50], "modifiers": "fade" } ] },
        "to": { "views": [ { "name": "b", "heroID": "x", "frame": [100, 100, 50, 50] },
                           { "name": "c", "frame": [0, 0, 10, 10], "modifiers": "source(ghost) fade" },
                           { "name": "d", "heroID": "x", "frame": [0, 0, 10, 10] } ] } }
      """
    let path = try temporaryScene(scene)
    let result = try BinaryRunner.run(["check", path])
    #expect(result.status == 1)
    // Each at the value it is about: the view's modifiers, the repeated heroID.
    #expect(
      result.stderr.contains(
        "\(path): from.views[0]: line 1, column 92: warning: fade has no effect: the view is matched"))
    #expect(result.stderr.contains("\(path): to.views[1]: line 3, column 75: warning: source(ghost) does nothing"))
    #expect(result.stderr.contains("\(path): to.views[2]: line 4, column 47: error: heroID 'x' is also used"))
    #expect(result.stderr.contains("[duplicate-hero-id]"))
  }

  @Test func aBrokenSceneIsAnErrorLineWithPathAndColumn() throws {
    let scene = """
      {
        "from": { "views": [] },
        "to": { "views": [ { "frame": [0, 0, 10, 10], "modifiers": "fade scael(0.5)" } ] }
      }
      """
    let path = try temporaryScene(scene)
    let result = try BinaryRunner.run(["check", path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(path): to.views[0].modifiers: line 3, column"))
    #expect(result.stderr.contains("unknown modifier 'scael'; did you mean 'scale'?"))
  }

  @Test func aMissingFileIsReported() throws {
    let result = try BinaryRunner.run(["check", "/nonexistent/scene.json"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("/nonexistent/scene.json: error: cannot read the file"))
  }
}
