import HeroPlanner
import HeroScene

/// `heroscope check --against-hero CAPTURE…`: heroscope's resolved target state of every view
/// beside Hero's own (`resolved` in a capture from the running app), field by field.
///
/// Each difference prints on stdout as `from.views[2] 'photo': duration: heroscope 0.375 s, Hero
/// 0.35 s`; a summary goes to stderr; exit 1 when anything differs or a file is not a capture
/// with resolved states. Numbers agree within 1e-6 (points, seconds, unit values).
enum CheckAgainstHero {
  static let tolerance = 1e-6

  static func run(_ paths: [String], _ planning: PlanningOptions) throws(CommandFailure)
    -> ExitStatus
  {
    var failed = false
    var total = 0
    for path in paths {
      let loaded: SceneInput.Loaded
      switch SceneInput.load(path, planning.choice) {
      case .success(let read): loaded = read
      case .failure(.usage(let message)): throw .usage(message)
      case .failure(.exit):
        failed = true
        continue
      }
      guard let resolved = loaded.scene.capture?.resolved else {
        let reason =
          loaded.scene.capture == nil
          ? "not a capture (no 'capture' object): --against-hero compares a scene captured "
            + "from the running app with Hero's own states"
          : "capture: no 'resolved' states (written by HeroscopeCapture.scene without a "
            + "transition): capture it from a running transition"
        Output.error("\(loaded.displayName): \(reason)")
        failed = true
        continue
      }
      let plan = planning.plan(loaded.scene, explains: false)
      let lines = differences(plan, resolved)
      for line in lines { Output.print("\(loaded.displayName): \(line)") }
      total += lines.count
      Output.error(
        "\(loaded.displayName): compared \(plan.views.count) views with Hero: "
          + (lines.isEmpty
            ? "no difference" : "\(lines.count) difference\(lines.count == 1 ? "" : "s")"))
    }
    return failed || total > 0 ? .badInput : .ok
  }

  /// One line per difference, in the plan's view order.
  static func differences(_ plan: TransitionPlan, _ resolved: [String: SceneCapture.Resolved])
    -> [String]
  {
    var lines: [String] = []
    for view in plan.views {
      let label = "\(view.sourcePath) \(quotedForMessage(view.name))"
      func say(_ field: String, _ mine: String, _ hero: String) {
        lines.append("\(label): \(field): heroscope \(mine), Hero \(hero)")
      }
      let state = view.state
      switch resolved[view.sourcePath] {
      case nil:
        lines.append("\(label): not in the capture's resolved states")
      case .leftOut?:
        if view.included { say("left out", "no", "yes") }
      case .none?:
        if !view.included {
          say("left out", "yes", "no")
        } else if let state {
          say("target state", modifierText(state), "none")
        }
      case .state(let hero)?:
        if !view.included {
          say("left out", "yes", "no")
        } else if let state {
          for d in state.differences(from: hero, tolerance: tolerance) {
            say(d.field, d.heroscope, d.hero)
          }
        } else {
          say("target state", "none", modifierText(hero))
        }
      }
    }
    return lines
  }

  private static func modifierText(_ state: TargetState) -> String {
    let text = state.modifiers.hero
    return text.isEmpty ? "(empty)" : text
  }
}
