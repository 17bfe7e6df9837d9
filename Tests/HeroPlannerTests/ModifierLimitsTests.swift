import Testing

@testable import HeroPlanner

/// Arguments past anything a device shows are refused where they are read, with the column, so
/// nothing after the parser loops for ages or converts an absurd double to an integer (issue 15).
@Suite struct ModifierLimitsTests {
  @Test(arguments: [
    ("translate(1e300, 0)", "lengths go up to"), ("size(1e300, 5)", "lengths go up to"),
    ("position(x: 1e7, y: 0)", "lengths go up to"), ("shadowRadius(1e308)", "lengths go up to"),
    ("shadowOffset(width: 0, height: -1e9)", "lengths go up to"), ("cornerRadius(2e6)", "lengths go up to"),
    ("anchorPoint(x: 1e300, y: 0)", "anchor points go up to"),
    ("shadowPath(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1e300, height: 1)).cgPath)", "lengths go up to"),
    ("scale(1e5)", "scales go up to"), ("rotate(1e300)", "angles go up to"),
    ("duration(1e18)", "times go up to"), ("delay(1e300)", "times go up to"),
    ("cascade(1e300)", "cascade steps go up to"), ("arc(intensity: -1e9)", "arc intensities go up to"),
    ("spring(250, 1e-300)", "to settle"), ("spring(1e300, 30)", "stiffness and damping go up to"),
    ("timingFunction(0.1, 1e9, 0.2, 1)", "control points go up to"),
    ("beginWith(fade, translate(0, 1e9))", "lengths go up to"),
  ])
  func absurdArgumentsAreRefusedWithTheirColumn(_ text: String, _ fragment: String) throws {
    let error = try #require(throws: ModifierParseError.self) { try ModifierParser.parse(text) }
    #expect(error.message.contains(fragment), "\(text): \(error.message)")
    #expect(error.message.contains("beyond what heroscope can preview") || fragment == "to settle")
    #expect(error.column >= 1)
  }

  @Test(arguments: [
    "translate(1000000, -1000000)", "scale(10000)", "duration(3600)", "delay(3600)",
    "arc(intensity: -1000)", "spring(250, 30)", "spring(100, 10)", "rotate(6.28)",
    "cascade(0.02, leftToRight, true)", "anchorPoint(x: 0.5, y: 1000)", "spring(0, 0)",
  ])
  func valuesAtTheLimitsStillParse(_ text: String) throws {
    _ = try ModifierParser.parse(text)
  }

  @Test func theErrorPointsAtTheModifierInsideAList() throws {
    let error = try #require(throws: ModifierParseError.self) {
      try ModifierParser.parse("fade scale(0.5) translate(0, 1e9)")
    }
    #expect(error.column == 17)
  }
}
