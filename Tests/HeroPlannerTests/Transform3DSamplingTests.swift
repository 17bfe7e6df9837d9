import Testing

@testable import HeroPlanner

/// The sampler's 2D product is `concatenating` to the bit (signed zeros and NaN included), on
/// flat matrices (translations, scales, rotations about z and products of them, whose other
/// entries are drawn from zeros of both signs, ones, small and large numbers) and on matrices
/// that are not flat: a −0 or a non-zero where the 3D part is, an infinity, a NaN.
@Suite struct Transform3DSamplingTests {
  static let values: [Double] = [
    0, -0.0, 0, 1, -1, 0.5, -2.25, 3, 1e-300, -1e300, 7.125, .infinity, -.infinity, .nan,
  ]

  static func random(_ rng: inout SplitMix64, finite: Bool) -> Double {
    if Int.random(in: 0..<3, using: &rng) == 0 { return .random(in: -5...5, using: &rng) }
    let pool = finite ? Array(values.prefix(11)) : values
    return pool.randomElement(using: &rng) ?? 0
  }

  /// A flat matrix, now and then spoilt in one entry.
  static func matrix(_ rng: inout SplitMix64, spoilt: Bool) -> Transform3D {
    var m = Transform3D.identity
    for (row, column) in [(0, 0), (0, 1), (1, 0), (1, 1), (2, 2), (3, 0), (3, 1)] {
      m[row, column] = random(&rng, finite: true)
    }
    if spoilt {
      m[Int.random(in: 0..<4, using: &rng), Int.random(in: 0..<4, using: &rng)] = random(
        &rng, finite: false)
    }
    return m
  }

  /// Bit for bit, any NaN matching any NaN.
  static func same(_ a: Transform3D, _ b: Transform3D) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { x, y in
      (x.isNaN && y.isNaN) || x.bitPattern == y.bitPattern
    }
  }

  @Test func theTwoDimensionalProductIsTheFullProduct() {
    var rng = SplitMix64(seed: 3)
    var flat = 0
    for round in 0..<40_000 {
      let a = Self.matrix(&rng, spoilt: round % 3 == 0)
      let b = Self.matrix(&rng, spoilt: round % 5 == 0)
      if a.isFlat && b.isFlat { flat += 1 }
      #expect(Self.same(a.sampledConcatenating(b), a.concatenating(b)), "\(a) · \(b)")
      // Products of products, as the sampler chains them.
      let c = Transform3D.translation(x: 3, y: -4, z: 0)
      #expect(
        Self.same(
          c.sampledConcatenating(a).sampledConcatenating(b), c.concatenating(a).concatenating(b)))
    }
    #expect(flat > 10_000)
    #expect(Transform3D.translation(x: 2, y: 3, z: 0).isFlat)
    #expect(Transform3D.scale(x: 2, y: 3, z: 1).isFlat)
    #expect(!Transform3D.rotation(angle: 0.5, x: 1, y: 0, z: 0).isFlat)
  }
}
