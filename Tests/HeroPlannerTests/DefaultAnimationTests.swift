import Testing

@testable import HeroPlanner

@Suite struct DefaultAnimationResolutionTests {
  func plan(_ container: ContainerKind, presenting: Bool = true, _ type: AnimationType = .auto, toRoot: String? = nil)
    -> TransitionPlan
  {
    Planner.plan(
      scene(
        from: screen([]), to: screen(modifiers: toRoot), container: container, presenting: presenting, animation: type))
  }

  @Test(arguments: [
    (ContainerKind.navigation, true, AnimationType.push(.left)),
    (.navigation, false, .push(.right)),
    (.tab, true, .slide(.left)),
    (.tab, false, .slide(.right)),
    (.modal, true, .fade),
    (.modal, false, .fade),
  ])
  func autoResolvesByContainerAndDirection(container: ContainerKind, presenting: Bool, expected: AnimationType) {
    #expect(plan(container, presenting: presenting).animation == expected)
  }

  @Test func autoBecomesNoneWhenARootAnimatesByItself() {
    let p = plan(.navigation, toRoot: "translate(0, 100)")
    #expect(p.animation == AnimationType.none)
    #expect(p.animationReason.contains("none"))
  }

  @Test func theContainersOwnTypeIsUsed() {
    let s = Scene(
      name: "t", container: .tab, animation: [.modal: .zoom, .navigation: .fade, .tab: .pageIn(.up)],
      from: screen([]), to: screen([]))
    #expect(Planner.plan(s).animation == .pageIn(.up))
    #expect(Planner.plan(s, options: .init(container: .modal)).animation == .zoom)
    #expect(Planner.plan(s, options: .init(container: .navigation)).animation == .fade)
  }

  @Test func selectByPicksByDirection() {
    let type = AnimationType.selectBy(presenting: .pull(.left), dismissing: .slide(.down))
    #expect(plan(.modal, type).animation == .pull(.left))
    #expect(plan(.modal, presenting: false, type).animation == .slide(.down))
  }

  @Test func noneLeavesTheRootsAlone() {
    let p = plan(.modal, .none)
    #expect(!p.named("root", .to).animates)
    #expect(!p.named("root", .from).animates)
  }

  @Test func toScreenGoesFirstWhenDismissingOutsideTabs() {
    #expect(plan(.modal, presenting: false, .none).toScreenFirst)
    #expect(!plan(.modal, presenting: true, .none).toScreenFirst)
    #expect(!plan(.tab, presenting: false, .none).toScreenFirst)
    #expect(plan(.navigation, presenting: false, .none).toScreenFirst)
  }
}

@Suite struct DefaultAnimationTypeTests {
  let width = 375.0
  let height = 667.0

  func roots(_ type: AnimationType, presenting: Bool = true, fromOpaque: Bool = true) -> (
    to: TargetState?, from: TargetState?, plan: TransitionPlan
  ) {
    let p = Planner.plan(
      scene(from: screen(opaque: fromOpaque), to: screen([]), presenting: presenting, animation: type))
    return (p.named("root", .to).state, p.named("root", .from).state, p)
  }

  func translation(_ s: TargetState?) -> Point? { s?.transform.map { Point(x: $0.m41, y: $0.m42) } }

  @Test func pushBringsTheToScreenInAndMovesTheFromScreenAThird() {
    let (to, from, plan) = roots(.push(.left))
    #expect(translation(to) == Point(x: width, y: 0))
    #expect(translation(from) == Point(x: -width / 3, y: 0))
    #expect(to?.shadowOpacity == 0)
    #expect(to?.beginState?.contains(.shadowOpacity(0.5)) == true)
    #expect(to?.timingFunction == .deceleration)
    #expect(from?.overlay == TargetState.Overlay(color: .black, opacity: 0.1))
    #expect(from?.timingFunction == .deceleration)
    #expect(to?.duration == 0.35)
    #expect(!plan.toScreenFirst)
  }

