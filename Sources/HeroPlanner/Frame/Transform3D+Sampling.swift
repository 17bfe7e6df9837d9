/// Products the sampler makes for every layer of every frame, where one side is a translation
/// or a scale (a layer's anchor, its position, the stretch of its sublayers, the screen's
/// identity): at 10,000 views the full 4×4 products were a fifth of sampling's instructions.
///
/// Each is `concatenating` to the bit, signed zeros and NaN included: a term with a zero factor
/// is left out only when the finite entries make it ±0 and the entry it is added to is not zero
/// (adding ±0 to a non-zero number changes nothing); otherwise that entry is worked out in full.
/// Operands with an infinite or NaN entry take the full product (`0 × ∞` is NaN).
/// `Transform3DSamplingTests` holds them to `concatenating` on matrices full of zeros, signed
/// zeros, ones, infinities and NaNs.
extension Transform3D {
  /// Rows 1 to 3 are the identity's (the last column 0, 0, 0, 1): a translation.
  @inline(__always) var isTranslation: Bool {
    m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0
      && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m44 == 1
  }

  /// Every entry finite (a sum that overflows says no too, which only costs a full product).
  @inline(__always) var isFinite: Bool {
    let s =
      ((m11 + m12) + (m13 + m14)) + ((m21 + m22) + (m23 + m24))
      + ((m31 + m32) + (m33 + m34)) + ((m41 + m42) + (m43 + m44))
    return s - s == 0
  }

