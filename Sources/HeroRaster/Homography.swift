import HeroPlanner

/// The plane-to-plane part of a layer transform (the z = 0 plane onto the screen), inverted so
/// each pixel can be mapped back into the layer's own coordinates, perspective included.
struct Homography {
  /// Row-vector 3×3: [x y 1]·M = [X Y W], stored flat (no array: it is read per pixel).
  var m0, m1, m2, m3, m4, m5, m6, m7, m8: Double

  init(_ t: Transform3D) {
    (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (
      t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44
    )
  }

  private init(_ m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
    (m0, m1, m2, m3, m4, m5, m6, m7, m8) = m
  }

  var inverse: Homography? {
    let (a, b, c, d, e, f, g, h, i) = (m0, m1, m2, m3, m4, m5, m6, m7, m8)
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard abs(det) > 1e-12, det.isFinite else { return nil }
    return Homography(
      (
        (e * i - f * h) / det, -(b * i - c * h) / det, (b * f - c * e) / det,
        -(d * i - f * g) / det, (a * i - c * g) / det, -(a * f - c * d) / det,
        (d * h - e * g) / det, -(a * h - b * g) / det, (a * e - b * d) / det
      ))
  }

  /// Maps a point; nil when it falls behind the eye (w ≤ 0). Without perspective w is
  /// mostly exactly 1 (the inverse of a transform whose m44 is 1), and a division by 1 is
  /// no change at all: the two divisions, most of a corner sample's cost, are left out there.
  @inline(__always)
  func apply(_ x: Double, _ y: Double) -> (Double, Double)? {
    let w = x * m2 + y * m5 + m8
    guard w > 1e-12 else { return nil }
    let (u, v) = (x * m0 + y * m3 + m6, x * m1 + y * m4 + m7)
    return w == 1 ? (u, v) : (u / w, v / w)
  }

  /// `apply` dividing always: what the tests hold it to.
  func applyDividing(_ x: Double, _ y: Double) -> (Double, Double)? {
    let w = x * m2 + y * m5 + m8
    guard w > 1e-12 else { return nil }
    return ((x * m0 + y * m3 + m6) / w, (x * m1 + y * m4 + m7) / w)
  }

  /// No perspective: w is the same everywhere, so local coordinates are linear in pixels.
  var isAffine: Bool { m2 == 0 && m5 == 0 && m8 > 1e-12 }
}
