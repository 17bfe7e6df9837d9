import Testing

@testable import HeroPlanner

@Suite struct PlannerInputTests {
  @Test func viewsAreFlattenedDepthFirstParentsBeforeChildren() {
    let root = screen([
      view("a", 0, 0, 10, 10, nil, [view("a0", 0, 0, 5, 5), view("a1", 1, 1, 5, 5, nil, [view("a10", 0, 0, 1, 1)])]),
      view("b", 20, 0, 10, 10),
    ])
    let tree = ViewTree(side: .from, root: root, screenSize: Size(width: 375, height: 667))
    #expect((0..<tree.count).map { tree.displayName($0) } == ["root", "a", "a0", "a1", "a10", "b"])
    #expect(tree[4].path == [0, 1, 0])
    #expect(tree[4].frameInScreen == Rect(x: 1, y: 1, width: 1, height: 1))
    #expect(tree[5].parent == 0)
  }

  @Test func veryDeepTreesFlattenWithoutRecursion() {
    var leaf = view("leaf", 1, 1, 10, 10)
    for i in 0..<2000 { leaf = view("v\(i)", 0, 0, 20, 20, nil, [leaf]) }
    let tree = ViewTree(side: .to, root: screen([leaf]), screenSize: Size(width: 375, height: 667))
    #expect(tree.count == 2002)
    #expect(tree[2001].depth == 2001)
  }

  @Test func viewsOutsideTheScreenAreLeftOutAndNotMatched() {
    let plan = Planner.plan(
      scene(
        from: screen([view("card", 500, 0, 100, 100, id: "x", "fade")]),
        to: screen([view("card", 0, 0, 100, 100, id: "x")])))
    let card = plan.named("card", .from)
    #expect(!card.included)
    #expect(card.state == nil)
    #expect(card.matchedWith == nil)
    #expect(!card.animates)
    #expect(card.notes.contains { $0.hasPrefix("left out") })
    #expect(plan.findings.contains { $0.view == card.ref && $0.message.contains("left out") })
  }

  @Test func forceAnimateKeepsAViewOutsideTheScreen() {
    let plan = Planner.plan(
      scene(
        from: screen([view("card", 500, 0, 100, 100, "forceAnimate fade")]),
        to: screen([])))
    let card = plan.named("card", .from)
    #expect(card.included)
    #expect(card.animates)
  }

  /// HeroContext.swift:58 tests with CGRect's `intersects`, which is closed: a view touching
  /// the screen's edge is on screen; one a point beyond it is not.
  @Test func touchingTheScreenEdgeIsInside() {
    let plan = Planner.plan(
      scene(from: screen([view("edge", 375, 0, 10, 10, "fade")]), to: screen([])))
    #expect(plan.named("edge", .from).included)
    let beyond = Planner.plan(
      scene(from: screen([view("edge", 376, 0, 10, 10, "fade")]), to: screen([])))
    #expect(!beyond.named("edge", .from).included)
  }

  @Test func optionsOverrideTheScene() {
    let s = scene(from: screen([]), to: screen([]), container: .modal, animation: .fade)
    let plan = Planner.plan(s, options: .init(container: .navigation, animation: .zoom, presenting: false))
    #expect(plan.container == .navigation)
    #expect(!plan.presenting)
    #expect(plan.animation == .zoom)
  }
}

@Suite struct IgnoreSubviewModifiersTests {
  func plan(_ modifiers: String) -> TransitionPlan {
    Planner.plan(
      scene(
        from: screen([]),
        to: screen([
          view(
            "list", 0, 0, 375, 600, modifiers,
            [
              view("row", 0, 0, 375, 50, "fade", [view("icon", 0, 0, 20, 20, "scale(0.5)")])
            ])
        ])))
  }

  @Test func clearsDirectSubviewsOnly() {
    let p = plan("ignoreSubviewModifiers")
    #expect(p.named("row", .to).state == nil)
    #expect(!p.named("row", .to).animates)
    #expect(p.named("icon", .to).animates)
    #expect(p.named("row", .to).notes.contains { $0.contains("cleared by ignoreSubviewModifiers on list") })
  }

  @Test func recursiveClearsEveryDescendant() {
    let p = plan("ignoreSubviewModifiers(true)")
    #expect(!p.named("row", .to).animates)
    #expect(!p.named("icon", .to).animates)
  }

  @Test func clearedViewsStillMatchByHeroID() {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 0, 0, 50, 50, id: "x")]),
        to: screen([
          view("list", 0, 0, 375, 600, "ignoreSubviewModifiers", [view("a", 100, 100, 50, 50, id: "x", "fade")])
        ])))
    let a = p.named("a", .to)
    #expect(a.matchedWith == ViewRef(.from, 1))
    #expect(a.animates)
  }
}

@Suite struct ConditionalTests {
  func plan(_ modifiers: String, presenting: Bool = true, matched: Bool) -> TransitionPlan {
    Planner.plan(
      scene(
        from: screen(matched ? [view("m", 0, 0, 10, 10, id: "m")] : []),
        to: screen([view("v", 0, 100, 50, 50, id: "m", modifiers)]), presenting: presenting))
  }

  @Test func whenMatchedAppliesOnlyToMatchedViews() {
    #expect(plan("whenMatched(arc(0.5))", matched: true).named("v", .to).state?.arc == 0.5)
    #expect(plan("whenMatched(arc(0.5))", matched: false).named("v", .to).state?.arc == nil)
  }

  @Test func whenPresentingAndWhenDismissingFollowTheDirection() {
    #expect(plan("whenPresenting(fade)", matched: false).named("v", .to).state?.opacity == 0)
    #expect(plan("whenPresenting(fade)", presenting: false, matched: false).named("v", .to).state?.opacity == nil)
    #expect(plan("whenDismissing(fade)", presenting: false, matched: false).named("v", .to).state?.opacity == 0)
  }

  @Test func whenAppearingAppliesOnTheToScreen() {
    #expect(plan("whenAppearing(delay(0.2))", matched: false).named("v", .to).state?.delay == 0.2)
    #expect(plan("whenDisappearing(delay(0.2))", matched: false).named("v", .to).state?.delay == 0)
  }

  @Test func beginWithIfMatchedIsWhenMatchedBeginWith() {
    let state = plan("beginWithIfMatched(zPosition(5))", matched: true).named("v", .to).state
    #expect(state?.beginState == [.zPosition(5)])
    #expect(plan("beginWithIfMatched(zPosition(5))", matched: false).named("v", .to).state?.beginState == nil)
  }

  @Test func notesSayWhyAConditionalWasSkipped() {
    let notes = plan("whenPresenting(fade)", presenting: false, matched: false).named("v", .to).notes
    #expect(notes.contains("whenPresenting not applied (dismissing): fade"))
  }
}

@Suite struct LintTests {
  @Test func aShadowWithoutOpacityIsReported() {
    let p = Planner.plan(
      scene(from: screen([view("v", 0, 0, 10, 10, shadow: ShadowStyle(radius: 8))]), to: screen()))
    #expect(p.findings.contains { $0.message.contains("shadow has opacity 0") })
  }
}
