import Testing

@testable import HeroPlanner

@Suite struct WhichViewsAnimateTests {
  @Test(arguments: [
    ("fade", true), ("position(10, 10)", true), ("size(1, 1)", true), ("scale(2)", true),
    ("cornerRadius(3)", true), ("overlay(0, 0, 0, 0.5)", true), ("anchorPoint(0, 0)", true),
    ("backgroundColor(red)", true), ("borderColor(red)", true), ("borderWidth(2)", true),
    ("shadowRadius(4)", true), ("contentsRect(0, 0, 1, 1)", true), ("forceAnimate", true),
    ("delay(1) arc duration(2)", false), ("zPosition(3)", false), ("cascade", false),
    ("useNoSnapshot", false), ("timingFunction(linear) spring", false),
  ])
  func aViewAnimatesWhenItsStateSetsAnAnimatableProperty(modifiers: String, animates: Bool) {
    let p = Planner.plan(scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, modifiers)])))
    #expect(p.named("v", .to).animates == animates)
  }

  @Test func aViewWithoutModifiersDoesNotAnimateAndIsDrawnWithItsScreen() {
    let p = Planner.plan(scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50)])))
    #expect(!p.named("v", .to).animates)
    #expect(p.named("v", .to).drawnWith == ViewRef(.to, 0))
  }
}

@Suite struct StartAndEndStateTests {
  @Test func appearingViewsAnimateFromTheirTargetStateToTheirOwn() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "translate(0, 100) opacity(0.2)")])))
    let a = try #require(p.named("v", .to).animation)
    #expect(a.start.transform == .translation(x: 0, y: 100, z: 0))
    #expect(a.start.opacity == 0.2)
    #expect(a.end.transform == .identity)
    #expect(a.end.opacity == 1)
  }

  @Test func disappearingViewsAnimateFromTheirOwnStateToTheirTarget() throws {
    let p = Planner.plan(
      scene(from: screen([view("v", 0, 0, 50, 50, "translate(0, 100) opacity(0.2)")]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    #expect(a.start.transform == .identity)
    #expect(a.end.transform == .translation(x: 0, y: 100, z: 0))
    #expect(a.end.opacity == 0.2)
  }

  @Test func beginWithBecomesTheCurrentState() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "beginWith(zPosition(2), opacity(0.5)) fade")])))
    let a = try #require(p.named("v", .to).animation)
    #expect(a.start.zPosition == 2)
    #expect(a.end.zPosition == 2)
    #expect(a.start.opacity == 0)
    #expect(a.end.opacity == 0.5)
  }

  @Test func useScaleBasedSizeChangeTurnsASizeChangeIntoAScale() throws {
    let p = Planner.plan(
      scene(from: screen([view("v", 0, 0, 100, 50, "size(200, 25) useScaleBasedSizeChange")]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    #expect(a.end.size == Size(width: 100, height: 50))
    #expect(a.end.transform == .scale(x: 2, y: 0.5, z: 1))
  }

  @Test func positionModifierIsTheLayerCentre() throws {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, 100, 50, "position(200, 300)")]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    #expect(a.start.position == Point(x: 50, y: 25))
    #expect(a.end.position == Point(x: 200, y: 300))
  }
}

