import Foundation
@preconcurrency @testable import Hero
import HeroPlanner
import HeroScene
@testable import HeroscopeCapture
import Testing
import UIKit
import HeroTestSupport

/// The plugin inside a stand-in transition: the file it writes, and what heroscope makes of it.
/// Serialized: the plugin and its directory are process-wide, as in an app.
@MainActor
@Suite(.serialized)
struct CapturePluginTests {
  /// Runs `transition` with the capture started into a fresh folder; returns the one scene
  /// file. Without `snapshots` (these tests compare the scene's boxes with hand-written ones;
  /// `SnapshotCaptureTests` has the pictures).
  static func capture(
    _ transition: StandInTransition, snapshots: Bool = false,
    resolve: (HeroContext) -> Void = { _ in }
  ) throws -> URL {
    let folder = try temporaryDirectory("plugin")
    HeroscopeCapture.start(directory: folder, snapshots: snapshots)
    defer { HeroscopeCapture.stop() }
    transition.run(resolve: resolve)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let scenes = files.filter { $0.hasSuffix(".json") }
    try #require(scenes.count == 1, "one capture per transition, found \(files)")
    try #require(files.count == (snapshots ? 2 : 1), "found \(files)")
    return folder.appendingPathComponent(scenes[0])
  }

  /// Sets every context state to the one heroscope resolves for the hand-written scene.
  static func heroscopeStates(for scene: String) throws -> (HeroContext) -> Void {
    let plan = Planner.plan(
      try SceneLoader.load(path: BinaryRunner.packageRoot.path + "/Scenes/" + scene))
    return { context in
      guard let fromRoot = context.fromViews.first, let toRoot = context.toViews.first else {
        return
      }
      for view in plan.views {
        guard let standIn = HeroStateConversion.view(at: view.sourcePath, from: fromRoot, to: toRoot)
        else { continue }
        context[standIn] = view.state.map(HeroStateConversion.heroState)
      }
    }
  }

  @Test func writesOneFileNamedByTimeAndViewControllers() throws {
    let url = try Self.capture(GalleryMirror.match())
    let name = url.lastPathComponent
    let pattern = #/^\d{8}-\d{6}-\d{3}-BuiltViewController-to-BuiltViewController\.json$/#
    #expect(name.wholeMatch(of: pattern) != nil, "\(name)")
    let scene = try SceneLoader.load(path: url.path)
    let capture = try #require(scene.capture)
    #expect(capture.version == 1)
    #expect(capture.fromViewController == "BuiltViewController")
    // Every view of both screens has an entry: 3 + 3.
    #expect(capture.resolved?.count == 6)
    #expect(capture.resolved?["to.views[1]"] == SceneCapture.Resolved.none)
  }

  @Test func aFolderThatCannotBeWrittenIsReportedOnceAndNeverThrows() throws {
    // A regular file where the folder should be: creating the folder fails.
    let blocker = try temporaryDirectory("blocked").appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    HeroscopeCapture.hasReportedFailure = false
    HeroscopeCapture.start(directory: blocker)
    defer {
      HeroscopeCapture.stop()
      HeroscopeCapture.hasReportedFailure = false
    }
    GalleryMirror.match().run()
    #expect(HeroscopeCapture.hasReportedFailure)
    GalleryMirror.match().run()
    #expect(try Data(contentsOf: blocker) == Data("x".utf8))
  }

  @Test func stopDisablesThePlugin() throws {
    let folder = try temporaryDirectory("stop")
    HeroscopeCapture.start(directory: folder)
    HeroscopeCapture.stop()
    GalleryMirror.match().run()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    #expect(!HeroscopeCapturePlugin.isEnabled)
  }

  @Test func declaredStatesAreHerosResolvedOnesWhenNothingPreprocesses() throws {
    let url = try Self.capture(GalleryMirror.cascade())
    let scene = try SceneLoader.load(path: url.path)
    let resolved = try #require(scene.capture?.resolved)
    // Without preprocessors the context holds the declared states: fade and scale(0.5).
    guard case .state(let cell)? = resolved["to.views[0].views[4]"] else {
      Issue.record("cell 5 has no resolved state: \(String(describing: resolved["to.views[0].views[4]"]))")
      return
    }
    #expect(cell.opacity == 0)
    #expect(cell.transform == TargetState(modifiers: [.scale(x: 0.5, y: 0.5, z: 1)]).transform)
    guard case .state(let collection)? = resolved["to.views[0]"] else {
      Issue.record("the collection has no resolved state")
      return
    }
    #expect(collection.cascade?.delta == 0.02)
  }

  @Test(arguments: GalleryMirror.scenes)
  func captureOfAGalleryMirrorPlansAsTheHandWrittenScene(scene: String) throws {
    let url = try Self.capture(GalleryMirror.make(scene))
    try expectSamePlan(url.path, "Scenes/" + scene)
  }

