import HeroPlanner

/// Paints one frame layer into the pixel buffer: its shadow, then its fill with rounded corners,
/// then its border; each pixel sampled at its centre, mapped back into the layer's own
/// coordinates (so rotation and perspective come for free), clipped to the screen and to the
/// layer's clip quads.
struct LayerPainter {
  let fit: ScreenFit
  /// Tests every pixel exactly, without spans: the reference the spans are tested against.
  var exactOnly = false
  /// `fit.screenPixels`, worked out once for all the layers.
  private let screen: (minX: Int, minY: Int, maxX: Int, maxY: Int)

  init(fit: ScreenFit, exactOnly: Bool = false) {
    self.fit = fit
    self.exactOnly = exactOnly
    screen = fit.screenPixels
  }

  func paint(_ layer: FrameLayer, index: Int32, into pixels: inout PixelBuffer) {
    withUnsafePointer(to: layer) { layer in
      pixels.withTarget { paint(layer, index: index, into: $0) }
    }
  }

  /// `paint` through the buffer's pointers (`PixelBuffer.withTarget`), for a frame's layers;
  /// the layer read in place (passed by value, each layer was copied).
  func paint(_ layer: UnsafePointer<FrameLayer>, index: Int32, into pixels: PixelTarget) {
    guard layer.pointee.opacity > 0, layer.pointee.size.width > 0 || layer.pointee.size.height > 0,
      let inverse = Homography(layer.pointee.toScreen).inverse
    else { return }
    let clips = layer.pointee.clips.map { ConvexPolygon($0.map { fit.pixel(x: $0.x, y: $0.y) }) }
    let scale = Self.linearScale(layer.pointee.toScreen) * fit.scale
    guard scale > 0 else { return }
    let shape = RoundedRect(
      width: layer.pointee.size.width, height: layer.pointee.size.height,
      radius: layer.pointee.cornerRadius)

    if let shadow = layer.pointee.shadow, shadow.opacity > 0,
      shadow.fromPath || layer.pointee.color != nil || layer.pointee.borderWidth > 0
    {
      paintShadow(
        shadow, inverse: inverse, scale: scale, clips: clips, screen: screen, into: pixels)
    }

    let fill = layer.pointee.color.map { Paint($0, opacity: layer.pointee.opacity) }
    let border: Paint? =
      layer.pointee.borderWidth > 0
      ? layer.pointee.borderColor.map { Paint($0, opacity: layer.pointee.opacity) } : nil
    guard fill != nil || border != nil else { return }
    // At least one pixel wide, so a thin border still shows.
    let borderWidth = max(layer.pointee.borderWidth, 1 / scale)
    let box = bounds(of: layer.pointee.quad, padding: 0, within: screen)
    var painted = false
    // The exact test for one pixel: its centre mapped into the layer, inside the rounded
    // shape, inside every clip; the border within `borderWidth` of the edge.
    func paintPixel(_ px: Int, _ py: Int) {
      let point = fit.point(pixelX: px, pixelY: py)
      guard let (u, v) = inverse.apply(point.x, point.y) else { return }
      let d = shape.signedDistance(u, v)
      guard d <= 0 else { return }
      let centre = (Double(px) + 0.5, Double(py) + 0.5)
      guard clips.allSatisfy({ $0.contains(centre) }) else { return }
      let paint = border != nil && -d < borderWidth ? border : fill
      guard let paint else { return }
      pixels.blend(
        py * pixels.width + px, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha,
        layer: index)
      painted = true
    }
    if box.minX < box.maxX && box.minY < box.maxY {
      // Without perspective or clips, each row is a span: pixels certainly inside the shape
      // (away from corners and border) take the fill in one run; only its ends are tested.
      let rows =
        clips.isEmpty && !exactOnly
        ? AffineRows(inverse, fit: fit, size: (layer.pointee.size.width, layer.pointee.size.height))
        : nil
      let b = border != nil ? borderWidth : 0
      let r = shape.radius
      let inset = max(r, b)
      let (w, h) = (shape.width, shape.height)
      // The columns of one row painted from its spans: runs of fill and border, every other
      // column between them tested exactly.
      func paintRow(_ py: Int, _ spans: RowSpans) {
        let outer = spans.outer
        let fillSpan = spans.fill
        let borderSpans = spans.border
        let row = py * pixels.width
        var px = outer.lowerBound
        while px < outer.upperBound {
          if fillSpan.contains(px) {
            if let fill {
              pixels.blendRun(
                row + px, row + fillSpan.upperBound, r: fill.r, g: fill.g, b: fill.b,
                alpha: fill.alpha, layer: index)
              painted = true
            }
            px = fillSpan.upperBound
          } else if let border,
            let span = borderSpans.0.contains(px)
              ? borderSpans.0 : borderSpans.1.contains(px) ? borderSpans.1 : nil
          {
            pixels.blendRun(
              row + px, row + span.upperBound, r: border.r, g: border.g, b: border.b,
              alpha: border.alpha, layer: index)
            painted = true
            px = span.upperBound
          } else {
            paintPixel(px, py)
            px += 1
          }
        }
      }
      if let rows, rows.isAxisAligned {
        // Without rotation a row's spans depend only on which of the v tests it passes, and
        // each test holds over one band of rows: the rows fall into a few runs (top edge,
        // middle, bottom edge) with one set of spans each, worked out once per run, each kind
        // of span once per layer (in `memo`).
        let bands = AxisBands(
          rows, rows: box.minY..<box.maxY, height: h, border: border != nil ? b : nil,
          radius: r, inset: inset)
        var memo = SpanMemo()
        var py = box.minY
        while py < box.maxY {
          let (key, next) = bands.run(from: py)
          defer { py = next }
          // Outside the grown band of (0, h) the outer span is empty.
          guard key & 1 != 0 else { continue }
          let spans = Self.rowSpans(
            box: box, w: w, h: h, b: b, r: r, inset: inset, border: border != nil
          ) { slot, minX, maxX, u, _, inward in
            guard key & (1 << slot) != 0 else { return minX..<minX }
            if let known = memo[slot] { return known }
            let span = rows.rowColumns(row: py, minX: minX, maxX: maxX, u: u, inward: inward)
            memo[slot] = span
            return span
          }
          guard !spans.outer.isEmpty else { continue }
          for row in py..<next { paintRow(row, spans) }
        }
      } else {
        for py in box.minY..<box.maxY {
          guard let rows else {
            for px in box.minX..<box.maxX { paintPixel(px, py) }
            continue
          }
          let spans = Self.rowSpans(
            box: box, w: w, h: h, b: b, r: r, inset: inset, border: border != nil
          ) { _, minX, maxX, u, v, inward in
            rows.columns(row: py, minX: minX, maxX: maxX, u: u, v: v, inward: inward)
          }
          guard !spans.outer.isEmpty else { continue }
          paintRow(py, spans)
        }
      }
    }
    if !painted {
      paintTiny(layer.pointee, paint: fill ?? border, index: index, clips: clips, into: pixels)
    }
  }

