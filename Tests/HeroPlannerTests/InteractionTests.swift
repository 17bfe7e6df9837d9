import Foundation
import Testing

@testable import HeroPlanner

/// Interactive transitions with numbers worked out from Hero 1.6.4's source:
/// Transition/HeroTransition+Interactive.swift (update 33-40, finish 47-59, cancel 66-82, apply
/// 96-107, changeTarget 122-133), Animator/HeroDefaultAnimator.swift (resume 63-75, the
/// estimate 28-47) and Animator/HeroCoreAnimationViewContext.swift (apply 345-357,
/// changeTarget 359-377, resume 379-405, animate 407-425, seek 427-435).
@Suite struct InteractionTests {
  private func run(_ script: String, _ scene: Scene) throws -> (TransitionPlan, Interaction) {
    let plan = Planner.plan(scene)
    return (plan, try Interaction(InteractionScript.parse(script), on: plan))
  }

  private func resumed(_ interaction: Interaction, _ plan: TransitionPlan, _ name: String)
    -> Interaction.ResumedView?
  {
    interaction.views.first { plan.view($0.ref).name == name && $0.ref.screen == .from }
      ?? interaction.views.first { plan.view($0.ref).name == name }
  }

  /// Deceleration = (0, 0, 0.2, 1) (CAMediaTimingFunction+Hero.swift:34), solved by bisection.
  private func deceleration(_ x: Double) -> Double {
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if bezier(mid, 0, 0.2) < x { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0, 1)
  }

  // Navigation push(left): the default gives both roots duration(0.35), and the to root
  // deceleration (DefaultAnimationPreprocessor.swift, push); it comes in from x = 375. Released at 0.4: timePassed = 0.14, the duration is set (no raise),
  // forward mid-way: 0.35 − 0.14 = 0.21 from where it is, the curve started afresh.
  @Test func aPushReleasedAt04RunsTheRest021SecondsOnAFreshCurve() throws {
    let s = scene(
      from: screen(), to: screen(), container: .navigation, animation: .push(.left))
    let (plan, interaction) = try run("update(0.4); finish", s)
    #expect(approx(plan.totalDuration, 0.35))
    let to = try #require(interaction.views.first { $0.ref == ViewRef(.to, 0) })
    #expect(approx(to.delay, 0))
    #expect(approx(to.duration, 0.21))
    #expect(approx(interaction.completesAfter, 0.21))
    let startX = 375 * (1 - deceleration(0.4))
    #expect(approx(to.from.transform.m41, startX, 1e-4))
    #expect(approx(to.to.transform.m41, 0))
    // Half-way through the rest, the fresh curve is at deceleration(0.5) = 0.8392451 (§5).
    let animation = try #require(interaction.resumed.view(ViewRef(.to, 0)).animation)
    let x = animation.state(at: 0.105).transform.m41
    #expect(approx(x, startX * (1 - 0.8392451), 1e-3))
    #expect(interaction.release?.finishing == true)
    #expect(approx(interaction.release?.time ?? 0, 0.14))
  }

  // Forward, still in the delay (line 396-397): wait delay − timePassed, then the whole duration.
  @Test func aViewReleasedInsideItsDelayWaitsTheRestThenRunsItsWholeDuration() throws {
    let s = scene(
      from: screen([view("late", 0, 0, 50, 50, "fade delay(0.2) duration(0.2)")]), to: screen())
    let (plan, interaction) = try run("update(0.25); finish", s)
    #expect(approx(plan.totalDuration, 0.4))
    let late = try #require(resumed(interaction, plan, "late"))
    #expect(approx(late.delay, 0.1))
    #expect(approx(late.duration, 0.2))
    #expect(approx(late.stopsAfter, 0.3))
    #expect(late.from.opacity == 1)
    #expect(late.to.opacity == 0)
  }

