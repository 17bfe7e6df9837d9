import HeroPlanner

/// `heroscope plan [SCENE] [--json]`: what Hero does with every view, and why.
enum PlanCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    let (loaded, plan): (SceneInput.Loaded, TransitionPlan)
    switch SceneInput.plan(invocation) {
    case .success(let planned): (loaded, plan) = planned
    case .failure(let status): return status
    }
    let explanation = plan.explanation()
    if invocation.json {
      Output.print(explanation.json.rendered())
    } else {
      Output.print(explanation.text(description: loaded.scene.description))
    }
    return .ok
  }
}
