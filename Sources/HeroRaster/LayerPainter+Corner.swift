extension LayerPainter {
  /// Samples a pixel takes across and down inside a rounded corner.
  static let cornerSamples = 4

  /// A pixel inside a rounded corner, painted by the share of it the shape covers (4 × 4
  /// samples): the fill over its share (over the whole covered share under a border thinner
  /// than a pixel), then the border over its own. Says whether any sample was inside. The
  /// pixel is the layer's (for the text map and picking) where it covers at least half of it,
  /// as a pixel whose centre is inside is elsewhere.
  func paintCorner(
    _ px: Int, _ py: Int, inverse: Homography, shape: RoundedRect, fill: Paint?, border: Paint?,
    borderUnder: Paint?, borderWidth: Double, index: Int32, into pixels: PixelTarget
  ) -> Bool {
    let n = Self.cornerSamples
    var inFill = 0
    var inBorder = 0
    // The samples' columns in points (`cornerSamples` is 4), worked out once, not per row.
    var xs = SIMD4<Double>()
    for sx in 0..<n {
      xs[sx] = (Double(px) + (Double(sx) + 0.5) / Double(n) - fit.originX) / fit.scaleX
    }
    for sy in 0..<n {
      let y = (Double(py) + (Double(sy) + 0.5) / Double(n) - fit.originY) / fit.scaleY
      for sx in 0..<n {
        guard let (u, v) = inverse.apply(xs[sx], y) else { continue }
        let d = shape.signedDistance(u, v)
        guard d <= 0 else { continue }
        if border != nil && -d < borderWidth { inBorder += 1 } else { inFill += 1 }
      }
    }
    return Self.blendShares(
      inFill: inFill, inBorder: inBorder, samples: n * n, at: py * pixels.width + px, fill: fill,
      border: border, borderUnder: borderUnder, index: index, into: pixels)
  }

  /// A pixel painted from its samples: `inFill` of `samples` in the fill, `inBorder` in the
  /// border; the fill over its share (over the whole covered share under a border thinner
  /// than a pixel), then the border over its own. The pixel is the layer's where the layer
  /// covers at least half of it. False when no sample was inside (nothing painted).
  @inline(__always)
  static func blendShares(
    inFill: Int, inBorder: Int, samples: Int, at i: Int, fill: Paint?, border: Paint?,
    borderUnder: Paint?, index: Int32, into pixels: PixelTarget
  ) -> Bool {
    guard inFill + inBorder > 0 else { return false }
    let all = Float(samples)
    let fillShare = borderUnder != nil ? Float(inFill + inBorder) / all : Float(inFill) / all
    let owns = 2 * (inFill + inBorder) >= samples
    if let fill, fillShare > 0 {
      pixels.blend(
        i, r: fill.r, g: fill.g, b: fill.b, alpha: fill.alpha * fillShare, layer: index,
        owns: owns)
    }
    if let border, inBorder > 0 {
      pixels.blend(
        i, r: border.r, g: border.g, b: border.b, alpha: border.alpha * Float(inBorder) / all,
        layer: index, owns: owns)
    }
    return true
  }
}