  /// A row's spans: every column that may be in the layer (`outer`), those certainly in the
  /// fill, and those certainly in the border (left and right of the fill).
  struct RowSpans {
    var outer: Range<Int>
    var fill: Range<Int>
    var border: (Range<Int>, Range<Int>)
  }

  /// The spans of one row, from `columns` (a slot naming the kind of span, the columns to look
  /// in, the local rectangle and whether inward): every columns `columns` gives inside the outer
  /// span are tested exactly.
  static func rowSpans(
    box: (minX: Int, minY: Int, maxX: Int, maxY: Int), w: Double, h: Double, b: Double,
    r: Double, inset: Double, border: Bool,
    columns: (Int, Int, Int, (Double, Double), (Double, Double), Bool) -> Range<Int>
  ) -> RowSpans {
    let outer = columns(0, box.minX, box.maxX, (0, w), (0, h), false)
    var spans = RowSpans(
      outer: outer, fill: outer.lowerBound..<outer.lowerBound,
      border: (outer.lowerBound..<outer.lowerBound, outer.lowerBound..<outer.lowerBound))
    guard !outer.isEmpty else { return spans }
    func certain(_ slot: Int, _ u: (Double, Double), _ v: (Double, Double)) -> Range<Int> {
      columns(slot, outer.lowerBound, outer.upperBound, u, v, true)
    }
    // The fill is certain in two bars (the rounded corners left out), the border's width
    // in from the edges: a cross, so only the corners are tested pixel by pixel.
    spans.fill =
      inset == b
      ? certain(1, (b, w - b), (b, h - b))
      : union(
        certain(1, (inset, w - inset), (b, h - b)), certain(2, (b, w - b), (inset, h - inset)))
    // The border is certain inside the shape (its two bars) but outside every point that
    // could be in the rectangle the border's width in (grown, as the outer span).
    if border {
      let inside =
        r == 0
        ? certain(3, (0, w), (0, h))
        : union(certain(3, (r, w - r), (0, h)), certain(4, (0, w), (r, h - r)))
      let inner = columns(5, outer.lowerBound, outer.upperBound, (b, w - b), (b, h - b), false)
      if inner.isEmpty {
        spans.border.0 = inside
      } else {
        spans.border.0 =
          inside.lowerBound..<max(inside.lowerBound, min(inside.upperBound, inner.lowerBound))
        spans.border.1 =
          min(inside.upperBound, max(inside.lowerBound, inner.upperBound))..<inside.upperBound
      }
    }
    return spans
  }

