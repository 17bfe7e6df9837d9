import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// Finding views: Tab over both screens (invisible ones too), `/` search, and a selection
/// that follows its view through a reload or is dropped.
@Suite struct SelectionTests {
  let scene = testScene()

  func screen(_ state: PlayerState, columns: Int = 100, rows: Int = 24) -> PlayerView.Screen {
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let layout = PlayerView.layout(state: state, plan: plan, columns: columns, rows: rows)
    return PlayerView.screen(state: state, plan: plan, layout: layout, unicode: true)
  }

  @Test func tabReachesEveryViewOfBothScreensInvisibleOnesTooAndWraps() throws {
    var seen: [ViewRef] = []
    var plan: TransitionPlan?
    for tabs in 1...6 {
      let backend = MemoryBackend(columns: 60, rows: 20, capabilities: colour256)
      backend.script = (1...tabs).map { (time: Double($0) / 10, event: .key(.tab)) }
      let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
      try player.run()
      seen.append(try #require(player.state.selected))
      plan = player.plan
    }
    let all = try #require(plan).views.map(\.ref)
    #expect(all.count == 5)
    #expect(Set(seen.prefix(5)) == Set(all), "\(seen)")
    #expect(seen[5] == seen[0], "Tab wraps around")
  }

  @Test func aSelectedViewThatIsInvisibleNowIsMarkedOnThePicture() {
    var state = PlayerState(scene: scene)
    // The card fades in after a delay: invisible at the start.
    state.selected = ViewRef(.to, 2)
    let top = glyphLines(screen(state).canvas)[0]
    #expect(top.hasPrefix(" to 'card' · invisible at 0% "), "\(top)")
    state.progress = 1
    #expect(!glyphLines(screen(state).canvas)[0].contains("invisible"))
  }

  @Test func searchSelectsAsYouTypeEnterKeepsItAndEscPutsTheOldSelectionBack() {
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let order = PlayerView.selectionOrder(drawn: [], plan: plan)
    state.selected = ViewRef(.from, 1)
    #expect(state.handle(.character("/")) == .redraw)
    for c in "CAR".unicodeScalars {
      #expect(state.handle(.character(c)) == .search)
      state.selectSearchMatch(in: plan, order: order)
    }
    #expect(state.selected == ViewRef(.to, 2))
    #expect(state.handle(.escape) == .redraw)
    #expect(state.search == nil && !state.quit)
    #expect(state.selected == ViewRef(.from, 1))

    _ = state.handle(.character("/"))
    _ = state.handle(.character("q"))
    #expect(!state.quit, "q is typed in the search line")
    #expect(state.search?.text == "q")
    _ = state.handle(.backspace)
    for c in "card".unicodeScalars { _ = state.handle(.character(c)) }
    state.selectSearchMatch(in: plan, order: order)
    #expect(state.handle(.enter) == .redraw)
    #expect(state.search == nil)
    #expect(state.selected == ViewRef(.to, 2))
  }

  @Test func searchMatchesHeroIDsAndSaysHowManyMatch() {
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let order = PlayerView.selectionOrder(drawn: [], plan: plan)
    #expect(
      PlayerState.matches(of: "BOX", in: plan, order: order) == [
        ViewRef(.from, 1), ViewRef(.to, 1),
      ])
    _ = state.handle(.character("/"))
    for c in "box".unicodeScalars { _ = state.handle(.character(c)) }
    let status = glyphLines(screen(state).canvas)[23]
    #expect(status.contains("/ box"))
    #expect(status.contains("2 matches · from 'box' #box · Enter selects"), "\(status)")
    _ = state.handle(.character("z"))
    #expect(glyphLines(screen(state).canvas)[23].contains("no match"))
  }

  /// The test scene without the to screen's box: the card moves up to index 1.
  func sceneWithoutToBox() -> Scene {
    var changed = scene
    changed.to.subviews.removeFirst()
    return changed
  }

