import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// The 3D view (issue 35 §1) on a sampled frame, and its keys.
@Suite struct ThreeDTests {
  let frame = Planner.plan(testScene()).sample(at: 0.5)

  @Test func theBottomLayerUnturnedAndUnscaledStaysWhereItWas() {
    let flat = frame.stacked3D(yaw: 0, zoom: 1)
    for (a, b) in zip(flat.layers[0].quad, frame.layers[0].quad) {
      #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
    }
  }

  /// m34 = −1/4000: a layer i × 10 points nearer is scaled by 4000 / (4000 − 10 i) about the
  /// screen's centre.
  @Test func laterLayersAreNearerAndSoLarger() throws {
    let flat = frame.stacked3D(yaw: 0, zoom: 1)
    let i = frame.layers.count - 1
    let centre = Point(x: frame.screenSize.width / 2, y: frame.screenSize.height / 2)
    let scale = 4000 / (4000 - 10 * Double(i))
    for (a, b) in zip(flat.layers[i].quad, frame.layers[i].quad) {
      #expect(abs(a.x - (centre.x + (b.x - centre.x) * scale)) < 1e-6)
      #expect(abs(a.y - (centre.y + (b.y - centre.y) * scale)) < 1e-6)
    }
  }

  @Test func turningNarrowsTheStackAboutTheVerticalAxis() throws {
    let turned = frame.stacked3D(yaw: 60, zoom: 1)
    let root = try #require(turned.layers.first)
    let width = (root.quad.map(\.x).max() ?? 0) - (root.quad.map(\.x).min() ?? 0)
    // cos 60° = 0.5, give or take the perspective across the turned screen.
    #expect(abs(width / frame.screenSize.width - 0.5) < 0.05, "\(width)")
    #expect(turned.layers.count == frame.layers.count)
  }

  @Test func xTurnsArrowsTurnAndParenthesesZoom() {
    var state = PlayerState(scene: testScene())
    state.progress = 0.5
    #expect(state.handle(.character("x")) == .redraw)
    #expect(state.threeD == 30)
    _ = state.handle(.right)
    #expect(state.threeD == 40)
    #expect(state.progress == 0.5)
    _ = state.handle(.left)
    _ = state.handle(.left)
    #expect(state.threeD == 20)
    _ = state.handle(.character(")"))
    #expect(abs(state.zoom3D - 1) < 1e-9)
    _ = state.handle(.shiftRight)
    #expect(abs(state.progress - 0.6) < 1e-9)
    _ = state.handle(.character("x"))
    #expect(state.threeD == nil)
    _ = state.handle(.right)
    #expect(abs(state.progress - 0.61) < 1e-9)
    #expect(state.handle(.character("(")) == .none)
  }

  @Test func theScreenDrawsTheTurnedFrame() {
    var state = PlayerState(scene: testScene())
    state.progress = 0.5
    let plan = Planner.plan(testScene(), options: state.plannerOptions)
    let layout = PlayerLayout(columns: 80, rows: 20)
    let flat = PlayerView.render(state: state, plan: plan, layout: layout, unicode: true)
    state.threeD = 45
    let turned = PlayerView.render(state: state, plan: plan, layout: layout, unicode: true)
    #expect(glyphLines(flat) != glyphLines(turned))
    #expect(glyphLines(turned)[19].contains("3D 45°"))
  }
}

/// A horizontal drag on the picture turns the 3D view (two degrees a column) instead of
/// dragging a view.
@Suite struct ThreeDDragTests {
  @Test func aDragOnThePictureTurnsTheStack() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 80, rows: 20, capabilities: colour256)
    func mouse(_ action: MouseEvent.Action, _ x: Int) -> InputEvent {
      .mouse(MouseEvent(column: x, row: 5, action: action))
    }
    backend.script = [
      (time: 1, event: .key(.character("x"))), (time: 2, event: mouse(.press, 30)),
      (time: 3, event: mouse(.drag, 35)), (time: 4, event: mouse(.drag, 40)),
      (time: 5, event: mouse(.release, 40)), (time: 6, event: .key(.character("q"))),
    ]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    #expect(player.state.threeD == 50)
    #expect(player.state.turnDrag == nil)
    #expect(player.state.gesture == nil)
    #expect(player.state.progress == 0)
  }
}
