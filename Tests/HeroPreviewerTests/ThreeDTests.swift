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

/// The depth each layer takes in 3D (Hero's debug plugin, HeroDebugPlugin.swift `on3D`: the
/// container's subviews without a zPosition at `i × 10`, those with a positive one at
/// `zPosition + count × 10`), and the nearer of two layers drawn over the farther at any turn.
@Suite struct ThreeDDepthTests {
  /// Three full-screen layers of one colour each; `lifts` are their containers' zPositions.
  static func frame(_ lifts: [Double]) -> Frame {
    let size = Size(width: 100, height: 100)
    let colours: [RGBAColor] = [.white, RGBAColor(red: 1, green: 0, blue: 0), RGBAColor(red: 0, green: 0, blue: 1)]
    let layers = lifts.enumerated().map { i, lift in
      var layer = FrameLayer(
        kind: .view, view: ViewRef(.from, i), name: "l\(i)", path: [i], size: size,
        toScreen: .identity,
        quad: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)],
        opacity: 1, color: colours[i % colours.count])
      layer.zPosition = lift
      return layer
    }
    return Frame(
      progress: 0.5, time: 0, totalDuration: 1, screenSize: size, containerColor: .white,
      layers: layers)
  }

  @Test func layersWithoutAZPositionAreTenPointsApartAndPositiveOnesLifted() {
    #expect(Self.frame([0, 0, 0]).stackDepths() == [0, 10, 20])
    // The plugin: a view of zPosition 30 over two without goes to 30 + 2 × 10.
    #expect(Self.frame([0, 0, 30]).stackDepths() == [0, 10, 50])
    // A negative zPosition (drawn first by the zPosition sort) stays below the stack.
    #expect(Self.frame([-25, 0, 0]).stackDepths() == [-25, 10, 20])
    // Halfway into 3D, half as far apart.
    #expect(Self.frame([0, 0, 30]).stackDepths(spread: 0.5) == [0, 5, 25])
  }

  /// m34 = −1/4000: a layer lifted by 30 more points is scaled by 4000 / (4000 − 50) about the
  /// centre, unturned.
  @Test func aLiftedLayerStandsNearerThanTheStack() throws {
    let frame = Self.frame([0, 0, 30])
    let flat = frame.stacked3D(yaw: 0, zoom: 1)
    let top = try #require(flat.layers.last)
    let scale = 4000 / (4000 - 50.0)
    #expect(abs(top.quad[1].x - (50 + 50 * scale)) < 1e-9)
  }

  /// Seen from the front (|yaw| < 90°) the later layers are nearer and drawn last; turned past
  /// 90° the stack is seen from behind and the first layer is the nearest, so it is drawn last.
  @Test(arguments: [-180.0, -150, -120, -91, -60, -30, 0, 30, 60, 89, 91, 120, 150, 180])
  func theNearerLayerIsDrawnOverTheFartherAtEveryTurn(_ yaw: Double) {
    let frame = Self.frame([0, 0, 30])
    let turned = frame.stacked3D(yaw: yaw, zoom: 0.8)
    let order = turned.layers.map(\.view.index)
    #expect(order == (abs(yaw) < 90 ? [0, 1, 2] : [2, 1, 0]), "\(order) at \(yaw)°")
    // And in pixels: at the centre, what is drawn is the nearest layer's colour.
    if abs(yaw) <= 30 || abs(yaw) >= 150 {
      let raster = Rasteriser.render(
        turned, columns: 20, rows: 10, options: RasterOptions(arcs: false, labels: false))
      // Blue (the lifted top layer) from the front, white (the bottom one) from behind.
      let nearest = abs(yaw) < 90 ? RGB(0, 0, 255) : RGB(255, 255, 255)
      let centre = raster.canvas[10, 5]
      #expect(
        centre.foreground == nearest && centre.background == nearest,
        "\(centre.foreground) \(centre.background) at \(yaw)°")
    }
  }

  /// The sampler says which container child a layer is in: the matched box, of zPosition 40
  /// on the to screen (the scene key), is lifted by its zPosition now in 3D (the snapshot
  /// taking it from the from screen's 0 to 40); the card, a
  /// snapshot inside the to screen's, is not (the plugin lifts only the container's subviews).
  @Test func aZPositionLiftsItsContainerChildInThreeD() throws {
    var scene = testScene()
    scene.to.subviews[0].zPosition = 40
    scene.to.subviews[1].zPosition = 40
    let frame = Planner.plan(scene).sample(at: 0.8)
    let boxes = frame.layers.indices.filter { frame.layers[$0].name == "box" }
    #expect(boxes.count == 2)
    let depths = frame.stackDepths()
    let lifted = boxes.filter { frame.layers[$0].zPosition > 0 }
    #expect(!lifted.isEmpty)
    for i in lifted {
      let z = frame.layers[i].zPosition
      #expect(z <= 40, "\(z)")
      #expect(depths[i] == Double(i) * 10 + z)
    }
    #expect(lifted.last == frame.layers.count - 1, "the zPosition sort draws it last")
    let card = try #require(frame.layers.firstIndex { $0.name == "card" })
    #expect(frame.layers[card].zPosition == 0)
  }
}

