import HeroPlanner

/// `heroscope modifiers TEXT`: what heroscope reads from a modifier list.
enum ModifiersCommand {
  static func run(text: String) -> ExitStatus {
    do {
      let (modifiers, syntax) = try ModifierParser.parseList(text)
      print("syntax: \(syntax == .hero ? "Hero string" : "Swift literal")")
      print("hero:   \(modifiers.hero)")
      print("swift:  \(modifiers.swift)")
      return .ok
    } catch {
      StandardError.write(Sanitizer.visible("error: \(error.description)\n\(error.diagram)\n"))
      return .badInput
    }
  }
}
