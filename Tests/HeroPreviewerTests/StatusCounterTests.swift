import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// A storyboard's `(2/8)` outlasts the help hint when the status line is short of room (issue
/// 35 §6): the name shortens around it.
@Suite struct StatusCounterTests {
  @Test func theCounterOutlastsTheHelpHint() {
    var state = PlayerState(scene: testScene(name: "A storyboard transition with a long name"))
    state.transitionCount = 8
    state.transitionIndex = 1
    let plan = Planner.plan(
      testScene(name: "A storyboard transition with a long name"), options: state.plannerOptions)
    var shortened = false
    for width in 40...160 {
      let line = PlayerView.statusLine(state, plan: plan, width: width, glyphs: Glyphs(unicode: true))
      if line.contains("? help") {
        #expect(line.contains("(2/8)"), "at \(width): \(line)")
      }
      if line.contains("… (2/8)") { shortened = true }
    }
    #expect(shortened, "the name never shortened around the counter")
  }
}
