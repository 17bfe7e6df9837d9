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

  /// The overlay with `dots` kept from the last frame: only arcs that appeared or went since
  /// then are drawn or taken away (arcs rarely move while a transition plays).
  /// `only`: the views whose arcs are drawn (the selection and its partner); nil, every arc.
  /// `keepingOff`: cells (row-major) where nothing is drawn, the selection's outline being
  /// there.
  static func paint(
    _ frame: Frame, only: Set<ViewRef>? = nil, dots cache: inout ArcDots,
    keepingOff outline: [Int32] = [], into raster: inout Raster
  ) {
    cache.update(
      frame, only: only, fit: raster.fit, columns: raster.canvas.columns,
      rows: raster.canvas.rows)
    cache.draw(into: &raster.canvas, keepingOff: outline)
    let fit = raster.fit
    let size = (columns: raster.canvas.columns, rows: raster.canvas.rows)
    // Fields read through the buffer: a loop over the layers copies each (retaining its arrays);
    // the cells written through theirs (four marks an arc, a thousand arcs a frame).
    frame.layers.withUnsafeBufferPointer { layers in
      raster.canvas.withUnsafeMutableCells { cells in
        for i in layers.indices {
          guard let arc = layers[i].arc, only?.contains(layers[i].view) ?? true else { continue }
          // Four calls, not a loop over an array: an array a layer would allocate each frame.
          mark(arc.shownStart, "○", startColor, fit: fit, size: size, off: outline, into: cells)
          mark(
            arc.shownControl, "◆", controlColor, fit: fit, size: size, off: outline, into: cells)
          mark(arc.shownEnd, "●", endColor, fit: fit, size: size, off: outline, into: cells)
          if let f = layers[i].arcFraction {
            mark(
              arc.point(at: f), "◉", currentColor, fit: fit, size: size, off: outline,
              into: cells)
          }
        }
      }
    }
  }

  /// Every dot of one arc, in drawing order: the faint control polygon (every third dot,
  /// `curve` false), then the curve. Dots off the canvas included; the layer ignores them.
  static func visitDots(
    _ arc: Arc, fit: ScreenFit, maximumSteps: Int,
    _ body: (_ x: Int, _ y: Int, _ curve: Bool) -> Void
  ) {
    // Braille dots are 2 × 4 a cell, whatever the picture's pixels are.
    let (dotsX, dotsY) = (2 / Double(fit.pixelsPerCell.x), 4 / Double(fit.pixelsPerCell.y))
    func dot(_ p: Point) -> (Double, Double) {
      let px = fit.pixel(x: p.x, y: p.y)
      return (px.x * dotsX, px.y * dotsY)
    }
    let a = dot(arc.shownStart)
    let c = dot(arc.shownControl)
    let b = dot(arc.shownEnd)
    BrailleLayer.lineDots(from: a, to: c, every: 3, maximumSteps: maximumSteps) {
      body($0, $1, false)
    }
    BrailleLayer.lineDots(from: c, to: b, every: 3, maximumSteps: maximumSteps) {
      body($0, $1, false)
    }
    // The curve, sampled densely enough to leave no gaps.
    let length = hypot(c.0 - a.0, c.1 - a.1) + hypot(b.0 - c.0, b.1 - c.1)
    // Bounded by what can be drawn, never by the value read: a curve far longer than the
    // canvas (an absurd arc intensity) is sampled as densely as the canvas's perimeter.
    let steps = min(max(8, Int(saturating: length * 2)), maximumSteps)
    // Neighbouring samples often land on the same dot: setting it again changes nothing.
    var last = (x: Int.min, y: Int.min)
    if arc.projection != nil {
      // Seen in perspective (the 3D view): each sample of the curve projected on its own, as
      // the projected curve is no quadratic of the projected control points.
      for i in 0...steps {
        let p = arc.point(at: Double(i) / Double(steps))
        let px = fit.pixel(x: p.x, y: p.y)
        guard let dx = BrailleLayer.floor(px.x * dotsX), let dy = BrailleLayer.floor(px.y * dotsY)
        else { continue }
        if (dx, dy) == last { continue }
        last = (dx, dy)
        body(dx, dy, true)
      }
      return
    }
    let (p0, p1, p2) = (arc.start, arc.control, arc.end)
    let (scaleX, scaleY, originX, originY) = (fit.scaleX, fit.scaleY, fit.originX, fit.originY)
    for i in 0...steps {
      // `arc.point(at:)` and `fit.pixel` written out, in the same order of operations (so
      // the same dots): this loop runs for every sample of every arc.
      let s = Double(i) / Double(steps)
      let u = 1 - s
      let (w0, w1, w2) = (u * u, 2 * u * s, s * s)
      let x = p0.x * w0 + p1.x * w1 + p2.x * w2
      let y = p0.y * w0 + p1.y * w1 + p2.y * w2
      guard let dx = BrailleLayer.floor((x * scaleX + originX) * dotsX),
        let dy = BrailleLayer.floor((y * scaleY + originY) * dotsY)
      else { continue }
      if (dx, dy) == last { continue }
      last = (dx, dy)
      body(dx, dy, true)
    }
  }

  /// A point marked with a glyph over the half-block colours under it.
  private static func mark(
    _ point: Point, _ glyph: Unicode.Scalar, _ color: RGB, fit: ScreenFit,
    size: (columns: Int, rows: Int), off outline: [Int32],
    into cells: UnsafeMutableBufferPointer<Cell>
  ) {
    guard let (column, row) = fit.cell(x: point.x, y: point.y), column < size.columns,
      row < size.rows
    else { return }
    let i = row * size.columns + column
    guard !outline.contains(Int32(truncatingIfNeeded: i)) else { return }
    let cell = cells[i]
    let background =
      cell.glyph == "▀" || BlockGlyphs.isCellGlyph(cell.glyph)
      ? RGB.average(cell.foreground, cell.background) : cell.background
    cells[i] = Cell(
      glyph: glyph, foreground: contrasting(color, on: background), background: background)
  }

  /// `color`, or where it would not stand out from `background` (a curve over a view of its
  /// own colour), black or white, whichever stands out more.
  static func contrasting(_ color: RGB, on background: RGB) -> RGB {
    let (a, b) = (color.luminance, background.luminance)
    guard abs(a.squareRoot() - b.squareRoot()) < 0.25 else { return color }
    return b > 0.18 ? RGB(0, 0, 0) : RGB(255, 255, 255)
  }

  private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}

