import HeroPlanner
import HeroRaster

/// The view tree (`v`): both screens' hierarchies in the right-hand panel, with heroIDs and
/// match partners, the selected view highlighted and views invisible now dimmed.
extension PlayerView {
  /// One row of the tree: its view (nil for a blank row between the screens) and its text.
  struct TreeRow {
    var view: ViewRef?
    var text: String
  }

  /// Every view of the plan, depth-first (the from screen, then the to screen), indented by
  /// depth: `photo #photo ↔ to.views[0]`.
  static func treeRows(_ plan: TransitionPlan, glyphs: Glyphs) -> [TreeRow] {
    var rows: [TreeRow] = []
    for view in plan.views {
      if view.path.isEmpty && view.ref.screen == .to { rows.append(TreeRow(view: nil, text: "")) }
      var text = String(repeating: "  ", count: view.path.count)
      text +=
        view.path.isEmpty ? "\(view.ref.screen.rawValue) screen" : TerminalText.cells(view.name)
      if let heroID = view.heroID { text += " #\(TerminalText.cells(heroID))" }
      if let partner = view.matchedWith {
        text += " \(glyphs.matched) \(plan.view(partner).sourcePath)"
      }
      rows.append(TreeRow(view: view.ref, text: text))
    }
    return rows
  }

  /// The first tree row shown: the selected view stays in sight.
  static func treeScroll(rows: [TreeRow], selected: ViewRef?, height: Int) -> Int {
    guard height > 0, let selected, let index = rows.firstIndex(where: { $0.view == selected })
    else { return 0 }
    return max(0, min(index - height / 2, rows.count - height))
  }

  /// Draws the tree over the right-hand panel; returns which view each screen row shows.
  static func drawTree(
    _ state: PlayerState, plan: TransitionPlan, frame: Frame?, layout: PlayerLayout,
    glyphs: Glyphs, into canvas: inout Canvas
  ) -> [Int: ViewRef] {
    let x = layout.inspectorX
    let width = layout.inspectorColumns
    let height = layout.transitionRows
    for row in 0..<height {
      for column in x..<(x + width) { canvas[column, row] = Cell(background: Style.panel) }
    }
    guard width > 4, height > 1 else { return [:] }
    let rows = treeRows(plan, glyphs: glyphs)
    let body = height - 1
    let first = treeScroll(rows: rows, selected: state.selected, height: body)
    let shown =
      rows.count > body ? "  \(first + 1)–\(min(rows.count, first + body))/\(rows.count)" : ""
    canvas.write(
      TextFit.fit(
        " view tree\(shown) · \(glyphs.upArrow)\(glyphs.downArrow) select", width: width,
        glyphs: glyphs),
      x: x, y: 0, foreground: Style.dim, background: Style.panel)
    var owners: [Int: ViewRef] = [:]
    for (offset, row) in rows.dropFirst(first).prefix(body).enumerated() {
      let y = offset + 1
      guard let ref = row.view else { continue }
      owners[y] = ref
      let selected = ref == state.selected
      let color =
        selected
        ? Style.chrome
        : isVisible(ref, in: frame) || plan.view(ref).path.isEmpty
          ? Style.text : Style.dim
      let background = selected ? Style.caret : Style.panel
      let text = TextFit.padded(
        TextFit.fit(" " + row.text, width: width, glyphs: glyphs), to: width)
      canvas.write(text, x: x, y: y, foreground: color, background: background)
    }
    return owners
  }
}
