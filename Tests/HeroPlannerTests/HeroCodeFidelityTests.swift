import Testing

@testable import HeroPlanner

/// Where Hero 1.6.4's own planning code was found to disagree with heroscope (issue 37): each
/// case with the smallest scene that shows it, Hero's file:line, and the numbers its code gives.
@Suite struct HeroCodeFidelityTests {
  /// HeroContext.swift:58 keeps a view when `container.convert(view.bounds, from: view)
  /// .intersects(container.bounds)`; CGRect's intersection is closed, so a view touching the
  /// screen's left edge is on screen, registered by its heroID, and matched.
  @Test func aViewWhoseFrameTouchesTheScreensEdgeIsOnScreenAndMatched() {
    let a = view("A", 100, 100, 100, 100, id: "x")
    let b = view("B", -50, 300, 50, 50, id: "x")
    let plan = Planner.plan(scene(from: screen([a]), to: screen([b])))
    #expect(plan.named("B", .to).included)
    #expect(plan.named("A", .from).matchedWith == ViewRef(.to, 1))
    #expect(plan.findings.allSatisfy { $0.rule != .outsideScreen })
    let end = plan.named("A", .from).animation?.end
    #expect(end?.position == Point(x: -25, y: 325))
    #expect(end?.size == Size(width: 50, height: 50))
    // HeroDefaultAnimator.swift:28-46: 0.208 + (|(150,150)−(−25,325)| + |(100,100)−(50,50)|)/3000
    // = 0.208 + (247.49 + 70.71)/3000.
    let duration = plan.named("A", .from).animation?.duration ?? 0
    #expect(approx(duration, 0.208 + (247.487373 + 70.710678) / 3000))
    #expect(approx(plan.totalDuration, 0.314066, 1e-6))
  }

  /// The same test past the edge by a hair leaves the view out.
  @Test func aViewJustBeyondTheScreensEdgeIsLeftOut() {
    let plan = Planner.plan(
      scene(
        from: screen([view("A", 100, 100, 100, 100, id: "x")]), to: screen([view("B", -50.5, 300, 50, 50, id: "x")])))
    #expect(!plan.named("B", .to).included)
    #expect(plan.named("A", .from).matchedWith == nil)
  }

  /// A view without area on the screen's edge is on screen too (CGRect's closed intersection).
  @Test func aViewWithoutAreaOnTheScreenIsOnScreen() {
    let plan = Planner.plan(scene(from: screen(), to: screen([view("dot", 0, 0, 0, 0, "fade")])))
    #expect(plan.named("dot", .to).included)
  }

  /// MatchPreprocessor.swift:46: a pair is non-opaque when either view is not `isOpaque`, and
  /// UIImageView is not opaque by default; lines 58-62 (to screen inserted last) then fade the
  /// from-view out too: 1 → 0 while the image fades in.
  @Test func anImageViewIsNotOpaqueSoItsPartnerCrossFades() {
    var image = view("B", 100, 300, 100, 100, id: "x")
    image.kind = .image
    image.applyKindDefaults(opaqueSet: false, colorSet: true, textColorSet: false, textSet: false)
    #expect(!image.opaque)
    let plan = Planner.plan(
      scene(from: screen([view("A", 100, 100, 100, 100, id: "x")]), to: screen([image])))
    #expect(plan.named("A", .from).animation?.start.opacity == 1)
    #expect(plan.named("A", .from).animation?.end.opacity == 0)
    #expect(plan.named("B", .to).animation?.start.opacity == 0)
    #expect(plan.named("B", .to).animation?.end.opacity == 1)
  }

  /// An image view the scene says is opaque keeps its partner from fading (lines 63-70).
  @Test func anImageViewSetOpaqueKeepsItsPartnerOpaque() {
    var image = view("B", 100, 300, 100, 100, id: "x")
    image.kind = .image
    image.applyKindDefaults(opaqueSet: true, colorSet: true, textColorSet: false, textSet: false)
    let plan = Planner.plan(
      scene(from: screen([view("A", 100, 100, 100, 100, id: "x")]), to: screen([image])))
    #expect(plan.named("A", .from).animation?.end.opacity == 1)
  }
}