/// Going in and out of 3D eases over 0.4 s on the plugin's ease-in-ease-out curve, frames
/// drawn all the while; what the keys, the wheel and a Shift+drag do to the pose.
@Suite struct ThreeDEaseTests {
  @Test func xEasesInAndOutOverFourTenthsOfASecond() throws {
    var state = PlayerState(scene: testScene())
    _ = state.handle(.character("x"))
    #expect(state.threeD == 30)
    #expect(state.pose3D == .flat)
    #expect(state.needsTicks)
    state.advance(by: 0.2, totalDuration: 1)
    let half = try #require(state.pose3D)
    // easeInEaseOut (0.42, 0, 0.58, 1) is symmetric: halfway in time, halfway in value.
    #expect(abs(half.yaw - 15) < 1e-6 && abs(half.spread - 0.5) < 1e-6, "\(half)")
    #expect(abs(half.zoom - 0.9) < 1e-6)
    state.advance(by: 0.1, totalDuration: 1)
    #expect(try #require(state.pose3D).yaw > 15 + 7.5, "ease-in-ease-out: faster in the middle")
    state.advance(by: 0.1, totalDuration: 1)
    #expect(state.ease3D == nil && !state.needsTicks)
    #expect(state.pose3D == Frame.Pose(yaw: 30, zoom: 0.8))
    #expect(state.progress == 0, "the ease is not the transition's clock")
    _ = state.handle(.character("x"))
    #expect(state.threeD == nil)
    #expect(state.pose3D == Frame.Pose(yaw: 30, zoom: 0.8))
    state.advance(by: 0.2, totalDuration: 1)
    #expect(abs((state.pose3D?.yaw ?? 0) - 15) < 1e-6)
    state.advance(by: 0.2, totalDuration: 1)
    #expect(state.pose3D == nil)
  }

  @Test func playDrawsFramesWhileItEases() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 80, rows: 20, capabilities: colour256)
    backend.script = [
      (time: 1, event: .key(.character("x"))), (time: 2, event: .key(.character("q"))),
    ]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    // Paused, the player waits for input without a deadline; easing, it ticks at 60 Hz for
    // 0.4 s (24 frames), and the picture changes on most of them.
    let ticks = backend.waits.filter { $0 != nil }.count
    #expect((22...26).contains(ticks), "\(ticks) ticks")
    #expect(backend.presents.count >= 10, "\(backend.presents.count) frames")
    #expect(player.state.ease3D == nil)
    #expect(player.state.threeD == 30)
  }

  @Test func theWheelZoomsOverThePictureInThreeDOnly() {
    var state = PlayerState(scene: testScene())
    let layout = PlayerLayout(columns: 80, rows: 20)
    let wheel = MouseEvent(column: 10, row: 3, action: .scrollUp)
    #expect(state.handle(wheel, layout: layout) == .none)
    _ = state.handle(.character("x"))
    #expect(state.handle(wheel, layout: layout) == .redraw)
    #expect(abs(state.zoom3D - 1) < 1e-9)
    _ = state.handle(MouseEvent(column: 10, row: 3, action: .scrollDown), layout: layout)
    _ = state.handle(MouseEvent(column: 10, row: 3, action: .scrollDown), layout: layout)
    #expect(abs(state.zoom3D - 0.64) < 1e-9)
  }

  @Test func turningPastHalfATurnComesRoundTheOtherWay() {
    var state = PlayerState(scene: testScene())
    _ = state.handle(.character("x"))
    for _ in 0..<16 { _ = state.handle(.right) }
    #expect(state.threeD == -170)
  }

  /// A Shift+drag on the picture moves the stack with the mouse (in the picture's points); a
  /// plain drag still turns it.
  @Test func aShiftDragMovesTheStack() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 80, rows: 20, capabilities: colour256)
    func mouse(_ action: MouseEvent.Action, _ x: Int, _ y: Int) -> InputEvent {
      .mouse(MouseEvent(column: x, row: y, action: action, shift: true))
    }
    backend.script = [
      (time: 1, event: .key(.character("x"))), (time: 2, event: mouse(.press, 30, 5)),
      (time: 3, event: mouse(.drag, 35, 7)), (time: 4, event: mouse(.release, 35, 7)),
      (time: 5, event: .key(.character("q"))),
    ]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    #expect(player.state.threeD == 30, "a Shift+drag does not turn")
    let pan = player.state.pan3D
    // 5 columns and 2 rows right and down are as many of the scene's points as those cells
    // hold (half blocks: a pixel a column, two a row).
    let layout = PlayerLayout(columns: 80, rows: 20)
    let fit = ScreenFit(
      screen: (100, 100), columns: layout.transitionColumns, rows: layout.transitionRows)
    #expect(abs(pan.x - 5 / fit.scaleX) < 1e-9, "\(pan)")
    #expect(abs(pan.y - 2 * 2 / fit.scaleY) < 1e-9, "\(pan)")
    #expect(player.state.turnDrag == nil)
    #expect(player.state.selected == nil, "a Shift+press in 3D selects nothing")
  }
}

