import HeroPlanner

/// How the previewer marks a view: the selected one solid, its matched partner dashed.
public enum Highlight: Hashable, Sendable {
  case selected
  case partner

  var color: (Float, Float, Float) {
    switch self {
    case .selected: (1, 0.84, 0)
    case .partner: (0, 0.9, 1)
    }
  }
}

/// Draws highlighted layers' outlines over everything, one pixel wide along the quad's edges.
enum OutlinePainter {
  /// `cells` gets the index of every cell an outline pixel is in (cell rows of `fit.columns`),
  /// so that the overlay drawn over the cells leaves the outline alone.
  static func paint(
    _ frame: Frame, highlights: [ViewRef: Highlight], fit: ScreenFit,
    into pixels: inout PixelBuffer,
    cells: inout [Int32]
  ) {
    cells.removeAll(keepingCapacity: true)
    guard !highlights.isEmpty else { return }
    let (cellWidth, cellHeight) = (fit.pixelsPerCell.x, fit.pixelsPerCell.y)
    let columns = fit.columns
    for layer in frame.layers where layer.kind == .view {
      guard let style = highlights[layer.view] else { continue }
      pixels.outline(
        layer.quad.map { fit.pixel(x: $0.x, y: $0.y) }, color: style.color,
        dashed: style == .partner
      ) { x, y in
        let cell = Int32(truncatingIfNeeded: (y / cellHeight) * columns + x / cellWidth)
        if cells.last != cell { cells.append(cell) }
      }
    }
  }
}
