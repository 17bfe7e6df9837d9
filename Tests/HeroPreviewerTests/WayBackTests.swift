import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// `b`: the way back, the screens swapped and `presenting` flipped (issue 35 §3); `d` flips
/// `presenting` alone and says so.
@Suite struct WayBackTests {
  @Test func bSwapsTheScreensAndFlipsPresentingAndSaysWhich() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("b")) == .replan)
    #expect(state.back && !state.presenting)
    #expect(state.notice?.contains("the way back") == true)
    #expect(state.handle(.character("b")) == .replan)
    #expect(!state.back && state.presenting)
  }

  @Test func dSaysWhatItDidAndThatBShowsTheWayBack() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("d")) == .replan)
    #expect(!state.presenting && !state.back)
    #expect(
      state.notice
        == "d: now dismissing with the same screens (the from screen is dismissed) · b shows the way back"
    )
  }

  @Test func theWayBackIsPlannedAsTheSceneWrittenFromTheOtherSide() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 100, rows: 14, capabilities: colour256)
    backend.script = [
      (time: 1, event: .key(.character("b"))), (time: 2, event: .key(.end)),
      (time: 3, event: .key(.character("q"))),
    ]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    var written = scene
    swap(&written.from, &written.to)
    written.presenting = false
    let expected = Planner.plan(written, options: Planner.Options(explains: false))
    #expect(player.plan.presenting == false)
    #expect(player.plan.views.map(\.name) == expected.views.map(\.name))
    #expect(player.plan.totalDuration == expected.totalDuration)
    let fraction = player.plan.totalDuration
    #expect(
      player.plan.views.map { $0.animation?.state(at: fraction).position }
        == expected.views.map { $0.animation?.state(at: fraction).position })
    let status = String(backend.screen.suffix(100).map { Character($0.glyph) })
    #expect(status.contains("dismissing, way back"))
  }

  @Test func anEditOnTheWayBackNamesTheViewAsTheFileHasIt() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 100, rows: 14, capabilities: colour256)
    var keys: [InputEvent] = [.key(.character("b"))]
    // The file's to.views[0], selected this way; on the way back it is on the from screen.
    let plan = Planner.plan(scene)
    let box = try #require(plan.views.first { $0.ref.screen == .to && $0.name == "box" })
    keys += [.key(.character("e"))]
    keys += " fade".unicodeScalars.map { .key(.character($0)) }
    keys += [.key(.enter), .key(.character("q"))]
    backend.script = keys.enumerated().map { (time: Double($0.offset + 1), event: $0.element) }
    var state = PlayerState(scene: scene)
    state.selected = box.ref
    let player = Player(scene: scene, state: state, backend: backend)
    try player.run()
    let edit = try #require(player.state.edits.first)
    #expect(edit.target.screen == .to)
    #expect(edit.target.path == [0])
    #expect(edit.text?.hasSuffix(" fade") == true)
    // The edit is planned on the way back, where the box is on the from screen.
    let edited = player.plan.views.first { $0.ref.screen == .from && $0.name == "box" }
    #expect(edited?.sceneView.modifiers?.contains(.fade) == true)
  }

  @Test func theSelectionFollowsItsViewToTheOtherScreen() {
    let scene = testScene()
    let old = Planner.plan(scene)
    let new = Planner.plan(scene.wayBack)
    var state = PlayerState(scene: scene)
    let card = old.views.first { $0.name == "card" }!.ref
    state.selected = card
    state.keepSelection(from: old, in: new, swapped: true)
    #expect(state.selected?.screen == .from)
    #expect(state.selected.map { new.view($0).name } == "card")
  }
}
