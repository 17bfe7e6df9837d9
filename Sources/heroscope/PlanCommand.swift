import HeroCommandLine
import HeroPlanner

/// `heroscope plan [SCENE] [--json]`: what Hero does with every view, and why.
struct PlanCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "plan", abstract: "what Hero does with every view, and why", usage: ["[SCENE] [--json]"],
    discussion: """
      Per view: its target state, timing, start and end, and notes naming the Hero rule that
      decided each. --json prints the same as one object (see README: plan --json).
      """)

  var scenes: [String] = []
  var json = false
  var interact: String?
  var planning = PlanningOptions()

  static var arguments: [Argument<Self>] {
    [
      .scene(\.scenes, of: "plan"),
      .flag("--json", \.json, help: "print the plan as JSON"),
      .option(
        "--interact", parser: .string("SCRIPT"), \.interact,
        help: "Hero's interactive calls, e.g. \"update(0.4); finish\": what each view then does"),
      .planning(\.planning),
    ]
  }

  func run() throws(CommandFailure) -> ExitStatus {
    let (loaded, plan) = try SceneInput.plan(scenes.first, planning, explains: true).get()
    let interaction = try interact.map { (script) throws(CommandFailure) in
      try InteractionOption.run(script, on: plan)
    }
    // A view at a time, in chunks: a 10,000-view plan is 17 MB of JSON, and holding it and every
    // view's explanation at once cost 5,000 more page faults and about 14 M more instructions.
    if json {
      plan.streamExplanationJSON(terminator: "\n", interaction: interaction) {
        Output.print(jsonChunk: $0)
      }
    } else {
      plan.streamExplanationText(description: loaded.scene.description, terminator: "\n") {
        Output.print(textChunk: $0)
      }
      if let interaction { Output.print("\n" + TerminalText.printable(interaction.text())) }
    }
    // Freed with the process: releasing 10,000 planned views one by one is wasted work.
    KeptUntilExit.keep(plan)
    KeptUntilExit.keep(loaded.scene)
    return .ok
  }
}
