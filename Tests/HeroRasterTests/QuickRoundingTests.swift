import Foundation
import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The frame path rounds without calls into libm and without branches on a pixel's fraction;
/// each quick form must give what the plain one gives, for every kind of number.
@Suite struct QuickRoundingTests {
  /// Specials, values a hair either side of every half and whole step, and a sweep.
  static let values: [Double] = {
    var v: [Double] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      1_099_511_627_776, -1_099_511_627_776, 1_099_511_627_776.5, -1_099_511_627_776.5,
      1e20, -1e20,
    ]
    for k in -300...300 {
      let x = Double(k) / 2
      v += [x, x.nextUp, x.nextDown]
    }
    var x = -3.0
    while x < 3 {
      v.append(x)
      x += 0.000_37
    }
    return v
  }()

  @Test func floorAndCeilingToIntAreTheRoundedConversions() {
    for v in Self.values {
      #expect(Int(saturatingFloor: v) == Int(saturating: v.rounded(.down)), "\(v)")
      #expect(Int(saturatingCeiling: v) == Int(saturating: v.rounded(.up)), "\(v)")
    }
  }

  /// `PixelBuffer.byte` against the form it replaced, on every Float a 255th apart around
  /// each byte's half step (where rounding decides), a sweep of −1.5…2.5 and the specials.
  /// (Every Float in −1.5…2.5, 2.1 billion of them, was checked once outside the suite.)
  @Test func aChannelBecomesTheByteTheBranchingFormGives() {
    func reference(_ v: Float) -> UInt8 {
      let x = v * 255
      if x >= 254.5 { return 255 }
      guard x > 0 else { return x.isNaN ? 255 : 0 }
      let whole = Int(x)
      return UInt8(truncatingIfNeeded: x - Float(whole) >= 0.5 ? whole + 1 : whole)
    }
    let floats = RoundingFloats.hard(ulps: 64, step: 0.000_123)
    var differing = 0
    for v in floats where PixelBuffer.byte(v) != reference(v) { differing += 1 }
    #expect(differing == 0)
    #expect(floats.count > 60_000)
    // Eight at a time (the half-block path for changing columns), each lane as `byte`, in
    // every lane and beside every kind of neighbour.
    var differingLanes = 0
    for start in 0..<floats.count {
      var lanes = SIMD8<Float>()
      for lane in 0..<8 { lanes[lane] = floats[(start + lane * 7_919) % floats.count] }
      let bytes = PixelBuffer.bytes(lanes)
      for lane in 0..<8 where bytes[lane] != UInt32(reference(lanes[lane])) {
        differingLanes += 1
      }
    }
    #expect(differingLanes == 0)
  }
}
