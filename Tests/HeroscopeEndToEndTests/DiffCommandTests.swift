import Foundation
import Testing
import HeroTestSupport

/// `heroscope diff`: pairs of scenes that differ in one field each, saved plans against
/// scenes, the tolerance, the formats and the exit codes.
@Suite struct DiffCommandTests {
  /// A matched card, an appearing title, two overlapping squares, a panel with a badge, and a
  /// disappearing label; each parameter is what one variant changes.
  static func scene(
    toCard: String = "[0, 0, 375, 300]", cardRadius: String = "8", cardColor: String = "#ff0000",
    toCardID: String = "card", cardModifiers: String = "", title: String = "fade translate(0, 100)",
    label: String = "fade", underZ: String = "0", badge: String = "scale(0.2)",
    extra: String = ""
  ) -> String {
    """
    { "name": "diffed",
      "from": { "views": [
        { "name": "card", "heroID": "card", "frame": [20, 20, 100, 100], "color": "#ff0000", "cornerRadius": 8 },
        { "name": "label", "frame": [20, 300, 200, 40], "color": "#0000ff", "modifiers": "\(label)" } ] },
      "to": { "views": [ \(extra)
        { "name": "card", "heroID": "\(toCardID)", "frame": \(toCard), "color": "\(cardColor)", "cornerRadius": \(cardRadius)\(cardModifiers) },
        { "name": "title", "frame": [20, 320, 300, 40], "color": "#00ff00", "modifiers": "\(title)" },
        { "name": "under", "frame": [40, 400, 100, 100], "color": "#333333", "zPosition": \(underZ), "modifiers": "fade" },
        { "name": "over", "frame": [60, 420, 100, 100], "color": "#666666", "modifiers": "fade" },
        { "name": "panel", "frame": [0, 520, 375, 147], "color": "#3949ab", "modifiers": "translate(0, 147)", "views": [
          { "name": "badge", "frame": [150, 40, 60, 60], "color": "#ffd54f", "modifiers": "\(badge)" } ] } ] } }
    """
  }

  static let extraView = #"{ "name": "extra", "frame": [0, 600, 10, 10], "modifiers": "fade" },"#

