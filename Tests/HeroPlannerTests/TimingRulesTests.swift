import Foundation
@testable import HeroPlanner
import Testing

/// Springs per property, as Hero 1.6.4 runs them. Every number here comes from Hero's source:
/// - HeroCoreAnimationViewContext.swift:121-138: `position` with `arc` that moves ≥ 1 pt on both
///   axes gets the keyframe animation, over the view's `duration` with its timing function;
/// - :139-146: otherwise, with a spring, every key but `cornerRadius` gets a CASpringAnimation
///   whose duration is its own `settlingDuration` (duration and timing function unused);
/// - :147-153: the rest get the view's duration and timing function;
/// - :246-252: `bounds.size` runs through `uiViewBasedAnimate` over the spring's duration, so a
///   size springs too;
/// - :407-424 (`animate(delay:duration:)`): the view lasts max(duration, each key's duration)
///   after its delay; HeroDefaultAnimator.swift:94-120 takes the maximum of those for the total.
@Suite struct SpringPerPropertyTests {
  let spring = Spring(stiffness: 100, damping: 10)  // settles in 1.4727003 s (HERO-SEMANTICS §6)

  @Test func aSpringWithDurationStillSpringsAndTheViewLastsTheSettlingTime() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "fade spring(100, 10) duration(0.3)")])))
    let a = try #require(p.named("v", .to).animation)
    #expect(a.spring == spring)
    #expect(a.springProperties == ["opacity"])
    #expect(approx(a.curveDuration, 0.3))
    #expect(approx(a.duration, 1.4727003, 1e-7))
    #expect(approx(p.totalDuration, 1.4727003, 1e-7))
    // At the end of duration(0.3) the opacity is where the spring is, not at 1.
    #expect(approx(a.state(at: 0.3).opacity, spring.value(at: 0.3)))
    #expect(
      p.findings.contains {
        $0.message.hasPrefix(
          "spring(100, 10) with duration(0.3): Hero's docs say the spring is ignored; Hero 1.6 still springs opacity over 1.473 s"
        )
      })
  }

  @Test func aSpringIgnoresTheTimingFunction() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "fade spring(100, 10) timingFunction(linear)")])))
    let a = try #require(p.named("v", .to).animation)
    // No move: the view's own duration is 0.208 s, but the opacity springs for 1.473 s.
    #expect(approx(a.curveDuration, 0.208))
    #expect(approx(a.duration, 1.4727003, 1e-7))
    #expect(approx(a.state(at: 0.1).opacity, spring.value(at: 0.1)))
    #expect(!approx(a.state(at: 0.1).opacity, 0.1 / 0.208))
    #expect(
      p.findings.contains { $0.message.hasPrefix("spring(100, 10) with timingFunction(linear): Hero's docs say") })
  }

  @Test func withAnArcThePositionFollowsTheCurveAndTheSizeSprings() throws {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([
          view(
            "v", 100, 100, 50, 50,
            "position(300, 500) size(100, 100) arc spring(100, 10) duration(0.4) timingFunction(linear)")
        ])))
    let v = p.named("v", .to)
    let a = try #require(v.animation)
    #expect(a.arc != nil)
    #expect(a.springProperties == ["size"])
    #expect(a.curveProperties == ["position"])
    let arc = try #require(a.arc)
    // Halfway through duration(0.4) on the linear curve: the arc's midpoint.
    #expect(approx(a.state(at: 0.2).position, arc.point(at: 0.5)))
    // The size springs from 100 (target) to 50 (its own) over 1.473 s.
    #expect(approx(a.state(at: 0.2).size.width, 100 + (50 - 100) * spring.value(at: 0.2)))
    // After duration(0.4) the position has arrived; the size is still on its way.
    #expect(approx(a.state(at: 0.45).position, arc.end))
    #expect(!approx(a.state(at: 0.45).size.width, 50, 1e-3))
    #expect(approx(a.duration, 1.4727003, 1e-7))
    #expect(
      v.notes.contains {
        $0.hasPrefix("position follows 0.4 s on linear, not the spring: the position follows its arc")
      })
  }

  @Test func anArcUnderOnePointLetsThePositionSpring() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 100, 100, 50, 50, "position(300, 125.5) arc spring(100, 10)")])))
    let a = try #require(p.named("v", .to).animation)
    #expect(a.arc == nil)
    #expect(a.springProperties == ["position"])
  }

  @Test func aSpringShorterThanTheComputedDurationLastsTheDuration() throws {
    // spring(1000, 60): ω₀ = √1000, ζ = 60 / (2√1000) ≈ 0.949, B = 3, settles in
    // −ln(0.001 / 4) / 30 ≈ 0.2765 s; a 500 pt move computes 0.208 + 500/3000 ≈ 0.3747 s.
    let s = Spring(stiffness: 1000, damping: 60)
    #expect(approx(s.settlingDuration, -log(0.001 / 4) / 30, 1e-9))
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "translate(0, 500) spring(1000, 60)")])))
    let a = try #require(p.named("v", .to).animation)
    #expect(approx(a.curveDuration, 0.208 + 500.0 / 3000))
    #expect(approx(a.duration, 0.208 + 500.0 / 3000))
    #expect(approx(p.totalDuration, 0.208 + 500.0 / 3000))
    #expect(a.springProperties == ["transform"])
  }

  @Test func cornerRadiusNeverSprings() throws {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([
          view("v", 0, 0, 50, 50, "cornerRadius(20) fade spring(100, 10) duration(0.5) timingFunction(linear)")
        ])))
    let v = p.named("v", .to)
    let a = try #require(v.animation)
    #expect(a.curveProperties == ["cornerRadius"])
    #expect(a.springProperties == ["opacity"])
    // cornerRadius goes 20 → 0 linearly over 0.5 s; the opacity springs.
    #expect(approx(a.state(at: 0.25).cornerRadius, 10))
    #expect(approx(a.state(at: 0.25).opacity, spring.value(at: 0.25)))
    #expect(a.state(at: 0.5).cornerRadius == 0)
    #expect(v.notes.contains { $0.contains("Hero never springs cornerRadius") })
  }

  @Test func aSpringOnCornerRadiusAloneSpringsNothing() throws {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "cornerRadius(20) spring(100, 10)")])))
    let a = try #require(p.named("v", .to).animation)
    #expect(a.spring == nil)
    #expect(approx(a.duration, 0.208))
  }

  @Test func aMatchedPairSpringsBothViews() throws {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 20, 80, 100, 100, id: "x")]),
        to: screen([view("b", 0, 300, 375, 200, id: "x", "spring(100, 10)")])))
    for ref in [p.named("a", .from), p.named("b", .to)] {
      let a = try #require(ref.animation)
      #expect(a.spring == spring)
      #expect(a.springProperties.contains("position"))
      #expect(a.springProperties.contains("size"))
      #expect(approx(a.duration, 1.4727003, 1e-7))
    }
    #expect(approx(p.totalDuration, 1.4727003, 1e-7))
    // Nothing the docs disagree about: no duration, curve or arc was written.
    #expect(!p.findings.contains { $0.message.contains("Hero's docs say") })
  }

  @Test func durationMatchLongestTakesTheLongestDurationNotTheSettlingTime() throws {
    let p = Planner.plan(
      scene(
        from: screen([view("a", 0, 0, 50, 50, "fade duration(0.6)")]),
        to: screen([view("b", 0, 0, 50, 50, "fade spring(100, 10) durationMatchLongest")])))
    let b = try #require(p.named("b", .to).animation)
    #expect(approx(b.curveDuration, 0.6))
    #expect(approx(b.duration, 1.4727003, 1e-7))
    #expect(p.findings.contains { $0.message.hasPrefix("spring(100, 10) with durationMatchLongest: Hero's docs say") })
  }

  @Test func aCascadeDelaysEachSpringingView() throws {
    let p = Planner.plan(
      scene(
        from: screen([]),
        to: screen([
          view(
            "list", 0, 0, 375, 300, "cascade(0.1)",
            [
              view("r0", 0, 0, 375, 100, "fade spring(100, 10)"),
              view("r1", 0, 100, 375, 100, "fade spring(100, 10)"),
            ])
        ])))
    let r1 = try #require(p.named("r1", .to).animation)
    #expect(approx(r1.delay, 0.1))
    #expect(approx(p.totalDuration, 0.1 + 1.4727003, 1e-7))
  }

  @Test func dismissingSpringsTheSameWay() throws {
    let p = Planner.plan(
      scene(
        from: screen([view("v", 0, 0, 50, 50, "fade spring(100, 10) duration(0.2)")]), to: screen([]),
        presenting: false))
    let a = try #require(p.named("v", .from).animation)
    #expect(approx(a.state(at: 0.2).opacity, 1 - spring.value(at: 0.2)))
    #expect(approx(p.totalDuration, 1.4727003, 1e-7))
  }
}