  /// Entry (i, j) of `a.concatenating(b)`, the same sum in the same order.
  @inline(__always) static func entry(
    _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)
  ) -> Double {
    a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
  }

  @inline(__always) var row1: (Double, Double, Double, Double) { (m11, m12, m13, m14) }
  @inline(__always) var row2: (Double, Double, Double, Double) { (m21, m22, m23, m24) }
  @inline(__always) var row3: (Double, Double, Double, Double) { (m31, m32, m33, m34) }
  @inline(__always) var row4: (Double, Double, Double, Double) { (m41, m42, m43, m44) }
  @inline(__always) var column1: (Double, Double, Double, Double) { (m11, m21, m31, m41) }
  @inline(__always) var column2: (Double, Double, Double, Double) { (m12, m22, m32, m42) }
  @inline(__always) var column3: (Double, Double, Double, Double) { (m13, m23, m33, m43) }
  @inline(__always) var column4: (Double, Double, Double, Double) { (m14, m24, m34, m44) }

  /// `self.concatenating(b)` where `b` is a translation (`b.isTranslation`): entry (i, j) is
  /// aᵢⱼ + aᵢ₄·tⱼ for j ≤ 3 and aᵢ₄ for j = 4, when aᵢⱼ (aᵢ₄) is not zero.
  func concatenating(translation b: Transform3D) -> Transform3D {
    guard isFinite && b.isFinite else { return concatenating(b) }
    let a = self
    let (t1, t2, t3) = (b.m41, b.m42, b.m43)
    @inline(__always) func first(
      _ x: Double, _ i: (Double, Double, Double, Double), _ t: Double,
      _ c: (Double, Double, Double, Double)
    ) -> Double {
      x != 0 ? x + i.3 * t : Self.entry(i, c)
    }
    @inline(__always) func last(_ i: (Double, Double, Double, Double)) -> Double {
      i.3 != 0 ? i.3 : Self.entry(i, b.column4)
    }
    let (c1, c2, c3) = (b.column1, b.column2, b.column3)
    let (r1, r2, r3, r4) = (a.row1, a.row2, a.row3, a.row4)
    return Transform3D(
      m11: first(a.m11, r1, t1, c1), m12: first(a.m12, r1, t2, c2),
      m13: first(a.m13, r1, t3, c3), m14: last(r1),
      m21: first(a.m21, r2, t1, c1), m22: first(a.m22, r2, t2, c2),
      m23: first(a.m23, r2, t3, c3), m24: last(r2),
      m31: first(a.m31, r3, t1, c1), m32: first(a.m32, r3, t2, c2),
      m33: first(a.m33, r3, t3, c3), m34: last(r3),
      m41: first(a.m41, r4, t1, c1), m42: first(a.m42, r4, t2, c2),
      m43: first(a.m43, r4, t3, c3), m44: last(r4))
  }

  /// `self.concatenating(b)` where `self` is a translation: rows 1 to 3 are b's (where not
  /// zero), row 4 in full.
  func translationConcatenating(_ b: Transform3D) -> Transform3D {
    guard isFinite && b.isFinite else { return concatenating(b) }
    let a = self
    let (c1, c2, c3, c4) = (b.column1, b.column2, b.column3, b.column4)
    @inline(__always) func copy(
      _ x: Double, _ i: (Double, Double, Double, Double), _ c: (Double, Double, Double, Double)
    ) -> Double {
      x != 0 ? x : Self.entry(i, c)
    }
    let (r1, r2, r3, r4) = (a.row1, a.row2, a.row3, a.row4)
    return Transform3D(
      m11: copy(b.m11, r1, c1), m12: copy(b.m12, r1, c2), m13: copy(b.m13, r1, c3),
      m14: copy(b.m14, r1, c4),
      m21: copy(b.m21, r2, c1), m22: copy(b.m22, r2, c2), m23: copy(b.m23, r2, c3),
      m24: copy(b.m24, r2, c4),
      m31: copy(b.m31, r3, c1), m32: copy(b.m32, r3, c2), m33: copy(b.m33, r3, c3),
      m34: copy(b.m34, r3, c4),
      m41: Self.entry(r4, c1), m42: Self.entry(r4, c2), m43: Self.entry(r4, c3),
      m44: Self.entry(r4, c4))
  }

  /// `self.concatenating(b)` where `self` is a scale (`Transform3D.scale`: the diagonal s₁,
  /// s₂, s₃, 1 and zeros): row i ≤ 3 is sᵢ times b's, row 4 is b's (where not zero).
  func scaleConcatenating(_ b: Transform3D) -> Transform3D {
    guard isFinite && b.isFinite else { return concatenating(b) }
    let a = self
    let (c1, c2, c3, c4) = (b.column1, b.column2, b.column3, b.column4)
    @inline(__always) func scaled(
      _ x: Double, _ i: (Double, Double, Double, Double), _ c: (Double, Double, Double, Double)
    ) -> Double {
      x != 0 ? x : Self.entry(i, c)
    }
    let (r1, r2, r3, r4) = (a.row1, a.row2, a.row3, a.row4)
    let (s1, s2, s3) = (a.m11, a.m22, a.m33)
    return Transform3D(
      m11: scaled(s1 * b.m11, r1, c1), m12: scaled(s1 * b.m12, r1, c2),
      m13: scaled(s1 * b.m13, r1, c3), m14: scaled(s1 * b.m14, r1, c4),
      m21: scaled(s2 * b.m21, r2, c1), m22: scaled(s2 * b.m22, r2, c2),
      m23: scaled(s2 * b.m23, r2, c3), m24: scaled(s2 * b.m24, r2, c4),
      m31: scaled(s3 * b.m31, r3, c1), m32: scaled(s3 * b.m32, r3, c2),
      m33: scaled(s3 * b.m33, r3, c3), m34: scaled(s3 * b.m34, r3, c4),
      m41: scaled(b.m41, r4, c1), m42: scaled(b.m42, r4, c2), m43: scaled(b.m43, r4, c3),
      m44: scaled(b.m44, r4, c4))
  }

  /// `self.concatenating(b)`, by `concatenating(translation:)` when `b` is a translation (the
  /// screen's identity above a top-level layer is one), by `translationConcatenating` when
  /// `self` is (a still view's place in its snapshot, without transforms of its own).
  func sampledConcatenating(_ b: Transform3D) -> Transform3D {
    if b.isTranslation { return concatenating(translation: b) }
    if isTranslation { return translationConcatenating(b) }
    return concatenating(b)
  }
}
