import HeroPlanner

/// A layer's image: each pixel's centre mapped back into the layer (the inverse transform the
/// box is painted with, so rotation and perspective come for free), laid out by the content
/// mode in the layer's bounds, sampled from the level of detail that matches the area the pixel
/// covers, and blended with the layer's opacity. Cut to the rounded bounds when the view masks
/// to its bounds; else the image may overhang them, as UIImageView's does. An upright layer
/// takes the same colours from its copy at the size it is drawn (`LayerPainter+UprightImage`);
/// this per-pixel sampler paints the rest (rotation, perspective, clip quads).
extension LayerPainter {
  /// Paints the image over the layer's fill; says whether a pixel took it. The fill `under`
  /// is painted before the image's first pixel (`paintFill`), without the box the image then
  /// covers with opaque texels at full opacity where it knows one; an image that paints
  /// nothing may return without painting it.
  func paintImage(
    _ layer: UnsafePointer<FrameLayer>, _ image: RasterImage, inverse: Homography,
    shape: RoundedRect, scale: Double, clips: [ConvexPolygon], index: Int32,
    under: inout FillUnder, into pixels: PixelTarget
  ) -> Bool {
    guard let frameImage = layer.pointee.image, !image.levels.isEmpty else { return false }
    let rect = frameImage.contentMode.layout(image: image.pointSize, in: layer.pointee.size)
    guard rect.width > 0, rect.height > 0 else { return false }
    let clipped = frameImage.clipsToBounds
    // Where the image shows, in the layer: its rectangle, within the bounds when clipped.
    var shown = rect
    if clipped {
      let size = layer.pointee.size
      let (x0, y0) = (max(rect.minX, 0), max(rect.minY, 0))
      let (x1, y1) = (min(rect.maxX, size.width), min(rect.maxY, size.height))
      shown = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    guard shown.width > 0, shown.height > 0 else { return false }
    // The pixels around the shown rectangle's corners on screen (as `bounds(of:)` finds them,
    // without an array: this runs for every image layer of every frame).
    let forward = Homography(layer.pointee.toScreen)
    guard let a = forward.apply(shown.minX, shown.minY),
      let b = forward.apply(shown.maxX, shown.minY),
      let c = forward.apply(shown.maxX, shown.maxY), let d = forward.apply(shown.minX, shown.maxY)
    else { return false }
    let box = bounds(
      of: (
        Point(x: a.0, y: a.1), Point(x: b.0, y: b.1), Point(x: c.0, y: c.1), Point(x: d.0, y: d.1)
      ))
    guard box.minX < box.maxX, box.minY < box.maxY else { return false }
    // Base pixels a screen pixel covers, the mean of the two directions.
    let footprint =
      (Double(image.width) / rect.width + Double(image.height) / rect.height) / 2 / scale
    let level = image.level(forFootprint: footprint)
    let opacity = Float(layer.pointee.opacity)
    let tint = frameImage.tint
    let template = image.isTemplate
    // An upright layer without clip quads: from its copy at this size and place, row by row.
    if !exactOnly, clips.isEmpty {
      var kept = ImageCopies()
      let painted = withUnsafeMutablePointer(to: &kept) { kept in
        paintUprightImage(
          image, level: level, rect: rect, shown: shown, clipped: clipped, shape: shape,
          inverse: inverse, box: box, opacity: opacity, tint: tint, index: index,
          copies: copies ?? kept, under: &under, into: pixels)
      }
      if let painted { return painted }
    }
    paintFill(&under, excluding: nil, inverse: inverse, shape: shape, clips: clips, into: pixels)
    var painted = false
    for py in box.minY..<box.maxY {
      for px in box.minX..<box.maxX {
        let point = fit.point(pixelX: px, pixelY: py)
        guard let (u, v) = inverse.apply(point.x, point.y) else { continue }
        guard u >= shown.minX, u <= shown.maxX, v >= shown.minY, v <= shown.maxY else { continue }
        if clipped, shape.radius > 0, shape.signedDistance(u, v) > 0 { continue }
        if !clips.isEmpty {
          let centre = (Double(px) + 0.5, Double(py) + 0.5)
          guard clips.allSatisfy({ $0.contains(centre) }) else { continue }
        }
        let c = image.sample(
          (u - rect.minX) / rect.width, (v - rect.minY) / rect.height, level: level)
        guard c.w > 0 else { continue }
        if template {
          pixels.blend(
            py * pixels.width + px, r: Float(tint.red), g: Float(tint.green),
            b: Float(tint.blue), alpha: c.w * Float(tint.alpha) * opacity, layer: index)
        } else {
          pixels.blend(
            py * pixels.width + px, r: c.x / c.w, g: c.y / c.w, b: c.z / c.w,
            alpha: c.w * opacity, layer: index)
        }
        painted = true
      }
    }
    return painted
  }

  /// `bounds(of:padding:within:)` of four corners, no padding, within the screen: the same
  /// pixels.
  private func bounds(
    of quad: (Point, Point, Point, Point)
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    let p = fit.pixel(x: quad.0.x, y: quad.0.y)
    var (minX, maxX, minY, maxY) = (p.x, p.x, p.y, p.y)
    func extend(_ point: Point) {
      let p = fit.pixel(x: point.x, y: point.y)
      if p.x < minX { minX = p.x }
      if p.x > maxX { maxX = p.x }
      if p.y < minY { minY = p.y }
      if p.y > maxY { maxY = p.y }
    }
    extend(quad.1)
    extend(quad.2)
    extend(quad.3)
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return (0, 0, 0, 0) }
    return (
      max(screen.minX, Int(saturatingFloor: minX)), max(screen.minY, Int(saturatingFloor: minY)),
      min(screen.maxX, Int(saturatingCeiling: maxX) + 1),
      min(screen.maxY, Int(saturatingCeiling: maxY) + 1)
    )
  }
}