/// Cases 1 and 4: transforms of partners and ancestors, as Hero's snapshots and its source
/// preprocessor take them.
@Suite struct HeroTransformFidelityTests {
  /// SourcePreprocessor.swift:43, 51: a matched view's target transform is its partner's
  /// `flatTransformTo(layer:)` (CALayer+Hero.swift:38-46), the partner's own transform
  /// included: B starts at scale 0.5. HeroDefaultAnimator.swift:28-46 then counts the size:
  /// 0.208 + (200 + |(100,100) − (50,50)|)/3000 = 0.208 + 270.71/3000 = 0.2982 s.
  @Test func aMatchedViewTakesItsPartnersOwnTransformAndItsDurationCountsTheSize() {
    var a = view("A", 100, 100, 100, 100, id: "x")
    a.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(
      scene(from: screen([a]), to: screen([view("B", 100, 300, 100, 100, id: "x")])))
    let b = plan.named("B", .to)
    #expect(b.state?.transform == .scale(x: 0.5, y: 0.5, z: 1))
    #expect(b.state?.position == Point(x: 150, y: 150))
    #expect(b.animation?.start.transform == .scale(x: 0.5, y: 0.5, z: 1))
    #expect(b.animation?.end.transform == .identity)
    #expect(approx(b.animation?.duration ?? 0, 0.208 + (200 + 50 * 2.0.squareRoot()) / 3000))
    #expect(approx(plan.totalDuration, 0.298237, 1e-6))
    // A, the other way: to B's identity, from its own scale.
    #expect(plan.named("A", .from).animation?.start.transform == .scale(x: 0.5, y: 0.5, z: 1))
    #expect(plan.named("A", .from).state?.transform == .identity)
  }

  /// SourcePreprocessor.swift:42: the partner's position is converted to the container through
  /// its ancestors, so an ancestor's transform moves the target too; line 43 flattens the
  /// ancestor's transform into the target transform.
  @Test func aPartnersAncestorsTransformMovesAndScalesTheTarget() {
    var holder = view("P", 100, 100, 200, 200, nil, [view("B", 0, 0, 100, 100, id: "x")])
    holder.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(
      scene(from: screen([view("A", 0, 400, 100, 100, id: "x")]), to: screen([holder])))
    let a = plan.named("A", .from)
    // P's centre (200, 200); B's centre (50, 50) in P is (−50, −50) from it, halved: (175, 175).
    #expect(a.state?.position == Point(x: 175, y: 175))
    #expect(a.state?.transform == .scale(x: 0.5, y: 0.5, z: 1))
  }

  /// CALayer+Hero.swift:42 puts the ancestor's transform before the view's own
  /// (`CATransform3DConcat(superlayer.transform, trans)`): with a scale above a translation the
  /// flattened transform keeps the full translation, unlike the geometric composition.
  @Test func theFlattenedTransformPutsTheAncestorsTransformFirstAsHerosLoopDoes() {
    var child = view("B", 0, 0, 100, 100, id: "x")
    child.transform = .translation(x: 10, y: 0, z: 0)
    var holder = view("P", 100, 100, 200, 200, nil, [child])
    holder.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let tree = ViewTree(
      side: .to, root: screen([holder]), screenSize: Size(width: 375, height: 667))
    #expect(
      tree.flatTransform(2).isApproximatelyEqual(
        to: Transform3D.scale(x: 0.5, y: 0.5, z: 1).concatenating(.translation(x: 10, y: 0, z: 0))))
    #expect(tree.flatTransform(2).translation == Point(x: 10, y: 0))
  }

  /// HeroContext.swift:241, 243: a subview that animates by itself is placed with
  /// `containerView.convert(view.layer.position, from: superview)` and
  /// `flatTransformTo(layer:)`, both through P's scale: C is drawn at [150, 150]–[200, 200],
  /// 50×50, where it stands before the transition, and no warning says otherwise.
  @Test func anAncestorsTransformAppliesToASubviewThatAnimatesByItself() {
    var p = view("P", 100, 100, 200, 200, nil, [view("C", 0, 0, 100, 100, "fade")])
    p.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    #expect(plan.findings.isEmpty)
    let c = plan.named("C", .to).animation
    #expect(c?.end.position == Point(x: 175, y: 175))
    #expect(c?.end.transform == .scale(x: 0.5, y: 0.5, z: 1))
    for progress in [0.5, 1.0] {  // at 0 it is faded out: not drawn
      let quad = plan.layer("C", .to, at: progress)?.quad
      #expect(quad.map { approx($0[0], Point(x: 150, y: 150)) && approx($0[2], Point(x: 200, y: 200)) } == true)
    }
    #expect(
      plan.named("C", .to).notes.contains { $0.hasPrefix("its ancestors' transforms place it") })
  }

  /// An ancestor's transform counts in whether a view is on screen (HeroContext.swift:58
  /// converts its bounds through it): scaled about P's centre, C is pulled on screen.
  @Test func anAncestorsTransformDecidesWhetherAViewIsOnScreen() {
    var p = view("P", 0, 0, 375, 667, nil, [view("C", 400, 0, 50, 50, "fade")])
    p.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    #expect(plan.named("C", .to).included)
    var plain = p
    plain.transform = .identity
    #expect(!Planner.plan(scene(from: screen(), to: screen([plain]))).named("C", .to).included)
  }

  /// A local subview of an animating, transformed ancestor: Hero's snapshot of C sits in P's
  /// snapshot (which has P's scale) and takes P's scale again in its flattened transform
  /// (CALayer+Hero.swift:41 walks past P's snapshot, which is not in C's superlayers).
  @Test func aLocalSubviewOfATransformedAnimatingAncestorTakesItsTransformTwice() {
    var p = view("P", 100, 100, 200, 200, "fade", [view("C", 0, 0, 100, 100, "fade")])
    p.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    let c = plan.named("C", .to)
    #expect(c.container == ViewRef(.to, 1))
    #expect(c.animation?.end.position == Point(x: 50, y: 50))
    #expect(c.animation?.end.transform == .scale(x: 0.5, y: 0.5, z: 1))
    // In P's half-size snapshot, C's own half scale: 25×25 about P's (50, 50), (175, 175).
    let quad = plan.layer("C", .to, at: 1)?.quad
    #expect(quad.map { approx($0[0], Point(x: 162.5, y: 162.5)) && approx($0[2], Point(x: 187.5, y: 187.5)) } == true)
    #expect(c.notes.contains { $0.contains("transform counts twice") })
  }
}