  @Test func aReloadKeepsTheSelectionOnItsViewWhenItMoves() {
    var state = PlayerState(scene: scene)
    let old = Planner.plan(scene, options: state.plannerOptions)
    let new = Planner.plan(sceneWithoutToBox(), options: state.plannerOptions)
    state.selected = ViewRef(.to, 2)
    state.keepSelection(from: old, in: new)
    #expect(state.selected == ViewRef(.to, 1))
    #expect(new.view(ViewRef(.to, 1)).name == "card")
  }

  @Test func aReloadThatRemovesTheSelectedViewClearsTheSelection() throws {
    var state = PlayerState(scene: scene)
    let old = Planner.plan(scene, options: state.plannerOptions)
    let new = Planner.plan(sceneWithoutToBox(), options: state.plannerOptions)
    state.selected = ViewRef(.to, 1)
    state.keepSelection(from: old, in: new)
    #expect(state.selected == nil)
    // A stale reference past the from screen never names a view of the to screen.
    #expect(!old.has(ViewRef(.from, 2)))
    #expect(old.has(ViewRef(.to, 2)) && !old.has(ViewRef(.to, 3)))
  }

  struct OneReload: SceneReloading {
    var scene: Scene?
    mutating func poll() -> SceneReload? {
      defer { scene = nil }
      return scene.map { .reloaded($0) }
    }
  }

  @Test func theInspectorNeverShowsAnotherViewAfterAReloadRemovesTheSelectedOne() throws {
    let backend = MemoryBackend(columns: 120, rows: 20, capabilities: colour256)
    backend.script = [(0.05, .key(.character("5"))), (3, .key(.character("q")))]
    var state = PlayerState(scene: scene)
    state.selected = ViewRef(.to, 1)
    state.showInspector = true
    let player = Player(
      scene: scene, state: state, backend: backend,
      watcher: OneReload(scene: sceneWithoutToBox()))
    try player.run()
    #expect(player.state.selected == nil)
    let text = backend.lines.joined(separator: "\n")
    #expect(!text.contains("card  (to.views"), "the inspector shows the card instead")
    #expect(text.contains("selects a view."))
  }

  /// The player plans without notes (only the inspector reads them) and plans them in when
  /// the inspector shows a view: the same notes `plan` prints.
  @Test func theInspectorShowsTheNotesThePlayersPlanLeavesOut() throws {
    let backend = MemoryBackend(columns: 140, rows: 40, capabilities: colour256)
    backend.script = [(0.05, .key(.character("q")))]
    var state = PlayerState(scene: scene)
    state.selected = ViewRef(.to, 2)
    state.showInspector = true
    let player = Player(scene: scene, state: state, backend: backend)
    try player.run()
    #expect(player.plan.views.allSatisfy { $0.notes.isEmpty })
    let explained = Planner.plan(scene, options: state.plannerOptions)
    let notes = explained.view(ViewRef(.to, 2)).notes
    #expect(!notes.isEmpty)
    let text = backend.lines.joined(separator: "\n")
    let first = try #require(notes.first)
    #expect(text.contains("· " + String(first.prefix(20))), "\(text)")
  }

  @Test func aBurstOfTwentyThousandKeysIsDrawnOnce() throws {
    let backend = MemoryBackend(columns: 40, rows: 12, capabilities: colour256)
    let keys: [Key] = (0..<20_000).map { $0 % 2 == 0 ? .right : .left }
    backend.script = keys.map { (time: 0.5, event: .key($0)) } + [(time: 1, event: .key(.right))]
    let player = Player(
      scene: scene, state: PlayerState(scene: scene), backend: backend, recordFrames: true)
    try player.run()
    // The first frame, one after the burst, one after the last key; then the input is gone.
    #expect(player.frames.count == 3)
    #expect(abs(player.state.progress - 0.01) < 1e-9)
  }

