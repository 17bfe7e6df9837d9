import HeroPlanner

/// Draws each view's text label in its box (centred unless the
/// scene sets an alignment), in its `textColor`, over whatever shows
/// through the view (a UILabel's usual clear background included), moving and fading with it.
/// A cell gets a glyph when its centre is inside the view's box and its clips and no later
/// layer covers it; the cell then belongs to the label's layer (so the text map and picking
/// see it). Text is sanitised here: control characters and escape sequences never reach a
/// canvas, and wide characters become `?` so the grid stays aligned.
enum LabelPainter {
  /// Below this effective alpha the text is not drawn at all.
  static let minimumAlpha = 0.05

  static func paint(_ frame: Frame, into raster: inout Raster) {
    let fit = raster.fit
    for index in frame.layers.indices {
      // Most layers have no label: only those are copied out.
      guard frame.layers[index].text != nil, frame.layers[index].kind == .view else { continue }
      let layer = frame.layers[index]
      guard let text = layer.text else { continue }
      let alpha = layer.textColor.alpha * layer.opacity
      guard alpha >= minimumAlpha else { continue }
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
      let available = Int(saturating: span.rounded(.down)) - 2
      guard available >= 1 else { continue }
      var shown = Array(label.unicodeScalars)
      if shown.count > available {
        // Cut with an ellipsis, not leaving a space before it.
        var kept = Array(shown.prefix(max(available - 1, 1)))
        while kept.last == " " { kept.removeLast() }
        shown = available >= 2 ? kept + ["…"] : Array(shown.prefix(available))
      }
      let row = Int(saturating: (centreY / 2).rounded(.down))
      let start: Int
      switch layer.textAlignment {
      case nil, .center: start = Int(saturating: (centreX - Double(shown.count) / 2).rounded())
      case .left, .natural, .justified: start = Int(saturating: left.0.rounded()) + 1
      case .right: start = Int(saturating: right.0.rounded()) - shown.count - 1
      }
      guard row >= 0, row < raster.canvas.rows else { continue }
      let box = ConvexPolygon(q)
      let clips = layer.clips.map { ConvexPolygon($0.map { fit.pixel(x: $0.x, y: $0.y) }) }
      for (i, scalar) in shown.enumerated() {
        let column = start + i
        guard raster.canvas.contains(x: column, y: row) else { continue }
        // Covered by a later layer: the text is under it.
        if let owner = raster.owner(column: column, row: row), owner > index { continue }
        let centre = (Double(column) + 0.5, Double(row * 2) + 1)
        guard box.contains(centre), clips.allSatisfy({ $0.contains(centre) }) else { continue }
        let cell = raster.canvas[column, row]
        let background = RGB.average(cell.foreground, cell.background)
        let ink = background.blended(with: layer.textColor, alpha: alpha)
        raster.canvas[column, row] = Cell(glyph: scalar, foreground: ink, background: background)
        raster.cellOwners[row * raster.canvas.columns + column] = Int32(index)
      }
    }
  }
}

extension RGB {
  /// This colour with `color` laid over it at `alpha` (source-over), as text fades.
  func blended(with color: RGBAColor, alpha: Double) -> RGB {
    func mix(_ under: UInt8, _ over: Double) -> UInt8 {
      let a = min(max(alpha, 0), 1)
      let v = Double(under) / 255 * (1 - a) + min(max(over, 0), 1) * a
      return UInt8((v * 255).rounded())
    }
    return RGB(mix(r, color.red), mix(g, color.green), mix(b, color.blue))
  }
}