  @Test func pushAnimatesTheShadowFromZeroUpToTheBeginWithValue() throws {
    let plan = roots(.push(.left)).plan
    let animation = try #require(plan.named("root", .to).animation)
    #expect(animation.start.shadowOpacity == 0)
    #expect(animation.end.shadowOpacity == 0.5)
    #expect(animation.end.shadowRadius == 5)
    #expect(animation.end.shadowOffset == .zero)
  }

  @Test func pullMovesTheFromScreenOutWithItsShadow() throws {
    let (to, from, plan) = roots(.pull(.left))
    #expect(translation(from) == Point(x: -width, y: 0))
    #expect(translation(to) == Point(x: width / 3, y: 0))
    #expect(to?.overlay?.opacity == 0.1)
    #expect(plan.toScreenFirst)
    let animation = try #require(plan.named("root", .from).animation)
    #expect(animation.start.shadowOpacity == 0.5)
    #expect(animation.end.shadowOpacity == 0)
  }

  @Test func coverLeavesTheFromScreenInPlaceUnderAnOverlay() {
    let (to, from, plan) = roots(.cover(.up))
    #expect(translation(to) == Point(x: 0, y: height))
    #expect(from?.transform == nil)
    #expect(from?.overlay?.opacity == 0.1)
    #expect(!plan.toScreenFirst)
  }

  @Test func uncoverMovesTheFromScreenAway() {
    let (to, from, plan) = roots(.uncover(.down))
    #expect(translation(from) == Point(x: 0, y: height))
    #expect(to?.transform == nil)
    #expect(to?.overlay?.opacity == 0.1)
    #expect(plan.toScreenFirst)
  }

  @Test func slideMovesBothScreensByAFullWidth() {
    let (to, from, plan) = roots(.slide(.left))
    #expect(translation(to) == Point(x: width, y: 0))
    #expect(translation(from) == Point(x: -width, y: 0))
    #expect(!plan.toScreenFirst)
    #expect(roots(.slide(.left), presenting: false).plan.toScreenFirst)
  }

  @Test func zoomSlideAlsoScalesBothScreens() {
    let (to, from, _) = roots(.zoomSlide(.right))
    #expect(translation(to) == Point(x: -width, y: 0))
    #expect(translation(from) == Point(x: width, y: 0))  // the scale is applied first
    #expect(to?.transform?.m11 == 0.8)
  }

  @Test func pageInScalesTheFromScreenDown() {
    let (to, from, plan) = roots(.pageIn(.left))
    #expect(translation(to) == Point(x: width, y: 0))
    #expect(from?.transform == .scale(x: 0.7, y: 0.7, z: 1))
    #expect(from?.overlay?.opacity == 0.1)
    #expect(!plan.toScreenFirst)
  }

  @Test func pageOutScalesTheToScreenUp() {
    let (to, from, plan) = roots(.pageOut(.left))
    #expect(to?.transform == .scale(x: 0.7, y: 0.7, z: 1))
    #expect(translation(from) == Point(x: -width, y: 0))
    #expect(plan.toScreenFirst)
  }

  @Test func zoomGrowsAndFadesTheFromScreen() {
    let (to, from, plan) = roots(.zoom)
    #expect(to?.transform == .scale(x: 0.7, y: 0.7, z: 1))
    #expect(from?.transform == .scale(x: 1.3, y: 1.3, z: 1))
    #expect(from?.opacity == 0)
    #expect(plan.toScreenFirst)
  }

  @Test func zoomOutGrowsAndFadesTheToScreen() {
    let (to, from, plan) = roots(.zoomOut)
    #expect(to?.transform == .scale(x: 1.3, y: 1.3, z: 1))
    #expect(to?.opacity == 0)
    #expect(from?.transform == .scale(x: 0.7, y: 0.7, z: 1))
    #expect(!plan.toScreenFirst)
  }

  @Test func fadeFadesOnlyTheToScreenWhenTheFromScreenIsOpaque() {
    let (to, from, plan) = roots(.fade)
    #expect(to?.opacity == 0)
    #expect(to?.duration == .infinity)
    #expect(from?.opacity == nil)
    #expect(!plan.named("root", .from).animates)
  }

  @Test func fadeFadesBothScreensWhenTheFromScreenIsNotOpaque() {
    let (_, from, plan) = roots(.fade, fromOpaque: false)
    #expect(from?.opacity == 0)
    #expect(plan.named("root", .from).animates)
  }

