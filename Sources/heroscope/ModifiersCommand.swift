import HeroPlanner

/// `heroscope modifiers TEXT`: what heroscope reads from a modifier list.
enum ModifiersCommand {
  static func run(text: String) -> ExitStatus {
    do {
      let (modifiers, syntax) = try ModifierParser.parseList(text)
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
