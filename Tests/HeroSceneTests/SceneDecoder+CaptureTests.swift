import HeroPlanner
import Testing

@testable import HeroScene

/// The top-level `capture` object of a scene captured from a running app.
@Suite struct SceneDecoderCaptureTests {
  /// A two-view scene with `capture` as given.
  static func scene(capture: String) -> String {
    """
    {"from": {"views": [{"name": "a", "frame": [0, 0, 10, 10]}]},
     "to": {"views": [{"name": "b", "frame": [0, 0, 20, 20]}]},
     "capture": \(capture)}
    """
  }

  static let full = scene(
    capture: """
      {"version": 1, "writer": "HeroscopeCapture 1", "hero": "1.6.4", "device": "iPhone15,2",
       "os": "iOS 17.2", "scale": 3, "date": "2026-12-01T20:00:00.000Z",
       "fromViewController": "List", "toViewController": "Detail", "notCaptured": "pixels",
       "views": {"from.views[0]": {"class": "UIView", "hidden": true},
                 "to": {"class": "UIView", "isHeroEnabledForSubviews": false}},
       "resolved": {
         "from": null,
         "from.views[0]": {"leftOut": true},
         "to": {"position": [1, 2], "size": [3, 4], "opacity": 0.5, "duration": "matchLongest",
                "timingFunction": [0.4, 0, 0.2, 1], "spring": [250, 30], "delay": 0.1,
                "backgroundColor": [1, 0, 0, 1], "overlay": {"color": [0, 0, 0, 1], "opacity": 0.1},
                "cascade": {"delta": 0.02, "direction": "radial(1, 2)", "delayMatchedViews": true},
                "coordinateSpace": "global", "snapshotType": "noSnapshot", "source": "x",
                "beginWith": "zPosition(2)", "transform": [1,0,0,0, 0,1,0,0, 0,0,1,0, 5,6,0,1]},
         "to.views[0]": {}
       }}
      """)

  @Test func aFullCaptureLoadsWithItsResolvedStates() throws {
    let scene = try SceneLoader.load(json: Self.full, fileName: "c.json")
    let capture = try #require(scene.capture)
    #expect(capture.version == 1)
    #expect(capture.hero == "1.6.4")
    #expect(capture.views["from.views[0]"]?.hidden == true)
    #expect(capture.views["to"]?.heroEnabledForSubviews == false)
    #expect(capture.resolved?["from"] == SceneCapture.Resolved.none)
    #expect(capture.resolved?["from.views[0]"] == .leftOut)
    #expect(capture.resolved?["to.views[0]"] == .state(TargetState()))
    guard case .state(let to)? = capture.resolved?["to"] else {
      Issue.record("no state for the to root")
      return
    }
    let expected = TargetState(
      modifiers: try ModifierParser.parse(
        "position(1, 2) size(3, 4) opacity(0.5) durationMatchLongest "
          + "timingFunction(0.4, 0, 0.2, 1) spring(250, 30) delay(0.1) backgroundColor(1, 0, 0, 1) "
          + "overlay(0, 0, 0, 0.1) cascade(0.02, radial(1, 2), true) useGlobalCoordinateSpace "
          + "useNoSnapshot source(x) beginWith(zPosition(2)) translate(5, 6)"))
    #expect(to.differences(from: expected) == [])
  }

  @Test func aSceneWithoutCaptureHasNone() throws {
    let scene = try SceneLoader.load(
      json: #"{"from": {}, "to": {}}"#, fileName: "plain.json")
    #expect(scene.capture == nil)
  }

  @Test(arguments: [
    (
      #"{"version": 2}"#, "capture.version",
      "the capture is version 2, newer than this heroscope reads (version 1 and older): update heroscope"
    ),
    (#"{"writer": "x"}"#, "capture", "missing required key 'version'"),
    (
      #"{"version": 1, "resolved": {"from.views[3]": null}}"#, #"capture.resolved["from.views[3]"]"#,
      "'from.views[3]' is not a view of this scene"
    ),
    (
      #"{"version": 1, "views": {"to.views[1]": {}}}"#, #"capture.views["to.views[1]"]"#,
      "'to.views[1]' is not a view of this scene"
    ),
    (#"{"version": 1, "extra": 1}"#, "capture.extra", "unknown key 'extra'"),
    (
      #"{"version": 1, "resolved": {"to": {"durration": 1}}}"#, "capture.resolved.to.durration",
      "unknown key 'durration'; did you mean 'duration'?"
    ),
    (
      #"{"version": 1, "resolved": {"to": {"leftOut": true, "opacity": 0}}}"#,
      "capture.resolved.to.leftOut", "'leftOut' is true and alone"
    ),
  ])
  func aBadCaptureIsAnErrorNamingItsPath(capture: String, path: String, message: String) throws {
    let error = try #require(loadingError(Self.scene(capture: capture), file: "c.json"))
    #expect(error.file == "c.json")
    #expect(error.jsonPath == path)
    #expect(error.message.hasPrefix(message), "\(error.message)")
    #expect(error.line != nil)
  }

  @Test func aTruncatedCaptureIsAnErrorNamingTheFile() throws {
    let truncated = String(Self.full.prefix(Self.full.count / 2))
    let error = try #require(loadingError(truncated, file: "cut.json"))
    #expect(error.file == "cut.json")
    #expect(error.description.hasPrefix("cut.json: capture"), "\(error.description)")
  }

  @Test func unknownKeysStayErrorsOutsideTheCapture() throws {
    let error = try #require(
      loadingError(#"{"from": {}, "to": {}, "captured": {}}"#, file: "c.json"))
    #expect(error.message.hasPrefix("unknown key 'captured'; did you mean 'capture'?"))
  }
}
