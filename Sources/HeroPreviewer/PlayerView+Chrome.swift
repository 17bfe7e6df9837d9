import HeroPlanner
import HeroRaster

/// The marks row, the progress bar and the status line.
extension PlayerView {
  /// Ticks where animating views start (delay) and end (delay + duration) on the time axis.
  static func drawMarks(
    _ plan: TransitionPlan, layout: PlayerLayout, glyphs: Glyphs, into canvas: inout Canvas
  ) {
    guard plan.totalDuration > 0 else { return }
    var starts = [Bool](repeating: false, count: layout.columns)
    var ends = [Bool](repeating: false, count: layout.columns)
    for view in plan.views {
      guard let animation = view.animation else { continue }
      starts[layout.column(fraction: animation.delay / plan.totalDuration)] = true
      ends[layout.column(fraction: (animation.delay + animation.duration) / plan.totalDuration)] =
        true
    }
    for column in 0..<layout.columns {
      let (glyph, color): (Unicode.Scalar, RGB)
      switch (starts[column], ends[column]) {
      case (true, true): (glyph, color) = (glyphs.bothMarks, Style.bothMarks)
      case (true, false): (glyph, color) = (glyphs.startMark, Style.startMark)
      case (false, true): (glyph, color) = (glyphs.endMark, Style.endMark)
      case (false, false): continue
      }
      canvas[column, layout.marksRow] = Cell(
        glyph: glyph, foreground: color, background: Style.chrome)
    }
  }

  /// The time axis: played part in the accent colour, the playhead, the rest dim.
  static func drawBar(
    _ state: PlayerState, layout: PlayerLayout, glyphs: Glyphs, into canvas: inout Canvas
  ) {
    let head = layout.column(fraction: state.progress)
    for column in 0..<layout.columns {
      let cell: Cell
      if column == head {
        cell = Cell(glyph: glyphs.head, foreground: Style.head, background: Style.chrome)
      } else if column < head {
        cell = Cell(glyph: glyphs.played, foreground: Style.accent, background: Style.chrome)
      } else {
        cell = Cell(glyph: glyphs.rest, foreground: Style.barRest, background: Style.chrome)
      }
      canvas[column, layout.barRow] = cell
    }
  }

  /// Scene name, container, resolved animation type (and the requested one when it differs),
  /// direction, motion and progress, time / total, speed and loop. When the line does not fit,
  /// the name is shortened first, then the least useful parts go (help hint, speed, direction,
  /// name, animation, container); progress and time stay at every width.
  static func statusLine(
    _ state: PlayerState, plan: TransitionPlan, width: Int, glyphs: Glyphs
  ) -> String {
    statusLine(
      state, plan: plan, width: width, glyphs: glyphs,
      percent: "\(Int((state.progress * 100).rounded()))",
      time: TextFit.fixed(state.sampleFraction * plan.totalDuration))
  }

  /// The status line with `percent` and `time` as given (the chrome cache lays it out with
  /// stand-ins of the same widths).
  static func statusLine(
    _ state: PlayerState, plan: TransitionPlan, width: Int, glyphs: Glyphs, percent: String,
    time: String
  ) -> String {
    var animation = plan.animation.description
    if plan.requestedAnimation != plan.animation {
      animation += " [\(plan.requestedAnimation)]"
    }
    let motion: String
    switch state.motion {
    case .paused: motion = glyphs.paused
    case .playing: motion = state.reversed ? glyphs.backward : glyphs.forward
    case .finishing: motion = "finishing \(glyphs.forward)"
    case .cancelling: motion = "cancelling \(glyphs.backward)"
    }
    let total = TextFit.fixed(plan.totalDuration)
    var speed = TextFit.trimmed(state.speed) + glyphs.times
    if state.loop { speed += state.pingPong ? " ping-pong" : " loop" }
    if let yaw = state.threeD { speed += " 3D \(Int(yaw.rounded()))°" }
    let sceneName = TerminalText.cells(plan.sceneName)
    // A storyboard's `(2/8)` stays whole while the name shortens: it outlasts the help hint.
    let counter =
      state.transitionCount > 1 ? " (\(state.transitionIndex + 1)/\(state.transitionCount))" : ""
    let name = sceneName + counter
    func fitted(_ room: Int) -> String? {
      let nameRoom = room - counter.unicodeScalars.count
      guard nameRoom >= (counter.isEmpty ? 6 : 2) else { return nil }
      return TextFit.fit(sceneName, width: nameRoom, glyphs: glyphs) + counter
    }
    enum Part: Int {
      case name, container, animation, direction, progress, time, unsaved, speed, reading, help
    }
    var parts: [(Part, String)] = [
      (.name, name), (.container, plan.container.rawValue), (.animation, animation),
      (
        .direction,
        (plan.presenting ? "presenting" : "dismissing") + (state.back ? ", way back" : "")
      ),
      (.progress, "\(motion) \(percent)%"), (.time, "\(time) / \(total) s"), (.speed, speed),
      (.help, "? help"),
    ]
    // Edits not yet written stay in sight as long as progress and time do, as an editor's
    // modified mark does.
    let unsaved = state.unsavedCount
    if unsaved > 0 { parts.insert((.unsaved, "\(unsaved) unsaved"), at: 6) }
    // What Hero's string parser drops or reads otherwise (issue 26): the inspector says where.
    let misread = plan.findings.count { $0.rule.id.hasPrefix("modifier-string") }
    if misread > 0 {
      parts.insert((.reading, "\(misread) misread by Hero"), at: parts.count - 1)
    }
    let separator = " \(glyphs.separator) "
    func length(_ parts: [(Part, String)]) -> Int {
      1 + parts.map { $0.1.unicodeScalars.count }.reduce(0, +)
        + separator.unicodeScalars.count * max(0, parts.count - 1)
    }
    // The name gives up its room first, down to a few cells.
    let nameRoom = width - (length(parts) - name.unicodeScalars.count)
    if nameRoom < name.unicodeScalars.count, let shorter = fitted(nameRoom) {
      parts[0].1 = shorter
    }
    for dropped in [Part.help, .reading, .speed, .direction, .name, .animation, .container]
    where length(parts) > width {
      parts.removeAll { $0.0 == dropped }
      if dropped == .name {
        continue
      } else if let index = parts.firstIndex(where: { $0.0 == .name }) {
        let room = width - (length(parts) - parts[index].1.unicodeScalars.count)
        if let shorter = fitted(room) { parts[index].1 = shorter }
      }
    }
    var line = " " + parts.map(\.1).joined(separator: separator)
    if line.unicodeScalars.count > width {
      // The smallest screens: progress and time, packed.
      line = " \(motion) \(percent)% \(time)/\(total)"
    }
    return TextFit.padded(TextFit.fit(line, width: width, glyphs: glyphs), to: width)
  }
}
