import Foundation
import Testing
import HeroTestSupport

/// `diff` reports drawing order as what a view is drawn above and under, and only for the views
/// that moved, not those whose neighbours did (issue 36 §7). Before, removing a heroID from one
/// side of a pair reported `to.views[1] 'foxtrot': start.layerOrder: 4 → 3` for a view nothing
/// happened to.
@Suite struct DiffDrawOrderTests {
  static let scene = """
    { "from": { "views": [
        { "name": "alpha", "heroID": "a", "frame": [20, 20, 100, 100] },
        { "name": "bravo", "frame": [20, 300, 100, 40], "modifiers": "fade" } ] },
      "to": { "views": [
        { "name": "alpha", "heroID": "a", "frame": [0, 0, 375, 300] },
        { "name": "foxtrot", "frame": [20, 320, 300, 40], "modifiers": "fade" },
        { "name": "golf", "frame": [20, 420, 300, 40], "zPosition": 0, "modifiers": "fade" },
        { "name": "hotel", "frame": [20, 520, 300, 40], "modifiers": "fade" } ] } }
    """

  @Test func aViewWhoseNeighboursChangedIsNotReported() throws {
    let before = try temporaryScene(Self.scene, name: "before.json")
    let after = try temporaryScene(
      Self.scene.replacingOccurrences(
        of: #""heroID": "a", "frame": [0, 0, 375, 300]"#, with: #""frame": [0, 0, 375, 300]"#),
      name: "after.json")
    let result = try BinaryRunner.run(["diff", before, after])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("foxtrot"), "\(result.stdout)")
    #expect(!result.stdout.contains("golf"), "\(result.stdout)")
    #expect(!result.stdout.contains("bravo"), "\(result.stdout)")
    #expect(result.stdout.contains("from.views[0] 'alpha' #a: start.layerOrder: drawn → not drawn"))
  }

  @Test func aRaisedViewIsTheOneChangeAndSaysWhatItIsAboveAndUnder() throws {
    let before = try temporaryScene(Self.scene, name: "before.json")
    let after = try temporaryScene(
      Self.scene.replacingOccurrences(of: #""zPosition": 0"#, with: #""zPosition": 5"#),
      name: "after.json")
    let result = try BinaryRunner.run(["diff", before, after])
    #expect(result.status == 1)
    let order = result.stdout.split(separator: "\n").filter { $0.contains("layerOrder") }
    #expect(order.count == 2, "\(result.stdout)")
    #expect(order.allSatisfy { $0.hasPrefix("to.views[2] 'golf': ") }, "\(result.stdout)")
    #expect(
      order.first?.contains(
        "start.layerOrder: above to.views[1] 'foxtrot', under to.views[3] 'hotel' → above ")
        == true,
      "\(result.stdout)")
    let json = try parseJSON(try BinaryRunner.run(["diff", before, after, "--json"]).stdout)
    let changes = json["changes"] as? [[String: Any]] ?? []
    let moved = try #require(changes.first { $0["field"] as? String == "start.layerOrder" })
    #expect((moved["before"] as? String)?.hasPrefix("above ") == true)
  }
}
