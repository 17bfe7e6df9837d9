import HeroCommandLine
import HeroPlanner

/// `heroscope modifiers TEXT`: what heroscope reads from a modifier list.
struct ModifiersCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "modifiers", abstract: "parse a modifier list and print it in both syntaxes",
    usage: ["TEXT"],
    discussion: """
      TEXT is a Hero string (fade translate(0, 100)) or a Swift literal
      ([.fade, .translate(y: 100)]); quote it. Values Core Animation clamps are warnings.
      """)

  var texts: [String] = []

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "TEXT", \.texts, count: 1...1,
        wrongCount: "modifiers takes one argument, the modifier text (quote it)",
        help: "the modifier list, in either syntax")
    ]
  }

  func run() throws(CommandFailure) -> ExitStatus {
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
}
