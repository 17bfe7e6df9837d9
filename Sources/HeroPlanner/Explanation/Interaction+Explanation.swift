/// An interaction as `plan --interact` prints it: the `interaction` member of `plan --json`
/// and the paragraph of plan text, both from the resumed plan's start and end frames (each
/// view's from and to in screen coordinates, the shape of a view's `start` and `end`).
extension Interaction {
  /// One view's resumed motion as printed.
  struct Printed {
    var motion: ResumedView
    var view: PlannedView
    var from: ViewExplanation.LayerSummary?
    var to: ViewExplanation.LayerSummary?
  }

  func printed() -> [Printed] {
    let (start, end) = resumed.startAndEndFrames()
    let startIndex = resumed.drawIndex(in: start)
    let endIndex = resumed.drawIndex(in: end)
    return views.map { motion in
      let i = resumed.index(of: motion.ref)
      return Printed(
        motion: motion, view: resumed.views[i],
        from: startIndex[i].map { ViewExplanation.LayerSummary(start.layers[$0]) },
        to: endIndex[i].map { ViewExplanation.LayerSummary(end.layers[$0]) })
    }
  }

  /// `"interaction": {...}`, written as a member of the plan's object.
  public func write(member w: inout JSONWriter) {
    w.key("interaction")
    w.beginObject()
    w.member("script", script.text)
    w.member("releaseProgress", release?.progress)
    w.member("releaseTime", release?.time)
    w.member("completesAfter", completesAfter)
    w.key("finishing")
    if let release { w.bool(release.finishing) } else { w.null() }
    w.key("animated")
    if let release { w.bool(release.animated) } else { w.null() }
    w.member("progress", progress)
    w.key("views")
    w.beginArray(oneLine: false)
    for p in printed() {
      w.beginObject()
      w.key("path")
      w.numbers(p.view.path.map(Double.init))
      w.member("name", p.view.name)
      w.member("screen", p.view.ref.screen.rawValue)
      w.member("delay", p.motion.delay)
      w.member("duration", p.motion.duration)
      w.member("stopsAfter", p.motion.stopsAfter)
      w.key("from")
      if let from = p.from { from.write(to: &w) } else { w.null() }
      w.key("to")
      if let to = p.to { to.write(to: &w) } else { w.null() }
      w.endObject()
    }
    w.endArray()
    w.endObject()
  }

  /// The same in words, for plan text.
  public func text() -> String {
    var lines: [String] = []
    lines.append("interaction: \(script.text)")
    if let release {
      let verb = release.finishing ? "finish" : "cancel"
      if release.animated {
        lines.append(
          "released at progress \(formatNumber(release.progress, decimals: 3)) (\(formatNumber(release.time, decimals: 3)) s): \(verb), every view resumes from where it is; the transition completes after \(formatNumber(completesAfter, decimals: 3)) s"
        )
      } else {
        lines.append(
          "released at progress \(formatNumber(release.progress, decimals: 3)): \(verb)(animate: false) jumps to the \(release.finishing ? "end" : "start") at once"
        )
      }
    } else {
      lines.append(
        "held at progress \(formatNumber(progress, decimals: 3)): nothing moves until finish or cancel"
      )
    }
    for p in printed() {
      var line = "  \(p.view.sourcePath) '\(TerminalText.escaped(p.view.name))': "
      if release?.animated == true {
        if p.motion.stopsAfter == 0 {
          line += "stays where it is (Hero gives it no new animation)"
        } else {
          line +=
            "waits \(formatNumber(p.motion.delay, decimals: 3)) s, runs \(formatNumber(p.motion.duration, decimals: 3)) s"
          if p.motion.stopsAfter > p.motion.delay + p.motion.duration + 1e-9 {
            line += " (springs until \(formatNumber(p.motion.stopsAfter, decimals: 3)) s)"
          }
        }
      } else {
        line += "at"
      }
      if let from = p.from, let to = p.to {
        line += " from \(from.position.rounded) to \(to.position.rounded)"
        if from.opacity != to.opacity {
          line +=
            ", opacity \(formatNumber(from.opacity, decimals: 2)) → \(formatNumber(to.opacity, decimals: 2))"
        }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
