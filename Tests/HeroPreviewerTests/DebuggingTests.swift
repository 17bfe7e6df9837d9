import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// Selecting views, the inspector, the timeline, the z-order view, live edits and reloads.
@Suite struct DebuggingStateTests {
  let scene = testScene()

  @Test func keysToggleThePanels() {
    var state = PlayerState(scene: scene)
    #expect(state.handle(.character("i")) == .redraw)
    #expect(state.showInspector)
    #expect(state.handle(.character("T")) == .redraw)
    #expect(state.showTimeline)
    #expect(state.handle(.character("z")) == .redraw)
    #expect(state.zOrder)
    #expect(state.handle(.tab) == .cycleSelection(1))
    #expect(state.handle(.backTab) == .cycleSelection(-1))
    #expect(state.handle(.character("e")) == .beginEdit)
  }

  @Test func tabWalksTheViewsInDrawingOrderAndWraps() {
    var state = PlayerState(scene: scene)
    let order = [ViewRef(.to, 0), ViewRef(.from, 1), ViewRef(.to, 2)]
    state.cycleSelection(by: 1, order: order)
    #expect(state.selected == ViewRef(.to, 0))
    state.cycleSelection(by: 1, order: order)
    state.cycleSelection(by: 1, order: order)
    state.cycleSelection(by: 1, order: order)
    #expect(state.selected == ViewRef(.to, 0))
    state.cycleSelection(by: -1, order: order)
    #expect(state.selected == ViewRef(.to, 2))
  }

  @Test func arrowsScrollTheOpenPanel() {
    var state = PlayerState(scene: scene)
    #expect(state.handle(.down) == .none)
    _ = state.handle(.character("i"))
    _ = state.handle(.down)
    _ = state.handle(.down)
    #expect(state.inspectorScroll == 2)
    _ = state.handle(.up)
    _ = state.handle(.up)
    _ = state.handle(.up)
    #expect(state.inspectorScroll == 0)
  }

  @Test func aGoodEditIsRecordedAndReplans() {
    var state = PlayerState(scene: scene)
    let target = ViewEdit.Target(screen: .to, path: [1], label: "to.views[1] 'card'")
    state.beginEditing(target, text: "fade")
    for c in " scale(0.5)".unicodeScalars { _ = state.handle(.character(c)) }
    #expect(state.handle(.enter) == .replan)
    #expect(state.editor == nil)
    #expect(
      state.edits == [
        ViewEdit(target: target, text: "fade scale(0.5)", modifiers: [.fade, .scale(x: 0.5, y: 0.5, z: 1)])
      ])
  }

  @Test func aTypoKeepsTheEditorOpenWithTheError() {
    var state = PlayerState(scene: scene)
    state.beginEditing(ViewEdit.Target(screen: .to, path: [1], label: "card"), text: "fade scael(0.5)")
    #expect(state.handle(.enter) == .redraw)
    #expect(state.editor != nil)
    #expect(state.editError?.column == 6)
    #expect(state.edits.isEmpty)
    // Keys go to the editor, not to the player: q types a q.
    #expect(state.handle(.character("q")) == .redraw)
    #expect(!state.quit)
    #expect(state.handle(.escape) == .redraw)
    #expect(state.editor == nil && state.editError == nil)
  }

  @Test func editsApplyToTheSceneByPath() throws {
    let edit = ViewEdit(
      target: ViewEdit.Target(screen: .to, path: [1], label: "card"), text: "[.translate(y: 50)]",
      modifiers: [.translate(x: 0, y: 50, z: 0)])
    let edited = ViewEdit.apply([edit], to: scene)
    #expect(edited.view(on: .to, at: [1])?.modifiers == [.translate(x: 0, y: 50, z: 0)])
    #expect(edited.view(on: .to, at: [1])?.modifierText == "[.translate(y: 50)]")
    let summary = ViewEdit.summary([edit])
    #expect(summary.contains("view.hero.modifiers = [.translate(y: 50)]"))
    #expect(summary.contains("heroModifiers string: \"translate(0, 50)\""))
  }
}

@Suite struct DebuggingScreenTests {
  let scene = testScene()

  func screen(_ state: PlayerState, columns: Int = 100, rows: Int = 24) -> PlayerView.Screen {
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let layout = PlayerView.layout(state: state, plan: plan, columns: columns, rows: rows)
    return PlayerView.screen(state: state, plan: plan, layout: layout, unicode: true)
  }

