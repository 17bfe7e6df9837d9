import HeroPlanner
import Testing

@testable import HeroPreviewer

/// Edits that last: `u` / `U` undo and redo, `w` hands the edits to a writer.
@Suite struct EditHistoryTests {
  let scene = testScene()
  let card = ViewEdit.Target(screen: .to, path: [1], label: "to.views[1] 'card'")

  func edited(_ state: inout PlayerState, _ text: String) {
    state.beginEditing(card, text: "")
    for c in text.unicodeScalars { _ = state.handle(.character(c)) }
    #expect(state.handle(.enter) == .replan)
  }

  @Test func uUndoesAndShiftURedoesEachAppliedEdit() {
    var state = PlayerState(scene: scene)
    #expect(state.handle(.character("u")) == .redraw)
    #expect(state.notice == "nothing to undo")
    edited(&state, "fade")
    edited(&state, "scale(2)")
    #expect(state.edits.map(\.text) == ["scale(2)"])
    #expect(state.handle(.character("u")) == .replan)
    #expect(state.edits.map(\.text) == ["fade"])
    #expect(state.handle(.character("u")) == .replan)
    #expect(state.edits.isEmpty)
    #expect(state.handle(.character("U")) == .replan)
    #expect(state.edits.map(\.text) == ["fade"])
    // A new edit forgets what was undone.
    edited(&state, "fade scale(0.5)")
    #expect(state.handle(.character("U")) == .redraw)
    #expect(state.notice == "nothing to redo")
    #expect(state.edits.map(\.text) == ["fade scale(0.5)"])
  }

  @Test func editingNeedsASelectedViewAndStartsFromItsLatestText() {
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene)
    state.beginEdit(in: plan)
    #expect(state.editor == nil)
    #expect(state.alert?.hasPrefix("select a view first") == true)
    state.selected = ViewRef(.to, 2)
    state.beginEdit(in: plan)
    #expect(state.alert == nil)
    #expect(state.editor?.text == "fade delay(0.1)")
    #expect(state.editTarget?.path == [1])
    _ = state.handle(.character("\u{15}"))
    for c in "scale(2)".unicodeScalars { _ = state.handle(.character(c)) }
    _ = state.handle(.enter)
    state.beginEdit(in: plan)
    #expect(state.editor?.text == "scale(2)")
    // A stale selection past the from screen opens nothing.
    state.editor = nil
    state.selected = ViewRef(.from, 7)
    state.beginEdit(in: plan)
    #expect(state.editor == nil)
  }

  final class Kept: @unchecked Sendable {
    var writes: [[String]] = []
  }

  struct KeepingWriter: SceneWriting {
    let kept: Kept
    mutating func write(_ edits: [ViewEdit], scene: Scene, transition: Int) -> SceneWrite {
      kept.writes.append(edits.map { $0.text ?? "" })
      return .written("wrote \(edits.count) modifier list to scene.json")
    }
  }

  @Test func wWritesTheEditsAndConfirmsUntilTheNextKey() throws {
    let backend = MemoryBackend(columns: 80, rows: 20, capabilities: colour256)
    var state = PlayerState(scene: scene)
    edited(&state, "fade")
    backend.script = [(0.1, .key(.character("w")))]
    let kept = Kept()
    let player = Player(
      scene: scene, state: state, backend: backend, writer: KeepingWriter(kept: kept))
    try player.run()
    #expect(kept.writes == [["fade"]])
    #expect(backend.lines.joined().contains("wrote 1 modifier list to scene.json"))
  }

  @Test func wWithoutEditsOrWithoutAFileSaysSo() throws {
    let backend = MemoryBackend(columns: 100, rows: 20, capabilities: colour256)
    backend.script = [(0.1, .key(.character("w")))]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    #expect(backend.lines.joined().contains("no edits to write"))
    var state = PlayerState(scene: scene)
    edited(&state, "fade")
    let demo = MemoryBackend(columns: 100, rows: 20, capabilities: colour256)
    demo.script = [(0.1, .key(.character("w")))]
    try Player(scene: scene, state: state, backend: demo).run()
    #expect(demo.lines.joined().contains("nothing to write to"))
  }
}