  /// Each variant, and a field its diff with the base scene must report.
  static let variants: [(field: String, scene: String)] = [
    ("appears", scene(extra: extraView)),
    ("matched", scene(toCardID: "other")),
    ("delay", scene(title: "fade translate(0, 100) delay(0.2)")),
    ("duration", scene(title: "fade translate(0, 100) duration(0.9)")),
    ("totalDuration", scene(title: "fade translate(0, 100) duration(0.9)")),
    ("timingFunction", scene(title: "fade translate(0, 100) timingFunction(linear)")),
    ("spring", scene(title: "fade translate(0, 100) spring(250, 30)")),
    ("arc", scene(cardModifiers: #", "modifiers": "arc""#)),
    ("start.position", scene(title: "fade translate(0, 150)")),
    ("end.size", scene(toCard: "[0, 0, 375, 320]")),
    ("end.opacity", scene(label: "opacity(0.5)")),
    ("start.transform", scene(title: "fade translate(0, 100) scale(0.5)")),
    ("end.cornerRadius", scene(cardRadius: "12")),
    ("end.color", scene(cardColor: "#00ff00")),
    ("start.layerOrder", scene(underZ: "5")),
    ("coordinateSpace", scene(badge: "scale(0.2) useGlobalCoordinateSpace")),
  ]

  func changes(_ before: String, _ after: String, _ extra: [String] = []) throws -> (
    status: Int32, fields: [String], object: [String: Any]
  ) {
    let a = try temporaryScene(before, name: "before.json")
    let b = try temporaryScene(after, name: "after.json")
    let result = try BinaryRunner.run(["diff", a, b, "--json"] + extra)
    let object = try parseJSON(result.stdout)
    let changes = object["changes"] as? [[String: Any]] ?? []
    return (result.status, changes.compactMap { $0["field"] as? String }, object)
  }

  @Test(arguments: variants.indices)
  func aSceneThatDiffersInOneFieldReportsIt(_ index: Int) throws {
    let (field, variant) = Self.variants[index]
    let (status, fields, _) = try changes(Self.scene(), variant)
    #expect(status == 1, "\(field)")
    #expect(fields.contains(field), "\(field) not in \(fields)")
  }

  @Test func theSameSceneHasNoChangesAndExitsZero() throws {
    let (status, fields, object) = try changes(Self.scene(), Self.scene())
    #expect(status == 0)
    #expect(fields.isEmpty)
    #expect((object["summary"] as? [String: Int])?["changes"] == 0)
  }

  @Test func aCaptureFolderIsASideByItsNewestCapture() throws {
    let folder = try temporaryDirectory()
    let capture = BinaryRunner.packageRoot.appendingPathComponent("docs/examples/capture.json")
    try FileManager.default.copyItem(
      atPath: capture.path, toPath: folder + "/20261201-120000-000-A-to-B.json")
    let same = try BinaryRunner.run(["diff", folder, capture.path])
    #expect(same.status == 0, "\(same.stderr)")
    let other = try BinaryRunner.run(["diff", folder, "Scenes/match.json"])
    #expect(other.status == 1, "\(other.stderr)")
  }

  @Test func anInsertedViewIsTheOnlyChange_theOthersAreNotShifted() throws {
    let (_, fields, object) = try changes(Self.scene(), Self.scene(extra: Self.extraView))
    #expect(fields == ["appears"])
    let change = try #require((object["changes"] as? [[String: Any]])?.first)
    #expect(change["afterPath"] as? String == "to.views[0]")
    #expect(change["name"] as? String == "extra")
    let (_, back, _) = try changes(Self.scene(extra: Self.extraView), Self.scene())
    #expect(back == ["disappears"])
  }

  @Test func aSavedPlanMatchesItsSceneAndCatchesAChange() throws {
    let scene = try temporaryScene(Self.scene(), name: "golden.json")
    let saved = try BinaryRunner.run(["plan", scene, "--json"])
    #expect(saved.status == 0)
    let plan = try temporaryScene(saved.stdout, name: "golden.plan.json")
    let same = try BinaryRunner.run(["diff", plan, scene])
    #expect(same.status == 0, "\(same.stdout)")
    #expect(same.stdout.hasPrefix("no changes between"))
    try Self.scene(cardRadius: "12").write(toFile: scene, atomically: true, encoding: .utf8)
    let changed = try BinaryRunner.run(["diff", plan, scene])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains("to.views[0] 'card' #card: end.cornerRadius: 8 → 12"))
    #expect(changed.stdout.hasSuffix(" changes in 2 views\n") || changed.stdout.contains(" in "))
  }

  @Test func planJSONIsTheSameRunAfterRun() throws {
    let first = try BinaryRunner.run(["plan", "Scenes/showcase-springs.json", "--json"])
    let second = try BinaryRunner.run(["plan", "Scenes/showcase-springs.json", "--json"])
    #expect(first.stdout == second.stdout)
    // The fields a diff reads are all there.
    let views = try #require(try parseJSON(first.stdout)["views"] as? [[String: Any]])
    let animated = try #require(views.first { $0["start"] is [String: Any] })
    let start = try #require(animated["start"] as? [String: Any])
    for key in ["position", "size", "transform", "opacity", "cornerRadius", "color", "layer"] {
      #expect(start.keys.contains(key), "start has no \(key)")
    }
  }

  @Test func theToleranceHidesSmallNumericChanges() throws {
    let moved = Self.scene(toCard: "[0.001, 0, 375, 300]")
    #expect(try changes(Self.scene(), moved).status == 1)
    #expect(try changes(Self.scene(), moved, ["--tolerance", "0.01"]).status == 0)
  }

  @Test func githubAnnotatesTheAfterFileAtTheChangedViewsLine() throws {
    let a = try temporaryScene(Self.scene(), name: "before.json")
    let b = try temporaryScene(Self.scene(cardColor: "#00ff00"), name: "after, with: comma.json")
    let result = try BinaryRunner.run(["diff", a, b, "--format", "github"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix("::error file=") })
    // The card is written on line 6 of the after scene, its object at column 5.
    #expect(result.stdout.contains("after%2C with%3A comma.json,line=6,col=5,"))
  }

  @Test func aStoryboardSideTakesItsOwnSegue() throws {
    let board = storyboardFixture("Containers")
    let same = try BinaryRunner.run(
      ["diff", board, board, "--before-segue", "showImage", "--after-segue", "showImage"])
    #expect(same.status == 0, "\(same.stderr)")
    let other = try BinaryRunner.run(["diff", board, board, "--segue", "showImage", "--after-segue", "showInfo"])
    #expect(other.status == 1, "\(other.stderr)")
  }

  @Test(
    arguments: [
      (["diff", "Scenes/match.json"], "diff needs two files"),
      (["diff", "Scenes/match.json", "Scenes/match.json", "--json", "--format", "github"], "--json and --format"),
      (["diff", "Scenes/match.json", "Scenes/match.json", "--tolerance", "-1"], "--tolerance takes"),
      (["diff", "Scenes/match.json", "Scenes/match.json", "--after-from", "A"], "AFTER: --from and --to go together"),
    ] as [([String], String)])
  func badUsageExits2(_ arguments: [String], _ message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aBrokenSideExits1WithItsLocatedError() throws {
    let bad = try temporaryScene(#"{ "from": { "views": [] }, "to": { "views": [ { "frame": [0, 0] } ] } }"#)
    let result = try BinaryRunner.run(["diff", "Scenes/match.json", bad])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(bad): to.views[0].frame"))
  }
}
