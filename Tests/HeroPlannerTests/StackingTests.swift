@testable import HeroPlanner
import Testing

/// What covers what is read off the frames. Hero re-inserts a matched pair's later global
/// siblings above it (HeroContext.swift:284-298, `snapshotView(for:)`: the pair is added, then
/// `insertGlobalViewTree` for the paired view's subviews and its later siblings), so a pair
/// listed in a different order on the two screens is not stacked "to screen on top".
@Suite struct StackingTests {
  /// Where each named view's own layer is in the frame at `progress` (every layer kept).
  func order(_ plan: TransitionPlan, at fraction: Double) -> [String: Int] {
    var out: [String: Int] = [:]
    for (i, layer) in plan.frame(allAt: fraction).layers.enumerated() where layer.kind == .view {
      out["\(layer.screen.rawValue).\(layer.name)"] = i
    }
    return out
  }

  func crossedPairs(presenting: Bool = true) -> TransitionPlan {
    Planner.plan(
      scene(
        from: screen([view("X", 20, 80, 100, 100, id: "x"), view("Y", 200, 80, 100, 100, id: "y")]),
        to: screen([view("Y2", 0, 300, 375, 100, id: "y"), view("X2", 0, 450, 375, 100, id: "x")]),
        presenting: presenting))
  }

  @Test func aPairListedLaterOnTheFromScreenIsDrawnAboveItsFadingPartner() {
    let p = crossedPairs()
    let o = order(p, at: 0)
    // The frame draws Y above Y2: X2's insertion lifts Y, X's later sibling, above the pair.
    #expect((o["from.Y"] ?? 0) > (o["to.Y2"] ?? 0))
    #expect(
      p.named("Y2", .to).notes.contains(
        "drawn under its partner 'Y' (Y), which stays opaque over it: where they overlap the fade is hidden"))
    #expect(p.named("Y", .from).notes.contains("drawn above its partner 'Y2' (Y2), which fades under it"))
    #expect(p.findings.contains { $0.view == p.named("Y2", .to).ref && $0.message.hasPrefix("its fade plays under") })
    // X2 is inserted last and is drawn above X.
    #expect((o["to.X2"] ?? 0) > (o["from.X"] ?? 0))
    #expect(
      p.named("X2", .to).notes.contains("drawn above its partner 'X' (X), which stays opaque: the fade shows over it"))
    #expect(!p.named("X2", .to).notes.contains { $0.contains("on top") })
  }

  @Test func pairsListedInTheSameOrderAreEachDrawnToViewOnTop() {
    let p = Planner.plan(
      scene(
        from: screen([view("X", 20, 80, 100, 100, id: "x"), view("Y", 200, 80, 100, 100, id: "y")]),
        to: screen([view("X2", 0, 300, 375, 100, id: "x"), view("Y2", 0, 450, 375, 100, id: "y")])))
    let o = order(p, at: 0)
    #expect((o["to.X2"] ?? 0) > (o["from.X"] ?? 0))
    #expect((o["to.Y2"] ?? 0) > (o["from.Y"] ?? 0))
    #expect(p.named("Y2", .to).notes.contains { $0.hasPrefix("drawn above its partner 'Y'") })
    #expect(!p.findings.contains { $0.message.hasPrefix("its fade plays under") })
  }

  @Test func dismissingPutsTheFromViewsAboveAndTheyFadeOut() {
    let p = crossedPairs(presenting: false)
    let o = order(p, at: 0)
    for (from, to) in [("X", "X2"), ("Y", "Y2")] {
      let above = (o["from.\(from)"] ?? 0) > (o["to.\(to)"] ?? 0)
      let note = p.named(from, .from).notes.first { $0.hasPrefix("drawn ") } ?? ""
      #expect(note.hasPrefix(above ? "drawn above its partner" : "drawn under its partner"), "\(note)")
    }
  }

  @Test func nestedPairsAreStatedAsTheFrameDrawsThem() {
    let p = Planner.plan(
      scene(
        from: screen([
          view("card", 20, 80, 200, 200, id: "card", nil, [view("icon", 10, 10, 40, 40, id: "icon")])
        ]),
        to: screen([
          view("icon2", 300, 20, 60, 60, id: "icon"),
          view("card2", 0, 300, 375, 300, id: "card"),
        ])))
    let o = order(p, at: 0)
    for (a, b) in [("from.card", "to.card2"), ("from.icon", "to.icon2")] {
      let (sa, na) = (a.split(separator: ".")[0], String(a.split(separator: ".")[1]))
      let side: ScreenSide = sa == "from" ? .from : .to
      let above = (o[a] ?? 0) > (o[b] ?? 0)
      let note = p.named(na, side).notes.first { $0.hasPrefix("drawn ") } ?? ""
      #expect(note.hasPrefix(above ? "drawn above" : "drawn under"), "\(a): \(note)")
    }
  }

  @Test func theHeaderSaysWhichRootTheFramesDrawOnTop() {
    let p = crossedPairs()
    let o = order(p, at: 0)
    let toAbove = (o["to.root"] ?? 0) > (o["from.root"] ?? 0)
    #expect(p.screenOnTop == (toAbove ? .to : .from))
    #expect(p.explanation().screenOrderSentence.contains("the \(toAbove ? "to" : "from") root is drawn above"))
  }
}
