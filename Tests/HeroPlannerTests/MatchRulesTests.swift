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
    let d = MatchRules.sharedTiming(
      from: TargetState(modifiers: written), to: to, written: written, id: "x", origin: "")
    #expect(d.value.arc == 0.5)
    #expect(d.value.duration == 0.4)
    #expect(d.value.timingFunction == .linear)
    #expect(d.value.delay == 0.1)
    #expect(d.value.spring == Spring(stiffness: 100, damping: 10))
    #expect(d.notes == ["duration(2) ignored: a matched pair takes its timing from the to-view"])
    #expect(d.warnings.count == 1)
  }

  @Test(arguments: [(false, "to"), (true, "from")])
  func theViewOfTheScreenInsertedLastFadesAndItsPartnerStays(toScreenFirst: Bool, fading: String) {
    let d = MatchRules.fades(
      from: TargetState(), to: TargetState(), fromView: opaque, toView: opaque, toScreenFirst: toScreenFirst)
    #expect((fading == "to" ? d.to : d.from).opacity == 0)
    #expect((fading == "to" ? d.from : d.to).opacity == nil)
    // Only the staying view shows its shadow.
    #expect((fading == "to" ? d.to : d.from).displayShadow == false)
  }

  @Test func aNonOpaqueViewMakesThePairCrossFadeUnlessForceNonFade() throws {
    let d = MatchRules.fades(
      from: TargetState(), to: TargetState(), fromView: clear, toView: opaque, toScreenFirst: false)
    #expect(d.from.opacity == 0 && d.to.opacity == 0)
    let forced = MatchRules.fades(
      from: TargetState(), to: TargetState(modifiers: [.forceNonFade]), fromView: clear, toView: opaque,
      toScreenFirst: false)
    #expect(forced.to.opacity == 0 && forced.from.opacity == nil)
    #expect(forced.fromNotes == ["stays opaque while its partner fades in (forceNonFade stops the cross-fade)"])
  }

  @Test func aMatchedViewsWrittenFadeIsIgnoredWithAWarning() {
    let d = MatchRules.ignoredOpacity([.fade], id: "x", origin: "")
    #expect(d.notes == ["fade ignored: matched views take their opacity from the match"])
    #expect(d.warnings.first?.contains("heroID 'x'") == true)
    #expect(MatchRules.ignoredOpacity([], id: "x", origin: "").notes.isEmpty)
  }
}
