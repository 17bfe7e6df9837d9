import HeroCommandLine
import HeroPlanner

/// `heroscope modifiers TEXT`: what heroscope reads from a modifier list; `--hero`: what Hero's
/// own parser makes of it as a `heroModifierString`.
struct ModifiersCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "modifiers", abstract: "parse a modifier list and print it in both syntaxes",
    usage: ["TEXT", "--hero TEXT"],
    discussion: """
      TEXT is a Hero string (fade translate(0, 100)) or a Swift literal
      ([.fade, .translate(y: 100)]); quote it. Values Core Animation clamps are warnings.
      With --hero, TEXT is read as Hero's own parser reads a heroModifierString: what it keeps,
      and what it drops or reads otherwise, with the warnings and rule ids check prints.
      """)

  var texts: [String] = []
  var hero = false

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "TEXT", \.texts, count: 1...1,
        wrongCount: "modifiers takes one argument, the modifier text (quote it)",
        help: "the modifier list, in either syntax"),
      .flag(
        "--hero", \.hero,
        help: "read TEXT as Hero's parser reads a heroModifierString (a storyboard's)"),
    ]
  }

  func run() throws(CommandFailure) -> ExitStatus {
    if hero { return readAsHero(texts[0]) }
    do {
      let (modifiers, syntax) = try ModifierParser.parseList(texts[0])
      Output.print("syntax: \(syntax == .hero ? "Hero string" : "Swift literal")")
      Output.print("hero:   \(modifiers.hero)")
      Output.print("swift:  \(modifiers.swift)")
      for warning in HeroModifier.clampWarnings(modifiers) { Output.print("warning: \(warning)") }
      return .ok
    } catch {
      Output.error("error: \(error.description)\n\(error.diagram)")
      return .badInput
    }
  }

  /// Hero's reading: the modifiers it keeps, then each finding as `check` words it for a
  /// `modifierString`, with a caret under its column. Only a string the app itself would crash
  /// on is an error.
  private func readAsHero(_ text: String) -> ExitStatus {
    let reading: HeroStringReading
    do {
      reading = try HeroStringReader.read(text)
    } catch {
      Output.error("error: \(error.description)\n\(error.diagram)")
      return .badInput
    }
    Output.print("syntax: heroModifierString, read as Hero's parser reads it")
    if let modifiers = reading.modifiers {
      Output.print("hero:   \(modifiers.hero)")
      Output.print("swift:  \(modifiers.swift)")
      for warning in HeroModifier.clampWarnings(modifiers) { Output.print("warning: \(warning)") }
    } else {
      Output.print("hero:   (nothing: Hero gives the view no modifiers at all)")
    }
    let shown = TerminalText.escaped(text)
    for finding in reading.findings {
      let located = PlanFinding(
        finding.rule.findingRule, view: nil, key: "modifierString",
        message: "modifierString: \(finding.message)")
      Output.print(
        "column \(finding.column): \(located.severity.rawValue): "
          + "\(TerminalText.escaped(located.message)) [\(located.rule.id)]")
      Output.print(shown)
      Output.print(String(repeating: " ", count: max(0, finding.column - 1)) + "^")
    }
    return .ok
  }
}
