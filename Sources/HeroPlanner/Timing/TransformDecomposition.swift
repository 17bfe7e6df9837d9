import Foundation

/// A transform split into translate, scale, skew, rotation (a quaternion) and perspective, the
/// way CSS Transforms Level 2 "unmatrix" does, so two transforms can be interpolated as Core
/// Animation does rather than element by element.
public struct TransformDecomposition: Hashable, Sendable {
  // Fixed-size parts, not arrays: the sampler interpolates and recomposes one for every
  // rotating or scaling view on every frame, and arrays allocated five times a view.
  private var translationParts: SIMD3<Double>
  private var scaleParts: SIMD3<Double>
  private var skewParts: SIMD3<Double>
  private var perspectiveParts: SIMD4<Double>
  private var quaternionParts: SIMD4<Double>

  /// x, y, z
  public var translation: [Double] {
    get { Self.array(translationParts) }
    set { translationParts = SIMD3(newValue) }
  }
  /// x, y, z
  public var scale: [Double] {
    get { Self.array(scaleParts) }
    set { scaleParts = SIMD3(newValue) }
  }
  /// xy, xz, yz
  public var skew: [Double] {
    get { Self.array(skewParts) }
    set { skewParts = SIMD3(newValue) }
  }
  /// x, y, z, w
  public var perspective: [Double] {
    get { Self.array(perspectiveParts) }
    set { perspectiveParts = SIMD4(newValue) }
  }
  /// x, y, z, w
  public var quaternion: [Double] {
    get { Self.array(quaternionParts) }
    set { quaternionParts = SIMD4(newValue) }
  }

  private static func array<V: SIMD<Double>>(_ v: V) -> [Double] { v.indices.map { v[$0] } }

  /// Decomposes `t`, or returns nil when it is singular (a zero scale, say), which has no
  /// decomposition.
  public init?(_ t: Transform3D) {
    var m = (0..<4).map { i in (0..<4).map { j in t[i, j] } }
    guard m[3][3] != 0 else { return nil }
    let w = m[3][3]
    for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }

