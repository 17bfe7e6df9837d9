import Testing

@testable import HeroScene

/// Numbers no screen can show are refused where the scene says them (issue 15 §1).
@Suite struct SceneNumberLimitTests {
  @Test(arguments: [
    (#"{"frame": [3, 888888888888888888828, 8, 8]}"#, "to.views[0].frame[1]"),
    (#"{"frame": [0, 0, 1e300, 8], "text": "wide"}"#, "to.views[0].frame[2]"),
    (#"{"frame": [0, 0, 8, 8], "shadow": {"radius": 1e308}}"#, "to.views[0].shadow.radius"),
    (#"{"frame": [0, 0, 8, 8], "cornerRadius": 1e12}"#, "to.views[0].cornerRadius"),
    (#"{"frame": [0, 0, 8, 8], "zPosition": -1e9}"#, "to.views[0].zPosition"),
  ])
  func absurdNumbersAreLocatedErrors(_ view: String, _ path: String) throws {
    let json = #"{"from": {"views": []}, "to": {"views": [\#(view)]}}"#
    let error = try #require(throws: SceneLoadError.self) {
      try SceneLoader.load(json: json, fileName: "absurd.json")
    }
    #expect(error.jsonPath == path)
    #expect(error.message.contains("beyond what heroscope can preview"))
  }

  @Test func aScreenSmallerThanAPointIsRefused() throws {
    let json = #"{"size": [1e-320, 1e-320], "from": {"views": []}, "to": {"views": []}}"#
    let error = try #require(throws: SceneLoadError.self) {
      try SceneLoader.load(json: json, fileName: "tiny.json")
    }
    #expect(error.message == "the scene width must be at least 1 point, found 1e-320")
  }
}
