import HeroPlanner

/// `heroscope plan [SCENE] [--json]`: what Hero does with every view, and why.
enum PlanCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard let path = SceneInput.singleScene(invocation) else {
      return Heroscope.usageError("plan takes one scene")
    }
    guard let options = SceneInput.options(invocation) else { return .usage }
    guard let loaded = SceneInput.load(path) else { return .badInput }
    let plan = Planner.plan(loaded.scene, options: options)
    if invocation.json {
      Output.print(PlanJSON.document(plan).rendered())
    } else {
      Output.print(PlanText.render(plan, description: loaded.scene.description))
    }
    return .ok
  }
}
