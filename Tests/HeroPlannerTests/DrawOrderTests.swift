import Testing

@testable import HeroPlanner

@Suite struct CoordinateSpaceTests {
  @Test func localViewsAreDrawnInsideTheirNearestAnimatingAncestor() {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([view("card", 0, 0, 200, 200, "translate(0, 100)", [view("label", 10, 10, 50, 20, "fade")])])))
    #expect(p.named("label", .to).container == ViewRef(.to, 1))
    #expect(p.named("label", .to).coordinateSpace == .local)
  }

  @Test func localViewsMoveWithTheirContainer() throws {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([
          view(
            "card", 0, 0, 200, 200, "translate(0, 100) timingFunction(linear) duration(1)",
            [view("label", 10, 10, 50, 20, "opacity(0.5) duration(1)")])
        ])))
    // At t = 0 the card is 100 pt lower; the label with it.
    let start = try #require(p.layer("label", .to, at: 0))
    #expect(approx(start.quad[0], Point(x: 10, y: 110)))
    let mid = try #require(p.layer("label", .to, at: 0.5))
    #expect(approx(mid.quad[0], Point(x: 10, y: 60)))
  }

  @Test func globalViewsIgnoreTheirAncestors() throws {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([
          view(
            "card", 0, 0, 200, 200, "translate(0, 100) duration(1)",
            [view("label", 10, 10, 50, 20, "opacity(0.5) useGlobalCoordinateSpace duration(1)")])
        ])))
    #expect(p.named("label", .to).container == nil)
    let start = try #require(p.layer("label", .to, at: 0))
    #expect(approx(start.quad[0], Point(x: 10, y: 10)))
  }

  @Test func aLocalViewCanBeCoveredByAGlobalOne() {
    let p = Planner.plan(
      scene(
        from: screen([view("photo", 0, 0, 100, 100, id: "p")]),
        to: screen([
          view("panel", 0, 0, 375, 300, "fade", [view("caption", 0, 0, 375, 100, "translate(0, 10)")]),
          view("photo", 0, 0, 375, 200, id: "p"),
        ])))
    let names = p.sample(at: 0.5).layers.map(\.name)
    let caption = names.firstIndex(of: "caption") ?? -1
    let photo = names.lastIndex(of: "photo") ?? -1
    #expect(caption < photo)
  }
}

@Suite struct DrawOrderTests {
  @Test func rootsThenFromLayersThenToLayersWhenPresenting() {
    let p = Planner.plan(
      scene(
        from: screen([view("f", 0, 0, 50, 50, "fade")], name: "fromRoot"),
        to: screen([view("t", 0, 0, 50, 50, "fade")], name: "toRoot")))
    #expect(p.sample(at: 0.5).layers.map(\.name) == ["toRoot", "fromRoot", "f", "t"])
  }

  @Test func toLayersGoFirstWhenTheToScreenIsInsertedFirst() {
    let p = Planner.plan(
      scene(
        from: screen([view("f", 0, 0, 50, 50, "fade")], name: "fromRoot"),
        to: screen([view("t", 0, 0, 50, 50, "fade")], name: "toRoot"), presenting: false))
    #expect(p.toScreenFirst)
    #expect(p.sample(at: 0.5).layers.map(\.name) == ["toRoot", "fromRoot", "t", "f"])
  }

  @Test func zPositionReordersSiblings() {
    let p = Planner.plan(
      scene(
        from: screen([view("f", 0, 0, 50, 50, "fade zPosition(5)")], name: "fromRoot"),
        to: screen([view("t", 0, 0, 50, 50, "fade")], name: "toRoot")))
    #expect(p.sample(at: 0.5).layers.map(\.name).last == "f")
  }

  @Test func stillViewsAreDrawnInTheirAnimatingAncestorsSnapshot() {
    let p = Planner.plan(
      scene(
        from: screen([], name: "fromRoot"),
        to: screen(
          [view("card", 0, 0, 200, 200, "fade", [view("still", 10, 10, 20, 20)]), view("other", 300, 0, 20, 20)],
          name: "toRoot")))
    let names = p.sample(at: 0.5).layers.map(\.name)
    #expect(names == ["toRoot", "other", "fromRoot", "card", "still"])
    #expect(p.named("still", .to).drawnWith == ViewRef(.to, 1))
  }

