import HeroPlanner

/// The debug overlay of arc curves, as Hero's debug plugin's "Show Arcs": each arc path drawn
/// in braille dots (2×4 per cell), the control polygon faint, the start, control and end points
/// marked, and where the view is on the curve now highlighted.
@_spi(Panels) public enum ArcOverlay {
  @_spi(Panels) public static let curveColor = RGB(255, 213, 79)
  static let polygonColor = RGB(120, 144, 156)
  static let startColor = RGB(129, 199, 132)
  static let controlColor = RGB(206, 147, 216)
  static let endColor = RGB(239, 83, 80)
  static let currentColor = RGB(255, 255, 255)

  static func paint(_ frame: Frame, into raster: inout Raster) {
    var dots = BrailleLayer(columns: raster.canvas.columns, rows: raster.canvas.rows)
    var marks: [(Point, Unicode.Scalar, RGB)] = []
    for layer in frame.layers {
      guard let arc = layer.arc else { continue }
      let fit = raster.fit
      func dot(_ p: Point) -> (Double, Double) {
        let px = fit.pixel(x: p.x, y: p.y)
        return (px.x * 2, px.y * 2)
      }
      let a = dot(arc.start)
      let c = dot(arc.control)
      let b = dot(arc.end)
      // Faint control polygon, every other dot.
      dots.line(from: a, to: c, color: polygonColor, every: 3)
      dots.line(from: c, to: b, color: polygonColor, every: 3)
      // The curve, sampled densely enough to leave no gaps.
      let length = hypot(c.0 - a.0, c.1 - a.1) + hypot(b.0 - c.0, b.1 - c.1)
      // Bounded by what can be drawn, never by the value read: a curve far longer than the
      // canvas (an absurd arc intensity) is sampled as densely as the canvas's perimeter.
      let steps = min(max(8, Int(saturating: length * 2)), dots.maximumSteps)
      // Neighbouring samples often land on the same dot: setting it again changes nothing.
      var last = (x: Int.min, y: Int.min)
      for i in 0...steps {
        let p = arc.point(at: Double(i) / Double(steps))
        let d = dot(p)
        guard let x = BrailleLayer.floor(d.0), let y = BrailleLayer.floor(d.1) else { continue }
        if (x, y) == last { continue }
        last = (x, y)
        dots.set(dotX: x, dotY: y, color: curveColor)
      }
      marks.append((arc.start, "○", startColor))
      marks.append((arc.control, "◆", controlColor))
      marks.append((arc.end, "●", endColor))
      if let f = layer.arcFraction { marks.append((arc.point(at: f), "◉", currentColor)) }
    }
    dots.draw(into: &raster.canvas)
    for (point, glyph, color) in marks {
      guard let (column, row) = raster.fit.cell(x: point.x, y: point.y) else { continue }
      let cell = raster.canvas[column, row]
      let background =
        cell.glyph == "▀" ? RGB.average(cell.foreground, cell.background) : cell.background
      raster.canvas[column, row] = Cell(glyph: glyph, foreground: color, background: background)
    }
  }

  private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}

/// Braille dots over the canvas: each cell holds 2×4 dots in one braille character.
@_spi(Panels) public struct BrailleLayer {
  let columns: Int
  let rows: Int
  var bits: [UInt8]
  var colors: [RGB?]

  @_spi(Panels) public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    bits = Array(repeating: 0, count: columns * rows)
    colors = Array(repeating: nil, count: columns * rows)
  }

  /// Sets the dot at dot coordinates (x in 0…2·columns, y in 0…4·rows).
  @_spi(Panels) public mutating func set(_ x: Double, _ y: Double, color: RGB) {
    guard let dx = Self.floor(x), let dy = Self.floor(y) else { return }
    set(dotX: dx, dotY: dy, color: color)
  }

  /// `Int(v.rounded(.down))` without a call into libm (it runs for every dot of every arc);
  /// nil far off the canvas (and for NaN), where no dot is drawn anyway.
  @inline(__always)
  static func floor(_ v: Double) -> Int? {
    guard v > -1e15, v < 1e15 else { return nil }
    let whole = Int(v)
    return Double(whole) > v ? whole - 1 : whole
  }

  /// Sets the dot at whole dot coordinates, ignoring dots off the canvas.
  mutating func set(dotX dx: Int, dotY dy: Int, color: RGB) {
    guard dx >= 0, dy >= 0, dx < columns * 2, dy < rows * 4 else { return }
    let index = (dy / 4) * columns + dx / 2
    bits[index] |= Self.dotBit(column: dx % 2, row: dy % 4)
    if colors[index] == nil || color == ArcOverlay.curveColor { colors[index] = color }
  }

  /// The bit of a braille character for a dot: dots are numbered 1, 2, 3, 7 down the left
  /// column and 4, 5, 6, 8 down the right. Arithmetic, not a table: it runs for every dot.
  @inline(__always)
  static func dotBit(column: Int, row: Int) -> UInt8 {
    row == 3 ? (column == 0 ? 0x40 : 0x80) : UInt8(truncatingIfNeeded: 1 << (row + 3 * column))
  }

  /// The most samples one line or curve takes: a few times the dot grid's perimeter, so a
  /// drawing costs what the canvas shows however long the curve is.
  var maximumSteps: Int { 8 * (columns * 2 + rows * 4) }

  /// A dotted straight line, one dot in `every`.
  mutating func line(from a: (Double, Double), to b: (Double, Double), color: RGB, every: Int) {
    let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
    let steps = min(max(1, Int(saturating: length)), maximumSteps)
    for i in stride(from: 0, through: steps, by: max(1, every)) {
      let t = Double(i) / Double(steps)
      set(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, color: color)
    }
  }

  /// The braille character for a cell (U+2800, blank, when it has no dots).
  @_spi(Panels) public func glyph(column: Int, row: Int) -> Unicode.Scalar {
    Unicode.Scalar(0x2800 + UInt32(bits[row * columns + column])) ?? "⠀"
  }

  func draw(into canvas: inout Canvas) {
    for index in bits.indices where bits[index] != 0 {
      let column = index % columns
      let row = index / columns
      let cell = canvas[column, row]
      let background =
        cell.glyph == "▀" ? RGB.average(cell.foreground, cell.background) : cell.background
      canvas[column, row] = Cell(
        glyph: glyph(column: column, row: row),
        foreground: colors[index] ?? ArcOverlay.curveColor, background: background)
    }
  }
}