  @Test func theInspectorShowsTheSelectedViewsPartnerAndNotes() {
    var state = PlayerState(scene: scene)
    state.showInspector = true
    state.selected = ViewRef(.to, 1)
    let text = glyphLines(screen(state).canvas).joined(separator: "\n")
    #expect(text.contains("box  (to.views[0])"))
    #expect(text.contains("matched with from.views[0] 'box'"))
    #expect(text.contains("global: drawn in the transition"))
  }

  @Test func theTimelineListsEveryAnimatingView() {
    var state = PlayerState(scene: scene)
    state.showTimeline = true
    let s = screen(state)
    let rows = s.timeline?.rows ?? []
    #expect(rows.filter { if case .view = $0 { true } else { false } }.count == 4)
    #expect(s.layout.transitionRows < 24 - 3)
  }

  @Test func theZOrderViewReplacesTheTransition() {
    var state = PlayerState(scene: scene)
    state.zOrder = true
    let text = glyphLines(screen(state).canvas).joined(separator: "\n")
    #expect(text.contains("drawing order, top first"))
  }

  @Test func anEditErrorShowsACaretUnderItsColumn() throws {
    var state = PlayerState(scene: scene)
    state.beginEditing(ViewEdit.Target(screen: .to, path: [1], label: "card"), text: "fade scael(0.5)")
    _ = state.handle(.enter)
    let lines = glyphLines(screen(state).canvas)
    // The three bottom rows: the error, the line being edited, the caret.
    #expect(lines[21].contains("unknown modifier 'scael'; did you mean 'scale'?"))
    let edit = Array(lines[22].unicodeScalars)
    let word = Array("scael".unicodeScalars)
    let x = try #require(edit.indices.first { Array(edit[$0...].prefix(5)) == word })
    #expect(String(lines[23].unicodeScalars.dropFirst(x).prefix(5)) == "^~~~~")
  }

  @Test func theSelectionIsOutlined() {
    var state = PlayerState(scene: scene)
    let plain = screen(state).canvas
    state.selected = ViewRef(.to, 1)
    #expect(screen(state).canvas != plain, "the outline changes the picture")
  }
}

@Suite struct DebuggingPlayerTests {
  let scene = testScene()

  @Test func aClickSelectsTheViewOnTopAndTheInspectorFollows() throws {
    let backend = MemoryBackend(columns: 60, rows: 20, capabilities: colour256)
    // The transition area is 60×17 cells; the to screen's blue card sits in its lower half.
    backend.script = [
      (0.1, .key(.end)), (0.2, .key(.character("i"))),
      (0.3, .mouse(MouseEvent(column: 16, row: 13, action: .press))),
      (0.4, .key(.character("q"))),
    ]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    #expect(player.state.selected == ViewRef(.to, 2))
    #expect(backend.lines.joined().contains("card  (to.views[1])"))
  }

  struct ScriptedReloads: SceneReloading {
    var steps: [SceneReload?]
    mutating func poll() -> SceneReload? { steps.isEmpty ? nil : steps.removeFirst() }
  }

  func run(_ steps: [SceneReload?]) throws -> (Player, MemoryBackend) {
    let backend = MemoryBackend(columns: 120, rows: 20, capabilities: colour256)
    backend.script = [(0.05, .key(.character("5"))), (3, .key(.character("q")))]
    let player = Player(
      scene: scene, state: PlayerState(scene: scene), backend: backend,
      watcher: ScriptedReloads(steps: steps))
    try player.run()
    return (player, backend)
  }

  @Test func aBrokenSaveKeepsTheLastGoodPlanAndShowsTheError() throws {
    let (player, backend) = try run([nil, .failed("scene.json: to: line 3, column 9: broken")])
    #expect(player.state.alert == "scene.json: to: line 3, column 9: broken")
    #expect(player.plan.sceneName == "Test scene")
    #expect(backend.lines.last?.contains("scene.json: to: line 3, column 9: broken") == true)
  }

  @Test func aFixedSaveRecoversAndKeepsTheProgress() throws {
    var moved = scene
    moved.name = "Reloaded"
    let (player, backend) = try run([.failed("broken"), nil, .reloaded(moved)])
    #expect(player.state.alert == nil)
    #expect(player.plan.sceneName == "Reloaded")
    #expect(player.state.progress == 0.5)
    #expect(backend.lines.last?.contains("Reloaded") == true)
  }
}
