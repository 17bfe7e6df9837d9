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
  let screen: (minX: Int, minY: Int, maxX: Int, maxY: Int)

  /// The images layers show, by name (`FrameImage.name`).
  var images = RasterImages()
  /// Straight edges of axis-aligned layers shaded by coverage (`paintCovered`): the finer
  /// blitters' pictures; half blocks and images keep the centre test.
  var edgeCoverage = false
  /// The stream's copies of upright images as drawn (`RasterBuffers`), valid while the painter
  /// paints; nil makes a copy for each layer and keeps none.
  var copies: UnsafeMutablePointer<ImageCopies>?

  init(
    fit: ScreenFit, exactOnly: Bool = false, images: RasterImages = RasterImages(),
    edgeCoverage: Bool = false, copies: UnsafeMutablePointer<ImageCopies>? = nil
  ) {
    self.fit = fit
    self.exactOnly = exactOnly
    self.images = images
    self.edgeCoverage = edgeCoverage
    self.copies = copies
    screen = fit.screenPixels
  }

  func paint(_ layer: FrameLayer, index: Int32, into pixels: inout PixelBuffer) {
    withUnsafePointer(to: layer) { layer in
      pixels.withTarget { paint(layer, index: index, into: $0) }
    }
  }

  /// `paint` through the buffer's pointers (`PixelBuffer.withTarget`), for a frame's layers;
  /// the layer read in place (passed by value, each layer was copied).
  /// `box`: its `bounds`, when worked out already.
  func paint(
    _ layer: UnsafePointer<FrameLayer>, index: Int32,
    box: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil,
    into pixels: PixelTarget
  ) {
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
    guard let image = layer.pointee.image.flatMap({ images[image: $0] }) else {
      paintBox(
        layer, index: index, box: box, inverse: inverse, shape: shape, scale: scale, clips: clips,
        fill: fill, border: border, into: pixels)
      return
    }
    // As Core Animation composites a layer: its background colour, its contents (the image),
    // then its border over both. The fill is painted just before the image (or after an image
    // that paints nothing), without the box the image then covers with opaque texels.
    var under = FillUnder(layer: layer, index: index, box: box, scale: scale, fill: fill)
    _ = paintImage(
      layer, image, inverse: inverse, shape: shape, scale: scale, clips: clips, index: index,
      under: &under, into: pixels)
    paintFill(&under, excluding: nil, inverse: inverse, shape: shape, clips: clips, into: pixels)
    if border != nil {
      paintBox(
        layer, index: index, box: box, inverse: inverse, shape: shape, scale: scale, clips: clips,
        fill: nil, border: border, into: pixels)
    }
  }

  /// A box of pixels, `minX..<maxX` by `minY..<maxY`.
  typealias PixelBox = (minX: Int, minY: Int, maxX: Int, maxY: Int)

  /// An image layer's fill, which its image paints over: painted once (`paintFill`), just
  /// before the image's first pixel, or after an image that painted none.
  struct FillUnder {
    let layer: UnsafePointer<FrameLayer>
    let index: Int32
    let box: PixelBox?
    let scale: Double
    let fill: Paint?
    var painted = false
  }

  /// The fill under an image, unless painted already, without `excluding`: the pixels the
  /// image paints next with opaque texels at full opacity.
  func paintFill(
    _ under: inout FillUnder, excluding: UnsafePointer<OpaqueImage>?, inverse: Homography,
    shape: RoundedRect,
    clips: [ConvexPolygon], into pixels: PixelTarget
  ) {
    guard !under.painted else { return }
    under.painted = true
    paintBox(
      under.layer, index: under.index, box: under.box, inverse: inverse, shape: shape,
      scale: under.scale, clips: clips, fill: under.fill, border: nil, excluding: excluding,
      into: pixels)
  }

  /// The layer's fill with rounded corners and its border (either may be nil). `excluding`:
  /// pixels the caller paints over next with opaque paint of this layer (an opaque image),
  /// which the axis-aligned path leaves out (the others paint them: the same picture).
  private func paintBox(
    _ layer: UnsafePointer<FrameLayer>, index: Int32,
    box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?, inverse: Homography, shape: RoundedRect,
    scale: Double, clips: [ConvexPolygon], fill: Paint?, border: Paint?,
    excluding: UnsafePointer<OpaqueImage>? = nil, into pixels: PixelTarget
  ) {
    guard fill != nil || border != nil else { return }
    let solidBorder = border
    var border = border
    // A border thinner than a pixel covers the edge pixels by that fraction: they take the
    // fill, then the border's colour at that fraction of its alpha (a 1 pt border at 16 pt a
    // pixel tints, it does not paint a 16 pt frame). The geometry stays one pixel wide.
    let covered = layer.pointee.borderWidth * scale
    let borderUnder: Paint? = border != nil && covered < 1 ? fill : nil
    if let paint = border, covered < 1 { border = paint.fading(by: Float(covered)) }
    let borderWidth = max(layer.pointee.borderWidth, 1 / scale)
    let box = box ?? bounds(of: layer.pointee.quad, padding: 0, within: screen)
    // Thinner than a pixel one way, longer the other: the line of pixels blended by its share,
    // wherever it falls (a hairline over a pixel centre was painted in full, one between two
    // at a quarter, so its look hung on the grid, not on its width).
    if Self.isHairline(layer.pointee.size, scale: scale) {
      paintTiny(layer.pointee, paint: fill ?? border, index: index, clips: clips, into: pixels)
      return
    }
    var painted = false
    // The exact test for one pixel: its centre mapped into the layer, inside the rounded
    // shape, inside every clip; the border within `borderWidth` of the edge. Says whether it
    // painted (returned, not set: a variable it set was checked for exclusive access at run
    // time on every layer).
    func paintPixel(_ px: Int, _ py: Int) -> Bool {
      let point = fit.point(pixelX: px, pixelY: py)
      guard let (u, v) = inverse.apply(point.x, point.y) else { return false }
      // In a rounded corner (past the straight parts both ways) the pixel takes the share of
      // it the shape covers, so corners and circles are round, not stepped.
      // (Only where the centre is within the bounds, as the spans look: a pixel whose centre
      // is outside them is left out whatever its share.)
      let (a, b) = (shape.across(u), shape.down(v))
      if shape.radius > 0, a > 0, b > 0, a <= shape.radius, b <= shape.radius {
        let centre = (Double(px) + 0.5, Double(py) + 0.5)
        guard clips.allSatisfy({ $0.contains(centre) }) else { return false }
        return paintCorner(
          px, py, inverse: inverse, shape: shape, fill: fill, border: border,
          borderUnder: borderUnder, borderWidth: borderWidth, index: index, into: pixels)
      }
      let d = shape.signedDistance(u, v)
      guard d <= 0 else { return false }
      let centre = (Double(px) + 0.5, Double(py) + 0.5)
      guard clips.allSatisfy({ $0.contains(centre) }) else { return false }
      let onBorder = border != nil && -d < borderWidth
      let paint = onBorder ? border : fill
      guard let paint else { return false }
      let i = py * pixels.width + px
      if onBorder, let under = borderUnder {
        pixels.blend(i, r: under.r, g: under.g, b: under.b, alpha: under.alpha, layer: index)
      }
      pixels.blend(i, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha, layer: index)
      return true
    }
    if box.minX < box.maxX && box.minY < box.maxY {
      if clips.isEmpty && edgeCoverage,
        let any = paintCovered(
          inverse: inverse, shape: shape, box: box, fill: fill, border: solidBorder,
          borderWidth: layer.pointee.borderWidth, faded: border, under: borderUnder,
          cornerWidth: borderWidth, index: index, into: pixels)
      {
        if any { painted = true }
      } else if clips.isEmpty && !exactOnly,
        let any = paintAxisAligned(
          inverse: inverse, shape: shape, box: box, fill: fill, border: border,
          borderUnder: borderUnder, borderWidth: borderWidth, index: index, excluding: excluding,
          into: pixels)
      {
        if any { painted = true }
      } else {
        let any = paintSpans(
          layer, inverse: inverse, shape: shape, box: box, fill: fill, border: border,
          borderUnder: borderUnder, borderWidth: borderWidth, clips: clips, index: index,
          into: pixels, exact: paintPixel)
        if any { painted = true }
      }
    }
    if !painted {
      paintTiny(layer.pointee, paint: fill ?? border, index: index, clips: clips, into: pixels)
    }
  }

  /// Paints a layer's `box` row by row, and says whether a run took a paint: without
  /// perspective or clips each row is a span (`AffineRows`), pixels certainly inside the shape
  /// (away from corners and border) take the fill in one run and only its ends are tested with
  /// `exact`; with them, every pixel is.
  private func paintSpans(
    _ layer: UnsafePointer<FrameLayer>, inverse: Homography, shape: RoundedRect,
    box: (minX: Int, minY: Int, maxX: Int, maxY: Int), fill: Paint?, border: Paint?,
    borderUnder: Paint?, borderWidth: Double, clips: [ConvexPolygon], index: Int32,
    into pixels: PixelTarget, exact: (Int, Int) -> Bool
  ) -> Bool {
    let rows =
      clips.isEmpty && !exactOnly
      ? AffineRows(inverse, fit: fit, size: (layer.pointee.size.width, layer.pointee.size.height))
      : nil
    let b = border != nil ? borderWidth : 0
    let r = shape.radius
    let inset = max(r, b)
    let (w, h) = (shape.width, shape.height)
    var painted = false
    for py in box.minY..<box.maxY {
      guard let rows else {
        for px in box.minX..<box.maxX where exact(px, py) { painted = true }
        continue
      }
      let spans = Self.rowSpans(
        box: box, w: w, h: h, b: b, r: r, inset: inset, border: border != nil
      ) { minX, maxX, u, v, inward in
        rows.columns(row: py, minX: minX, maxX: maxX, u: u, v: v, inward: inward)
      }
      // The columns of the row painted from its spans: runs of fill and border, every other
      // column between them tested exactly.
      let row = py * pixels.width
      var px = spans.outer.lowerBound
      while px < spans.outer.upperBound {
        if spans.fill.contains(px) {
          if let fill {
            pixels.blendRun(
              row + px, row + spans.fill.upperBound, r: fill.r, g: fill.g, b: fill.b,
              alpha: fill.alpha, layer: index)
            painted = true
          }
          px = spans.fill.upperBound
        } else if let border,
          let span = spans.border.0.contains(px)
            ? spans.border.0 : spans.border.1.contains(px) ? spans.border.1 : nil
        {
          if let under = borderUnder {
            pixels.blendRun(
              row + px, row + span.upperBound, r: under.r, g: under.g, b: under.b,
              alpha: under.alpha, layer: index)
          }
          pixels.blendRun(
            row + px, row + span.upperBound, r: border.r, g: border.g, b: border.b,
            alpha: border.alpha, layer: index)
          painted = true
          px = span.upperBound
        } else {
          if exact(px, py) { painted = true }
          px += 1
        }
      }
    }
    return painted
  }

  /// A row's spans: every column that may be in the layer (`outer`), those certainly in the
  /// fill, and those certainly in the border (left and right of the fill).
  struct RowSpans {
    var outer: Range<Int>
    var fill: Range<Int>
    var border: (Range<Int>, Range<Int>)
  }

  /// The spans of one row, from `columns` (the columns to look in, the local rectangle and
  /// whether inward): every column `columns` gives inside the outer span is tested exactly.
  static func rowSpans(
    box: (minX: Int, minY: Int, maxX: Int, maxY: Int), w: Double, h: Double, b: Double,
    r: Double, inset: Double, border: Bool,
    columns: (Int, Int, (Double, Double), (Double, Double), Bool) -> Range<Int>
  ) -> RowSpans {
    let outer = columns(box.minX, box.maxX, (0, w), (0, h), false)
    var spans = RowSpans(
      outer: outer, fill: outer.lowerBound..<outer.lowerBound,
      border: (outer.lowerBound..<outer.lowerBound, outer.lowerBound..<outer.lowerBound))
    guard !outer.isEmpty else { return spans }
    func certain(_ u: (Double, Double), _ v: (Double, Double)) -> Range<Int> {
      columns(outer.lowerBound, outer.upperBound, u, v, true)
    }
    // The fill is certain in two bars (the rounded corners left out), the border's width
    // in from the edges: a cross, so only the corners are tested pixel by pixel.
    spans.fill =
      inset == b
      ? certain((b, w - b), (b, h - b))
      : union(certain((inset, w - inset), (b, h - b)), certain((b, w - b), (inset, h - inset)))
    // The border is certain inside the shape (its two bars) but outside every point that
    // could be in the rectangle the border's width in (grown, as the outer span).
    if border {
      let inside =
        r == 0
        ? certain((0, w), (0, h))
        : union(certain((r, w - r), (0, h)), certain((0, w), (r, h - r)))
      let inner = columns(outer.lowerBound, outer.upperBound, (b, w - b), (b, h - b), false)
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

  /// A layer too small to cover any pixel centre still shows: thinner than a pixel one way
  /// but longer the other (a hairline), as the line of pixels along its length, blended by the
  /// share of a pixel it covers (at least a quarter, so it stays in sight); smaller both ways
  /// (a dot), as the pixel under its centre.
  private func paintTiny(
    _ layer: borrowing FrameLayer, paint: Paint?, index: Int32, clips: [ConvexPolygon],
    into pixels: PixelTarget
  ) {
    guard let paint, layer.size.width > 0, layer.size.height > 0 else { return }
    let (w, h) = (layer.size.width, layer.size.height)
    // The centre and the ends of the long axis as the transform puts them; a layer behind the
    // eye has none to show.
    guard let centre = layer.toScreen.apply(to: Point(x: w / 2, y: h / 2)) else { return }
    let wide = w >= h
    let ends =
      wide
      ? (Point(x: 0, y: h / 2), Point(x: w, y: h / 2))
      : (Point(x: w / 2, y: 0), Point(x: w / 2, y: h))
    if let a = layer.toScreen.apply(to: ends.0), let b = layer.toScreen.apply(to: ends.1) {
      let p = fit.pixel(x: a.x, y: a.y)
      let q = fit.pixel(x: b.x, y: b.y)
      let length = max(abs(q.x - p.x), abs(q.y - p.y))
      if length >= 1, length.isFinite {
        let thickness = min(w, h) * Self.linearScale(layer.toScreen) * fit.scale
        let share = Float(max(0.25, min(1, thickness)))
        let steps = Int(min(length.rounded(.up), Double(fit.pixelWidth + fit.pixelHeight)))
        var last = -1
        for k in 0..<steps {
          let t = (Double(k) + 0.5) / Double(steps)
          let x = Int(saturating: (p.x + (q.x - p.x) * t).rounded(.down))
          let y = Int(saturating: (p.y + (q.y - p.y) * t).rounded(.down))
          guard x >= screen.minX, x < screen.maxX, y >= screen.minY, y < screen.maxY else {
            continue
          }
          let i = y * pixels.width + x
          guard i != last, clips.allSatisfy({ $0.contains((Double(x) + 0.5, Double(y) + 0.5)) })
          else { continue }
          last = i
          pixels.blend(
            i, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha * share, layer: index)
        }
        return
      }
    }
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
    let box = bounds(
      of: shadow.quad, padding: radius * max(fit.scaleX, fit.scaleY), within: screen)
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
  func bounds(
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
      max(screen.minX, Int(saturatingFloor: minX - padding)),
      max(screen.minY, Int(saturatingFloor: minY - padding)),
      min(screen.maxX, Int(saturatingCeiling: maxX + padding) + 1),
      min(screen.maxY, Int(saturatingCeiling: maxY + padding) + 1)
    )
  }

  /// The mean linear scale of a transform's 2D part: screen points per local point.
  /// Thinner than a pixel one way and at least a pixel long the other, at `scale` pixels a
  /// point: drawn as a blended line of pixels, so never opaque.
  static func isHairline(_ size: Size, scale: Double) -> Bool {
    min(size.width, size.height) * scale < 1 && max(size.width, size.height) * scale >= 1
  }

  static func linearScale(_ t: Transform3D) -> Double {
    let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
    let sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
    return (sx + sy) / 2 / max(abs(t.m44), 1e-9)
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

  private init(r: Float, g: Float, b: Float, alpha: Float) {
    (self.r, self.g, self.b, self.alpha) = (r, g, b, alpha)
  }

  /// The same colour at `fraction` of its alpha.
  func fading(by fraction: Float) -> Paint {
    Paint(r: r, g: g, b: b, alpha: alpha * max(0, min(1, fraction)))
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
    self.radius = max(0, min(min(radius, width / 2), height / 2))
  }

  func signedDistance(_ u: Double, _ v: Double) -> Double {
    distance(across: across(u), down: down(v))
  }

  /// How far `u` is past the straight part of the top and bottom edges (≤ 0 within it).
  @inline(__always)
  func across(_ u: Double) -> Double { abs(u - width / 2) - (width / 2 - radius) }

  /// How far `v` is past the straight part of the left and right edges (≤ 0 within it).
  @inline(__always)
  func down(_ v: Double) -> Double { abs(v - height / 2) - (height / 2 - radius) }

  /// The signed distance from `across` and `down`: with one of them −∞, the distance every
  /// point of that column (or row) has wherever the other is ≤ 0.
  @inline(__always)
  func distance(across px: Double, down py: Double) -> Double {
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