  @Test(arguments: GalleryMirror.scenes)
  func againstHeroFindsNoDifferenceWhenHeroHoldsHeroscopesStates(scene: String) throws {
    let url = try Self.capture(GalleryMirror.make(scene), resolve: try Self.heroscopeStates(for: scene))
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("no difference"))
  }

  @Test func againstHeroPrintsEachDifferenceAndExits1() throws {
    let heroscope = try Self.heroscopeStates(for: "showcase-default-push.json")
    let url = try Self.capture(GalleryMirror.push()) { context in
      heroscope(context)
      guard let toRoot = context.toViews.first else { return }
      context[toRoot]?.duration = 0.5
      context[toRoot]?.position = CGPoint(x: 10, y: 20)
    }
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("to 'detail': duration: heroscope 0.35 s, Hero 0.5 s"), "\(result.stdout)")
    #expect(result.stdout.contains("to 'detail': position: heroscope not set, Hero (10, 20) pt"), "\(result.stdout)")
    #expect(result.stdout.split(separator: "\n").count == 2)
    #expect(result.stderr.contains("2 differences"))
  }

  @Test func aViewOutsideTheContainerIsFlaggedLeftOut() throws {
    let from = BuiltViewController {
      Build.screen(
        "start", color: 0xffffff,
        subviews: [
          Build.view(
            "offscreen", CGRect(x: 400, y: 10, width: 50, height: 50), color: 0xff0000,
            heroID: "a", modifiers: [.fade])
        ])
    }
    let to = BuiltViewController { Build.screen("end", color: 0x000000, subviews: []) }
    let url = try Self.capture(StandInTransition(from: from, to: to))
    let scene = try SceneLoader.load(path: url.path)
    #expect(scene.capture?.resolved?["from.views[0]"] == .leftOut)
    let result = try BinaryRunner.run(["check", "--against-hero", url.path])
    // heroscope leaves it out too; the roots have no state on either side (no preprocessors).
    #expect(result.stdout.contains("from.views[0]") == false, "\(result.stdout)")
  }

  @Test func planOnAFolderTakesItsNewestCapture() throws {
    let folder = try temporaryDirectory("newest")
    HeroscopeCapture.start(directory: folder)
    defer { HeroscopeCapture.stop() }
    GalleryMirror.match().run()
    Thread.sleep(forTimeInterval: 0.01)
    GalleryMirror.push().run()
    let files = try CaptureFolder.captures(in: folder.path)
    try #require(files.count == 2)
    let result = try BinaryRunner.run(["plan", "--json", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("\"container\":\"navigation\"") || result.stdout.contains("\"container\": \"navigation\""))
  }
}

/// Plans both files with `heroscope plan --json` and expects the same plan but for its `scene`
/// name and each view's `written` modifiers (the text as written: `[.fade, .scale(0.5)]` by
/// hand, `transform(…) fade` from the capture); numbers agree within 1e-9 (a stand-in frame
/// goes through its centre and back).
func expectSamePlan(_ captured: String, _ handWritten: String) throws {
  let a = try BinaryRunner.run(["plan", "--json", captured])
  let b = try BinaryRunner.run(["plan", "--json", handWritten])
  try #require(a.status == 0, "\(a.stderr)")
  try #require(b.status == 0, "\(b.stderr)")
  var left = try #require(JSONSerialization.jsonObject(with: Data(a.stdout.utf8)) as? [String: Any])
  var right = try #require(JSONSerialization.jsonObject(with: Data(b.stdout.utf8)) as? [String: Any])
  left["scene"] = nil
  right["scene"] = nil
  left["views"] = (left["views"] as? [[String: Any]])?.map { $0.filter { $0.key != "written" } }
  right["views"] = (right["views"] as? [[String: Any]])?.map { $0.filter { $0.key != "written" } }
  let differences = jsonDifferences(left, right, path: "")
  #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))")
}

/// Where two JSON values differ, as `path: a ≠ b` lines.
func jsonDifferences(_ a: Any, _ b: Any, path: String) -> [String] {
  switch (a, b) {
  case (let x as [String: Any], let y as [String: Any]):
    let keys = Set(x.keys).union(y.keys).sorted()
    return keys.flatMap { key -> [String] in
      guard let u = x[key], let v = y[key] else { return ["\(path).\(key): only on one side"] }
      return jsonDifferences(u, v, path: path + "." + key)
    }
  case (let x as [Any], let y as [Any]):
    guard x.count == y.count else { return ["\(path): \(x.count) ≠ \(y.count) items"] }
    return zip(x, y).enumerated().flatMap { jsonDifferences($1.0, $1.1, path: path + "[\($0)]") }
  case (let x as NSNumber, let y as NSNumber):
    return abs(x.doubleValue - y.doubleValue) <= 1e-9 ? [] : ["\(path): \(x) ≠ \(y)"]
  case (let x as String, let y as String):
    return x == y ? [] : ["\(path): \(x) ≠ \(y)"]
  case (is NSNull, is NSNull):
    return []
  default:
    return ["\(path): \(a) ≠ \(b)"]
  }
}
