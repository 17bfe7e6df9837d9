import HeroPlanner

/// Draws each layer's text label in its box (centred unless the scene sets an alignment), in cells the layer is on top of, in black
/// or white for contrast. Text is sanitised here: control characters and escape sequences
/// never reach a canvas, and wide characters become `?` so the grid stays aligned.
enum LabelPainter {
  static func paint(_ frame: Frame, into raster: inout Raster) {
    let fit = raster.fit
    for (index, layer) in frame.layers.enumerated() {
      guard let text = layer.text, layer.kind == .view, layer.opacity >= 0.3 else { continue }
      let label = TerminalText.cells(text)
      guard !label.isEmpty else { continue }
      let q = layer.quad.map { fit.pixel(x: $0.x, y: $0.y) }
      let centreX = q.map(\.x).reduce(0, +) / 4
      let centreY = q.map(\.y).reduce(0, +) / 4
      // The width across the middle of the box, in cells.
      let left = ((q[0].x + q[3].x) / 2, (q[0].y + q[3].y) / 2)
      let right = ((q[1].x + q[2].x) / 2, (q[1].y + q[2].y) / 2)
      let span = ((right.0 - left.0) * (right.0 - left.0) + (right.1 - left.1) * (right.1 - left.1))
        .squareRoot()
      let available = Int(span.rounded(.down)) - 2
      guard available >= 1 else { continue }
      var shown = Array(label.unicodeScalars)
      if shown.count > available {
        // Cut with an ellipsis, not leaving a space before it.
        var kept = Array(shown.prefix(max(available - 1, 1)))
        while kept.last == " " { kept.removeLast() }
        shown = available >= 2 ? kept + ["…"] : Array(shown.prefix(available))
      }
      let row = Int((centreY / 2).rounded(.down))
      let start: Int
      switch layer.textAlignment {
      case nil, .center: start = Int((centreX - Double(shown.count) / 2).rounded())
      case .left, .natural, .justified: start = Int(left.0.rounded()) + 1
      case .right: start = Int(right.0.rounded()) - shown.count - 1
      }
      guard row >= 0, row < raster.canvas.rows else { continue }
      for (i, scalar) in shown.enumerated() {
        let column = start + i
        guard raster.owner(column: column, row: row) == index else { continue }
        let cell = raster.canvas[column, row]
        let background = RGB.average(cell.foreground, cell.background)
        let ink: RGB = background.luminance > 0.4 ? .black : .white
        raster.canvas[column, row] = Cell(glyph: scalar, foreground: ink, background: background)
      }
    }
  }
}