/// The arc overlay's dots kept between frames. Each arc's dots are worked out once and
/// counted into the layer; a frame adds the arcs that appeared and takes away those that went,
/// so a transition whose arcs stay draws no arc again. A dot shows while any arc sets it; a
/// cell takes the curve's colour when any curve dot is in it, else the polygon's (what drawing
/// every arc in order gives).
public struct ArcDots: Sendable {
  var layer = BrailleLayer(columns: 0, rows: 0)
  private var fit: ScreenFit?
  /// The views whose arcs were counted (nil: all).
  private var only: Set<ViewRef>?
  /// Per dot (row-major over the 2·columns × 4·rows dot grid), how many arc dots set it.
  private var dotCounts: [UInt32] = []
  /// Per cell, how many curve dots set dots in it.
  private var curveCounts: [UInt32] = []
  /// Arcs counted in, with their dots and how many layers of the frame carry them.
  private var known: [Arc: Entry] = [:]
  /// Arcs with a coordinate no dictionary finds again (NaN): counted in for one frame only.
  private var transient: [Entry] = []
  private var gone: [Arc] = []
  /// The last frame's arcs in layer order: a frame with the same ones changes nothing.
  private var lastArcs: [Arc] = []
  /// Per cell, whether the overlay keeps off it this frame (kept between frames for storage).
  var kept: [Bool] = []

