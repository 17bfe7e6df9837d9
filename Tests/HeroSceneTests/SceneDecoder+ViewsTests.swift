import Foundation
import HeroPlanner
import Synchronization
import Testing

@testable import HeroScene

@Suite struct SceneDecoderViewsTests {
  @Test func readsEveryViewKey() throws {
    let json = sceneWithViews(
      """
      {"frame": [1.5, -2, 30, 0], "name": "card", "heroID": "hero", "color": "#ff000080",
       "opacity": 0.25, "opaque": false, "cornerRadius": 8, "borderWidth": 2,
       "borderColor": "blue", "shadow": {"color": "#fff", "opacity": 0.5, "radius": 6,
       "offset": [1, 2]}, "zPosition": -3, "masksToBounds": true, "text": "Hi\\n😀",
       "modifiers": "fade", "views": []}
      """)
    let scene = try SceneLoader.load(json: json, fileName: "test.json")
    let view = try #require(scene.to.subviews.first)
    #expect(
      view
        == SceneView(
          name: "card", heroID: "hero", frame: Rect(x: 1.5, y: -2, width: 30, height: 0),
          color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255), opacity: 0.25,
          opaque: false, cornerRadius: 8, borderWidth: 2, borderColor: RGBAColor(name: "blue"),
          shadow: ShadowStyle(
            color: .white, opacity: 0.5, radius: 6, offset: Size(width: 1, height: 2)),
          zPosition: -3, masksToBounds: true, text: "Hi\n😀", modifiers: [.fade], subviews: [],
          sourcePath: "to.views[0]"))
  }

  @Test func givesAViewUIViewDefaults() throws {
    let scene = try SceneLoader.load(
      json: sceneWithViews(#"{"frame": [0, 0, 10, 10]}"#), fileName: "test.json")
    #expect(
      scene.to.subviews
        == [SceneView(frame: Rect(x: 0, y: 0, width: 10, height: 10), sourcePath: "to.views[0]")])
  }

  @Test func givesAnEmptyShadowCALayerDefaults() throws {
    let scene = try SceneLoader.load(
      json: sceneWithViews(viewWith(#""shadow": {}"#)), fileName: "test.json")
    #expect(scene.to.subviews.first?.shadow == ShadowStyle())
    #expect(
      ShadowStyle() == ShadowStyle(color: .black, opacity: 0, radius: 3, offset: Size(width: 0, height: -3)))
  }

  @Test(arguments: [
    ("#f00", RGBAColor(red: 1, green: 0, blue: 0)),
    ("#0f08", RGBAColor(red: 0, green: 1, blue: 0, alpha: 0x88 / 255.0)),
    ("#00ff00", RGBAColor(red: 0, green: 1, blue: 0)),
    ("clear", RGBAColor.clear),
    ("lightgray", RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
  ])
  func readsColours(_ text: String, _ color: RGBAColor) throws {
    let scene = try SceneLoader.load(
      json: sceneWithViews(viewWith("\"color\": \"\(text)\"")), fileName: "test.json")
    #expect(scene.to.subviews.first?.color == color)
  }

  @Test func recordsWhereEachViewWasWritten() throws {
    let leaf = #"{"frame": [0, 0, 1, 1]}"#
    let json = """
      {"from": {"views": [\(leaf)]},
       "to": {"views": [{"frame": [0, 0, 5, 5], "views": [\(leaf), \(leaf),
         {"frame": [0, 0, 1, 1], "name": "deep", "views": [\(leaf)]}]}, \(leaf)]}}
      """
    let scene = try SceneLoader.load(json: json, fileName: "test.json")
    #expect(scene.from.sourcePath == "from")
    #expect(scene.from.subviews.map(\.sourcePath) == ["from.views[0]"])
    #expect(scene.to.subviews.map(\.sourcePath) == ["to.views[0]", "to.views[1]"])
    let inner = scene.to.subviews[0].subviews
    #expect(inner.map(\.sourcePath) == ["to.views[0].views[0]", "to.views[0].views[1]", "to.views[0].views[2]"])
    #expect(inner[2].name == "deep")
    #expect(inner[2].subviews.map(\.sourcePath) == ["to.views[0].views[2].views[0]"])
  }

  /// A screen whose views nest `levels` deep, one view per level.
  private func nestedScene(levels: Int) -> String {
    var json = #"{"from": {}, "to": {"views": ["#
    for level in 0..<levels {
      json += #"{"name": "v\#(level)", "frame": [1, 1, 10, 10], "views": ["#
    }
    json += String(repeating: "]}", count: levels)
    return json + "]}}"
  }

  @Test func loadsAViewTreeAsDeepAsTheDepthLimit() throws {
    let levels = SceneDecoder.maximumDepth
    let scene = try SceneLoader.load(json: nestedScene(levels: levels), fileName: "deep.json")
    #expect(depthBelow(scene.to) == levels)
    var deepest = scene.to
    while let first = deepest.subviews.first { deepest = first }
    #expect(deepest.name == "v\(levels - 1)")
    #expect(deepest.sourcePath == "to" + String(repeating: ".views[0]", count: levels))
  }

  @Test func refusesAViewOneLevelDeeperThanTheDepthLimitWhereItStarts() throws {
    let levels = SceneDecoder.maximumDepth + 1
    let error = try #require(loadingError(nestedScene(levels: levels)))
    #expect(error.message.contains("views nest deeper than 100 levels"))
    #expect(error.jsonPath == "to" + String(repeating: ".views[0]", count: levels))
    #expect(error.line == 1)
  }

  /// Runs `body` on a thread with a 512 KiB stack, as macOS gives secondary threads.
  private func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    // A deadline, so a loader that never returns fails the test instead of hanging the run.
    #expect(done.wait(timeout: .now() + .seconds(120)) == .success, "the small-stack thread never finished")
  }

  @Test func loadsAndFreesTheDeepestTreesOnASmallStack() {
    let deepTree = nestedScene(levels: SceneDecoder.maximumDepth)
    let deepJSON =
      String(repeating: "[", count: JSONParser.maximumDepth)
      + String(repeating: "]", count: JSONParser.maximumDepth)
    let results = Mutex<[Bool]>([])
    onSmallStack {
      // Loading, walking and freeing all happen on the small stack.
      let tree = (try? SceneLoader.load(json: deepTree, fileName: "deep.json")).map { depthBelow($0.to) }
      let parsed = (try? JSONParser.parse(Array(deepJSON.utf8))) != nil
      results.withLock { $0 = [tree == SceneDecoder.maximumDepth, parsed] }
    }
    #expect(results.withLock { $0 } == [true, true])
  }

  @Test func rejectsAViewTreeDeeperThanTheNestingLimit() throws {
    let error = try #require(loadingError(nestedScene(levels: 600)))
    #expect(error.message == "arrays and objects nest deeper than 1024 levels")
    #expect(error.jsonPath.hasPrefix("to.views[0].views[0]"))
    #expect(error.line == 1)
  }

  @Test func loadsFiveThousandViews() throws {
    let views = (0..<5_000).map { i in
      """
      {"name": "v\(i)", "heroID": "h\(i % 50)", "frame": [\(i % 300), \(i / 10), 20.5, 20],
       "color": "#\(i % 2 == 0 ? "e53935" : "212121")", "opacity": 0.5,
       "modifiers": "\(i % 3 == 0 ? "fade translate(0, 10)" : "scale(0.5)")"}
      """
    }
    let json = sceneWithViews(views.joined(separator: ",\n"))
    // How long this takes belongs in a benchmark, not in a test run on a busy machine.
    let scene: Scene? = try SceneLoader.load(json: json, fileName: "large.json")
    #expect(scene?.to.subviews.count == 5_000)
    #expect(scene?.to.subviews.last?.sourcePath == "to.views[4999]")
    #expect(scene?.to.subviews[3].modifiers == [.fade, .translate(x: 0, y: 10, z: 0)])
  }
}

@Suite struct SceneSizeLimitTests {
  private func scene(views: Int) -> String {
    let leaf = #"{"frame": [0, 0, 1, 1]}"#
    let many = Array(repeating: leaf, count: views).joined(separator: ",")
    return #"{"from": {"views": [\#(many)]}, "to": {"views": []}}"#
  }

  @Test func aSceneAtTheViewLimitLoads() throws {
    let loaded = try SceneLoader.load(json: scene(views: SceneDecoder.maximumViews), fileName: "big.json")
    #expect(loaded.from.subviews.count == SceneDecoder.maximumViews)
  }

  @Test func aSceneOverTheViewLimitIsRefusedAtTheFirstViewTooMany() throws {
    let error = try #require(
      throws: SceneLoadError.self,
      performing: { try SceneLoader.load(json: scene(views: SceneDecoder.maximumViews + 1), fileName: "big.json") })
    #expect(error.message.contains("more than 100000 views"))
    #expect(error.jsonPath == "from.views[100000]")
  }
}
