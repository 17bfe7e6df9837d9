import HeroPlanner

/// Paints one frame layer into the pixel buffer: its shadow, then its fill with rounded corners,
/// then its border; each pixel sampled at its centre, mapped back into the layer's own
/// coordinates (so rotation and perspective come for free), clipped to the screen and to the
/// layer's clip quads.
struct LayerPainter {
  let fit: ScreenFit

  func paint(_ layer: FrameLayer, index: Int32, into pixels: inout PixelBuffer) {
    guard layer.opacity > 0, layer.size.width > 0 || layer.size.height > 0,
      let inverse = Homography(layer.toScreen).inverse
    else { return }
    let clips = layer.clips.map { ConvexPolygon($0.map { fit.pixel(x: $0.x, y: $0.y) }) }
    let screen = fit.screenPixels
    let scale = Self.linearScale(layer.toScreen) * fit.scale
    guard scale > 0 else { return }
    let shape = RoundedRect(
      width: layer.size.width, height: layer.size.height, radius: layer.cornerRadius)

    if let shadow = layer.shadow, shadow.opacity > 0,
      shadow.fromPath || layer.color != nil || layer.borderWidth > 0
    {
      paintShadow(
        shadow, inverse: inverse, scale: scale, clips: clips, screen: screen, into: &pixels)
    }

    let fill = layer.color.map { Paint($0, opacity: layer.opacity) }
    let border: Paint? =
      layer.borderWidth > 0 ? layer.borderColor.map { Paint($0, opacity: layer.opacity) } : nil
    guard fill != nil || border != nil else { return }
    // At least one pixel wide, so a thin border still shows.
    let borderWidth = max(layer.borderWidth, 1 / scale)
    let box = bounds(of: layer.quad, padding: 0, within: screen)
    var painted = false
    if box.minX < box.maxX && box.minY < box.maxY {
      for py in box.minY..<box.maxY {
        for px in box.minX..<box.maxX {
          let point = fit.point(pixelX: px, pixelY: py)
          guard let (u, v) = inverse.apply(point.x, point.y) else { continue }
          let d = shape.signedDistance(u, v)
          guard d <= 0 else { continue }
          let centre = (Double(px) + 0.5, Double(py) + 0.5)
          guard clips.allSatisfy({ $0.contains(centre) }) else { continue }
          let paint = border != nil && -d < borderWidth ? border : fill
          guard let paint else { continue }
          pixels.blend(
            py * pixels.width + px, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha,
            layer: index)
          painted = true
        }
      }
    }
    if !painted {
      paintTiny(layer, paint: fill ?? border, index: index, clips: clips, into: &pixels)
    }
  }

  /// A layer too small to cover any pixel centre still shows as the pixel under its centre.
  private func paintTiny(
    _ layer: FrameLayer, paint: Paint?, index: Int32, clips: [ConvexPolygon],
    into pixels: inout PixelBuffer
  ) {
    guard let paint, layer.size.width > 0, layer.size.height > 0 else { return }
    // The centre as the transform puts it; a layer behind the eye has none to show.
    guard
      let centre = layer.toScreen.apply(
        to: Point(x: layer.size.width / 2, y: layer.size.height / 2))
    else { return }
    let p = fit.pixel(x: centre.x, y: centre.y)
    let px = Int(p.x.rounded(.down))
    let py = Int(p.y.rounded(.down))
    let screen = fit.screenPixels
    guard px >= screen.minX, px < screen.maxX, py >= screen.minY, py < screen.maxY else { return }
    guard clips.allSatisfy({ $0.contains((Double(px) + 0.5, Double(py) + 0.5)) }) else { return }
    pixels.blend(
      py * pixels.width + px, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha, layer: index)
  }

  /// A soft shadow: full strength under its shape, fading to nothing `radius` points outside.
  private func paintShadow(
    _ shadow: FrameShadow, inverse: Homography, scale: Double, clips: [ConvexPolygon],
    screen: (minX: Int, minY: Int, maxX: Int, maxY: Int), into pixels: inout PixelBuffer
  ) {
    let shape = RoundedRect(
      width: shadow.rect.width, height: shadow.rect.height, radius: shadow.cornerRadius)
    let paint = Paint(shadow.color.withAlpha(1), opacity: shadow.opacity)
    let radius = shadow.radius
    let box = bounds(of: shadow.quad, padding: radius * fit.scale, within: screen)
    guard box.minX < box.maxX && box.minY < box.maxY else { return }
    let pointsPerLocal = scale / fit.scale
    for py in box.minY..<box.maxY {
      for px in box.minX..<box.maxX {
        let point = fit.point(pixelX: px, pixelY: py)
        guard let (u, v) = inverse.apply(point.x, point.y) else { continue }
        let outside =
          shape.signedDistance(u - shadow.rect.minX, v - shadow.rect.minY) * pointsPerLocal
        var strength: Double
        if outside <= 0 {
          strength = 1
        } else if radius > 0 && outside < radius {
          let t = 1 - outside / radius
          strength = t * t
        } else {
          continue
        }
        let centre = (Double(px) + 0.5, Double(py) + 0.5)
        guard clips.allSatisfy({ $0.contains(centre) }) else { continue }
        strength *= Double(paint.alpha)
        let i = py * pixels.width + px
        pixels.red[i] += (paint.r - pixels.red[i]) * Float(strength)
        pixels.green[i] += (paint.g - pixels.green[i]) * Float(strength)
        pixels.blue[i] += (paint.b - pixels.blue[i]) * Float(strength)
      }
    }
  }

  /// The pixel rectangle around a quad (plus padding), limited to the screen.
  private func bounds(
    of quad: [Point], padding: Double, within screen: (minX: Int, minY: Int, maxX: Int, maxY: Int)
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    let points = quad.map { fit.pixel(x: $0.x, y: $0.y) }
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return (0, 0, 0, 0) }
    return (
      max(screen.minX, Int((minX - padding).rounded(.down))),
      max(screen.minY, Int((minY - padding).rounded(.down))),
      min(screen.maxX, Int((maxX + padding).rounded(.up)) + 1),
      min(screen.maxY, Int((maxY + padding).rounded(.up)) + 1)
    )
  }

  /// The mean linear scale of a transform's 2D part: screen points per local point.
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
    guard points.count >= 3 else { return false }
    var sign = 0.0
    for i in 0..<points.count {
      let a = points[i]
      let b = points[(i + 1) % points.count]
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
