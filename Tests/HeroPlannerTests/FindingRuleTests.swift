import Testing

@testable import HeroPlanner

@Suite struct FindingRuleTests {
  @Test func everyRuleHasAUniqueKebabCaseIDAMeaningAndReadsBackFromItsID() {
    let ids = FindingRule.allCases.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in FindingRule.allCases {
      #expect(
        rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
        "\(rule.id) is not kebab-case")
      #expect(!rule.id.hasPrefix("-") && !rule.id.hasSuffix("-"))
      #expect(!rule.meaning.isEmpty && !rule.meaning.contains("\n"))
      #expect(FindingRule(id: rule.id) == rule)
    }
    #expect(FindingRule(id: "matched-fade") == nil)
  }

  @Test func theIDsCITestsAndDocsNameAreStable() {
    #expect(FindingRule.matchedFadeIgnored.id == "matched-fade-ignored")
    #expect(FindingRule.springDurationIgnoredInDocs.id == "spring-duration-ignored-in-docs")
    #expect(FindingRule.cascadeDelaysNothing.id == "cascade-delays-nothing")
    #expect(FindingRule.duplicateHeroID.defaultSeverity == .error)
    #expect(FindingRule.matchedFadeIgnored.defaultSeverity == .warning)
  }

  /// A scene that makes one rule fire, and the scene key its finding points at.
  static let cases: [(name: String, rule: FindingRule, key: String, plan: @Sendable () -> TransitionPlan)] = [
    (
      "matched fade", .matchedFadeIgnored, "modifiers",
      {
        Planner.plan(
          scene(
            from: screen([view("a", 0, 0, 50, 50, id: "x", "fade")]),
            to: screen([view("b", 100, 100, 50, 50, id: "x")])))
      }
    ),
    (
      "duplicate heroID", .duplicateHeroID, "heroID",
      {
        Planner.plan(
          scene(
            from: screen([]),
            to: screen([view("a", 0, 0, 5, 5, id: "x"), view("b", 9, 9, 5, 5, id: "x")])))
      }
    ),
    (
      "cascade on nothing", .cascadeDelaysNothing, "modifiers",
      {
        Planner.plan(
          scene(
            from: screen([]),
            to: screen([view("e", 0, 0, 100, 100, "cascade fade", [view("x", 0, 0, 1, 1)])])))
      }
    ),
    (
      "outside the screen", .outsideScreen, "frame",
      {
        Planner.plan(scene(from: screen([]), to: screen([view("far", 900, 900, 5, 5, "fade")])))
      }
    ),
    (
      "source without partner", .sourceWithoutPartner, "modifiers",
      {
        Planner.plan(
          scene(from: screen([]), to: screen([view("c", 0, 0, 5, 5, "source(ghost) fade")])))
      }
    ),
    (
      "clamped opacity", .modifierOutOfRange, "modifiers",
      {
        Planner.plan(scene(from: screen([]), to: screen([view("o", 0, 0, 5, 5, "opacity(2)")])))
      }
    ),
  ]

  @Test(arguments: cases.indices)
  func eachFindingCarriesItsRuleSeverityAndKey(_ index: Int) {
    let (name, rule, key, plan) = Self.cases[index]
    let findings = plan().findings.filter { $0.rule == rule }
    #expect(findings.count == 1, "\(name): \(plan().findings)")
    #expect(findings.first?.key == key, "\(name)")
    #expect(findings.first?.severity == rule.defaultSeverity, "\(name)")
  }
}