@Suite struct UnsettledSpringTests {
  @Test(arguments: ["spring(100, 0)", "spring(0, 10)"])
  func aSpringThatNeverSettlesIsReported(written: String) {
    let p = Planner.plan(scene(from: screen([]), to: screen([view("v", 0, 0, 50, 50, "fade \(written)")])))
    #expect(p.findings.contains { $0.message.hasPrefix("\(written) never settles") })
  }
}

@Suite struct DurationAndArcRuleTests {
  @Test func aSetDurationIsTakenAsWritten() {
    var state = TargetState()
    state.duration = 0.4
    let d = TimingRules.duration(state, estimate: (0.3, "x"), longest: 1)
    #expect(d.value == 0.4)
    #expect(d.notes == ["duration 0.4 s (set)"])
  }

  @Test func durationMatchLongestTakesTheLongest() {
    var state = TargetState()
    state.duration = .infinity
    #expect(TimingRules.duration(state, estimate: (0.3, "x"), longest: 1).value == 1)
  }

  @Test func anArcNeedsOnePointOnBothAxes() {
    var state = TargetState()
    state.arc = 1
    #expect(TimingRules.arc(state, from: Point(x: 0, y: 0), to: Point(x: 100, y: 0.5)).value == nil)
    #expect(TimingRules.arc(state, from: Point(x: 0, y: 0), to: Point(x: 100, y: 100)).value != nil)
  }
}
