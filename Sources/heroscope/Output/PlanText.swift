import HeroPlanner

/// `heroscope plan`: one block per animating view with what it does and the notes that say
/// why, then the views that do not animate, then the findings.
enum PlanText {
  static func render(_ plan: TransitionPlan, description: String) -> String {
    var lines: [String] = []
    let animating = plan.animatingViews
    lines.append(description.isEmpty ? plan.sceneName : "\(plan.sceneName) — \(description)")
    lines.append(
      "\(plan.container.rawValue), \(plan.presenting ? "presenting" : "dismissing") · animation \(plan.animationReason)"
    )
    lines.append(
      "total \(seconds(plan.totalDuration)) · \(animating.count) of \(plan.views.count) views animate · "
        + (plan.toScreenFirst
          ? "to screen inserted first (the from screen is on top)"
          : "from screen inserted first (the to screen is on top)"))
    let start = plan.frame(allAt: 0)
    let end = plan.frame(allAt: 1)
    for view in animating {
      guard let animation = view.animation else { continue }
      lines.append("")
      var title = "\(view.sourcePath) \(quoted(view.name))"
      if let id = view.heroID { title += " (heroID \(id))" }
      if let partner = view.matchedWith {
        title += " — matched with \(plan.view(partner).sourcePath)"
      }
      lines.append(title)
      var timing = [
        view.coordinateSpace == .global ? "global" : "local",
        "delay \(seconds(animation.delay))", "duration \(seconds(animation.duration))",
      ]
      if let spring = animation.spring {
        timing.append("spring(\(formatNumber(spring.stiffness)), \(formatNumber(spring.damping)))")
      } else {
        timing.append(animation.curve.name ?? "curve(\(animation.curve))")
      }
      if animation.arc != nil, let arc = view.state?.arc {
        timing.append("arc \(formatNumber(arc))")
      }
      lines.append("  " + timing.joined(separator: " · "))
      if let written = view.sceneView.modifierText { lines.append("  written:  \(written)") }
      if let state = view.state { lines.append("  resolved: \(state.modifiers.hero)") }
      lines.append("  start: \(summary(view.ref, start))")
      lines.append("  end:   \(summary(view.ref, end))")
      for note in view.notes { lines.append("  · \(note)") }
    }
    let still = plan.views.filter { !$0.animates }
    if !still.isEmpty {
      lines.append("")
      lines.append("Views that do not animate:")
      for view in still {
        lines.append("  \(view.sourcePath) \(quoted(view.name)): \(view.notes.last ?? "")")
      }
    }
    if !plan.findings.isEmpty {
      lines.append("")
      lines.append("Findings:")
      for finding in plan.findings {
        let path = finding.view.map { plan.view($0).sourcePath + ": " } ?? ""
        lines.append("  \(finding.severity.rawValue): \(path)\(finding.message)")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func summary(_ ref: ViewRef, _ frame: Frame) -> String {
    guard let layer = frame.layers.first(where: { $0.view == ref && $0.kind == .view }) else {
      return "not drawn"
    }
    let q = layer.quad
    let center = Point(x: (q[0].x + q[2].x) / 2, y: (q[0].y + q[2].y) / 2)
    return
      "centre (\(n(center.x)), \(n(center.y))) · size \(n(layer.size.width))×\(n(layer.size.height))"
      + " · opacity \(formatNumber(layer.opacity, decimals: 3))"
  }

  static func n(_ v: Double) -> String { formatNumber(v, decimals: 1) }

  static func seconds(_ v: Double) -> String { "\(formatNumber(v, decimals: 3)) s" }

  static func quoted(_ s: String) -> String { "'\(s)'" }
}
