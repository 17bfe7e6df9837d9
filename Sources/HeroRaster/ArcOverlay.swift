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
    var dots = ArcDots()
    paint(frame, dots: &dots, into: &raster)
  }

  /// The overlay with `dots` kept from the last frame: when this frame's arcs and fit are the
  /// ones drawn there, the dots are not drawn again (arcs rarely move while a transition plays).
  static func paint(_ frame: Frame, dots cache: inout ArcDots, into raster: inout Raster) {
    let fit = raster.fit
    cache.scratch.removeAll(keepingCapacity: true)
    for layer in frame.layers { if let arc = layer.arc { cache.scratch.append(arc) } }
    if cache.fit != fit || cache.arcs != cache.scratch {
      cache.layer.reset(columns: raster.canvas.columns, rows: raster.canvas.rows)
      for arc in cache.scratch { draw(arc, fit: fit, into: &cache.layer) }
      swap(&cache.arcs, &cache.scratch)
      cache.fit = fit
    }
    cache.layer.draw(into: &raster.canvas)
    for layer in frame.layers {
      guard let arc = layer.arc else { continue }
      mark(arc.start, "○", startColor, into: &raster)
      mark(arc.control, "◆", controlColor, into: &raster)
      mark(arc.end, "●", endColor, into: &raster)
      if let f = layer.arcFraction { mark(arc.point(at: f), "◉", currentColor, into: &raster) }
    }
  }

  /// One arc's dots: the faint control polygon, every third dot, and the curve.
  private static func draw(_ arc: Arc, fit: ScreenFit, into dots: inout BrailleLayer) {
    func dot(_ p: Point) -> (Double, Double) {
      let px = fit.pixel(x: p.x, y: p.y)
      return (px.x * 2, px.y * 2)
    }
    let a = dot(arc.start)
    let c = dot(arc.control)
    let b = dot(arc.end)
    dots.line(from: a, to: c, color: polygonColor, every: 3)
    dots.line(from: c, to: b, color: polygonColor, every: 3)
    // The curve, sampled densely enough to leave no gaps.
    let length = hypot(c.0 - a.0, c.1 - a.1) + hypot(b.0 - c.0, b.1 - c.1)
    // Bounded by what can be drawn, never by the value read: a curve far longer than the
    // canvas (an absurd arc intensity) is sampled as densely as the canvas's perimeter.
    let steps = min(max(8, Int(saturating: length * 2)), dots.maximumSteps)
    // Neighbouring samples often land on the same dot: setting it again changes nothing.
    var last = (x: Int.min, y: Int.min)
    let (p0, p1, p2) = (arc.start, arc.control, arc.end)
    let (scale, originX, originY) = (fit.scale, fit.originX, fit.originY)
    for i in 0...steps {
      // `arc.point(at:)` and `fit.pixel` written out, in the same order of operations (so
      // the same dots): this loop runs for every sample of every arc.
      let s = Double(i) / Double(steps)
      let u = 1 - s
      let (w0, w1, w2) = (u * u, 2 * u * s, s * s)
      let x = p0.x * w0 + p1.x * w1 + p2.x * w2
      let y = p0.y * w0 + p1.y * w1 + p2.y * w2
      guard let dx = BrailleLayer.floor((x * scale + originX) * 2),
        let dy = BrailleLayer.floor((y * scale + originY) * 2)
      else { continue }
      if (dx, dy) == last { continue }
      last = (dx, dy)
      dots.set(dotX: dx, dotY: dy, color: curveColor)
    }
  }

  /// A point marked with a glyph over the half-block colours under it.
  private static func mark(
    _ point: Point, _ glyph: Unicode.Scalar, _ color: RGB, into raster: inout Raster
  ) {
    guard let (column, row) = raster.fit.cell(x: point.x, y: point.y) else { return }
    let cell = raster.canvas[column, row]
    let background =
      cell.glyph == "▀" ? RGB.average(cell.foreground, cell.background) : cell.background
    raster.canvas[column, row] = Cell(glyph: glyph, foreground: color, background: background)
  }

  private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}

/// The arc overlay's dots kept between frames, with the arcs and fit they were drawn for.
public struct ArcDots: Sendable {
  var layer = BrailleLayer(columns: 0, rows: 0)
  var arcs: [Arc] = []
  var fit: ScreenFit?
  /// This frame's arcs, collected into reused storage.
  var scratch: [Arc] = []

  public init() {}
}

/// Braille dots over the canvas: each cell holds 2×4 dots in one braille character.
@_spi(Panels) public struct BrailleLayer: Sendable {
  private(set) var columns: Int
  private(set) var rows: Int
  var bits: [UInt8]
  var colors: [RGB?]

  @_spi(Panels) public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    bits = Array(repeating: 0, count: columns * rows)
    colors = Array(repeating: nil, count: columns * rows)
  }

  /// No dots, at this size; the storage is kept when the size is the same.
  mutating func reset(columns: Int, rows: Int) {
    guard columns == self.columns, rows == self.rows else {
      self = BrailleLayer(columns: columns, rows: rows)
      return
    }
    bits.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    colors.withUnsafeMutableBufferPointer { $0.update(repeating: nil) }
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