    var perspectiveMatrix = m
    for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
    perspectiveMatrix[3][3] = 1
    let flat = perspectiveMatrix.flatMap { $0 }
    guard abs(Matrix4.determinant(flat)) > 1e-12 else { return nil }

    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
      let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
      guard let inverse = Matrix4.inverse(flat) else { return nil }
      // rhs × transpose(inverse): component i is Σ_j rhs[j] · inverse[i][j].
      perspectiveParts = SIMD4(
        (0..<4).map { i in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[i * 4 + $1] } })
    } else {
      perspectiveParts = SIMD4(0, 0, 0, 1)
    }

    translationParts = SIMD3(m[3][0], m[3][1], m[3][2])

    var row = (0..<3).map { i in [m[i][0], m[i][1], m[i][2]] }
    var scale = [0.0, 0, 0]
    var skew = [0.0, 0, 0]
    scale[0] = Self.length(row[0])
    guard scale[0] != 0 else { return nil }
    row[0] = Self.scaled(row[0], 1 / scale[0])
    skew[0] = Self.dot(row[0], row[1])
    row[1] = Self.combine(row[1], row[0], 1, -skew[0])
    scale[1] = Self.length(row[1])
    guard scale[1] != 0 else { return nil }
    row[1] = Self.scaled(row[1], 1 / scale[1])
    skew[0] /= scale[1]
    skew[1] = Self.dot(row[0], row[2])
    row[2] = Self.combine(row[2], row[0], 1, -skew[1])
    skew[2] = Self.dot(row[1], row[2])
    row[2] = Self.combine(row[2], row[1], 1, -skew[2])
    scale[2] = Self.length(row[2])
    guard scale[2] != 0 else { return nil }
    row[2] = Self.scaled(row[2], 1 / scale[2])
    skew[1] /= scale[2]
    skew[2] /= scale[2]

    if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
      for i in 0..<3 {
        scale[i] = -scale[i]
        row[i] = Self.scaled(row[i], -1)
      }
    }

    var q = [
      0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
      0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
      0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
    ]
    if row[2][1] > row[1][2] { q[0] = -q[0] }
    if row[0][2] > row[2][0] { q[1] = -q[1] }
    if row[1][0] > row[0][1] { q[2] = -q[2] }
    scaleParts = SIMD3(scale)
    skewParts = SIMD3(skew)
    quaternionParts = SIMD4(q)
  }

  /// Builds the transform back from its parts.
  public var recomposed: Transform3D {
    let (perspective, translation, skew, scale) =
      (perspectiveParts, translationParts, skewParts, scaleParts)
    // Element by element, in the order of the loops this was first written with (the same
    // sums, so the same bits): a subscript by row and column cost a switch per element.
    var m = Transform3D.identity
    m.m14 = perspective[0]
    m.m24 = perspective[1]
    m.m34 = perspective[2]
    m.m44 = perspective[3]
    // Row 4 += Σ translation[j] · row j, column by column.
    func moved(_ start: Double, _ c0: Double, _ c1: Double, _ c2: Double) -> Double {
      var v = start
      v += translation[0] * c0
      v += translation[1] * c1
      v += translation[2] * c2
      return v
    }
    m.m41 = moved(m.m41, m.m11, m.m21, m.m31)
    m.m42 = moved(m.m42, m.m12, m.m22, m.m32)
    m.m43 = moved(m.m43, m.m13, m.m23, m.m33)
    m.m44 = moved(m.m44, m.m14, m.m24, m.m34)
    let q = quaternionParts
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    // The rows of the orthonormal part are the rotation's transpose in this layout: written
    // transposed straight away.
    var rotation = Transform3D.identity
    rotation.m11 = 1 - 2 * (y * y + z * z)
    rotation.m21 = 2 * (x * y - z * w)
    rotation.m31 = 2 * (x * z + y * w)
    rotation.m12 = 2 * (x * y + z * w)
    rotation.m22 = 1 - 2 * (x * x + z * z)
    rotation.m32 = 2 * (y * z - x * w)
    rotation.m13 = 2 * (x * z - y * w)
    rotation.m23 = 2 * (y * z + x * w)
    rotation.m33 = 1 - 2 * (x * x + y * y)
    m = rotation.concatenating(m)
    if skew[2] != 0 {
      var s = Transform3D.identity
      s[2, 1] = skew[2]
      m = s.concatenating(m)
    }
    if skew[1] != 0 {
      var s = Transform3D.identity
      s[2, 0] = skew[1]
      m = s.concatenating(m)
    }
    if skew[0] != 0 {
      var s = Transform3D.identity
      s[1, 0] = skew[0]
      m = s.concatenating(m)
    }
    // Each of the first three rows times its scale.
    func multiply(
      _ a: inout Double, _ b: inout Double, _ c: inout Double, _ d: inout Double, by k: Double
    ) {
      a *= k
      b *= k
      c *= k
      d *= k
    }
    multiply(&m.m11, &m.m12, &m.m13, &m.m14, by: scale[0])
    multiply(&m.m21, &m.m22, &m.m23, &m.m24, by: scale[1])
    multiply(&m.m31, &m.m32, &m.m33, &m.m34, by: scale[2])
    return m
  }

  /// Each part interpolated: linearly, and the rotation by spherical interpolation.
  /// (Built part by part: starting from a copy of `self` copied 160 bytes through a call.)
  public func interpolated(to other: TransformDecomposition, _ f: Double) -> TransformDecomposition
  {
    // Element by element, a + (b − a)·f, as for any number.
    TransformDecomposition(
      translationParts: translationParts + (other.translationParts - translationParts) * f,
      scaleParts: scaleParts + (other.scaleParts - scaleParts) * f,
      skewParts: skewParts + (other.skewParts - skewParts) * f,
      perspectiveParts: perspectiveParts + (other.perspectiveParts - perspectiveParts) * f,
      quaternionParts: Self.slerp(quaternionParts, other.quaternionParts, f))
  }

  /// The identity's parts (no translation, skew or perspective, unit scale, no rotation).
  static let identity = TransformDecomposition(
    translationParts: .zero, scaleParts: .one, skewParts: .zero,
    perspectiveParts: SIMD4(0, 0, 0, 1), quaternionParts: SIMD4(0, 0, 0, 1))

  private init(
    translationParts: SIMD3<Double>, scaleParts: SIMD3<Double>, skewParts: SIMD3<Double>,
    perspectiveParts: SIMD4<Double>, quaternionParts: SIMD4<Double>
  ) {
    self.translationParts = translationParts
    self.scaleParts = scaleParts
    self.skewParts = skewParts
    self.perspectiveParts = perspectiveParts
    self.quaternionParts = quaternionParts
  }

  static func slerp(_ qa: SIMD4<Double>, _ qb: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
    let product = min(max(qa[0] * qb[0] + qa[1] * qb[1] + qa[2] * qb[2] + qa[3] * qb[3], -1), 1)
    if abs(product) >= 1 - 1e-12 { return qa }
    let theta = acos(product)
    let w = sin(f * theta) / (1 - product * product).squareRoot()
    let a = cos(f * theta) - product * w
    return qa * a + qb * w
  }
  private static func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }
  private static func dot(_ a: [Double], _ b: [Double]) -> Double {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  }
  private static func scaled(_ v: [Double], _ s: Double) -> [Double] { v.map { $0 * s } }
  private static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double]
  {
    (0..<3).map { a[$0] * sa + b[$0] * sb }
  }
  private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  }
}

extension Transform3D {
  public var transposed: Transform3D {
    Transform3D(
      m11: m11, m12: m21, m13: m31, m14: m41, m21: m12, m22: m22, m23: m32, m24: m42,
      m31: m13, m32: m23, m33: m33, m34: m43, m41: m14, m42: m24, m43: m34, m44: m44)
  }

  /// Interpolates as Core Animation does: decompose both, interpolate the parts, recompose.
  /// Equal transforms give themselves; when either cannot be decomposed (a zero scale), the
  /// elements are interpolated linearly, which keeps `scale(0)` → identity a plain grow.
  public func interpolated(to other: Transform3D, _ f: Double) -> Transform3D {
    if self == other || f == 0 { return self }
    if f == 1 { return other }
    if let a = TransformDecomposition(self), let b = TransformDecomposition(other) {
      return a.interpolated(to: b, f).recomposed
    }
    return Transform3D(rowMajor: zip(rowMajor, other.rowMajor).map { $0 + ($1 - $0) * f })
  }
}

extension TransformDecomposition {
  /// Decompositions already worked out, by transform (a pure function of it, so a cached one
  /// is the one it would compute again).
  struct Cache {
    private var known: [Transform3D: TransformDecomposition?] = [:]
    /// The last few transforms looked up: views mostly go between a handful (identity and
    /// their modifiers'), and comparing 16 numbers is cheaper than hashing them.
    private var recent: [(Transform3D, TransformDecomposition?)] = []

    mutating func decomposition(of t: Transform3D) -> TransformDecomposition? {
      for (transform, found) in recent where transform == t { return found }
      let made: TransformDecomposition?
      if let found = known[t] {
        made = found
      } else {
        made = TransformDecomposition(t)
        if known.count < 4_096 { known[t] = made }
      }
      if recent.count == 8 { recent.removeFirst() }
      recent.append((t, made))
      return made
    }
  }
}