  // A springing key runs its settling duration whatever the remaining time (getAnimation's
  // spring branch, lines 139-146): spring(250, 30) settles in 0.5529366 s (§6).
  @Test func aSpringReleasedMidWayRestartsTheSpringFromWhereItIs() throws {
    let s = scene(
      from: screen([view("bouncy", 0, 0, 50, 50, "translate(100, 0) spring(250, 30) duration(0.4)")]),
      to: screen())
    let (plan, interaction) = try run("update(0.5); finish", s)
    let settling = 0.5529366
    #expect(approx(plan.totalDuration, settling, 1e-6))
    let timePassed = 0.5 * plan.totalDuration
    let bouncy = try #require(resumed(interaction, plan, "bouncy"))
    #expect(approx(bouncy.duration, 0.4 - timePassed, 1e-6))
    #expect(approx(bouncy.stopsAfter, settling, 1e-6))
    #expect(approx(interaction.completesAfter, settling, 1e-6))
    // x(t) = 1 − e^(−ζω₀t)(cos ω_d t + B sin ω_d t), ω₀ = √250, ζ = 30 / (2√250).
    func spring(_ t: Double) -> Double {
      let w0 = 250.0.squareRoot()
      let zeta = 30 / (2 * w0)
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = zeta * w0 / wd
      return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }
    let current = 100 * spring(timePassed)
    #expect(approx(bouncy.from.transform.m41, current, 1e-6))
    let animation = try #require(interaction.resumed.view(bouncy.ref).animation)
    #expect(
      approx(animation.state(at: 0.1).transform.m41, current + (100 - current) * spring(0.1), 1e-6))
  }

  // The reverse branches (lines 386-394): mid-way runs the forward remainder; past its end a
  // view waits timePassed − (delay + duration) and then runs its whole duration; inside its
  // delay it gets no animation at all (0).
  @Test func cancelFrom07FollowsTheReverseBranchesAsWritten() throws {
    let s = scene(
      from: screen([
        view("long", 0, 0, 50, 50, "translate(0, 100) duration(0.5)"),
        view("short", 100, 0, 50, 50, "translate(0, 50) duration(0.1)"),
        view("waiting", 200, 0, 50, 50, "fade delay(0.4) duration(0.1)"),
      ]), to: screen())
    let (plan, interaction) = try run("update(0.7); cancel", s)
    #expect(approx(plan.totalDuration, 0.5))
    let long = try #require(resumed(interaction, plan, "long"))
    #expect(approx(long.delay, 0) && approx(long.duration, 0.15))
    #expect(approx(long.to.transform.m42, 0))
    #expect(long.from.transform.m42 > 50)
    let short = try #require(resumed(interaction, plan, "short"))
    #expect(approx(short.delay, 0.25) && approx(short.duration, 0.1))
    #expect(approx(short.stopsAfter, 0.35))
    let waiting = try #require(resumed(interaction, plan, "waiting"))
    #expect(waiting.stopsAfter == 0 && waiting.from == waiting.to)
    #expect(waiting.from.opacity == 1)
    #expect(approx(interaction.completesAfter, 0.35))
    #expect(interaction.release?.finishing == false)
  }

  @Test func cancelFromInsideADelayLeavesTheViewAtItsStart() throws {
    let s = scene(
      from: screen([
        view("waiting", 0, 0, 50, 50, "translate(0, 100) delay(0.3) duration(0.2)")
      ]), to: screen())
    let (plan, interaction) = try run("update(0.4); cancel", s)
    let waiting = try #require(resumed(interaction, plan, "waiting"))
    #expect(waiting.stopsAfter == 0)
    #expect(waiting.from.transform.m42 == 0 && waiting.to.transform.m42 == 0)
    #expect(interaction.completesAfter == 0)
  }

  // apply pins the view and its partner (lines 99-106); finish animates both from there, each
  // with its computed duration raised to the estimate from there plus the time passed.
  @Test func applyOnAMatchedViewMovesBothAndFinishStartsThere() throws {
    let s = scene(
      from: screen([view("photo", 0, 0, 100, 100, id: "photo")]),
      to: screen([view("photo", 100, 300, 200, 200, id: "photo")]))
    let (plan, interaction) = try run("update(0.5); apply(photo, position(50, 60)); finish", s)
    let timePassed = 0.5 * plan.totalDuration
    for side in ScreenSide.allCases {
      let planned = plan.named("photo", side)
      let motion = try #require(interaction.views.first { $0.ref == planned.ref })
      #expect(motion.from.position == Point(x: 50, y: 60), "\(side)")
      let animation = try #require(planned.animation)
      #expect(motion.to == animation.end, "\(side)")
      // Its target state: where it comes from (appearing) or goes to (disappearing).
      let target = side == .to ? animation.start : animation.end
      let move = Point(x: 50, y: 60).distance(to: target.position)
      let resize = motion.from.size.asPoint.distance(to: target.size.asPoint)
      let raised = max(animation.curveDuration, 0.208 + min(move + resize, 500) / 3000 + timePassed)
      #expect(approx(motion.duration, raised - timePassed, 1e-9), "\(side)")
    }
  }

  // The hold is not among the view's animations (lines 352-355): a later seek restores them.
  @Test func anUpdateAfterApplyDropsThePin() throws {
    let s = scene(
      from: screen([view("photo", 0, 0, 100, 100, id: "photo")]),
      to: screen([view("photo", 100, 300, 200, 200, id: "photo")]))
    let (plan, interaction) = try run(
      "update(0.5); apply(photo, position(50, 60)); update(0.5); finish", s)
    let planned = plan.named("photo", .to)
    let motion = try #require(interaction.views.first { $0.ref == planned.ref })
    let animation = try #require(planned.animation)
    #expect(motion.from == Interaction.seeked(animation, at: 0.5 * plan.totalDuration))
  }

  // changeTarget replaces the end values (lines 371-372); nothing moves until finish.
  @Test func changeTargetThenFinishRunsToTheNewEnd() throws {
    let s = scene(
      from: screen([view("box", 0, 0, 50, 50, "translate(0, 100) duration(0.4)")]), to: screen())
    let (plan, held) = try run("update(0.5); changeTarget(box, position(200, 300))", s)
    let box = try #require(resumed(held, plan, "box"))
    #expect(box.from == box.to)
    let (_, interaction) = try run("update(0.5); changeTarget(box, position(200, 300)); finish", s)
    let finished = try #require(resumed(interaction, plan, "box"))
    #expect(finished.to.position == Point(x: 200, y: 300))
    #expect(finished.from == box.from)
    #expect(approx(finished.duration, 0.2))
  }

  @Test func finishWithoutAnimationJumpsToTheEnd() throws {
    let s = scene(
      from: screen([view("box", 0, 0, 50, 50, "translate(0, 100) duration(0.4)")]), to: screen())
    let (plan, interaction) = try run("update(0.5); finish(animate: false)", s)
    let box = try #require(resumed(interaction, plan, "box"))
    #expect(box.from.transform.m42 == 100 && box.to.transform.m42 == 100)
    #expect(interaction.completesAfter == 0)
  }

  @Test(arguments: [
    ("update(0.4); fnish", 14, "unknown call 'fnish'; did you mean 'finish'?"),
    ("finish; update(0.2)", 9, "'update(0.2)' comes after finish"),
    ("update(0.4); apply(nobody, fade)", 14, "apply: no view 'nobody'"),
    ("update(x)", 1, "update needs one progress number"),
    ("apply(box, fdae)", 12, "apply: unknown modifier 'fdae'"),
    ("", 1, "the script has no calls"),
  ])
  func scriptErrorsNameTheCallAndItsColumn(script: String, column: Int, message: String) throws {
    let s = scene(
      from: screen([view("box", 0, 0, 50, 50, "translate(0, 100) duration(0.4)")]), to: screen())
    let plan = Planner.plan(s)
    do {
      _ = try Interaction(InteractionScript.parse(script), on: plan)
      Issue.record("expected a failure")
    } catch {
      #expect(error.column == column, "\(error)")
      #expect(error.message.hasPrefix(message), "\(error)")
    }
  }
}

