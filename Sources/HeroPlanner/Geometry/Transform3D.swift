import Foundation

/// A 4×4 transform with Core Animation's conventions (CATransform3D).
///
/// Points are row vectors multiplied on the left (`p' = p · M`), so translation lives in
/// m41…m43 and perspective in m34. `a.concatenating(b)` applies `a` first, then `b`, as
/// `CATransform3DConcat(a, b)`; `translated`, `scaled` and `rotated` prepend their step, as
/// `CATransform3DTranslate/Scale/Rotate` do, which is how Hero composes transform modifiers.
public struct Transform3D: Hashable, Sendable {
  public var m11, m12, m13, m14: Double
  public var m21, m22, m23, m24: Double
  public var m31, m32, m33, m34: Double
  public var m41, m42, m43, m44: Double

  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// Builds a transform from 16 numbers in row-major order (m11, m12, … m44).
  public init(rowMajor v: [Double]) {
    precondition(v.count == 16, "a transform needs 16 numbers, got \(v.count)")
    self.init(
      m11: v[0], m12: v[1], m13: v[2], m14: v[3],
      m21: v[4], m22: v[5], m23: v[6], m24: v[7],
      m31: v[8], m32: v[9], m33: v[10], m34: v[11],
      m41: v[12], m42: v[13], m43: v[14], m44: v[15])
  }

  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// The 16 numbers in row-major order, m11 first.
  public var rowMajor: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  public var isIdentity: Bool { self == .identity }

  /// Element access by zero-based row and column.
  public subscript(row: Int, column: Int) -> Double {
    get { rowMajor[row * 4 + column] }
    set {
      var values = rowMajor
      values[row * 4 + column] = newValue
      self = Transform3D(rowMajor: values)
    }
  }

  public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
    var t = Transform3D.identity
    (t.m41, t.m42, t.m43) = (x, y, z)
    return t
  }

  public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
    var t = Transform3D.identity
    (t.m11, t.m22, t.m33) = (x, y, z)
    return t
  }

  /// A rotation by `angle` radians about the axis (x, y, z), as CATransform3DMakeRotation.
  /// A zero axis gives the identity.
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    return Transform3D(
      m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// `self` applied first, then `other` (CATransform3DConcat(self, other) = self × other).
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = rowMajor
    let b = other.rowMajor
    var r = [Double](repeating: 0, count: 16)
    for i in 0..<4 {
      for j in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
        r[i * 4 + j] = sum
      }
    }
    return Transform3D(rowMajor: r)
  }

  /// CATransform3DTranslate: the translation is applied before `self`.
  public func translated(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.translation(x: x, y: y, z: z).concatenating(self)
  }

  /// CATransform3DScale: the scale is applied before `self`.
  public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.scale(x: x, y: y, z: z).concatenating(self)
  }

  /// CATransform3DRotate: the rotation is applied before `self`.
  public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Maps a point in the plane z = 0 with the perspective divide; nil when it falls behind
  /// the eye (w ≤ 0).
  public func apply(to p: Point) -> Point? {
    let x = p.x * m11 + p.y * m21 + m41
    let y = p.x * m12 + p.y * m22 + m42
    let w = p.x * m14 + p.y * m24 + m44
    guard w > 1e-9 else { return nil }
    return Point(x: x / w, y: y / w)
  }

  /// The translation Hero adds to a position when it measures travel (`CGPoint.zero.transform`).
  public var translation: Point { Point(x: m41, y: m42) }

  /// A size passed through the 2D affine part, as Hero's `CGSize.transform(CATransform3D)`.
  public func apply(to size: Size) -> Size {
    Size(width: size.width * m11 + size.height * m21, height: size.width * m12 + size.height * m22)
  }

  /// The determinant of the full 4×4 matrix.
  public var determinant: Double { Matrix4.determinant(rowMajor) }

  /// The inverse, or nil when the matrix is singular.
  public var inverted: Transform3D? {
    Matrix4.inverse(rowMajor).map(Transform3D.init(rowMajor:))
  }

  /// Whether every element is within `tolerance` of the other's.
  public func isApproximatelyEqual(to other: Transform3D, tolerance: Double = 1e-9) -> Bool {
    zip(rowMajor, other.rowMajor).allSatisfy { abs($0 - $1) <= tolerance }
  }
}
