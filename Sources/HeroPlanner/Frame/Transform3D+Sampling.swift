/// The product the sampler makes three or four times for every layer of every frame (anchor,
/// transform, position, the parent's placement, the sublayers' stretch), worked out in 2D where
/// nothing is 3D: at 10,000 views the full 4×4 products were a fifth of sampling's
/// instructions, and most layers are flat.
///
/// `flat` is a matrix with no 3D part: m13, m14, m23, m24, m31, m32, m34 and m43 are +0 (the
/// bit pattern of +0, as `translation`, `scale` and `identity` make them; a −0 takes the full
/// product), m44 is 1 and the other entries are finite. The product of two flat matrices is
/// then `concatenating`'s to the bit, signed zeros included: in each sum of four products the
/// terms with a +0 factor are ±0, and IEEE sums of zeros are known (x + +0 is x unless x is a
/// zero, then +0; a sum of zeros is −0 only when every term is); so the 2D entries are the two
/// non-zero products plus +0, m33 is a₃₃b₃₃ (or +0), m44 is 1, m31 and m32 (sums of zeros
/// whose sign depends on the entries) are worked out in full, and the rest are +0.
/// `Transform3DSamplingTests` holds it to `concatenating` on matrices full of zeros of both
/// signs, ones, infinities and NaN.
extension Transform3D {
  /// No 3D part, every entry finite (see above).
  @inline(__always) var isFlat: Bool {
    let zeros =
      m13.bitPattern | m14.bitPattern | m23.bitPattern | m24.bitPattern | m31.bitPattern
      | m32.bitPattern | m34.bitPattern | m43.bitPattern
    guard zeros == 0 && m44 == 1 else { return false }
    // A sum that overflows says no too, which only costs a full product.
    let s = ((m11 + m12) + (m21 + m22)) + ((m33 + m41) + m42)
    return s - s == 0
  }

  /// `self.concatenating(b)`, in 2D when both are flat.
  func sampledConcatenating(_ b: Transform3D) -> Transform3D {
    guard isFlat && b.isFlat else { return concatenating(b) }
    let a = self
    let r33 = a.m33 * b.m33
    return Transform3D(
      m11: (a.m11 * b.m11 + a.m12 * b.m21) + 0.0,
      m12: (a.m11 * b.m12 + a.m12 * b.m22) + 0.0,
      m13: 0, m14: 0,
      m21: (a.m21 * b.m11 + a.m22 * b.m21) + 0.0,
      m22: (a.m21 * b.m12 + a.m22 * b.m22) + 0.0,
      m23: 0, m24: 0,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: r33 != 0 ? r33 : 0, m34: 0,
      m41: ((a.m41 * b.m11 + a.m42 * b.m21) + 0.0) + b.m41,
      m42: ((a.m41 * b.m12 + a.m42 * b.m22) + 0.0) + b.m42,
      m43: 0, m44: 1)
  }
}