@Suite struct DurationTests {
  func duration(_ modifiers: String, size: (Double, Double) = (50, 50)) -> Double? {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, size.0, size.1, modifiers)]), to: screen([])))
    return p.named("v", .from).animation?.duration
  }

  @Test func noMovementTakes0_208Seconds() {
    #expect(duration("fade") == 0.208)
  }

  @Test func durationGrowsWithDistance() throws {
    // 0.208 + 100/3000
    #expect(approx(try #require(duration("translate(0, 100)")), 0.208 + 100.0 / 3000))
    // A size change counts as the distance between the sizes seen as points: (50,50)→(80,90) = 50.
    #expect(approx(try #require(duration("size(80, 90)")), 0.208 + 50.0 / 3000))
  }

  @Test func movesOf500PointsOrMoreTakeTheLongestComputedDuration() throws {
    // 0.208 + 500/3000 = 0.37467 s: Hero's "0.375 s at 500 pt", as its formula gives it.
    #expect(approx(try #require(duration("translate(0, 500)")), 0.208 + 500.0 / 3000))
    #expect(approx(try #require(duration("translate(3000, 0)")), 0.208 + 500.0 / 3000))
  }

  @Test func aTransformsScaleCountsInTheSize() throws {
    // scale(2) on 50×50: the size seen through the transform goes (50,50) → (100,100): 70.71.
    #expect(approx(try #require(duration("scale(2)")), 0.208 + 50 * 2.0.squareRoot() / 3000))
  }

  @Test func aSetDurationWins() {
    #expect(duration("translate(0, 500) duration(1.5)") == 1.5)
  }

  @Test func durationMatchLongestTakesTheLongestDurationInTheTransition() {
    let p = Planner.plan(
      scene(
        from: screen([
          view("long", 0, 0, 50, 50, "duration(0.9) fade"), view("short", 0, 0, 50, 50, "fade durationMatchLongest"),
        ]),
        to: screen([view("moving", 0, 0, 50, 50, "translate(0, 1000) durationMatchLongest")])))
    #expect(p.named("short", .from).animation?.duration == 0.9)
    #expect(p.named("moving", .to).animation?.duration == 0.9)
  }

  @Test func infiniteViewsCountWithTheirComputedDuration() {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 0, 0, 50, 50, "fade durationMatchLongest")]),
        to: screen([view("b", 0, 0, 50, 50, "translate(0, 1000) durationMatchLongest")])))
    #expect(approx(p.named("a", .from).animation?.duration ?? 0, 0.208 + 500.0 / 3000))
  }

  @Test func totalIsTheLatestEnd() {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 0, 0, 50, 50, "fade delay(0.5) duration(0.2)")]),
        to: screen([view("b", 0, 0, 50, 50, "fade duration(0.6)")])))
    #expect(approx(p.totalDuration, 0.7))
  }
}

@Suite struct SpringTimingTests {
  @Test func aSpringsDurationIsItsSettlingTime() {
    let p = Planner.plan(scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "fade spring")])))
    #expect(approx(p.named("v", .to).animation?.duration ?? 0, 0.5529366, 1e-7))
    #expect(approx(p.totalDuration, 0.5529366, 1e-7))
  }

  @Test func anUnderdampedSpringOvershoots() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "translate(0, 100) spring(100, 10)")])))
    let a = try #require(p.named("v", .to).animation)
    let peak = stride(from: 0.0, through: a.duration, by: 0.01).map { a.easedFraction(at: $0) }.max() ?? 0
    #expect(peak > 1.1)
    #expect(a.easedFraction(at: a.duration + 1) == 1)
  }
}

@Suite struct EasingAndArcTests {
  @Test func propertiesFollowTheStandardCurveByDefault() throws {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, 50, 50, "duration(1) opacity(0)")]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    #expect(approx(a.state(at: 0.5).opacity, 1 - 0.7755613, 1e-7))
  }

  @Test func delayHoldsTheStartState() throws {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, 50, 50, "delay(0.2) duration(1) fade")]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    #expect(a.state(at: 0.1).opacity == 1)
    #expect(approx(a.state(at: 0.7).opacity, 1 - 0.7755613, 1e-7))
  }

  @Test func coloursInterpolatePerComponent() throws {
    let p = Planner.plan(
      scene(
        from: screen([
          view("v", 0, 0, 50, 50, color: .black, "backgroundColor(white) duration(1) timingFunction(linear)")
        ]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    let c = try #require(a.state(at: 0.25).backgroundColor)
    #expect(approx(c.red, 0.25) && approx(c.green, 0.25) && approx(c.blue, 0.25) && c.alpha == 1)
  }

  @Test func arcMovesAlongTheCurveByTheEasedFraction() throws {
    let p = Planner.plan(
      scene(
        from: screen([view("v", 0, 0, 100, 100, "position(250, 450) arc duration(1) timingFunction(linear)")]),
        to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    let arc = try #require(a.arc)
    // From (50, 50) down to (250, 450): control at (50, 450).
    #expect(arc.control == Point(x: 50, y: 450))
    #expect(approx(a.state(at: 0.5).position, Point(x: 100, y: 350)))
  }

  @Test func arcNeedsAMoveOnBothAxes() {
    let p = Planner.plan(scene(from: screen([view("v", 0, 0, 100, 100, "position(50, 450) arc")]), to: screen([])))
    #expect(p.named("v", .from).animation?.arc == nil)
  }
}
