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
  static func paint(
    _ frame: Frame, highlights: [ViewRef: Highlight], fit: ScreenFit, into pixels: inout PixelBuffer
  ) {
    guard !highlights.isEmpty else { return }
    for layer in frame.layers where layer.kind == .view {
      guard let style = highlights[layer.view] else { continue }
      let corners = layer.quad.map { fit.pixel(x: $0.x, y: $0.y) }
      var step = 0
      for i in 0..<4 {
        let a = corners[i]
        let b = corners[(i + 1) % 4]
        let length = max(abs(b.x - a.x), abs(b.y - a.y))
        let count = max(1, Int(length.rounded(.up)))
        for k in 0...count {
          step += 1
          if style == .partner && (step / 2) % 2 == 1 { continue }
          let t = Double(k) / Double(count)
          let x = Int((a.x + (b.x - a.x) * t).rounded(.down))
          let y = Int((a.y + (b.y - a.y) * t).rounded(.down))
          guard x >= 0, y >= 0, x < pixels.width, y < pixels.height else { continue }
          let (r, g, bl) = style.color
          let i = y * pixels.width + x
          pixels.red[i] = r
          pixels.green[i] = g
          pixels.blue[i] = bl
        }
      }
    }
  }
}