  /// Two spans of one row as one: their union when they overlap or touch, else the longer.
  static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
    if a.isEmpty { return b }
    if b.isEmpty { return a }
    if a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound {
      return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }
    return a.count >= b.count ? a : b
  }

  /// A layer too small to cover any pixel centre still shows as the pixel under its centre.
  private func paintTiny(
    _ layer: borrowing FrameLayer, paint: Paint?, index: Int32, clips: [ConvexPolygon],
    into pixels: PixelTarget
  ) {
    guard let paint, layer.size.width > 0, layer.size.height > 0 else { return }
    // The centre as the transform puts it; a layer behind the eye has none to show.
    guard
      let centre = layer.toScreen.apply(
        to: Point(x: layer.size.width / 2, y: layer.size.height / 2))
    else { return }
    let p = fit.pixel(x: centre.x, y: centre.y)
    let px = Int(saturating: p.x.rounded(.down))
    let py = Int(saturating: p.y.rounded(.down))
    guard px >= screen.minX, px < screen.maxX, py >= screen.minY, py < screen.maxY else { return }
    guard clips.allSatisfy({ $0.contains((Double(px) + 0.5, Double(py) + 0.5)) }) else { return }
    pixels.blend(
      py * pixels.width + px, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha, layer: index)
  }

  /// A soft shadow: full strength under its shape, fading to nothing `radius` points outside.
  private func paintShadow(
    _ shadow: FrameShadow, inverse: Homography, scale: Double, clips: [ConvexPolygon],
    screen: (minX: Int, minY: Int, maxX: Int, maxY: Int), into pixels: PixelTarget
  ) {
    let shape = RoundedRect(
      width: shadow.rect.width, height: shadow.rect.height, radius: shadow.cornerRadius)
    let paint = Paint(shadow.color.withAlpha(1), opacity: shadow.opacity)
    let radius = shadow.radius
    let box = bounds(of: shadow.quad, padding: radius * fit.scale, within: screen)
    guard box.minX < box.maxX && box.minY < box.maxY else { return }
    let pointsPerLocal = scale / fit.scale
    // The exact test for one pixel: full strength inside the shape, fading outside.
    func shadePixel(_ px: Int, _ py: Int) {
      let point = fit.point(pixelX: px, pixelY: py)
      guard let (u, v) = inverse.apply(point.x, point.y) else { return }
      let outside =
        shape.signedDistance(u - shadow.rect.minX, v - shadow.rect.minY) * pointsPerLocal
      var strength: Double
      if outside <= 0 {
        strength = 1
      } else if radius > 0 && outside < radius {
        let t = 1 - outside / radius
        strength = t * t
      } else {
        return
      }
      let centre = (Double(px) + 0.5, Double(py) + 0.5)
      guard clips.allSatisfy({ $0.contains(centre) }) else { return }
      strength *= Double(paint.alpha)
      pixels.shade(
        py * pixels.width + px, r: paint.r, g: paint.g, b: paint.b, strength: Float(strength))
    }
    let rows =
      clips.isEmpty && !exactOnly
      ? AffineRows(inverse, fit: fit, size: (shadow.rect.maxX, shadow.rect.maxY)) : nil
    // Beyond `reach` local points from the shape the shadow has faded out.
    let reach = radius / pointsPerLocal
    let (x0, y0) = (shadow.rect.minX, shadow.rect.minY)
    for py in box.minY..<box.maxY {
      guard let rows, reach.isFinite else {
        for px in box.minX..<box.maxX { shadePixel(px, py) }
        continue
      }
      let outer = rows.columns(
        row: py, minX: box.minX, maxX: box.maxX, u: (x0 - reach, x0 + shape.width + reach),
        v: (y0 - reach, y0 + shape.height + reach), inward: false)
      let inset = shape.radius
      let inner = rows.columns(
        row: py, minX: outer.lowerBound, maxX: outer.upperBound,
        u: (x0 + inset, x0 + shape.width - inset), v: (y0 + inset, y0 + shape.height - inset),
        inward: true)
      for px in outer.lowerBound..<inner.lowerBound { shadePixel(px, py) }
      let row = py * pixels.width
      // Inside the shape the strength is 1 times the paint's alpha, as `shadePixel` finds.
      pixels.shadeRun(
        row + inner.lowerBound, row + inner.upperBound, r: paint.r, g: paint.g, b: paint.b,
        strength: Float(Double(paint.alpha)))
      for px in max(inner.upperBound, outer.lowerBound)..<outer.upperBound { shadePixel(px, py) }
    }
  }

  /// The pixel rectangle around a quad (plus padding), limited to the screen.
  private func bounds(
    of quad: [Point], padding: Double, within screen: (minX: Int, minY: Int, maxX: Int, maxY: Int)
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    // Without arrays: this runs for every layer of every frame.
    guard let first = quad.first else { return (0, 0, 0, 0) }
    let p = fit.pixel(x: first.x, y: first.y)
    var (minX, maxX, minY, maxY) = (p.x, p.x, p.y, p.y)
    for point in quad.dropFirst() {
      let p = fit.pixel(x: point.x, y: point.y)
      if p.x < minX { minX = p.x }
      if p.x > maxX { maxX = p.x }
      if p.y < minY { minY = p.y }
      if p.y > maxY { maxY = p.y }
    }
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return (0, 0, 0, 0) }
    return (
      max(screen.minX, Int(saturating: (minX - padding).rounded(.down))),
      max(screen.minY, Int(saturating: (minY - padding).rounded(.down))),
      min(screen.maxX, Int(saturating: (maxX + padding).rounded(.up)) + 1),
      min(screen.maxY, Int(saturating: (maxY + padding).rounded(.up)) + 1)
    )
  }

  /// The mean linear scale of a transform's 2D part: screen points per local point.
  static func linearScale(_ t: Transform3D) -> Double {
    let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
    let sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
    return (sx + sy) / 2 / max(abs(t.m44), 1e-9)
  }
}