/// The arc overlay in 3D: the curve is projected point by point at its layer's depth, so the
/// view sits on its arc in the turned stack as it does flat.
@Suite struct ThreeDArcTests {
  @Test(arguments: [0.0, 30, 60, -75, 150])
  func theViewSitsOnItsProjectedArc(_ yaw: Double) throws {
    let frame = Planner.plan(testScene()).sample(at: 0.5).stacked3D(yaw: yaw, zoom: 0.8)
    let box = try #require(frame.layers.first { $0.arc != nil })
    let arc = try #require(box.arc)
    #expect(arc.projection != nil)
    let centre = try #require(
      box.toScreen.apply(to: Point(x: box.size.width / 2, y: box.size.height / 2)))
    let onArc = arc.point(at: try #require(box.arcFraction))
    #expect(abs(centre.x - onArc.x) < 1e-6 && abs(centre.y - onArc.y) < 1e-6, "\(centre) \(onArc)")
  }

  /// Turned, the curve's middle is the projection of the curve's middle, not the middle of a
  /// quadratic through the projected control points (what drawing by three points gave).
  @Test func theCurveIsSampledNotRebuiltFromThreePoints() throws {
    let frame = Planner.plan(testScene()).sample(at: 0.5).stacked3D(yaw: 70, zoom: 1)
    let arc = try #require(frame.layers.first { $0.arc != nil }?.arc)
    let projected = try #require(arc.projection?.apply(to: arc.planePoint(at: 0.5)))
    #expect(arc.point(at: 0.5) == projected)
    let byThree = Arc(start: arc.shownStart, control: arc.shownControl, end: arc.shownEnd)
    let middle = byThree.point(at: 0.5)
    #expect(abs(middle.x - projected.x) + abs(middle.y - projected.y) > 1e-3)
  }
}

/// In and out of 3D, the screen ends exactly as it was.
@Suite struct ThreeDRoundTripTests {
  @Test func xTwiceEndsOnTheFlatPictureItLeft() throws {
    func run(_ keys: [Unicode.Scalar]) throws -> [String] {
      let scene = testScene()
      let backend = MemoryBackend(columns: 80, rows: 20, capabilities: colour256)
      var script: [(time: Double, event: InputEvent)] = [(0.5, .key(.character("5")))]
      for (i, key) in keys.enumerated() { script.append((1 + Double(i), .key(.character(key)))) }
      script.append((Double(keys.count) + 2, .key(.character("q"))))
      backend.script = script
      let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
      try player.run()
      return Array(backend.lines.prefix(17))
    }
    // (The notice "3D view off" takes the picture's last row until the next key.)
    #expect(try run(["x", "x"]).prefix(16) == run([]).prefix(16))
    #expect(try run(["x"]).prefix(16) != run([]).prefix(16))
  }
}
