import HeroPlanner
import HeroRaster

/// The inspector and the line editor.
extension PlayerView {
  /// The inspector: what the planner decided for the selected view, wrapped to the panel and
  /// scrolled by ↑/↓ or the wheel.
  static func drawInspector(
    _ state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, glyphs: Glyphs,
    into canvas: inout Canvas
  ) {
    let x = layout.inspectorX
    let width = layout.inspectorColumns
    let height = layout.transitionRows
    for row in 0..<height {
      for column in x..<(x + width) { canvas[column, row] = Cell(background: Style.panel) }
    }
    guard width > 4, height > 1 else { return }
    let textWidth = width - 3
    var lines: [(String, RGB)] = []
    if let selected = state.selected, plan.has(selected) {
      let explained = InspectorText.lines(
        for: selected, in: plan, plotWidth: min(24, textWidth - 2))
      // The values at the playhead go right under the title, where scrubbing shows them.
      let live = LiveValues.lines(
        for: selected, in: plan, time: state.sampleFraction * plan.totalDuration)
      var all = explained.prefix(1).map { ($0, Style.caret) }
      all += live.enumerated().map { ($0.element, $0.offset == 0 ? Style.dim : Style.accent) }
      all += explained.dropFirst().map { ($0, $0.hasPrefix("·") ? Style.dim : Style.text) }
      for (line, color) in all {
        for piece in TextFit.wrap(line, width: textWidth) { lines.append((piece, color)) }
      }
    } else {
      lines = [
        ("inspector", Style.caret), ("", Style.text),
        ("Tab / Shift+Tab or a click", Style.text), ("selects a view.", Style.text),
      ]
    }
    let scroll = min(state.inspectorScroll, max(0, lines.count - (height - 1)))
    let title =
      "inspector"
      + (lines.count > height
        ? "  \(scroll + 1)–\(min(lines.count, scroll + height - 1))/\(lines.count) ↑↓" : "")
    canvas.write(
      TextFit.fit(" " + title, width: width, glyphs: glyphs), x: x, y: 0, foreground: Style.dim,
      background: Style.panel)
    for (row, (text, color)) in lines.dropFirst(scroll).prefix(height - 1).enumerated() {
      canvas.write(text, x: x + 2, y: row + 1, foreground: color, background: Style.panel)
    }
  }

  /// The line editor: while it is open it takes the three bottom rows — a hint or the last
  /// parse error, the line being edited with its cursor, and a caret under the error's column.
  static func drawEditor(
    _ state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, glyphs: Glyphs,
    into canvas: inout Canvas
  ) {
    guard let editor = state.editor else { return }
    for row in layout.marksRow...layout.statusRow {
      for column in 0..<layout.columns { canvas[column, row] = Cell(background: Style.panel) }
    }
    let label = state.editTarget.map { "edit \(TerminalText.cells($0.label)): " } ?? "edit: "
    let prompt = TextFit.fit(label, width: max(8, layout.columns / 3), glyphs: glyphs)
    let promptWidth = prompt.unicodeScalars.count
    let fieldWidth = max(1, layout.columns - promptWidth - 1)
    let (visible, cursor, offset) = editor.window(width: fieldWidth)
    canvas.write(prompt, x: 0, y: layout.barRow, foreground: Style.caret, background: Style.panel)
    canvas.write(
      visible, x: promptWidth, y: layout.barRow, foreground: .white, background: Style.panel)
    let cursorX = promptWidth + cursor
    if cursorX < layout.columns {
      let under = canvas[cursorX, layout.barRow]
      canvas[cursorX, layout.barRow] = Cell(
        glyph: under.glyph, foreground: Style.panel, background: .white)
    }
    if state.editError == nil, state.editTarget?.heroString == true,
      let reading = HeroReadingLine(editor.text)
    {
      canvas.write(
        TextFit.fit(reading.summary, width: layout.columns, glyphs: glyphs), x: 0,
        y: layout.marksRow, foreground: reading.column == nil ? Style.dim : .white,
        background: Style.panel)
      if let column = reading.column {
        let caretX = promptWidth + column - 1 - offset
        if caretX >= promptWidth && caretX < layout.columns {
          canvas.write(
            "^", x: caretX, y: layout.statusRow, foreground: Style.caret, background: Style.panel)
        }
      }
      return
    }
    guard let error = state.editError else {
      let hint = " Enter applies (either syntax) · Esc cancels · the last good plan stays on screen"
      canvas.write(
        TextFit.fit(hint, width: layout.columns, glyphs: glyphs), x: 0, y: layout.marksRow,
        foreground: Style.dim, background: Style.panel)
      return
    }
    let message = TextFit.fit(
      " \(error.description) · fix it and press Enter, or Esc", width: layout.columns,
      glyphs: glyphs)
    canvas.write(
      TextFit.padded(message, to: layout.columns), x: 0, y: layout.marksRow, foreground: .white,
      background: Style.alert)
    // The caret under the offending column of the line above.
    let caretX = promptWidth + (error.column - 1 - offset)
    if caretX >= promptWidth && caretX < layout.columns {
      let length = min(error.length, layout.columns - caretX)
      let marks = "^" + String(repeating: "~", count: max(0, length - 1))
      canvas.write(
        marks, x: caretX, y: layout.statusRow, foreground: Style.caret, background: Style.panel)
    }
  }
}
