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
  /// direction, motion and progress, time / total, speed and loop; the name is shortened first
  /// when the line does not fit.
  static func statusLine(
    _ state: PlayerState, plan: TransitionPlan, width: Int, glyphs: Glyphs
  ) -> String {
    var animation = plan.animation.description
    if plan.requestedAnimation != plan.animation {
      animation += " [\(plan.requestedAnimation)]"
    }
    let percent = Int((state.progress * 100).rounded())
    let motion: String
    switch state.motion {
    case .paused: motion = glyphs.paused
    case .playing: motion = state.reversed ? glyphs.backward : glyphs.forward
    case .finishing: motion = "finish \(glyphs.forward)"
    case .cancelling: motion = "cancel \(glyphs.backward)"
    }
    let time = TextFit.fixed(state.progress * plan.totalDuration)
    let total = TextFit.fixed(plan.totalDuration)
    var speed = TextFit.trimmed(state.speed) + glyphs.times
    if state.loop { speed += " loop" }
    let rest = [
      plan.container.rawValue, animation, plan.presenting ? "presenting" : "dismissing",
      "\(motion) \(percent)%", "\(time) / \(total) s", speed, "? help",
    ]
    let separator = " \(glyphs.separator) "
    let tail = separator + rest.joined(separator: separator)
    var name = TerminalText.cells(plan.sceneName)
    if state.transitionCount > 1 {
      name += " (\(state.transitionIndex + 1)/\(state.transitionCount))"
    }
    let room = width - 1 - tail.unicodeScalars.count
    let shownName = room >= 6 ? TextFit.fit(name, width: room, glyphs: glyphs) : ""
    let line =
      " " + shownName + (shownName.isEmpty ? String(tail.unicodeScalars.dropFirst(3)) : tail)
    return TextFit.padded(TextFit.fit(line, width: width, glyphs: glyphs), to: width)
  }
}
