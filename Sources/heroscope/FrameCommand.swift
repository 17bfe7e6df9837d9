import HeroPlanner

/// `heroscope frame [SCENE] --progress P [--format text|ansi|json]`: one frame of the transition.
enum FrameCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard let path = SceneInput.singleScene(invocation) else {
      return Heroscope.usageError("frame takes one scene")
    }
    guard let progress = invocation.progress else {
      return Heroscope.usageError("frame needs --progress P, a number from 0 to 1")
    }
    guard let options = SceneInput.options(invocation) else { return .usage }
    guard let loaded = SceneInput.load(path) else { return .badInput }
    let plan = Planner.plan(loaded.scene, options: options)
    let frame = plan.sample(at: progress)
    switch invocation.format {
    case .json:
      Output.print(FrameJSON.document(frame, plan: plan).rendered())
      return .ok
    case .text, .ansi:
      return Heroscope.usageError(
        "--format \(invocation.format.rawValue) is not available yet; use --format json")
    }
  }
}
