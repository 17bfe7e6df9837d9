import HeroPlanner

/// The arc overlay (`c`) drawn into a picture's pixels, for the image protocols: each arc's
/// curve as an antialiased line, its control polygon faint, and discs at the start, control
/// point, end and where the view is now — the braille overlay's marks (`ArcOverlay`) at the
/// picture's resolution.
enum PixelArcs {
  /// Segments a curve is drawn with: at this many the chords stay within a pixel of the curve
  /// at the sizes a terminal picture has.
  static let segments = 48

  static func paint(
    _ frame: Frame, only: Set<ViewRef>?, fit: ScreenFit, into pixels: inout PixelBuffer
  ) {
    // About two points wide, at least a pixel and a half.
    let width = max(1.5, 2 * fit.scale)
    let radius = max(3, 4 * fit.scale)
    for layer in frame.layers {
      guard let arc = layer.arc, only?.contains(layer.view) ?? true else { continue }
      let a = fit.pixel(x: arc.start.x, y: arc.start.y)
      let c = fit.pixel(x: arc.control.x, y: arc.control.y)
      let b = fit.pixel(x: arc.end.x, y: arc.end.y)
      let faint = colour(ArcOverlay.polygonColor)
      line(a, c, width: width / 2, colour: faint, alpha: 0.6, into: &pixels)
      line(c, b, width: width / 2, colour: faint, alpha: 0.6, into: &pixels)
      var last = a
      for step in 1...segments {
        let p = arc.point(at: Double(step) / Double(segments))
        let next = fit.pixel(x: p.x, y: p.y)
        line(
          last, next, width: width, colour: colour(ArcOverlay.curveColor), alpha: 1, into: &pixels)
        last = next
      }
      disc(a, radius: radius, colour: colour(ArcOverlay.startColor), into: &pixels)
      disc(c, radius: radius, colour: colour(ArcOverlay.controlColor), into: &pixels)
      disc(b, radius: radius, colour: colour(ArcOverlay.endColor), into: &pixels)
      if let f = layer.arcFraction {
        let p = arc.point(at: f)
        disc(
          fit.pixel(x: p.x, y: p.y), radius: radius, colour: colour(ArcOverlay.currentColor),
          into: &pixels)
      }
    }
  }

  static func colour(_ c: RGB) -> SIMD4<Float> {
    SIMD4(Float(c.r) / 255, Float(c.g) / 255, Float(c.b) / 255, 0)
  }

  /// A line `width` pixels wide from `a` to `b` with round ends, each pixel covered by how far
  /// its centre lies from the segment (a pixel's worth of soft edge).
  static func line(
    _ a: (x: Double, y: Double), _ b: (x: Double, y: Double), width: Double,
    colour: SIMD4<Float>, alpha: Float, into pixels: inout PixelBuffer
  ) {
    let half = width / 2
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length2 = dx * dx + dy * dy
    cover(
      minX: min(a.x, b.x) - half - 1, maxX: max(a.x, b.x) + half + 1,
      minY: min(a.y, b.y) - half - 1, maxY: max(a.y, b.y) + half + 1, colour: colour,
      alpha: alpha, into: &pixels
    ) { x, y in
      let t = length2 > 0 ? max(0, min(1, ((x - a.x) * dx + (y - a.y) * dy) / length2)) : 0
      let ex = x - (a.x + dx * t)
      let ey = y - (a.y + dy * t)
      return half + 0.5 - (ex * ex + ey * ey).squareRoot()
    }
  }

  /// A filled disc with a soft edge.
  static func disc(
    _ centre: (x: Double, y: Double), radius: Double, colour: SIMD4<Float>,
    into pixels: inout PixelBuffer
  ) {
    cover(
      minX: centre.x - radius - 1, maxX: centre.x + radius + 1, minY: centre.y - radius - 1,
      maxY: centre.y + radius + 1, colour: colour, alpha: 1, into: &pixels
    ) { x, y in
      let ex = x - centre.x
      let ey = y - centre.y
      return radius + 0.5 - (ex * ex + ey * ey).squareRoot()
    }
  }

  /// Blends `colour` into the pixels of the box by the coverage `coverage` gives each pixel
  /// centre (clamped to 0…1), times `alpha`. Never off the buffer, whatever the numbers.
  private static func cover(
    minX: Double, maxX: Double, minY: Double, maxY: Double, colour: SIMD4<Float>, alpha: Float,
    into pixels: inout PixelBuffer, coverage: (Double, Double) -> Double
  ) {
    guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
    let x0 = max(0, Int(max(-1, minX.rounded(.down))))
    let x1 = min(pixels.width - 1, Int(min(Double(pixels.width), maxX.rounded(.up))))
    let y0 = max(0, Int(max(-1, minY.rounded(.down))))
    let y1 = min(pixels.height - 1, Int(min(Double(pixels.height), maxY.rounded(.up))))
    guard x0 <= x1, y0 <= y1 else { return }
    let width = pixels.width
    pixels.colors.withUnsafeMutableBufferPointer { colors in
      for y in y0...y1 {
        for x in x0...x1 {
          let k = Float(max(0, min(1, coverage(Double(x) + 0.5, Double(y) + 0.5)))) * alpha
          guard k > 0 else { continue }
          let i = y * width + x
          colors[i] += (colour - colors[i]) * k
        }
      }
    }
  }
}
