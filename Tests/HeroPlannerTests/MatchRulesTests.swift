@testable import HeroPlanner
import Testing

/// Hero's match rules one at a time (Sources/Preprocessors/MatchPreprocessor.swift:39-43 for the
/// shared timing, :45-72 for who fades and who shows the shadow).
@Suite struct MatchRulesTests {
  let opaque = SceneView(frame: .zero, color: .black)
  let clear = SceneView(frame: .zero, color: .black, opaque: false)

  @Test func theFromViewTakesTheToViewsTiming() throws {
    let to = TargetState(
      modifiers: try ModifierParser.parse("arc(0.5) duration(0.4) timingFunction(linear) delay(0.1) spring(100, 10)"))
    let written = try ModifierParser.parse("duration(2)")
    var from = TargetState(modifiers: written)
    let d = MatchRules.shareTiming(from: &from, to: to, written: written, id: "x", origin: "")
    #expect(from.arc == 0.5)
    #expect(from.duration == 0.4)
    #expect(from.timingFunction == .linear)
    #expect(from.delay == 0.1)
    #expect(from.spring == Spring(stiffness: 100, damping: 10))
    #expect(d.notes == ["duration(2) ignored: a matched pair takes its timing from the to-view"])
    #expect(d.warnings.count == 1)
  }

  @Test(arguments: [(false, "to"), (true, "from")])
  func theViewOfTheScreenInsertedLastFadesAndItsPartnerStays(toScreenFirst: Bool, fading: String) {
    var (from, to) = (TargetState(), TargetState())
    _ = MatchRules.fade(from: &from, to: &to, fromView: opaque, toView: opaque, toScreenFirst: toScreenFirst)
    #expect((fading == "to" ? to : from).opacity == 0)
    #expect((fading == "to" ? from : to).opacity == nil)
    // Only the staying view shows its shadow.
    #expect((fading == "to" ? to : from).displayShadow == false)
  }

  @Test func aNonOpaqueViewMakesThePairCrossFadeUnlessForceNonFade() throws {
    var (from, to) = (TargetState(), TargetState())
    _ = MatchRules.fade(from: &from, to: &to, fromView: clear, toView: opaque, toScreenFirst: false)
    #expect(from.opacity == 0 && to.opacity == 0)
    var (forcedFrom, forcedTo) = (TargetState(), TargetState(modifiers: [.forceNonFade]))
    let forced = MatchRules.fade(
      from: &forcedFrom, to: &forcedTo, fromView: clear, toView: opaque, toScreenFirst: false)
    #expect(forcedTo.opacity == 0 && forcedFrom.opacity == nil)
    #expect(forced.from == ["stays opaque while its partner fades in (forceNonFade stops the cross-fade)"])
  }

  @Test func aMatchedViewsWrittenFadeIsIgnoredWithAWarning() {
    let d = MatchRules.ignoredOpacity([.fade], id: "x", origin: "")
    #expect(d.notes == ["fade ignored: matched views take their opacity from the match"])
    #expect(d.warnings.first?.message.contains("heroID 'x'") == true)
    #expect(d.warnings.first?.rule == .matchedFadeIgnored)
    #expect(MatchRules.ignoredOpacity([], id: "x", origin: "").notes.isEmpty)
  }
}