/// For an axis-aligned layer, the rows where each of the six kinds of span
/// (`LayerPainter.rowSpans`' slots) passes its v test, as `AffineRows.rowInside` tests it.
/// A row's v is monotonic in the row (a product and a sum, each rounding monotonically), so
/// each test holds over one band of rows, found by bisection; rows passing the same tests have
/// the same spans.
struct AxisBands {
  /// Per slot, the rows passing its test (empty for a slot not in use).
  private var bands: (Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>, Range<Int>)
  private let rows: Range<Int>

  init(
    _ affine: AffineRows, rows: Range<Int>, height h: Double, border b: Double?, radius r: Double,
    inset: Double
  ) {
    self.rows = rows
    let none = rows.lowerBound..<rows.lowerBound
    func band(_ v: (Double, Double), inward: Bool) -> Range<Int> {
      Self.band(affine, rows: rows, v: v, inward: inward)
    }
    let width = b ?? 0
    bands = (
      band((0, h), inward: false),
      band((width, h - width), inward: true),
      inset == width ? none : band((inset, h - inset), inward: true),
      b == nil ? none : band((0, h), inward: true),
      b == nil || r == 0 ? none : band((r, h - r), inward: true),
      b == nil ? none : band((width, h - width), inward: false)
    )
  }

  /// The rows of `rows` where `rowInside(row:v:inward:)` holds: one band, as v is monotonic.
  static func band(
    _ affine: AffineRows, rows: Range<Int>, v: (Double, Double), inward: Bool
  ) -> Range<Int> {
    let (lo, hi) = affine.rowBand(v: v, inward: inward)
    guard lo <= hi, !rows.isEmpty else { return rows.lowerBound..<rows.lowerBound }
    // The first row of `rows` where `test` holds, `test` false then true along the rows.
    func first(_ test: (Double) -> Bool) -> Int {
      var (low, high) = (rows.lowerBound, rows.upperBound)
      while low < high {
        let mid = low + (high - low) / 2
        if test(affine.rowStart(row: mid)) { high = mid } else { low = mid + 1 }
      }
      return low
    }
    let from: Int
    let to: Int
    if affine.rowStart(row: rows.lowerBound) <= affine.rowStart(row: rows.upperBound - 1) {
      // v grows down the rows: above lo from one row, above hi from a later one.
      from = first { $0 >= lo }
      to = first { !($0 <= hi) }
    } else {
      from = first { $0 <= hi }
      to = first { !($0 >= lo) }
    }
    return from < to ? from..<to : rows.lowerBound..<rows.lowerBound
  }

