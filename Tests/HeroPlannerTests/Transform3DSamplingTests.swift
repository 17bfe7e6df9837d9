import Testing

@testable import HeroPlanner

/// The sampler's products with a translation or a scale on one side are `concatenating` to the
/// bit (signed zeros and NaN included), on matrices whose other entries are drawn from zeros of
/// both signs, ones, small and large numbers, infinities and NaN.
@Suite struct Transform3DSamplingTests {
  static let values: [Double] = [
    0, -0.0, 0, 1, -1, 0.5, -2.25, 3, 1e-300, -1e300, 7.125, .infinity, -.infinity, .nan,
  ]

  static func random(_ rng: inout SplitMix64, finite: Bool) -> Double {
    if Int.random(in: 0..<3, using: &rng) == 0 { return .random(in: -5...5, using: &rng) }
    let pool = finite ? Array(values.prefix(11)) : values
    return pool.randomElement(using: &rng) ?? 0
  }

  static func matrix(_ rng: inout SplitMix64, finite: Bool) -> Transform3D {
    Transform3D(rowMajor: (0..<16).map { _ in random(&rng, finite: finite) })
  }

  /// Bit for bit, any NaN matching any NaN.
  static func same(_ a: Transform3D, _ b: Transform3D) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { x, y in
      (x.isNaN && y.isNaN) || x.bitPattern == y.bitPattern
    }
  }

  @Test func productsWithATranslationOrAScaleAreTheFullProducts() {
    var rng = SplitMix64(seed: 3)
    for round in 0..<20_000 {
      let finite = round % 4 != 0
      let m = Self.matrix(&rng, finite: finite)
      let t = Transform3D.translation(
        x: Self.random(&rng, finite: finite), y: Self.random(&rng, finite: finite),
        z: round % 2 == 0 ? 0 : Self.random(&rng, finite: finite))
      let s = Transform3D.scale(
        x: Self.random(&rng, finite: finite), y: Self.random(&rng, finite: finite),
        z: Self.random(&rng, finite: finite))
      #expect(t.isTranslation)
      #expect(Self.same(m.concatenating(translation: t), m.concatenating(t)), "\(m) · \(t)")
      #expect(Self.same(t.translationConcatenating(m), t.concatenating(m)), "\(t) · \(m)")
      #expect(Self.same(s.scaleConcatenating(m), s.concatenating(m)), "\(s) · \(m)")
      #expect(Self.same(m.sampledConcatenating(t), m.concatenating(t)))
      #expect(Self.same(t.sampledConcatenating(m), t.concatenating(m)))
      #expect(Self.same(m.sampledConcatenating(m), m.concatenating(m)))
    }
  }
}
