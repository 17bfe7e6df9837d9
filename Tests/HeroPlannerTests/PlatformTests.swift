import Testing

@testable import HeroPlanner

/// Hero's `#if os(tvOS)` branches (HERO-SEMANTICS §11).
@Suite struct PlatformTests {
  private func fadePlan(_ platform: Platform?, scenePlatform: Platform = .iOS) -> TransitionPlan {
    var s = scene(from: screen(), to: screen(), animation: .fade)
    s.platform = scenePlatform
    return Planner.plan(s, options: Planner.Options(platform: platform))
  }

  // DefaultAnimationPreprocessor.swift:368-373: on iOS an opaque from root stays; on tvOS the
  // from root always fades.
  @Test func theDefaultFadeAlwaysFadesTheFromScreenOnTvOS() throws {
    let iOS = fadePlan(nil)
    #expect(!iOS.view(ViewRef(.from, 0)).animates)
    let tvOS = fadePlan(nil, scenePlatform: .tvOS)
    let tvOSFrom = try #require(tvOS.view(ViewRef(.from, 0)).animation)
    #expect(tvOSFrom.end.opacity == 0)
    #expect(tvOS.view(ViewRef(.from, 0)).notes.contains { $0.contains("tvOS") })
  }

  @Test func theOptionOverridesTheScenesPlatform() throws {
    let forced = fadePlan(.tvOS)
    #expect(try #require(forced.view(ViewRef(.from, 0)).animation).end.opacity == 0)
    let back = fadePlan(.iOS, scenePlatform: .tvOS)
    #expect(!back.view(ViewRef(.from, 0)).animates)
  }
}

/// HeroDefaultAnimator.animate (lines 94-121): the second pass walks a Dictionary and raises its
/// running longest by each view's delay plus length before the next durationMatchLongest view.
@Suite struct MatchLongestOrderTests {
  @Test func aDelayedViewBesideDurationMatchLongestIsFlaggedAndThePlanSaysWhatItPicked() throws {
    let s = scene(
      from: screen([
        view("follower", 0, 0, 50, 50, "fade durationMatchLongest"),
        view("late", 100, 0, 50, 50, "fade delay(0.3) duration(0.2)"),
      ]), to: screen())
    let plan = Planner.plan(s)
    let follower = plan.named("follower", .from)
    // First pass: max(0.2 set, 0.208 computed for an unmoving view) = 0.208 (§4).
    #expect(approx(try #require(follower.animation).curveDuration, 0.208))
    #expect(
      follower.notes.contains {
        $0.hasPrefix("durationMatchLongest picked 0.208 s") && $0.contains("it would get 0.5 s")
      })
    #expect(
      plan.findings.contains {
        $0.view == follower.ref && $0.message.contains("up to 0.5 s on a device after 'late'")
      })
  }

  @Test func withoutDelaysOrSpringsNothingIsFlagged() {
    let s = scene(
      from: screen([
        view("follower", 0, 0, 50, 50, "fade durationMatchLongest"),
        view("other", 100, 0, 50, 50, "fade duration(0.3)"),
      ]), to: screen())
    let plan = Planner.plan(s)
    #expect(!plan.findings.contains { $0.message.contains("durationMatchLongest depends") })
  }
}
