import Testing

@testable import HeroPlanner

@Suite struct MatchTests {
  func plan(
    fromView: SceneView = view("a", 20, 80, 100, 100, id: "x"),
    toView: SceneView = view("a", 0, 300, 375, 200, id: "x"), presenting: Bool = true
  ) -> TransitionPlan {
    Planner.plan(scene(from: screen([fromView]), to: screen([toView]), presenting: presenting))
  }

  @Test func matchedViewsShareTheSourceID() {
    let p = plan()
    #expect(p.named("a", .to).state?.source == "x")
    #expect(p.named("a", .from).state?.source == "x")
    #expect(p.named("a", .to).matchedWith == ViewRef(.from, 1))
    #expect(p.named("a", .from).matchedWith == ViewRef(.to, 1))
  }

  @Test func theFromViewTakesTheToViewsTiming() {
    let p = plan(
      fromView: view("a", 20, 80, 100, 100, id: "x", "delay(0.5) duration(2) arc(0.2)"),
      toView: view("a", 0, 300, 375, 200, id: "x", "delay(0.1) timingFunction(linear) spring(100, 10) arc"))
    let from = p.named("a", .from).state
    #expect(from?.delay == 0.1)
    #expect(from?.duration == nil)
    #expect(from?.timingFunction == .linear)
    #expect(from?.spring == Spring(stiffness: 100, damping: 10))
    #expect(from?.arc == 1)
    #expect(p.findings.contains { $0.message.contains("delay(0.5) duration(2) arc(0.2) has no effect") })
  }

  @Test func presentingTheToViewFadesInOverAnOpaqueFromView() {
    let p = plan()
    #expect(p.named("a", .to).state?.opacity == 0)
    #expect(p.named("a", .from).state?.opacity == nil)
    #expect(p.named("a", .to).state?.displayShadow == false)
    #expect(p.named("a", .from).state?.displayShadow == true)
  }

  @Test func dismissingTheFromViewFadesOutOverAnOpaqueToView() {
    let p = plan(presenting: false)
    #expect(p.toScreenFirst)
    #expect(p.named("a", .from).state?.opacity == 0)
    #expect(p.named("a", .to).state?.opacity == nil)
    #expect(p.named("a", .from).state?.displayShadow == false)
  }

  @Test func aNonOpaqueViewMakesThePairCrossFade() {
    let p = plan(fromView: view("a", 20, 80, 100, 100, id: "x", opaque: false))
    #expect(p.named("a", .to).state?.opacity == 0)
    #expect(p.named("a", .from).state?.opacity == 0)
    #expect(
      p.named("a", .to).notes.contains(
        "fades in while its partner fades out (cross-fade: a view of the pair is not opaque)"))
    let translucent = plan(toView: view("a", 0, 300, 375, 200, id: "x", opacity: 0.5), presenting: false)
    #expect(translucent.named("a", .to).state?.opacity == 0)
    #expect(translucent.named("a", .from).state?.opacity == 0)
  }

  @Test func forceNonFadeStopsTheCrossFade() {
    let p = plan(fromView: view("a", 20, 80, 100, 100, id: "x", opaque: false, "forceNonFade"))
    #expect(p.named("a", .to).state?.opacity == 0)
    #expect(p.named("a", .from).state?.opacity == nil)
  }

  @Test func matchedViewsIgnoreFade() {
    let p = plan(fromView: view("a", 20, 80, 100, 100, id: "x", "fade"))
    #expect(p.named("a", .from).state?.opacity == nil)
    #expect(p.named("a", .from).notes.contains { $0.hasPrefix("fade ignored: matched views take their opacity") })
    #expect(p.findings.contains { $0.message.hasPrefix("fade has no effect: the view is matched") })
  }

  @Test func matchedViewsIgnoreScaleTranslateAndRotate() {
    let p = plan(toView: view("a", 0, 300, 375, 200, id: "x", "scale(0.5) translate(0, 100) rotate(1)"))
    #expect(p.named("a", .to).state?.transform == .identity)
    #expect(p.named("a", .to).notes.contains { $0.hasPrefix("scale(0.5) translate(0, 100) rotate(1) ignored") })
  }

  @Test func aLaterDuplicateHeroIDWinsAndIsReported() {
    let p = Planner.plan(
      scene(
        from: screen([view("first", 0, 0, 10, 10, id: "x"), view("second", 50, 50, 10, 10, id: "x")]),
        to: screen([view("target", 100, 100, 50, 50, id: "x")])))
    #expect(p.named("target", .to).matchedWith == ViewRef(.from, 2))
    #expect(p.findings.contains { $0.severity == .error && $0.message.contains("heroID 'x' is also used") })
  }
}

@Suite struct SourceTests {
  @Test func aSourceViewTakesItsTargetsGeometryButNotItsColour() throws {
    let p = Planner.plan(
      scene(
        from: screen([
          view("menu", 10, 20, 80, 80, id: "menu", color: redColor, radius: 40, shadow: ShadowStyle(opacity: 0.4))
        ]),
        to: screen([view("circle", 200, 300, 96, 96, color: blueColor, "source(menu)")])))
    let state = try #require(p.named("circle", .to).state)
    #expect(state.coordinateSpace == .global)
    #expect(state.position == Point(x: 50, y: 60))
    #expect(state.size == Size(width: 80, height: 80))
    #expect(state.cornerRadius == 40)
    #expect(state.shadowOpacity == 0.4)
    #expect(state.backgroundColor == nil)
    #expect(state.transform == .identity)
    // Appearing: the circle starts at the menu button and grows to its own frame.
    let animation = try #require(p.named("circle", .to).animation)
    #expect(animation.start.position == Point(x: 50, y: 60))
    #expect(animation.end.position == Point(x: 248, y: 348))
    #expect(animation.start.backgroundColor == blueColor)
  }

  @Test func sizeIsTakenOnlyWhenItDiffers() {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 0, 0, 50, 50, id: "x")]),
        to: screen([view("b", 100, 100, 50, 50, "source(x) size(10, 10)")])))
    #expect(p.named("b", .to).state?.size == nil)
  }

  @Test func aCornerRadiusSetByModifierIsKept() {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 0, 0, 50, 50, id: "x", radius: 25)]),
        to: screen([view("b", 100, 100, 50, 50, "source(x) cornerRadius(4)")])))
    #expect(p.named("b", .to).state?.cornerRadius == 4)
  }

  @Test func aSourceNamingNoViewIsReportedAndSkipped() {
    let p = Planner.plan(scene(from: screen([]), to: screen([view("b", 0, 0, 50, 50, "source(ghost) fade")])))
    #expect(p.findings.contains { $0.severity == .warning && $0.message.contains("source(ghost) does nothing") })
    #expect(p.named("b", .to).state?.coordinateSpace == nil)
  }
}