  @Test(arguments: [
    (AnimationType.Direction.left, true, Point(x: 375, y: 0)),
    (.left, false, Point(x: -375, y: 0)),
    (.right, true, Point(x: -375, y: 0)),
    (.up, true, Point(x: 0, y: 667)),
    (.up, false, Point(x: 0, y: -667)),
    (.down, true, Point(x: 0, y: -667)),
  ])
  func shiftFollowsHerosRule(direction: AnimationType.Direction, appearing: Bool, expected: Point) {
    #expect(
      DefaultAnimationRules.shift(direction, appearing: appearing, size: Size(width: 375, height: 667)) == expected)
  }

  /// DefaultAnimationPreprocessor.swift's table as one rule: the modifiers and the insertion order.
  @Test func pushGivesTheToRootTheFullShiftAndTheFromRootAThird() throws {
    let d = try #require(
      DefaultAnimationRules.modifiers(
        for: .push(.left), screenSize: Size(width: 375, height: 667), fromRoot: screen(), toScreenFirst: true))
    #expect(d.toScreenFirst == false)
    #expect(d.to.contains(.translate(x: 375, y: 0, z: 0)))
    #expect(d.from.contains(.translate(x: -125, y: 0, z: 0)))
    #expect(d.from.contains(.overlay(color: .black, opacity: 0.1)))
  }

  @Test func fadeLeavesAnOpaqueFromRootInPlace() throws {
    let size = Size(width: 375, height: 667)
    let opaque = try #require(
      DefaultAnimationRules.modifiers(for: .fade, screenSize: size, fromRoot: screen(), toScreenFirst: false))
    #expect(opaque.from == [.timingFunction(.standard), .duration(0.35), .durationMatchLongest])
    #expect(opaque.fromNote != nil)
    let clear = try #require(
      DefaultAnimationRules.modifiers(
        for: .fade, screenSize: size, fromRoot: screen(opaque: false), toScreenFirst: false))
    #expect(clear.from == [.fade, .durationMatchLongest])
    #expect(
      DefaultAnimationRules.modifiers(for: .none, screenSize: size, fromRoot: screen(), toScreenFirst: false) == nil)
  }

  @Test func defaultAnimationReplacesTheRootsOwnModifiers() {
    let p = Planner.plan(
      scene(from: screen([]), to: screen(modifiers: "cascade"), animation: .push(.left)))
    #expect(p.named("root", .to).state?.cascade == nil)
    #expect(p.findings.contains { $0.message.contains("cascade on a root does nothing") })
  }
}

@Suite struct DefaultAnimationLintTests {
  @Test func modifiersTheDefaultAnimationSetAreNotLinted() {
    // The to root is matched: the fade that the default fade animation gave it is overridden,
    // but the author never wrote it.
    let p = Planner.plan(
      Scene(
        name: "t", from: SceneView(frame: .zero, subviews: [view("card", 0, 0, 50, 50, id: "root")]),
        to: SceneView(heroID: "root", frame: .zero)))
    #expect(p.animation == .fade)
    #expect(!p.findings.contains { $0.message.contains("has no effect") })
    #expect(p.view(ViewRef(.to, 0)).notes.contains { $0.contains("(set by the default animation) ignored") })
  }

  @Test func aRootsOwnModifiersReplacedByTheDefaultAnimationAreReported() {
    let p = Planner.plan(
      scene(from: screen(), to: screen(modifiers: "source(x)"), container: .navigation, animation: .push(.left)))
    #expect(
      p.findings.contains {
        $0.message.hasPrefix("source(x) on a root does nothing with the default animation push(left)")
      })
  }
}

@Suite struct ClearedViewNoteTests {
  @Test func aViewWhoseModifiersWereClearedSaysSoInItsLastNote() {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([view("list", 0, 0, 100, 100, "ignoreSubviewModifiers", [view("row", 0, 0, 10, 10, "fade")])])))
    #expect(
      p.named("row", .to).notes.last?.hasPrefix("does not animate: ignoreSubviewModifiers cleared its modifiers")
        == true)
  }
}