  struct Entry: Sendable {
    var polygon: [Int32] = []
    var curve: [Int32] = []
    var drawn = false
    /// How many times the dots are counted in now, and how many this frame wants.
    var applied = 0
    var wanted = 0
  }

  public init() {}

  /// Counts this frame's arcs in and the last frame's out, working out only new arcs' dots.
  mutating func update(
    _ frame: Frame, only: Set<ViewRef>? = nil, fit: ScreenFit, columns: Int, rows: Int
  ) {
    if self.fit != fit || layer.columns != columns || layer.rows != rows || self.only != only {
      self.only = only
      self.fit = fit
      layer = BrailleLayer(columns: columns, rows: rows)
      dotCounts = Array(repeating: 0, count: columns * 2 * rows * 4)
      curveCounts = Array(repeating: 0, count: columns * rows)
      known.removeAll()
      transient.removeAll()
      lastArcs.removeAll()
    } else if sameArcs(as: frame) {
      return
    }
    lastArcs.removeAll(keepingCapacity: true)
    frame.layers.withUnsafeBufferPointer { layers in
      for i in layers.indices where counts(layers[i].view) {
        if let arc = layers[i].arc { lastArcs.append(arc) }
      }
    }
    for entry in transient { apply(entry, times: -1) }
    transient.removeAll(keepingCapacity: true)
    frame.layers.withUnsafeBufferPointer { layers in
      for i in layers.indices where counts(layers[i].view) {
        guard let arc = layers[i].arc else { continue }
        if arc == arc {
          known[arc, default: Entry()].wanted += 1
        } else {
          let entry = dots(of: arc, fit: fit)
          apply(entry, times: 1)
          transient.append(entry)
        }
      }
    }
    gone.removeAll(keepingCapacity: true)
    // In place through the values (a loop over `known` while assigning into it copies it).
    var i = known.startIndex
    while i != known.endIndex {
      if !known.values[i].drawn {
        known.values[i] = dots(of: known.keys[i], fit: fit, wanted: known.values[i].wanted)
      }
      let entry = known.values[i]
      apply(entry, times: entry.wanted - entry.applied)
      known.values[i].applied = entry.wanted
      known.values[i].wanted = 0
      if entry.wanted == 0 { gone.append(known.keys[i]) }
      known.formIndex(after: &i)
    }
    for arc in gone { known[arc] = nil }
  }

  /// Whether the frame carries exactly the last frame's arcs, in order (an arc with a NaN
  /// never equals itself, so such a frame is counted in again).
  private func sameArcs(as frame: Frame) -> Bool {
    var n = 0
    let same = frame.layers.withUnsafeBufferPointer { layers in
      for i in layers.indices where counts(layers[i].view) {
        guard let arc = layers[i].arc else { continue }
        guard n < lastArcs.count, lastArcs[n] == arc else { return false }
        n += 1
      }
      return true
    }
    return same && n == lastArcs.count
  }

  /// The layer's dots over `canvas`, except in the cells `outline` lists.
  mutating func draw(into canvas: inout Canvas, keepingOff outline: [Int32]) {
    layer.draw(into: &canvas, keepingOff: outline, kept: &kept)
  }

  /// Whether a layer's arc is drawn: every arc, or those of the views in `only`.
  @inline(__always)
  private func counts(_ view: ViewRef) -> Bool { only?.contains(view) ?? true }

  /// An arc's dots on the canvas, as indices into the dot grid.
  private func dots(of arc: Arc, fit: ScreenFit, wanted: Int = 0) -> Entry {
    var entry = Entry(drawn: true, wanted: wanted)
    let (width, height) = (layer.columns * 2, layer.rows * 4)
    ArcOverlay.visitDots(arc, fit: fit, maximumSteps: layer.maximumSteps) { x, y, curve in
      guard x >= 0, y >= 0, x < width, y < height else { return }
      let index = Int32(truncatingIfNeeded: y * width + x)
      if curve { entry.curve.append(index) } else { entry.polygon.append(index) }
    }
    return entry
  }