/// Case 5: a parent's size change and the snapshots inside it.
@Suite struct HeroResizingParentFidelityTests {
  /// HeroCoreAnimationViewContext.swift:162-186 (lines 171-178): setSize divides each inner
  /// snapshot's centre and bounds by the size ratio (200 → 100: halves them) and leaves its
  /// layer transform alone. At progress 0, P is 100×100 about (200, 200); C's centre (50, 50)
  /// becomes (25, 25) and its 100×100 becomes 50×50, and its translate(0, 50) stays 50:
  /// C at [150, 200]–[200, 250] (not [150, 175]–[200, 225], its translation halved too).
  @Test func aParentsSizeChangeScalesItsChildrensCentresAndSizesNotTheirTranslations() {
    let p = view(
      "P", 100, 100, 200, 200, "size(100, 100)", [view("C", 0, 0, 100, 100, "translate(0, 50)")])
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    #expect(plan.named("C", .to).container == ViewRef(.to, 1))
    let c = plan.layer("C", .to, at: 0)
    #expect(c.map { approx($0.quad[0], Point(x: 150, y: 200)) } == true)
    #expect(c.map { approx($0.quad[2], Point(x: 200, y: 250)) } == true)
    #expect(c?.size == Size(width: 50, height: 50))
    // At the end P is 200×200 again: no stretch, C where it stands.
    let end = plan.layer("C", .to, at: 1)
    #expect(end.map { approx($0.quad[0], Point(x: 100, y: 100)) && approx($0.quad[2], Point(x: 200, y: 200)) } == true)
  }

  /// A rotation on a child of a resizing parent stays a rotation of the resized box (its
  /// corners a square's), where stretching the picture would have skewed it.
  @Test func aRotatedChildOfAResizingParentIsNotSkewed() {
    let p = view(
      "P", 100, 100, 200, 200, "size(100, 200)", [view("C", 50, 50, 100, 100, "rotate(0.5)")])
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    let quad = plan.layer("C", .to, at: 0)?.quad ?? []
    #expect(quad.count == 4)
    if quad.count == 4 {
      func length(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
      }
      // The box is 50×100 (half as wide): its sides keep those lengths, rotated.
      #expect(approx(length(quad[0], quad[1]), 50, 1e-6))
      #expect(approx(length(quad[1], quad[2]), 100, 1e-6))
    }
  }