  /// The tests `row` passes as bits by slot, and the first row after it where that may change.
  func run(from row: Int) -> (key: Int, next: Int) {
    var key = 0
    var next = rows.upperBound
    func visit(_ slot: Int, _ band: Range<Int>) {
      if band.contains(row) { key |= 1 << slot }
      if band.lowerBound > row && band.lowerBound < next { next = band.lowerBound }
      if band.upperBound > row && band.upperBound < next { next = band.upperBound }
    }
    visit(0, bands.0)
    visit(1, bands.1)
    visit(2, bands.2)
    visit(3, bands.3)
    visit(4, bands.4)
    visit(5, bands.5)
    return (key, next)
  }
}

/// Six spans kept by kind for one layer, without an array (an allocation a layer).
struct SpanMemo {
  private var spans: (Range<Int>?, Range<Int>?, Range<Int>?, Range<Int>?, Range<Int>?, Range<Int>?)
  init() { spans = (nil, nil, nil, nil, nil, nil) }

  subscript(slot: Int) -> Range<Int>? {
    get {
      switch slot {
      case 0: spans.0
      case 1: spans.1
      case 2: spans.2
      case 3: spans.3
      case 4: spans.4
      default: spans.5
      }
    }
    set {
      switch slot {
      case 0: spans.0 = newValue
      case 1: spans.1 = newValue
      case 2: spans.2 = newValue
      case 3: spans.3 = newValue
      case 4: spans.4 = newValue
      default: spans.5 = newValue
      }
    }
  }
}

/// A colour with its effective alpha, ready to blend.
struct Paint {
  let r: Float
  let g: Float
  let b: Float
  let alpha: Float

  init(_ c: RGBAColor, opacity: Double) {
    r = Float(c.red)
    g = Float(c.green)
    b = Float(c.blue)
    alpha = Float(c.alpha * opacity)
  }
}

/// A rectangle from (0, 0) with rounded corners, as a signed distance: negative inside.
struct RoundedRect {
  let width: Double
  let height: Double
  let radius: Double

  init(width: Double, height: Double, radius: Double) {
    self.width = width
    self.height = height
    self.radius = max(0, min(radius, width / 2, height / 2))
  }

  func signedDistance(_ u: Double, _ v: Double) -> Double {
    let px = abs(u - width / 2) - (width / 2 - radius)
    let py = abs(v - height / 2) - (height / 2 - radius)
    let outside = (max(px, 0) * max(px, 0) + max(py, 0) * max(py, 0)).squareRoot()
    return outside + min(max(px, py), 0) - radius
  }
}

/// A convex polygon in pixel coordinates, for clipping.
struct ConvexPolygon {
  let points: [(x: Double, y: Double)]

  init(_ points: [(x: Double, y: Double)]) { self.points = points }

  /// Inside or on the edge, whichever way the corners wind.
  func contains(_ p: (Double, Double)) -> Bool {
    Self.contains(count: points.count, p) { points[$0] }
  }

  /// `contains` for the polygon of `count` corners that `corner` gives, without an array of
  /// them (labels test their boxes this way on every frame).
  @inline(__always)
  static func contains(
    count: Int, _ p: (Double, Double), corner: (Int) -> (x: Double, y: Double)
  ) -> Bool {
    guard count >= 3 else { return false }
    var sign = 0.0
    for i in 0..<count {
      let a = corner(i)
      let b = corner((i + 1) % count)
      let cross = (b.x - a.x) * (p.1 - a.y) - (b.y - a.y) * (p.0 - a.x)
      if abs(cross) < 1e-9 { continue }
      if sign == 0 {
        sign = cross
      } else if (cross > 0) != (sign > 0) {
        return false
      }
    }
    return true
  }
}