  @Test func theSecondOfAPairIsDrawnOnTopAboveThePartnersLaterGlobalSiblings() {
    let p = Planner.plan(
      scene(
        from: screen(
          [view("a", 0, 0, 50, 50, id: "x"), view("g", 100, 0, 50, 50, "fade useGlobalCoordinateSpace")],
          name: "fromRoot"),
        to: screen(
          [view("h", 0, 300, 50, 50, "fade useGlobalCoordinateSpace"), view("a", 200, 200, 80, 80, id: "x")],
          name: "toRoot")))
    let layers = p.sample(at: 0.5).layers.map { "\($0.screen.rawValue):\($0.name)" }
    // Hero brings the partner up, lifts the partner's later global siblings above it, and
    // adds the new snapshot last.
    #expect(layers == ["to:toRoot", "from:fromRoot", "to:h", "from:a", "from:g", "to:a"])
  }

  @Test func theOverlayCoversTheViewAndItsLocalSubviews() {
    let p = Planner.plan(
      scene(
        from: screen([view("child", 0, 0, 50, 50, "fade")], name: "fromRoot"),
        to: screen(name: "toRoot"), container: .navigation, animation: .push(.left)))
    let layers = p.sample(at: 0.5).layers
    #expect(layers.map(\.name) == ["fromRoot", "child", "fromRoot", "toRoot"])
    #expect(layers[2].kind == .overlay)
    #expect(approx(layers[2].opacity, 0.1 * TimingCurve.deceleration.value(at: 0.5)))
  }

  @Test func containerColourIsTheFramesBackground() {
    let p = Planner.plan(scene(from: screen(), to: screen()))
    #expect(p.sample(at: 0).containerColor == .black)
  }
}

@Suite struct FrameSamplingTests {
  @Test func pushMovesTheToScreenInFromTheRight() throws {
    let p = Planner.plan(
      scene(from: screen(name: "fromRoot"), to: screen(name: "toRoot"), container: .navigation, animation: .push(.left))
    )
    #expect(p.totalDuration == 0.35)
    let start = try #require(p.layer("toRoot", .to, at: 0))
    #expect(approx(start.quad[0], Point(x: 375, y: 0)))
    let mid = try #require(p.layer("toRoot", .to, at: 0.5))
    #expect(approx(mid.quad[0].x, 375 * (1 - TimingCurve.deceleration.value(at: 0.5))))
    let from = try #require(p.layer("fromRoot", .from, at: 1))
    #expect(approx(from.quad[0], Point(x: -125, y: 0)))
  }

  @Test func progressIsAFractionOfTheTotal() {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, 10, 10, "fade duration(2)")]), to: screen()))
    let f = p.sample(at: 0.25)
    #expect(f.time == 0.5)
    #expect(f.progress == 0.25)
  }

  @Test func invisibleLayersAreLeftOutOfTheFrame() {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, 10, 10, "fade")]), to: screen()))
    #expect(!p.sample(at: 1).layers.contains { $0.name == "v" })
    #expect(p.frame(allAt: 1).layers.contains { $0.name == "v" })
  }

  @Test func aRotatedViewIsAQuad() throws {
    let p = Planner.plan(
      scene(from: screen([view("v", 100, 100, 100, 100, "rotate(0.7853981633974483)")]), to: screen()))
    let layer = try #require(p.layer("v", .from, at: 1))
    // Rotated 45° about its centre (150, 150): the top-left corner goes to (150, 150 − 70.7).
    #expect(approx(layer.quad[0], Point(x: 150, y: 150 - 50 * 2.0.squareRoot())))
  }

  @Test func sizeChangesStretchTheSnapshotsContent() throws {
    let p = Planner.plan(
      scene(
        from: screen([view("card", 0, 0, 100, 100, "size(200, 200) position(100, 100)", [view("dot", 10, 10, 10, 10)])]
        ), to: screen()))
    let dot = try #require(p.layer("dot", .from, at: 1))
    #expect(approx(dot.quad[0], Point(x: 20, y: 20)))
    #expect(approx(dot.quad[2], Point(x: 40, y: 40)))
  }
}

@Suite struct ShadowFrameTests {
  @Test func aShadowPathShapesTheShadow() throws {
    let p = Planner.plan(
      scene(
        from: screen([
          view("v", 0, 0, 100, 50, "shadowOpacity(0.5) shadowPath(10, 10, 20, 20, 4) shadowOffset(0, 5) duration(1)")
        ]),
        to: screen()))
    let shadow = try #require(p.layer("v", .from, at: 1)?.shadow)
    #expect(shadow.rect == Rect(x: 10, y: 15, width: 20, height: 20))
    #expect(shadow.cornerRadius == 4)
    #expect(shadow.fromPath)
  }
}
