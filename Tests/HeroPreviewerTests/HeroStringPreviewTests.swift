import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// A view whose modifiers are Hero's string (`modifierString`): what Hero drops is counted in
/// the status line, noted in the inspector, and the edit line reads and edits that key.
@Suite struct HeroStringPreviewTests {
  /// testScene() with the card's modifiers given as Hero's string `Fade delay(0.1)`.
  private func scene() throws -> Scene {
    var scene = testScene()
    let reading = try HeroStringReader.read("Fade delay(0.1)")
    scene.to.subviews[1].modifiers = reading.modifiers
    scene.to.subviews[1].modifierText = "Fade delay(0.1)"
    scene.to.subviews[1].modifierString = "Fade delay(0.1)"
    scene.to.subviews[1].modifierStringFindings = reading.findings
    return scene
  }

  @Test func theStatusLineCountsWhatHeroMisreads() throws {
    let scene = try scene()
    let state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let line = PlayerView.statusLine(state, plan: plan, width: 200, glyphs: Glyphs(unicode: true))
    #expect(line.contains("│ 1 misread by Hero │ ? help"), "\(line)")
  }

  @Test func theInspectorNotesWhatHeroDropsOnThatView() throws {
    let scene = try scene()
    let plan = Planner.plan(scene, options: .init().explaining(true))
    let lines = InspectorText.lines(for: ViewRef(.to, 2), in: plan)
    #expect(lines.contains { $0.contains("modifierString column 1: `Fade` is not a Hero modifier") })
    #expect(lines.contains("written:  Fade delay(0.1)"))
  }

  @Test func theEditLineEditsTheModifierStringAsHeroReadsIt() throws {
    let scene = try scene()
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    state.selected = ViewRef(.to, 2)
    state.beginEdit(in: plan)
    let target = try #require(state.editTarget)
    #expect(target.heroString)
    #expect(target.label.hasSuffix("modifierString"))
    #expect(state.editor?.text == "Fade delay(0.1)")
    // A name Hero drops is not a typo here: the edit applies, as on a device.
    for c in " Scale(2)".unicodeScalars { _ = state.handle(.character(c)) }
    #expect(state.handle(.enter) == .replan)
    let edited = ViewEdit.apply(state.edits, to: scene)
    let card = edited.to.subviews[1]
    #expect(card.modifiers == [.delay(0.1)])
    #expect(card.modifierString == "Fade delay(0.1) Scale(2)")
    #expect(card.modifierStringFindings.count == 2)
  }
}