  @Test func helpAt80By24ReachesEveryKeyByScrollingAndSaysThereIsMore() {
    var state = PlayerState(scene: scene)
    state.showHelp = true
    var text = ""
    let first = glyphLines(screen(state, columns: 80, rows: 24).canvas).joined(separator: "\n")
    #expect(first.contains("↓ more"))
    for _ in 0..<PlayerView.helpLines(Glyphs(unicode: true)).count {
      text += glyphLines(screen(state, columns: 80, rows: 24).canvas).joined(separator: "\n")
      _ = state.handle(.down)
    }
    #expect(state.showHelp)
    for (key, _) in PlayerView.helpLines(Glyphs(unicode: true)) {
      #expect(text.contains("│ " + key + " "), "help at 80×24 never shows \(key)")
    }
    #expect(text.contains(" end · "))
  }
}

@Suite struct InspectorLiveValuesTests {
  let scene = testScene()

  func inspector(progress: Double) -> String {
    var state = PlayerState(scene: scene)
    state.showInspector = true
    state.selected = ViewRef(.to, 2)
    state.progress = progress
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let layout = PlayerView.layout(state: state, plan: plan, columns: 120, rows: 30)
    let canvas = PlayerView.render(state: state, plan: plan, layout: layout, unicode: true)
    return glyphLines(canvas).map { String($0.dropFirst(layout.inspectorX)) }.joined(
      separator: "\n")
  }

  @Test func theInspectorShowsValuesAtThePlayheadUnderItsTitle() {
    let start = inspector(progress: 0)
    #expect(start.contains("now 0 s:"), "\(start)")
    #expect(start.contains("opacity 0 · 0%"))
    let end = inspector(progress: 1)
    #expect(end.contains("opacity 1 · 100%"), "\(end)")
    let lines = end.components(separatedBy: "\n")
    let title = lines.firstIndex { $0.contains("card  (to.views[1])") } ?? -1
    #expect(lines[title + 1].contains("now "))
  }
}

@Suite struct ViewTreeTests {
  let scene = testScene()

  @Test func theTreeListsBothScreensWithHeroIDsAndPartners() {
    let plan = Planner.plan(scene)
    let rows = PlayerView.treeRows(plan, glyphs: Glyphs(unicode: true)).map(\.text)
    #expect(
      rows == [
        "from screen", "  box #box ↔ to.views[0]", "", "to screen", "  box #box ↔ from.views[0]",
        "  card",
      ])
  }

  @Test func vOpensItArrowsWalkItAndEscClosesItFirst() {
    var state = PlayerState(scene: scene)
    _ = state.handle(.character("i"))
    #expect(state.handle(.character("v")) == .redraw)
    #expect(state.handle(.down) == .stepInTree(1))
    #expect(state.handle(.up) == .stepInTree(-1))
    #expect(state.handle(.escape) == .redraw)
    #expect(!state.showTree && state.showInspector)
  }

  @Test func walkingAndClickingTheTreeSelectsOnThePicture() throws {
    let backend = MemoryBackend(columns: 100, rows: 24, capabilities: colour256)
    let layout = PlayerLayout(columns: 100, rows: 24, inspector: true)
    // The tree's rows: 1 from screen, 2 box, 3 blank, 4 to screen, 5 box, 6 card.
    backend.script = [
      (0.1, .key(.character("v"))), (0.2, .key(.down)), (0.3, .key(.down)),
      (0.4, .mouse(MouseEvent(column: layout.inspectorX + 3, row: 6, action: .press))),
    ]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    #expect(player.state.selected == ViewRef(.to, 2))
    // Two steps from nothing selected: the from screen, then its box.
    let walked = MemoryBackend(columns: 100, rows: 24, capabilities: colour256)
    walked.script = [
      (0.1, .key(.character("v"))), (0.2, .key(.down)), (0.3, .key(.down)),
    ]
    let walker = Player(scene: scene, state: PlayerState(scene: scene), backend: walked)
    try walker.run()
    #expect(walker.state.selected == ViewRef(.from, 1))
    let line = walked.lines[2]
    #expect(line.contains(" box #box ↔ to.views[0]"))
    let x = try #require(line.unicodeScalars.map(Character.init).firstIndex(of: "#"))
    #expect(walked[x, 2].background != walked[x, 5].background, "the selected row is highlighted")
  }
}
