import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// The edit line of a `modifierString` view shows Hero's reading as it is typed (issue 35 §5).
@Suite struct HeroReadingLineTests {
  @Test func whatHeroKeepsAndTheFirstThingItDrops() throws {
    let line = try #require(HeroReadingLine("Fade translate(10 + 90, 50)"))
    #expect(
      line.summary.hasPrefix(
        " Hero reads: translate(0, 50) · column 1 [modifier-string-dropped]: `Fade` is not a Hero modifier"))
    #expect(line.summary.hasSuffix("(+1 more)"))
    #expect(line.column == 1)
  }

  @Test func aTopLevelCommaDropsTheWholeString() throws {
    let line = try #require(HeroReadingLine("fade, scale(0.5)"))
    #expect(line.summary.hasPrefix(" Hero reads: no modifiers at all"))
    #expect(line.summary.contains(" · column 5 [modifier-string-unparsed]: "))
  }

  @Test func aCleanStringIsReadWhole() throws {
    let line = try #require(HeroReadingLine("fade scale(0.5)"))
    #expect(line.summary == " Hero reads: fade scale(0.5)")
    #expect(line.column == nil)
  }

  @Test func aVeryLongLineIsReadOnEnterOnly() {
    #expect(HeroReadingLine(String(repeating: "fade ", count: 1000)) == nil)
  }

  @Test func theEditLineShowsItAsTyped() throws {
    var scene = testScene()
    let reading = try HeroStringReader.read("fade")
    scene.to.subviews[1].modifiers = reading.modifiers
    scene.to.subviews[1].modifierText = "fade"
    scene.to.subviews[1].modifierString = "fade"
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    state.selected = ViewRef(.to, 2)
    state.beginEdit(in: plan)
    for c in " Scale(2)".unicodeScalars { _ = state.handle(.character(c)) }
    let canvas = PlayerView.render(
      state: state, plan: plan, layout: PlayerLayout(columns: 120, rows: 14), unicode: true,
      stats: nil)
    let lines = glyphLines(canvas)
    #expect(
      lines[11].hasPrefix(" Hero reads: fade · column 6 [modifier-string-dropped]: `Scale` is not"), "\(lines[11])")
    // The caret under the column Hero drops.
    let prompt = try #require(lines[12].range(of: ": fade Scale(2)"))
    let promptWidth =
      lines[12].unicodeScalars.distance(
        from: lines[12].unicodeScalars.startIndex, to: prompt.lowerBound) + 2
    #expect(Array(lines[13].unicodeScalars)[promptWidth + 5] == "^")
  }
}
