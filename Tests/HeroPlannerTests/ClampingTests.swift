@testable import HeroPlanner
import Testing

/// Hero hands numeric arguments to CALayer unchanged; Core Animation clamps what it cannot draw.
@Suite struct ClampingTests {
  @Test(arguments: [
    ("opacity(2)", "opacity(1)"), ("opacity(-0.5)", "opacity(0)"), ("shadowOpacity(1.5)", "shadowOpacity(1)"),
    ("overlay(0, 0, 0, 3)", "overlay(0, 0, 0, 1)"), ("cornerRadius(-4)", "cornerRadius(0)"),
    ("borderWidth(-1)", "borderWidth(0)"), ("shadowRadius(-2)", "shadowRadius(0)"),
  ])
  func anOutOfRangeArgumentActsAsCoreAnimationDrawsIt(written: String, acts: String) throws {
    let modifier = try #require(try ModifierParser.parse(written).first)
    let clamped = try #require(modifier.clamped)
    #expect(clamped.modifier == (try ModifierParser.parse(acts).first))
  }

  @Test(arguments: [
    "opacity(1)", "opacity(0)", "shadowOpacity(0.5)", "cornerRadius(0)", "translate(-5, 0)", "zPosition(-3)",
  ])
  func inRangeArgumentsAreLeftAlone(written: String) throws {
    let modifier = try #require(try ModifierParser.parse(written).first)
    #expect(modifier.clamped == nil)
  }

  @Test func theViewAnimatesToTheClampedValueAndCheckSaysSo() throws {
    let p = Planner.plan(
      scene(from: screen([view("v", 0, 0, 50, 50, opacity: 0.5, "opacity(2) duration(1)")]), to: screen([])))
    let a = try #require(p.named("v", .from).animation)
    #expect(a.end.opacity == 1)
    #expect(
      p.findings.contains {
        $0.message
          == "opacity(2) is out of range: Core Animation clamps a layer's opacity to 0…1, so it acts as opacity(1)"
      })
  }

  @Test func nestedListsAreCheckedToo() throws {
    let warnings = HeroModifier.clampWarnings(try ModifierParser.parse("whenMatched(beginWith(opacity(-1)))"))
    #expect(warnings.count == 1)
  }
}
