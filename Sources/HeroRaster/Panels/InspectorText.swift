import HeroPlanner

/// What the previewer's inspector shows for one view: identity, pairing, coordinate space and
/// container, modifiers as written and as resolved, timing with a plot of the curve, and the
/// planner's notes. Plain lines; the frontend scrolls them.
public enum InspectorText {
  public static func lines(for ref: ViewRef, in plan: TransitionPlan, plotWidth: Int = 24)
    -> [String]
  {
    let view = plan.view(ref)
    var out: [String] = []
    let name = TerminalText.cells(view.name)
    out.append("\(name)  (\(view.sourcePath.isEmpty ? ref.description : view.sourcePath))")
    var identity =
      "screen \(ref.screen.rawValue) · path [\(view.path.map(String.init).joined(separator: ", "))]"
    if let id = view.heroID { identity += " · heroID \(TerminalText.cells(id))" }
    out.append(identity)
    if let partner = view.matchedWith {
      let other = plan.view(partner)
      out.append("matched with \(other.sourcePath) '\(TerminalText.cells(other.name))'")
    } else {
      out.append("not matched")
    }
    if view.animates {
      if let container = view.container {
        out.append(
          "local: drawn inside \(plan.view(container).sourcePath) '\(TerminalText.cells(plan.view(container).name))'"
        )
      } else {
        out.append(
          "\(view.coordinateSpace == .global ? "global" : "local"): drawn in the transition container"
        )
      }
    } else if let owner = view.drawnWith, owner != ref {
      out.append("does not animate: drawn as part of \(plan.view(owner).sourcePath)")
    } else {
      out.append(view.included ? "does not animate" : "left out (outside the screen)")
    }
    let text = view.sceneView.modifierText.map { TerminalText.cells($0) }
    out.append("written:  " + (text.map { $0.isEmpty ? "(empty)" : $0 } ?? "(none)"))
    out.append(
      "resolved: "
        + (view.state.map { $0.modifiers.isEmpty ? "(nothing)" : $0.modifiers.hero }
          ?? "(no target state)"))
    if let animation = view.animation {
      var timing = "delay \(seconds(animation.delay)) · duration \(seconds(animation.duration))"
      if let spring = animation.spring {
        timing += " · spring(\(formatNumber(spring.stiffness)), \(formatNumber(spring.damping)))"
      } else {
        let points = animation.curve.controlPoints.map { formatNumber($0) }.joined(separator: ", ")
        timing += " · \(animation.curve.name ?? "custom") (\(points))"
      }
      out.append(timing)
      if let arc = animation.arc {
        out.append(
          "arc \(formatNumber(view.state?.arc ?? 1)): control point (\(formatNumber(arc.control.x, decimals: 1)), \(formatNumber(arc.control.y, decimals: 1)))"
        )
      }
      out.append(
        "animates: "
          + (animation.animatedProperties.isEmpty
            ? "nothing changes" : animation.animatedProperties.joined(separator: ", ")))
      out += CurvePlot.lines(for: animation, columns: plotWidth, rows: 3).map { "  " + $0 }
    }
    out.append("notes:")
    for note in view.notes { out.append("· " + TerminalText.cells(note)) }
    return out
  }

  static func seconds(_ v: Double) -> String { "\(formatNumber(v, decimals: 3)) s" }
}
