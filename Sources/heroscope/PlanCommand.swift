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
  var planning = PlanningOptions()

  static var arguments: [Argument<Self>] {
    [
      .scene(\.scenes, of: "plan"),
      .flag("--json", \.json, help: "print the plan as JSON"),
      .planning(\.planning),
    ]
  }

  func run() throws(CommandFailure) -> ExitStatus {
    let (loaded, plan) = try SceneInput.plan(scenes.first, planning, explains: true).get()
    let explanation = plan.explanation()
    if json {
      Output.print(json: explanation.json())
    } else {
      Output.print(text: explanation.textBytes(description: loaded.scene.description))
    }
    return .ok
  }
}