  /// Still subviews are part of the parent's snapshot picture: they stretch with it.
  @Test func aStillSubviewOfAResizingParentStretchesWithItsPicture() {
    let p = view("P", 100, 100, 200, 200, "size(100, 100)", [view("S", 0, 0, 100, 100)])
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    let s = plan.layer("S", .to, at: 0)
    #expect(s.map { approx($0.quad[0], Point(x: 150, y: 150)) && approx($0.quad[2], Point(x: 200, y: 200)) } == true)
  }
}

/// Case 7: what Hero itself leaves to chance, said where it happens.
@Suite struct HeroOrderDependenceTests {
  /// HeroDefaultAnimator.swift:112-117: a durationMatchLongest view gets the longest duration
  /// so far, raised after each view started by its delay plus length, in a Dictionary's order.
  /// Met first: 0.208 s (the longest computed); met after 'late' (delay 0.3 + 0.208): 0.508 s.
  @Test func durationMatchLongestGivesBothBoundsAndWarnsEvenFromTheDefaultAnimation() {
    let plan = Planner.plan(
      scene(
        from: screen(), to: screen([view("late", 0, 0, 100, 100, "fade delay(0.3)")]),
        animation: .fade))
    let root = plan.named("root", .to)
    #expect(approx(root.animation?.curveDuration ?? 0, 0.208))
    #expect(approx(root.animation?.durationUpTo ?? 0, 0.508))
    #expect(
      plan.explanation().views.first { $0.ref == root.ref }?.timing?.summary(coordinateSpace: nil)
        .contains("duration 0.208 s (up to 0.508 s by Hero's order)") == true)
    let finding = plan.findings.first { $0.rule == .durationMatchLongestOrder }
    #expect(finding?.view == root.ref)
    #expect(finding?.message.contains("(set by the default animation)") == true)
  }

  /// Where no other view outlasts the longest duration, the order cannot matter: no bound.
  @Test func durationMatchLongestWithNothingLongerHasNoUpperBound() {
    let plan = Planner.plan(
      scene(from: screen(), to: screen([view("v", 0, 0, 100, 100, "fade")]), animation: .fade))
    #expect(plan.named("root", .to).animation?.durationUpTo == nil)
    #expect(!plan.findings.contains { $0.rule == .durationMatchLongestOrder })
  }

  /// HeroCoreAnimationViewContext.swift:162-186 animates a resizing parent's subviews'
  /// position and bounds; a subview moving by itself animates the same keys: said, and warned.
  @Test func aViewMovingInsideAResizingParentIsSaidToDependOnHerosOrder() {
    let p = view(
      "P", 100, 100, 200, 200, "size(100, 100)", [view("C", 0, 0, 100, 100, "position(0, 0)")])
    let plan = Planner.plan(scene(from: screen(), to: screen([p])))
    let c = plan.named("C", .to)
    #expect(c.notes.contains { $0.contains("whichever of the two starts last wins") })
    #expect(plan.findings.map(\.rule) == [.resizingParentOrder])
    // Fading only (no position or size of its own): nothing to race.
    let fading = view("P", 100, 100, 200, 200, "size(100, 100)", [view("C", 0, 0, 100, 100, "fade")])
    #expect(Planner.plan(scene(from: screen(), to: screen([fading]))).findings.isEmpty)
    // A parent scaling instead of resizing (useScaleBasedSizeChange) calls no setSize.
    let scaled = view(
      "P", 100, 100, 200, 200, "size(100, 100) useScaleBasedSizeChange",
      [view("C", 0, 0, 100, 100, "position(0, 0)")])
    #expect(Planner.plan(scene(from: screen(), to: screen([scaled]))).findings.isEmpty)
  }

  /// beginWithIfMatched is declared by Hero 0.3.1 to 0.3.6 only (HeroModifier.swift:496 at
  /// 0.3.6), at any depth.
  @Test func beginWithIfMatchedIsNotInHero16() {
    let plan = Planner.plan(
      scene(
        from: screen(),
        to: screen([view("v", 0, 0, 100, 100, "fade whenPresenting(beginWithIfMatched(zPosition(2)))")])))
    let finding = plan.findings.first { $0.rule == .modifierRemovedFromHero }
    #expect(finding?.message.contains("only 0.3.1 to 0.3.6") == true)
    #expect(FindingRule.modifierRemovedFromHero.id == "modifier-removed-from-hero")
    let plain = Planner.plan(
      scene(from: screen(), to: screen([view("v", 0, 0, 100, 100, "fade whenMatched(beginWith(zPosition(2)))")])))
    #expect(plain.findings.isEmpty)
  }
}
