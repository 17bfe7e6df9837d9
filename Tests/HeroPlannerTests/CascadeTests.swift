import Testing

@testable import HeroPlanner

@Suite struct CascadeTests {
  /// Four cells in a 2×2 grid, listed in a scrambled order.
  func grid(_ modifiers: String, cell: String? = "fade", matchFirst: Bool = false) -> TransitionPlan {
    Planner.plan(
      scene(
        from: screen(matchFirst ? [view("m", 0, 0, 10, 10, id: "m")] : []),
        to: screen([
          view(
            "grid", 0, 100, 375, 400, modifiers,
            [
              view("d", 200, 200, 100, 100, cell),
              view("a", 0, 0, 100, 100, id: matchFirst ? "m" : nil, cell),
              view("c", 0, 200, 100, 100, cell),
              view("b", 200, 0, 100, 100, cell, [view("b-inner", 10, 10, 20, 20, "scale(0.5)")]),
            ])
        ])))
  }

  func delays(_ plan: TransitionPlan) -> [String: Double] {
    Dictionary(
      uniqueKeysWithValues: ["a", "b", "c", "d", "b-inner"].map { ($0, plan.named($0, .to).state?.delay ?? -1) })
  }

  @Test func cascadeDelaysSubviewsTopToBottom() {
    let d = delays(grid("cascade"))
    // minY: a and b tie at 0 (document order: a after d? no: d is at 200) → a, b, then d and c tie at 200 in document order d, c.
    #expect(d["a"] == 0)
    #expect(d["b"] == 0.02)
    #expect(approx(d["d"] ?? 0, 0.04))
    #expect(approx(d["c"] ?? 0, 0.06))
  }

  @Test func descendantsGetTheirSubviewsDelay() {
    #expect(delays(grid("cascade"))["b-inner"] == 0.02)
  }

  @Test func bottomToTopSortsByMaxYThenMaxXDescending() {
    let d = delays(grid("cascade(0.1, bottomToTop)"))
    #expect(d["d"] == 0)
    #expect(d["c"] == 0.1)
    #expect(d["b"] == 0.2)
    #expect(approx(d["a"] ?? 0, 0.3))
  }

  @Test func leftToRightSortsByMinX() {
    let d = delays(grid("cascade(0.1, leftToRight)"))
    #expect(d["a"] == 0)
    #expect(d["c"] == 0.1)
    #expect(d["d"] == 0.2)
    #expect(approx(d["b"] ?? 0, 0.3))
  }

  @Test func rightToLeftSortsByMaxXDescending() {
    let d = delays(grid("cascade(0.1, rightToLeft)"))
    #expect(d["d"] == 0)
    #expect(d["b"] == 0.1)
    #expect(d["a"] == 0.2)
    #expect(approx(d["c"] ?? 0, 0.3))
  }

  @Test func theCascadingViewsOwnDelayIsAdded() {
    let d = delays(grid("cascade(0.1) delay(0.5)"))
    #expect(d["a"] == 0.5)
    #expect(approx(d["c"] ?? 0, 0.8))
  }

  @Test func onlySubviewsWithModifiersAreDelayed() {
    let p = grid("cascade", cell: nil)
    #expect(p.named("a", .to).state == nil)
    #expect(p.named("b-inner", .to).state?.delay == 0.02)
  }

  @Test func matchedSubviewsAreLeftAlone() {
    let p = grid("cascade(0.1)", matchFirst: true)
    #expect(p.named("a", .to).state?.delay == 0)
    #expect(p.named("a", .to).notes.contains { $0.contains("leaves this matched view alone") })
  }

  @Test func delayMatchedViewsWaitsForTheLastSubview() {
    let p = grid("cascade(0.1, topToBottom, true)", matchFirst: true)
    #expect(approx(p.named("a", .to).state?.delay ?? 0, 0.4))
    #expect(approx(p.named("m", .from).state?.delay ?? 0, 0.4))
  }

  @Test func aCascadeThatDelaysNothingIsReported() {
    let p = Planner.plan(
      scene(from: screen([]), to: screen([view("empty", 0, 0, 100, 100, "cascade fade", [view("x", 0, 0, 1, 1)])])))
    #expect(p.findings.contains { $0.message.contains("cascade delays nothing") })
  }
}

@Suite struct CascadeReportingTests {
  @Test func cascadeDelaysPrintWithoutArithmeticNoise() {
    let cells = (0..<4).map { view("c\($0)", 0, Double($0) * 20, 10, 10, "fade") }
    let p = Planner.plan(scene(from: screen([]), to: screen([view("list", 0, 0, 100, 100, "cascade(0.05)", cells)])))
    #expect(p.named("c3", .to).state?.delay == 0.15)
    #expect(p.named("c3", .to).state?.modifiers.hero == "fade delay(0.15)")
  }

  @Test func aCascadeOverOnlyMatchedViewsSaysSo() {
    let p = Planner.plan(
      scene(
        from: screen([view("m", 0, 0, 10, 10, id: "m")]),
        to: screen([view("list", 0, 0, 100, 100, "cascade", [view("a", 0, 0, 10, 10, id: "m", "fade")])])))
    #expect(
      p.findings.contains {
        $0.message
          == "cascade delays nothing: its subviews with modifiers are all matched, and delayMatchedViews is false"
      })
  }
}