  /// Counts an arc's dots in (`times` > 0) or out, setting and clearing the layer's bits as
  /// dots start and stop being set.
  private mutating func apply(_ entry: Entry, times: Int) {
    guard times != 0 else { return }
    apply(entry.polygon, curve: false, times: times)
    apply(entry.curve, curve: true, times: times)
  }

  private mutating func apply(_ dots: [Int32], curve: Bool, times: Int) {
    let width = layer.columns * 2
    let columns = layer.columns
    let delta = UInt32(truncatingIfNeeded: times)
    for index in dots {
      let i = Int(index)
      let before = dotCounts[i]
      let after = before &+ delta
      dotCounts[i] = after
      let (x, y) = (i % width, i / width)
      let cell = (y / 4) * columns + x / 2
      if curve { curveCounts[cell] &+= delta }
      let bit = BrailleLayer.dotBit(column: x % 2, row: y % 4)
      if before == 0 && after != 0 { layer.bits[cell] |= bit }
      if before != 0 && after == 0 { layer.bits[cell] &= ~bit }
      layer.colors[cell] =
        layer.bits[cell] == 0
        ? nil : curveCounts[cell] > 0 ? ArcOverlay.curveColor : ArcOverlay.polygonColor
    }
  }
}

/// Braille dots over the canvas: each cell holds 2×4 dots in one braille character.
@_spi(Panels) public struct BrailleLayer: Sendable {
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
  /// nil far off the canvas (and for NaN), where no dot is drawn anyway (beyond ±2⁴⁰, also off
  /// it, `Int(saturatingFloor:)` clamps).
  @inline(__always)
  static func floor(_ v: Double) -> Int? {
    guard v > -1e15, v < 1e15 else { return nil }
    return Int(saturatingFloor: v)
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
    Self.lineDots(from: a, to: b, every: every, maximumSteps: maximumSteps) {
      set(dotX: $0, dotY: $1, color: color)
    }
  }

  /// The whole dots of a dotted line, one in `every`, at most `maximumSteps` of them.
  static func lineDots(
    from a: (Double, Double), to b: (Double, Double), every: Int, maximumSteps: Int,
    _ body: (Int, Int) -> Void
  ) {
    let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
    let steps = min(max(1, Int(saturating: length)), maximumSteps)
    for i in stride(from: 0, through: steps, by: max(1, every)) {
      let t = Double(i) / Double(steps)
      guard let x = floor(a.0 + (b.0 - a.0) * t), let y = floor(a.1 + (b.1 - a.1) * t) else {
        continue
      }
      body(x, y)
    }
  }

  /// The braille character for a cell (U+2800, blank, when it has no dots).
  @_spi(Panels) public func glyph(column: Int, row: Int) -> Unicode.Scalar {
    Unicode.Scalar(0x2800 + UInt32(bits[row * columns + column])) ?? "⠀"
  }

  /// The dots over `canvas`, except in the cells `outline` lists; `kept` is scratch storage
  /// (a mask per cell, all false again on return).
  func draw(into canvas: inout Canvas, keepingOff outline: [Int32], kept: inout [Bool]) {
    if !outline.isEmpty && kept.count != bits.count {
      kept = Array(repeating: false, count: bits.count)
    }
    for cell in outline where Int(cell) < kept.count { kept[Int(cell)] = true }
    defer { for cell in outline where Int(cell) < kept.count { kept[Int(cell)] = false } }
    for index in bits.indices where bits[index] != 0 {
      if !outline.isEmpty && kept[index] { continue }
      let column = index % columns
      let row = index / columns
      let cell = canvas[column, row]
      let background =
        cell.glyph == "▀" || BlockGlyphs.isCellGlyph(cell.glyph)
        ? RGB.average(cell.foreground, cell.background) : cell.background
      canvas[column, row] = Cell(
        glyph: glyph(column: column, row: row),
        foreground: ArcOverlay.contrasting(colors[index] ?? ArcOverlay.curveColor, on: background),
        background: background)
    }
  }
}
