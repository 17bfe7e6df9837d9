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