/// What is left once the transition completes: Hero takes the snapshots away and every view
/// stands as its screen lays it out.
@Suite struct InteractionCompletionTests {
  let springy = scene(
    from: screen([view("v", 0, 0, 100, 100, color: redColor, "spring(250, 30) duration(0.3) translate(100, 0)")]),
    to: screen([view("w", 200, 300, 50, 50, color: blueColor, "spring(250, 30) duration(0.3) translate(0, 100)")]))

  /// Released at 0.8 of 0.553 s (the spring's settling time), timePassed 0.442 s is past
  /// delay + duration (0.3 s): the context's resume returns 0 for both views
  /// (HeroCoreAnimationViewContext.swift:401-402), so `complete(after: 0)` completes at once
  /// (HeroTransition.swift:187-189): from then on w is where the to screen lays it out, its
  /// top at 300, not 300.24 where the seek held its spring.
  @Test func aSpringReleasedAfterItsDurationCompletesAtOnceAndIsLaidOut() throws {
    let plan = Planner.plan(springy)
    let interaction = try Interaction(InteractionScript.parse("update(0.8); finish"), on: plan)
    #expect(interaction.completesAfter == 0)
    let held = Interaction.seeked(try #require(plan.named("w", .to).animation), at: 0.8 * plan.totalDuration)
    #expect(abs(held.transform.m42) > 0.1)  // the seek's spring is not yet at rest
    for after in [0.0, 0.05, 1.0] {
      let w = interaction.resumed.sample(time: after).layers.first { $0.name == "w" && $0.kind == .view }
      #expect(w.map { approx($0.quad[0], Point(x: 200, y: 300)) && approx($0.quad[2], Point(x: 250, y: 350)) } == true)
    }
  }

  /// When another view still runs, the one resume left alone stays where the seek held it
  /// until the transition completes, then is laid out.
  @Test func aViewLeftAloneWaitsForTheOthersThenIsLaidOut() throws {
    let s = scene(
      from: screen([view("v", 0, 0, 100, 100, "spring(250, 30) duration(0.3) translate(100, 0)")]),
      to: screen([view("slow", 0, 400, 100, 100, "duration(1) translate(0, 100)")]))
    let plan = Planner.plan(s)
    let interaction = try Interaction(InteractionScript.parse("update(0.5); finish"), on: plan)
    // timePassed 0.5 s: v (0.3 s) is past its duration, slow has 0.5 s left.
    #expect(approx(interaction.completesAfter, 0.5))
    let held = Interaction.seeked(try #require(plan.named("v", .from).animation), at: 0.5)
    let early = interaction.resumed.view(ViewRef(.from, 1)).animation?.state(at: 0.2)
    #expect(early?.position == held.position)
    #expect(early?.transform == held.transform)
    let late = interaction.resumed.view(ViewRef(.from, 1)).animation?.state(at: 0.51)
    #expect(late?.transform == .translation(x: 100, y: 0, z: 0))
  }
}
