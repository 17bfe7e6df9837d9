import HeroPlanner
import HeroRaster

/// The `/` search line and the mark for a selected view that is not visible now.
extension PlayerView {
  /// Whether a view shows in the frame: drawn as a view layer, not fully transparent.
  static func isVisible(_ ref: ViewRef, in frame: Frame?) -> Bool {
    frame?.layers.contains { $0.kind == .view && $0.view == ref && $0.opacity > 0.001 } ?? false
  }

  /// A selected view that is invisible at this progress has no outline to see; a line at the
  /// top of the transition says which view is selected and that it is invisible now.
  static func drawInvisibleMark(
    _ state: PlayerState, plan: TransitionPlan, frame: Frame?, layout: PlayerLayout,
    glyphs: Glyphs, into canvas: inout Canvas
  ) {
    guard let selected = state.selected, plan.has(selected), !state.zOrder,
      !isVisible(selected, in: frame), layout.transitionColumns > 4
    else { return }
    let text = " \(label(plan.view(selected))) · invisible at \(percent(state.progress)) "
    let line = TextFit.fit(text, width: layout.transitionColumns, glyphs: glyphs)
    canvas.write(
      line, x: 0, y: state.showStats ? 1 : 0, foreground: Style.chrome, background: Style.caret)
  }

  /// `from 'box' #box`: the screen, the sanitised name and the heroID, for one-line marks.
  static func label(_ view: PlannedView) -> String {
    var text = "\(view.ref.screen.rawValue) '\(TerminalText.cells(view.name))'"
    if let heroID = view.heroID { text += " #\(TerminalText.cells(heroID))" }
    return text
  }

  static func percent(_ progress: Double) -> String { "\(Int((progress * 100).rounded()))%" }

  /// The search line in place of the status line: the text with its cursor, then how many
  /// views match and which one is selected.
  static func drawSearch(
    _ state: PlayerState, plan: TransitionPlan, frame: Frame?, layout: PlayerLayout,
    glyphs: Glyphs, into canvas: inout Canvas
  ) {
    guard let search = state.search else { return }
    let row = layout.statusRow
    for column in 0..<layout.columns { canvas[column, row] = Cell(background: Style.panel) }
    let drawn = frameDrawOrder(frame)
    let matches = PlayerState.matches(
      of: search.text, in: plan, order: selectionOrder(drawn: drawn, plan: plan))
    var info: String
    if search.text.isEmpty {
      info = "name or heroID · Enter selects · Esc cancels"
    } else if let first = matches.first {
      info = "\(matches.count) match\(matches.count == 1 ? "" : "es") · \(label(plan.view(first)))"
      info += " · Enter selects · Esc cancels"
    } else {
      info = "no match · Esc cancels"
    }
    let prompt = " / "
    let fieldWidth = max(1, min(search.scalars.count + 1, layout.columns / 2))
    let (visible, cursor, _) = search.window(width: fieldWidth)
    canvas.write(prompt, x: 0, y: row, foreground: Style.caret, background: Style.panel)
    canvas.write(visible, x: 3, y: row, foreground: .white, background: Style.panel)
    let cursorX = 3 + cursor
    if cursorX < layout.columns {
      let under = canvas[cursorX, row]
      canvas[cursorX, row] = Cell(glyph: under.glyph, foreground: Style.panel, background: .white)
    }
    let infoX = 3 + fieldWidth + 2
    guard infoX < layout.columns else { return }
    canvas.write(
      TextFit.fit(info, width: layout.columns - infoX, glyphs: glyphs), x: infoX, y: row,
      foreground: matches.isEmpty && !search.text.isEmpty ? Style.endMark : Style.dim,
      background: Style.panel)
  }

  /// The views of a frame in drawing order, each once.
  static func frameDrawOrder(_ frame: Frame?) -> [ViewRef] {
    var seen = Set<ViewRef>()
    return (frame?.layers ?? []).filter { $0.kind == .view }.map(\.view).filter {
      seen.insert($0).inserted
    }
  }
}
