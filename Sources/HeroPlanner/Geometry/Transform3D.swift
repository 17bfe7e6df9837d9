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
    get {
      switch (row, column) {
      case (0, 0): m11
      case (0, 1): m12
      case (0, 2): m13
      case (0, 3): m14
      case (1, 0): m21
      case (1, 1): m22
      case (1, 2): m23
      case (1, 3): m24
      case (2, 0): m31
      case (2, 1): m32
      case (2, 2): m33
      case (2, 3): m34
      case (3, 0): m41
      case (3, 1): m42
      case (3, 2): m43
      case (3, 3): m44
      default: preconditionFailure("transform element (\(row), \(column)) is out of range")
      }
    }
    set {
      switch (row, column) {
      case (0, 0): m11 = newValue
      case (0, 1): m12 = newValue
      case (0, 2): m13 = newValue
      case (0, 3): m14 = newValue
      case (1, 0): m21 = newValue
      case (1, 1): m22 = newValue
      case (1, 2): m23 = newValue
      case (1, 3): m24 = newValue
      case (2, 0): m31 = newValue
      case (2, 1): m32 = newValue
      case (2, 2): m33 = newValue
      case (2, 3): m34 = newValue
      case (3, 0): m41 = newValue
      case (3, 1): m42 = newValue
      case (3, 2): m43 = newValue
      case (3, 3): m44 = newValue
      default: preconditionFailure("transform element (\(row), \(column)) is out of range")
      }
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
  /// Written out element by element: this runs for every layer of every frame.
  public func concatenating(_ b: Transform3D) -> Transform3D {
    let a = self
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
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
    // Dividing by exactly 1 changes no bits: most transforms have no perspective, and the
    // sampler maps four corners of every layer of every frame.
    return w == 1 ? Point(x: x, y: y) : Point(x: x / w, y: y / w)
  }

  /// The translation Hero adds to a position when it measures travel (`CGPoint.zero.transform`).
  public var translation: Point { Point(x: m41, y: m42) }

  /// A size passed through the 2D affine part, as Hero's `CGSize.transform(CATransform3D)`.
  public func apply(to size: Size) -> Size {
    Size(width: size.width * m11 + size.height * m21, height: size.width * m12 + size.height * m22)
  }

  /// The inverse, or nil when the matrix is singular.
  public var inverted: Transform3D? {
    Matrix4.inverse(rowMajor).map(Transform3D.init(rowMajor:))
  }

  /// Whether every element is within `tolerance` of the other's.
  public func isApproximatelyEqual(to other: Transform3D, tolerance: Double = 1e-9) -> Bool {
    zip(rowMajor, other.rowMajor).allSatisfy { abs($0 - $1) <= tolerance }
  }
}
