import HeroPlanner
import HeroRaster

/// What the previewer's inspector shows for one view: its explanation (the same value `plan`
/// and `plan --json` lay out) as plain lines, with a plot of its curve. Scene text is
/// sanitised here; the frontend scrolls the lines.
public enum InspectorText {
  public static func lines(for ref: ViewRef, in plan: TransitionPlan, plotWidth: Int = 24)
    -> [String]
  {
    let view = plan.explanation(of: ref)
    var out: [String] = []
    out.append(
      "\(TerminalText.cells(view.name))  (\(view.sourcePath.isEmpty ? ref.description : view.sourcePath))"
    )
    var identity =
      "screen \(ref.screen.rawValue) · path [\(view.path.map(String.init).joined(separator: ", "))]"
    if let id = view.heroID { identity += " · heroID \(TerminalText.cells(id))" }
    out.append(identity)
    if let partner = view.matchedWith {
      out.append("matched with \(partner.sourcePath) '\(TerminalText.cells(partner.name))'")
    } else {
      out.append("not matched")
    }
    out.append(TerminalText.cells(view.placementSentence))
    let text = view.written.map { TerminalText.cells($0) }
    out.append("written:  " + (text.map { $0.isEmpty ? "(empty)" : $0 } ?? "(none)"))
    out.append(
      "resolved: "
        + (view.resolved.map { $0.isEmpty ? "(nothing)" : TerminalText.cells($0) }
          ?? "(no target state)"))
    if let timing = view.timing, let animation = plan.view(ref).animation {
      out.append(timing.summary(coordinateSpace: nil))
      if let clocks = timing.clocksLine { out.append(clocks) }
      if let control = timing.arcControl {
        out.append(
          "arc \(formatNumber(timing.arcIntensity ?? 1)): control point (\(formatNumber(control.x, decimals: 1)), \(formatNumber(control.y, decimals: 1)))"
        )
      }
      out.append(
        "animates: "
          + (timing.animatedProperties.isEmpty
            ? "nothing changes" : timing.animatedProperties.joined(separator: ", ")))
      out += CurvePlot.lines(for: animation, columns: plotWidth, rows: 3).map { "  " + $0 }
    }
    out.append("notes:")
    for note in view.notes { out.append("· " + TerminalText.cells(note)) }
    return out
  }
}
