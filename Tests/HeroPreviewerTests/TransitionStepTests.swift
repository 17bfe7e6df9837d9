import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// `[` and `]` step through a storyboard's transitions.
@Suite struct TransitionStepTests {
  func scenes() -> [Scene] {
    var second = testScene(name: "Second")
    second.container = .navigation
    second.presenting = false
    second.animation = [.navigation: .fade]
    return [testScene(name: "First"), second, testScene(name: "Third")]
  }

  @Test func bracketsStepAndWrapAround() {
    var state = PlayerState(scene: testScene())
    state.transitionCount = 3
    #expect(state.handle(.character("]")) == .switchTransition)
    #expect(state.transitionIndex == 1)
    #expect(state.handle(.character("[")) == .switchTransition)
    #expect(state.handle(.character("[")) == .switchTransition)
    #expect(state.transitionIndex == 2)
  }

  @Test func withOneTransitionABracketExplains() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("]")) == .redraw)
    #expect(state.transitionIndex == 0)
    #expect(state.alert == "[ and ] step through a storyboard's transitions; this has one")
  }

  @Test func steppingPreviewsTheNextSceneFromItsStartWithItsOwnSettings() throws {
    let list = scenes()
    let backend = MemoryBackend(columns: 110, rows: 14, capabilities: colour256)
    backend.script = [
      (time: 1, event: .key(.character("5"))), (time: 2, event: .key(.character("]"))),
      (time: 3, event: .key(.character("q"))),
    ]
    let player = Player(
      scene: list[0], state: PlayerState(scene: list[0]), backend: backend, transitions: list)
    #expect(player.state.transitionCount == 3)
    try player.run()
    #expect(player.plan.sceneName == "Second")
    #expect(player.state.progress == 0)
    #expect(player.state.container == .navigation)
    #expect(!player.state.presenting)
    #expect(player.state.animation[.navigation] == .fade)
    let glyphs = backend.screen.map { Character($0.glyph) }
    let status = String(glyphs.suffix(110))
    #expect(status.contains("Second (2/3)"))
  }

  @Test func editsStayWithTheirTransition() throws {
    let list = scenes()
    let backend = MemoryBackend(columns: 110, rows: 14, capabilities: colour256)
    var keys: [InputEvent] = [.key(.tab), .key(.character("e"))]
    keys += "fade".unicodeScalars.map { .key(.character($0)) }
    keys += [.key(.enter), .key(.character("]")), .key(.character("[")), .key(.character("q"))]
    backend.script = keys.enumerated().map { (time: Double($0.offset + 1), event: $0.element) }
    let player = Player(
      scene: list[0], state: PlayerState(scene: list[0]), backend: backend, transitions: list)
    try player.run()
    #expect(player.state.transitionIndex == 0)
    #expect(player.state.edits.count == 1)  // back on the first: its edit is there again
    #expect(player.allEdits.count == 1)
  }
}

/// A storyboard saved while `play` previews it.
@Suite struct TransitionReloadTests {
  struct ScriptedReloads: SceneReloading {
    var steps: [SceneReload?]
    mutating func poll() -> SceneReload? { steps.isEmpty ? nil : steps.removeFirst() }
  }

  @Test func aSavedStoryboardKeepsTheTransitionOnScreenAndTheProgress() throws {
    let list = [testScene(name: "First"), testScene(name: "Second")]
    let saved = [testScene(name: "First, saved"), testScene(name: "Second, saved")]
    let backend = MemoryBackend(columns: 110, rows: 14, capabilities: colour256)
    backend.script = [
      (time: 0.05, event: .key(.character("]"))), (time: 0.1, event: .key(.character("5"))),
      (time: 3, event: .key(.character("q"))),
    ]
    let player = Player(
      scene: list[0], state: PlayerState(scene: list[0]), backend: backend,
      watcher: ScriptedReloads(steps: [nil, nil, .reloadedTransitions(saved)]), transitions: list)
    try player.run()
    #expect(player.plan.sceneName == "Second, saved")
    #expect(player.state.transitionIndex == 1)
    #expect(player.state.progress == 0.5)
  }

  @Test func aSaveWithFewerTransitionsShowsTheLast() throws {
    let list = [testScene(name: "First"), testScene(name: "Second")]
    let backend = MemoryBackend(columns: 110, rows: 14, capabilities: colour256)
    backend.script = [
      (time: 0.05, event: .key(.character("]"))), (time: 3, event: .key(.character("q"))),
    ]
    let player = Player(
      scene: list[0], state: PlayerState(scene: list[0]), backend: backend,
      watcher: ScriptedReloads(steps: [nil, nil, .reloadedTransitions([testScene(name: "Only")])]),
      transitions: list)
    try player.run()
    #expect(player.plan.sceneName == "Only")
    #expect(player.state.transitionIndex == 0)
    #expect(player.state.transitionCount == 1)
  }

  @Test func aNewCaptureIsShownAtOnceAndCounted() throws {
    let list = [testScene(name: "First"), testScene(name: "Second")]
    var third = testScene(name: "Third")
    third.container = .navigation
    let backend = MemoryBackend(columns: 110, rows: 14, capabilities: colour256)
    backend.script = [
      (time: 0.05, event: .key(.character("5"))), (time: 3, event: .key(.character("q"))),
    ]
    let player = Player(
      scene: list[0], state: PlayerState(scene: list[0]), backend: backend,
      watcher: ScriptedReloads(steps: [nil, nil, .newCaptures(list + [third])]),
      transitions: list)
    try player.run()
    #expect(player.plan.sceneName == "Third")
    #expect(player.state.transitionIndex == 2)
    #expect(player.state.transitionCount == 3)
    // A new capture starts from its beginning, with its own container.
    #expect(player.state.progress == 0)
    #expect(player.state.container == .navigation)
    let status = String(backend.screen.map { Character($0.glyph) }.suffix(110))
    #expect(status.contains("Third (3/3)"))
  }

  @Test func newCapturesInTheReducerPointAtTheNewest() {
    var state = PlayerState(scene: testScene())
    state.alert = "an old problem"
    state.newCaptures(count: 7)
    #expect(state.transitionIndex == 6)
    #expect(state.transitionCount == 7)
    #expect(state.alert == nil)
    #expect(state.handle(.character("[")) == .switchTransition)
    #expect(state.transitionIndex == 5)
  }
}
