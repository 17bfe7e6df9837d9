/// `heroscope plan`: the explanation as text, one block per animating view with what it does and
/// the notes that say why, then the views that do not animate, then the findings.
extension PlanExplanation {
  public func text(description: String) -> String {
    var lines: [String] = []
    lines.append(description.isEmpty ? sceneName : "\(sceneName) — \(description)")
    lines.append(
      "\(container.rawValue), \(presenting ? "presenting" : "dismissing") · animation \(animationReason)"
    )
    lines.append(
      "total \(Self.seconds(totalDuration)) · \(insertionOrder.count) of \(views.count) views animate · "
        + screenOrderSentence)
    for i in insertionOrder {
      let view = views[i]
      guard let timing = view.timing else { continue }
      lines.append("")
      var title = "\(view.sourcePath) '\(view.name)'"
      if let id = view.heroID { title += " (heroID \(id))" }
      if let partner = view.matchedWith { title += " — matched with \(partner.sourcePath)" }
      lines.append(title)
      lines.append("  " + timing.summary(coordinateSpace: view.coordinateSpace))
      if let clocks = timing.clocksLine { lines.append("  " + clocks) }
      if let written = view.written { lines.append("  written:  \(written)") }
      if let resolved = view.resolved { lines.append("  resolved: \(resolved)") }
      lines.append("  start: \(Self.summary(view.start))")
      lines.append("  end:   \(Self.summary(view.end))")
      for note in view.notes { lines.append("  · \(note)") }
    }
    let still = views.filter { !$0.animates }
    if !still.isEmpty {
      lines.append("")
      lines.append("Views that do not animate:")
      for view in still {
        lines.append("  \(view.sourcePath) '\(view.name)': \(view.notes.last ?? "")")
      }
    }
    if !findings.isEmpty {
      lines.append("")
      lines.append("Findings:")
      for finding in findings {
        let path = finding.path.map { $0 + ": " } ?? ""
        lines.append("  \(finding.severity.rawValue): \(path)\(finding.message)")
      }
    }
    return lines.joined(separator: "\n")
  }

  static func summary(_ layer: ViewExplanation.LayerSummary?) -> String {
    guard let layer else { return "not drawn" }
    return
      "centre (\(n(layer.position.x)), \(n(layer.position.y))) · size \(n(layer.size.width))×\(n(layer.size.height))"
      + " · opacity \(formatNumber(layer.opacity, decimals: 3))"
  }

  static func n(_ v: Double) -> String { formatNumber(v, decimals: 1) }

  static func seconds(_ v: Double) -> String { "\(formatNumber(v, decimals: 3)) s" }
}

extension ViewExplanation.Timing {
  /// `global · delay 0 s · duration 0.553 s · spring(250, 30) · arc 1`: the first timing line of
  /// the plan text and the inspector.
  public func summary(coordinateSpace: TargetState.CoordinateSpace?) -> String {
    var parts: [String] = []
    if let coordinateSpace { parts.append(coordinateSpace == .global ? "global" : "local") }
    parts.append("delay \(PlanExplanation.seconds(delay))")
    parts.append("duration \(PlanExplanation.seconds(duration))")
    if let spring {
      parts.append("spring(\(formatNumber(spring.stiffness)), \(formatNumber(spring.damping)))")
    } else {
      parts.append(curve.name ?? "curve(\(curve))")
    }
    if let arcIntensity { parts.append("arc \(formatNumber(arcIntensity))") }
    return parts.joined(separator: " · ")
  }

  /// For a view that springs, which properties run on which clock; nil when nothing springs.
  public var clocksLine: String? {
    guard let spring else { return nil }
    var line =
      "springs \(springProperties.joined(separator: ", ")) (settles in \(PlanExplanation.seconds(spring.settlingDuration)))"
    if !curveProperties.isEmpty {
      line +=
        " · \(curveProperties.joined(separator: ", ")) on \(curve.name ?? "curve(\(curve))") over \(PlanExplanation.seconds(curveDuration))"
    }
    return line
  }
}
