import HeroPlanner

/// The plane-to-plane part of a layer transform (the z = 0 plane onto the screen), inverted so
/// each pixel can be mapped back into the layer's own coordinates, perspective included.
struct Homography {
  /// Row-vector 3×3: [x y 1]·M = [X Y W].
  var m: [Double]

  init(_ t: Transform3D) {
    m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
  }

  private init(matrix: [Double]) { m = matrix }

  var inverse: Homography? {
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard abs(det) > 1e-12, det.isFinite else { return nil }
    let inv = [
      (e * i - f * h), -(b * i - c * h), (b * f - c * e),
      -(d * i - f * g), (a * i - c * g), -(a * f - c * d),
      (d * h - e * g), -(a * h - b * g), (a * e - b * d),
    ].map { $0 / det }
    return Homography(matrix: inv)
  }

  /// Maps a point; nil when it falls behind the eye (w ≤ 0).
  func apply(_ x: Double, _ y: Double) -> (Double, Double)? {
    let w = x * m[2] + y * m[5] + m[8]
    guard w > 1e-12 else { return nil }
    return ((x * m[0] + y * m[3] + m[6]) / w, (x * m[1] + y * m[4] + m[7]) / w)
  }
}
