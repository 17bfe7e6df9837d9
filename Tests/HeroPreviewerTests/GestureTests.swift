import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// The previewer's gestures run Hero's interactive calls through the planner's `Interaction`
/// (issue 26): what is drawn after Enter, Backspace or a drag is the interaction's resumed
/// plan, for as long as Hero's resume says, not the original curve played on.
@Suite struct GestureTests {
  let scene = testScene()

  func run(_ script: [(Double, InputEvent)], columns: Int = 40, rows: Int = 14) throws -> (
    Player, MemoryBackend
  ) {
    let backend = MemoryBackend(columns: columns, rows: rows, capabilities: colour256)
    backend.script = script.map { (time: $0.0, event: $0.1) }
    let player = Player(
      scene: scene, state: PlayerState(scene: scene), backend: backend, recordFrames: true)
    try player.run()
    return (player, backend)
  }

  func interaction(_ text: String, on plan: TransitionPlan) throws -> Interaction {
    try Interaction(InteractionScript.parse(text), on: plan)
  }

  /// A push of the test scene released at 0.4: the release plays for `completesAfter` (Hero's
  /// `complete(after:)`, HeroTransition+Interactive.swift:60-64), and the last frame before a
  /// quit mid-way is the resumed plan sampled at the time since the release.
  @Test func enterDrawsHerosResumedMotionForItsOwnLength() throws {
    let plan = Planner.plan(scene)
    let resumed = try interaction("update(0.4); finish", on: plan)
    let length = resumed.completesAfter
    #expect(length > 0)
    // The original curve would take the rest of the transition: Hero's resume does not.
    #expect(abs(length - 0.6 * plan.totalDuration) > 1e-3)
    let (player, _) = try run([
      (0.5, .key(.character("4"))), (1, .key(.enter)), (1 + length / 2, .key(.character("q"))),
    ])
    let frame = try #require(player.lastScreen?.frame)
    #expect(frame.totalDuration == resumed.resumed.totalDuration)
    let drawnAt = try #require(player.frames.last?.time)
    #expect(abs(frame.time - (drawnAt - 1)) < 1e-9)
    #expect(frame == resumed.resumed.sample(at: frame.progress))
    #expect(player.state.motion == .finishing)
  }

  @Test func enterRestsAtTheEndAfterTheResumedMotion() throws {
    let plan = Planner.plan(scene)
    let length = try interaction("update(0.4); finish", on: plan).completesAfter
    let (player, _) = try run([
      (0.5, .key(.character("4"))), (1, .key(.enter)), (3, .key(.character("q"))),
    ])
    #expect(player.state.progress == 1 && player.state.motion == .paused)
    #expect(player.state.gesture == nil)
    // The last frame that moved is drawn within a frame of the release's end.
    let moving = try #require(player.frames.last { $0.moving })
    #expect(moving.time <= 1 + length + 1e-9 && moving.time > 1 + length - 1.0 / 60 - 1e-9)
  }

  @Test func backspaceRestsAtTheStartAfterTheResumedMotion() throws {
    let (player, _) = try run([
      (0.5, .key(.character("7"))), (1, .key(.backspace)), (3, .key(.character("q"))),
    ])
    #expect(player.state.progress == 0 && player.state.motion == .paused)
    let drawn = try #require(player.lastScreen?.frame)
    #expect(drawn == player.plan.sample(at: 0))
  }

  /// The cell over the centre of the test scene's red box on the from screen, at progress 0.
  func boxCell(columns: Int, rows: Int) -> (column: Int, row: Int)? {
    let state = PlayerState(scene: scene)
    let layout = PlayerView.layout(
      state: state, plan: Planner.plan(scene), columns: columns, rows: rows)
    let fit = ScreenFit(
      screen: (100, 100), columns: layout.transitionColumns, rows: layout.transitionRows)
    return fit.cell(x: 25, y: 75)
  }

