import HeroPlanner
import HeroScene
import Testing

@testable import HeroPreviewer

/// Edits find their view by identity, and `u` past a write is an unsaved change (issue 24).
@Suite struct ViewEditIdentityTests {
  func scene(_ views: String) throws -> Scene {
    try SceneLoader.load(
      json: #"{"from": {"views": [\#(views)]}, "to": {"views": []}}"#, fileName: "s.json")
  }

  let box = #"{"name": "box", "heroID": "b", "frame": [0, 0, 1, 1]}"#
  let other = #"{"name": "other", "frame": [0, 0, 1, 1]}"#
  let plain = #"{"frame": [0, 0, 1, 1]}"#

  func target(_ path: [Int], name: String?, heroID: String?) -> ViewEdit.Target {
    ViewEdit.Target(screen: .from, path: path, label: "x", name: name, heroID: heroID)
  }

  @Test func aViewInsertedBeforeTheEditedOneDoesNotTakeItsEdit() throws {
    let was = try scene(box)
    let now = try scene(other + "," + box)
    #expect(target([0], name: "box", heroID: "b").find(in: now, was: was) == .at([1]))
  }

  @Test func aViewNoLongerThereIsGone() throws {
    #expect(target([0], name: "box", heroID: "b").find(in: try scene(other), was: try scene(box)) == .gone)
  }

  @Test func unnamedTwinsAreFoundByPathOnlyWhileNothingMoved() throws {
    let was = try scene(plain + "," + plain)
    #expect(target([1], name: nil, heroID: nil).find(in: was, was: was) == .at([1]))
    let moved = try scene(plain + "," + plain + "," + plain)
    #expect(target([1], name: nil, heroID: nil).find(in: moved, was: was) == .ambiguous(count: 3))
  }

  @Test func carryMovesEditsAndDropsThoseWhoseViewIsGone() throws {
    let edit = ViewEdit(target: target([0], name: "box", heroID: "b"), text: "fade", modifiers: [.fade])
    let moved = ViewEdit.carry([edit], from: try scene(box), to: try scene(other + "," + box))
    #expect(moved.kept.map(\.target.path) == [[1]])
    let gone = ViewEdit.carry([edit], from: try scene(box), to: try scene(other))
    #expect(gone.kept.isEmpty && gone.dropped == [edit])
  }

  @Test func undoPastAWriteIsOneUnsavedChangeThatRevertsToTheOriginal() {
    let original = ViewEdit.Original(text: "fade", modifiers: [.fade])
    let edit = ViewEdit(
      target: target([0], name: "box", heroID: "b"), text: "scale(2)",
      modifiers: [.scale(x: 2, y: 2, z: 1)], original: original)
    #expect(ViewEdit.unsavedCount(current: [edit], saved: []) == 1)
    #expect(ViewEdit.unsavedCount(current: [edit], saved: [edit]) == 0)
    #expect(ViewEdit.unsavedCount(current: [], saved: [edit]) == 1)
    #expect(ViewEdit.effective(current: [], saved: [edit]).map(\.text) == ["fade"])
    #expect(ViewEdit.effective(current: [edit], saved: [edit]) == [edit])
  }
}
