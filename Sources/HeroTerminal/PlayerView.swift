import HeroPlanner
import HeroRaster

/// Draws the whole previewer screen as a canvas: the transition (exactly what
/// `heroscope frame --format ansi` prints for the same size), the marks row, the progress bar,
/// the status line and the overlays. Pure: the same state and plan give the same canvas.
public enum PlayerView {
  /// Colours of the previewer's own parts.
  enum Style {
    static let chrome = RGB(24, 28, 32)
    static let text = RGB(230, 233, 236)
    static let dim = RGB(144, 164, 174)
    static let accent = RGB(66, 165, 245)
    static let barRest = RGB(84, 110, 122)
    static let head = RGB(255, 255, 255)
    static let startMark = RGB(102, 187, 106)
    static let endMark = RGB(239, 83, 80)
    static let bothMarks = RGB(255, 202, 40)
    static let panel = RGB(38, 50, 56)
  }

  /// The screen for `state` and `plan` on a terminal of `layout`'s size; `stats` is the stats
  /// line to show when the state asks for it.
  public static func render(
    state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, unicode: Bool,
    stats: String? = nil
  ) -> Canvas {
    var canvas = Canvas(
      columns: layout.columns, rows: layout.rows, fill: Cell(background: Style.chrome))
    let glyphs = Glyphs(unicode: unicode)
    if layout.tooSmall {
      drawTooSmall(layout, glyphs: glyphs, into: &canvas)
      return canvas
    }
    let frame = plan.sample(at: state.progress)
    let raster = Rasteriser.render(
      frame, columns: layout.columns, rows: layout.transitionRows,
      options: RasterOptions(arcs: state.arcs, labels: true))
    canvas.blit(raster.canvas, x: 0, y: 0)
    drawMarks(plan, layout: layout, glyphs: glyphs, into: &canvas)
    drawBar(state, layout: layout, glyphs: glyphs, into: &canvas)
    canvas.write(
      statusLine(state, plan: plan, width: layout.columns, glyphs: glyphs), x: 0,
      y: layout.statusRow, foreground: Style.text, background: Style.chrome)
    if state.showStats, let stats {
      let line = TextFit.fit(" " + stats, width: layout.columns, glyphs: glyphs)
      canvas.write(
        TextFit.padded(line, to: layout.columns), x: 0, y: 0, foreground: Style.text,
        background: Style.panel)
    }
    if state.showHelp { drawHelp(layout, glyphs: glyphs, into: &canvas) }
    return canvas
  }

  /// The transition on its own, as the previewer shows it at `progress`.
  public static func transition(
    plan: TransitionPlan, progress: Double, layout: PlayerLayout, arcs: Bool
  ) -> Canvas {
    Rasteriser.render(
      plan.sample(at: progress), columns: layout.columns, rows: layout.transitionRows,
      options: RasterOptions(arcs: arcs, labels: true)
    ).canvas
  }

  static func drawTooSmall(_ layout: PlayerLayout, glyphs: Glyphs, into canvas: inout Canvas) {
    let lines = [
      "terminal", "too small", "\(layout.columns)\(glyphs.times)\(layout.rows)",
      "need \(PlayerLayout.minimumColumns)\(glyphs.times)\(PlayerLayout.minimumRows)",
    ]
    let top = max(0, (layout.rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let x = max(0, (layout.columns - line.unicodeScalars.count) / 2)
      canvas.write(line, x: x, y: top + i, foreground: Style.text)
    }
  }
}