  /// A drag of a view is Hero's VideoPlayer pan (VideoPlayerViewController.swift:58-66):
  /// `update` by the vertical distance over the screen's height, `apply(position)` on the view
  /// and its partner; released before halfway it cancels (HeroDebugPlugin.swift:77-85).
  @Test func dragOfAViewPinsItAndItsPartnerAndAShortOneCancels() throws {
    let cell = try #require(boxCell(columns: 40, rows: 14))
    let up = cell.row - 1
    let (player, _) = try run([
      (0.5, .mouse(MouseEvent(column: cell.column, row: cell.row, action: .press))),
      (0.6, .mouse(MouseEvent(column: cell.column + 1, row: up, action: .drag))),
      (0.7, .key(.character("q"))),
    ])
    #expect(player.state.selected.map { player.plan.view($0).sourcePath } == "from.views[0]")
    let gesture = try #require(player.state.gesture)
    guard case .apply(let view, let modifiers) = gesture.calls.last else {
      Issue.record("no apply: \(gesture.calls)")
      return
    }
    #expect(view == "from.views[0]")
    guard case .position(let point) = modifiers.first else {
      Issue.record("not a position: \(modifiers)")
      return
    }
    // One row up is 2 pixels, one column right 1 pixel, at the fit's scale.
    let fit = try #require(player.lastScreen?.raster?.fit)
    #expect(abs(point.x - (25 + 1 / fit.scale)) < 1e-9)
    #expect(abs(point.y - (75 - 2 / fit.scale)) < 1e-9)
    // Dragging up moves progress back: it stays at 0.
    #expect(player.state.progress == 0)
    // The box and its partner are both drawn at the pinned centre.
    let frame = try #require(player.lastScreen?.frame)
    let boxes = frame.layers.filter { $0.name == "box" && $0.kind == .view }
    #expect(boxes.count >= 1)
    for layer in boxes {
      let centre = Point(
        x: layer.quad.map(\.x).reduce(0, +) / 4, y: layer.quad.map(\.y).reduce(0, +) / 4)
      #expect(abs(centre.x - point.x) < 1e-6 && abs(centre.y - point.y) < 1e-6, "\(layer)")
    }
  }

  @Test func aDragReleasedPastHalfwayFinishesAndOneBeforeCancels() throws {
    // 40 × 40: the picture is 0.4 pixels a point, so a row (two pixels) is 5 points, 5 % of
    // the screen's 100-point height.
    let cell = try #require(boxCell(columns: 40, rows: 40))
    for (rows, finishes) in [(2, false), (9, false), (11, true)] {
      let (player, _) = try run(
        [
          (0.6, .mouse(MouseEvent(column: cell.column, row: cell.row, action: .press))),
          (0.7, .mouse(MouseEvent(column: cell.column, row: cell.row + rows, action: .drag))),
          (0.8, .mouse(MouseEvent(column: cell.column, row: cell.row + rows, action: .release))),
          (5, .key(.character("q"))),
        ], columns: 40, rows: 40)
      #expect(player.state.progress == (finishes ? 1 : 0), "\(rows) rows")
      #expect(player.state.gesture == nil)
    }
  }
}

extension GestureTests {
  /// Hero applies modifiers only through the views it animates (HeroTransition+Interactive.swift
  /// 96-107): a view that does not animate does not move, and the notice says why.
  @Test func draggingAViewThatDoesNotAnimateSaysSo() throws {
    var state = PlayerState(scene: scene)
    var drag = PlayerState.ViewDrag(
      view: ViewRef(.from, 0), path: "from", column: 5, row: 5, progress: 0,
      centre: Point(x: 0, y: 0), pointsPerColumn: 1, pointsPerRow: 2, screenHeight: 100)
    drag.animates = false
    state.beginViewDrag(drag)
    #expect(state.draggedView(column: 6, row: 9) == .redraw)
    #expect(state.notice?.contains("from does not animate") == true)
    #expect(state.gesture == nil && state.progress == 0)
    #expect(state.releasedView() == .none)
  }
}
