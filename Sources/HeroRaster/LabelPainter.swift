import HeroPlanner

/// Draws each view's text label in its box (centred unless the
/// scene sets an alignment), in its `textColor`, over whatever shows
/// through the view (a UILabel's usual clear background included), moving and fading with it.
/// The label is drawn in the row of the box's centre, whatever the box's height; a cell of
/// that row gets a glyph when the point across from its centre at the label's height is inside
/// the view's box and its clips and no later layer covers it; the cell then belongs to the label's layer (so the text map and picking
/// see it). Text is sanitised here: control characters and escape sequences never reach a
/// canvas, and wide characters become `?` so the grid stays aligned.
enum LabelPainter {
  /// Below this effective alpha the text is not drawn at all.
  static let minimumAlpha = 0.05

  static func paint(_ frame: Frame, into raster: inout Raster) {
    var labels = LabelCells()
    paint(frame, labels: &labels, into: &raster)
  }

  /// The labels, each text sanitised once into `labels` and kept between frames; nothing is
  /// allocated for a label seen before.
  static func paint(_ frame: Frame, labels: inout LabelCells, into raster: inout Raster) {
    // Fields read through the buffer: a loop over the layers copies each (retaining its arrays).
    frame.layers.withUnsafeBufferPointer { layers in
      for index in layers.indices {
        guard let text = layers[index].text, layers[index].kind == .view else { continue }
        paint(layers[index], index: index, text: text, labels: &labels, into: &raster)
      }
    }
  }

  /// Whether a layer has a label that shows (text, a view, visible ink).
  static func isNamed(_ layer: FrameLayer) -> Bool {
    guard let text = layer.text, !text.isEmpty, layer.kind == .view, layer.quad.count >= 4 else {
      return false
    }
    return layer.textColor.alpha * layer.opacity >= minimumAlpha
  }

  /// A layer's centre on screen, in points: the mean of its corners.
  static func centre(of layer: FrameLayer) -> Point? {
    guard layer.quad.count >= 4 else { return nil }
    let x = layer.quad.reduce(0) { $0 + $1.x } / Double(layer.quad.count)
    let y = layer.quad.reduce(0) { $0 + $1.y } / Double(layer.quad.count)
    return x.isFinite && y.isFinite ? Point(x: x, y: y) : nil
  }

  private static func paint(
    _ layer: FrameLayer, index: Int, text: String, labels: inout LabelCells,
    into raster: inout Raster
  ) {
    let fit = raster.fit
    let alpha = layer.textColor.alpha * layer.opacity
    guard alpha >= minimumAlpha, layer.quad.count >= 4 else { return }
    let label = labels.cells(text)
    guard !label.isEmpty else { return }
    let quad = layer.quad
    func q(_ i: Int) -> (x: Double, y: Double) { fit.pixel(x: quad[i].x, y: quad[i].y) }
    // The centre as the mean of the corners, summed from 0 in order.
    var sumX = 0.0
    var sumY = 0.0
    for i in quad.indices {
      let p = q(i)
      sumX += p.x
      sumY += p.y
    }
    let centreX = sumX / 4
    let centreY = sumY / 4
    // The width across the middle of the box, in cells.
    let (q0, q1, q2, q3) = (q(0), q(1), q(2), q(3))
    let left = ((q0.x + q3.x) / 2, (q0.y + q3.y) / 2)
    let right = ((q1.x + q2.x) / 2, (q1.y + q2.y) / 2)
    // In cell widths: pixels across are `across` a cell, pixels down `down` a cell, which is
    // `aspect` cell widths tall.
    let (across, down) = (Double(fit.pixelsPerCell.x), Double(fit.pixelsPerCell.y))
    let dx = (right.0 - left.0) / across
    let dy = (right.1 - left.1) / down * fit.cellAspect
    let span = (dx * dx + dy * dy).squareRoot()
    let available = Int(saturating: span.rounded(.down)) - 2
    guard available >= 1 else { return }
    // What shows: the whole label, or as much as fits cut with an ellipsis (not leaving a
    // space before it); the first `kept` scalars of the label, then the ellipsis if any.
    var kept = label.count
    var ellipsis = false
    if label.count > available {
      if available >= 2 {
        kept = available - 1
        while kept > 0 && label[kept - 1] == " " { kept -= 1 }
        ellipsis = true
      } else {
        kept = available
      }
    }
    let shown = kept + (ellipsis ? 1 : 0)
    let row = Int(saturating: (centreY / down).rounded(.down))
    let start: Int
    switch layer.textAlignment {
    case nil, .center: start = Int(saturating: (centreX / across - Double(shown) / 2).rounded())
    case .left, .natural, .justified: start = Int(saturating: (left.0 / across).rounded()) + 1
    case .right: start = Int(saturating: (right.0 / across).rounded()) - shown - 1
    }
    guard row >= 0, row < raster.canvas.rows else { return }
    for i in 0..<shown {
      let column = start + i
      guard raster.canvas.contains(x: column, y: row) else { continue }
      // Covered by a later layer: the text is under it.
      if let owner = raster.owner(column: column, row: row), owner > index { continue }
      // Tested across the box at the label's own height, not the cell's: a label shorter than
      // a cell (17–24 pt in a 32 pt row at 80×24) is drawn in the row of its centre.
      let centre = ((Double(column) + 0.5) * across, centreY)
      guard ConvexPolygon.contains(count: quad.count, centre, corner: q),
        layer.clips.allSatisfy({ clip in
          ConvexPolygon.contains(count: clip.count, centre) {
            fit.pixel(x: clip[$0].x, y: clip[$0].y)
          }
        })
      else { continue }
      let scalar = i < kept ? label[i] : "…"
      let cell = raster.canvas[column, row]
      // Under a block glyph the colours it mixes; under an arc's dots or marks (drawn first:
      // text is never written over by them) the cell's own background.
      let background =
        cell.glyph == " " || cell.glyph == "▀" || BlockGlyphs.isCellGlyph(cell.glyph)
        ? RGB.average(cell.foreground, cell.background) : cell.background
      let ink = background.blended(with: layer.textColor, alpha: alpha)
      raster.canvas[column, row] = Cell(glyph: scalar, foreground: ink, background: background)
      raster.cellOwners[row * raster.canvas.columns + column] = Int32(index)
    }
  }
}

/// Labels as the scalars they show (`TerminalText.cells`), kept by text between frames: a
/// label is sanitised the first time it is drawn, not on every frame.
struct LabelCells: Sendable {
  private var known: [String: [Unicode.Scalar]] = [:]
  /// More distinct labels than this (a stream of changing texts) starts the memo afresh.
  private static let limit = 4096

  mutating func cells(_ text: String) -> [Unicode.Scalar] {
    if let found = known[text] { return found }
    if known.count >= Self.limit { known.removeAll() }
    let cells = Array(TerminalText.cells(text).unicodeScalars)
    known[text] = cells
    return cells
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
