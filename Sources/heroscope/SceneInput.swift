import HeroPlanner
import HeroScene

/// Loads the scene a command names (or the built-in demo) and the planner options from the
/// command line, reporting failures as DESIGN.md's error lines.
enum SceneInput {
  struct Loaded {
    var scene: Scene
    /// What errors and titles call it: the path as given, or "demo".
    var displayName: String
  }

  /// The scene at `path`, or the demo when nil; prints the error and returns nil on failure.
  static func load(_ path: String?) -> Loaded? {
    guard let path else {
      return Loaded(scene: DemoScene.scene, displayName: "demo")
    }
    do {
      return Loaded(scene: try SceneLoader.load(path: path), displayName: path)
    } catch {
      Output.error(error.description)
      return nil
    }
  }

  /// `--container`, `--animation` and `--dismiss` as planner options; nil (after printing a
  /// usage error) when the animation type does not parse.
  static func options(_ invocation: Invocation) -> Planner.Options? {
    var options = Planner.Options(container: invocation.container)
    if invocation.dismiss { options.presenting = false }
    if let text = invocation.animation {
      do {
        options.animation = try AnimationType.parse(text)
      } catch {
        _ = Heroscope.usageError("--animation: \(error.description)\n\(error.diagram)")
        return nil
      }
    }
    return options
  }

  /// The single scene argument of plan, frame, record and play (optional: the demo).
  static func singleScene(_ invocation: Invocation) -> String?? {
    switch invocation.arguments.count {
    case 0: return .some(nil)
    case 1: return .some(invocation.arguments[0])
    default: return nil
    }
  }

  /// The one scene of `plan`, `frame` and `record` (the demo when none is named), planned with
  /// the command line's options; on failure, the message is printed and the exit status
  /// returned instead.
  static func plan(_ invocation: Invocation) -> Result<(Loaded, TransitionPlan), ExitStatus> {
    guard let path = singleScene(invocation) else {
      return .failure(Heroscope.usageError("\(invocation.command.rawValue) takes one scene"))
    }
    guard let options = options(invocation) else { return .failure(.usage) }
    guard let loaded = load(path) else { return .failure(.badInput) }
    return .success((loaded, Planner.plan(loaded.scene, options: options)))
  }
}
