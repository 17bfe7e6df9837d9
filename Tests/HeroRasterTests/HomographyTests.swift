import HeroPlanner
import Testing

@testable import HeroRaster

/// `Homography.apply` leaves out its divisions where w is exactly 1 (no perspective): the
/// same point, bit for bit, as dividing.
@Suite struct HomographyTests {
  @Test func applyIsTheDividingFormBitForBit() {
    var rng = SplitMix64(seed: 41)
    func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
    var ones = 0
    for trial in 0..<2_000 {
      // Rotated, scaled and moved layers (the inverse's w is 1), and some in perspective.
      var t = Transform3D.rotation(angle: unit() * 6.3, x: 0, y: 0, z: 1)
        .concatenating(.scale(x: 0.2 + unit() * 3, y: 0.2 + unit() * 3, z: 1))
        .concatenating(.translation(x: unit() * 400 - 100, y: unit() * 700 - 100, z: 0))
      if trial % 4 == 0 {
        t.m14 = (unit() - 0.5) * 0.004
        t.m24 = (unit() - 0.5) * 0.004
      }
      guard let inverse = Homography(t).inverse else { continue }
      if inverse.m2 == 0 && inverse.m5 == 0 && inverse.m8 == 1 { ones += 1 }
      for _ in 0..<20 {
        let (x, y) = (unit() * 500 - 50, unit() * 800 - 50)
        let a = inverse.apply(x, y)
        let b = inverse.applyDividing(x, y)
        #expect(
          a?.0.bitPattern == b?.0.bitPattern && a?.1.bitPattern == b?.1.bitPattern,
          "trial \(trial)")
      }
    }
    // Most inverses without perspective take the path without divisions.
    #expect(ones > 1_000)
  }
}
