import Foundation
import Testing

@testable import HeroPlanner

@Suite struct CubicBezierTests {
  // HERO-SEMANTICS.md §5 checks, to 1e-7.
  @Test(arguments: [
    (TimingCurve.standard, 0.5, 0.7755613),
    (.standard, 0.25, 0.2365874),
    (.easeInOut, 0.25, 0.1291619),
    (.deceleration, 0.5, 0.8392451),
  ])
  func matchesReferenceValues(curve: TimingCurve, x: Double, expected: Double) {
    #expect(abs(curve.value(at: x) - expected) < 1e-7)
  }

  @Test(arguments: TimingCurve.named)
  func everyNamedCurveRunsFromZeroToOneMonotonically(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    var previous = 0.0
    for i in 1...100 {
      let v = curve.value(at: Double(i) / 100)
      #expect(v >= previous - 1e-9)
      previous = v
    }
  }

  @Test func linearIsIdentity() {
    for x in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(abs(TimingCurve.linear.value(at: x) - x) < 1e-7)
    }
  }

  @Test func controlPointsAreHeros() {
    #expect(TimingCurve.standard.controlPoints == [0.4, 0, 0.2, 1])
    #expect(TimingCurve.deceleration.controlPoints == [0, 0, 0.2, 1])
    #expect(TimingCurve.acceleration.controlPoints == [0.4, 0, 1, 1])
    #expect(TimingCurve.sharp.controlPoints == [0.4, 0, 0.6, 1])
    #expect(TimingCurve.easeIn.controlPoints == [0.42, 0, 1, 1])
    #expect(TimingCurve.easeOut.controlPoints == [0, 0, 0.58, 1])
  }

  @Test func solvesSteepCurvesByBisection() {
    // Control x at the extremes flattens x(s) where Newton's slope vanishes.
    let curve = CubicBezier(c1x: 1, c1y: 0, c2x: 0, c2y: 1)
    for x in [0.01, 0.3, 0.5, 0.7, 0.99] {
      let s = curve.solve(x: x)
      #expect(abs(CubicBezier.coordinate(s, 1, 0) - x) < 1e-7)
    }
  }
}

@Suite struct SpringTests {
  @Test func heroDefaultSettlesIn0_5529366Seconds() {
    #expect(abs(Spring(stiffness: 250, damping: 30).settlingDuration - 0.5529366) < 1e-7)
  }

  @Test func stiffness100Damping10SettlesIn1_4727003Seconds() {
    #expect(abs(Spring(stiffness: 100, damping: 10).settlingDuration - 1.4727003) < 1e-7)
  }

  @Test func underdampedSpringOvershoots() {
    let spring = Spring(stiffness: 100, damping: 10)
    #expect(spring.isUnderdamped)
    let peak = stride(from: 0.0, through: 1.5, by: 0.01).map(spring.value(at:)).max() ?? 0
    #expect(peak > 1.1)
    #expect(abs(spring.value(at: spring.settlingDuration) - 1) < 0.001 * 1.6)
  }

  @Test func criticallyDampedSpringNeverOvershootsAndSettlesOnTheGrid() {
    // ζ = 1: damping = 2√k.
    let spring = Spring(stiffness: 100, damping: 20)
    #expect(!spring.isUnderdamped)
    for t in stride(from: 0.0, through: 3, by: 0.01) { #expect(spring.value(at: t) <= 1) }
    let settle = spring.settlingDuration
    #expect(abs(settle * 10 - (settle * 10).rounded()) < 1e-9)
    #expect(abs(1 - spring.value(at: settle)) < 0.001)
    #expect(abs(1 - spring.value(at: settle - 0.1)) >= 0.001)
    // (1 + 10t)e^(−10t): 1.23e-3 at t = 0.9, 4.99e-4 at t = 1.0.
    #expect(settle == 1.0)
  }

  @Test func overdampedSpringIsTreatedAsCritical() {
    let over = Spring(stiffness: 100, damping: 50)
    let critical = Spring(stiffness: 100, damping: 20)
    #expect(over.value(at: 0.3) == critical.value(at: 0.3))
    #expect(over.settlingDuration == critical.settlingDuration)
  }

  @Test func startsAtZero() {
    #expect(Spring.heroDefault.value(at: 0) == 0)
  }
}

@Suite struct ArcTests {
  @Test func controlPointBendsTowardTheLowerCorner() throws {
    // A above B (A.y < B.y): corner (A.x, B.y).
    let arc = try #require(Arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200), intensity: 1))
    #expect(arc.control == Point(x: 0, y: 200))
    // A below B: corner (B.x, A.y).
    let up = try #require(Arc(from: Point(x: 0, y: 200), to: Point(x: 100, y: 0), intensity: 1))
    #expect(up.control == Point(x: 100, y: 200))
  }

  @Test(
    arguments: [(0.0, Point(x: 50, y: 100)), (0.5, Point(x: 25, y: 150)), (-1.0, Point(x: 100, y: 0))]
      as [(Double, Point)])
  func intensityMovesTheControlPointFromTheMidpoint(intensity: Double, control: Point) throws {
    let arc = try #require(Arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200), intensity: intensity))
    #expect(arc.control == control)
  }

  @Test func pointAtParameterFollowsTheQuadratic() throws {
    let arc = try #require(Arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 200), intensity: 1))
    #expect(arc.point(at: 0) == Point(x: 0, y: 0))
    #expect(arc.point(at: 1) == Point(x: 100, y: 200))
    // (1−s)²A + 2s(1−s)C + s²B at s = 0.5: 0.5·C + 0.25·B.
    #expect(arc.point(at: 0.5) == Point(x: 25, y: 150))
  }

  @Test func movesUnderOnePointOnAnAxisAreStraight() {
    #expect(Arc(from: Point(x: 0, y: 0), to: Point(x: 0.5, y: 300), intensity: 1) == nil)
    #expect(Arc(from: Point(x: 0, y: 0), to: Point(x: 300, y: 0.99), intensity: 1) == nil)
    #expect(Arc(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), intensity: 1) != nil)
  }
}

@Suite struct TransformInterpolationTests {
  @Test func pureScaleInterpolatesExactly() {
    let a = Transform3D.identity
    let b = Transform3D.scale(x: 0.5, y: 0.5, z: 1)
    let mid = a.interpolated(to: b, 0.5)
    #expect(mid.isApproximatelyEqual(to: .scale(x: 0.75, y: 0.75, z: 1), tolerance: 1e-12))
  }

  @Test func pureRotationInterpolatesExactly() {
    let b = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    for f in [0.25, 0.5, 0.75] {
      let expected = Transform3D.rotation(angle: .pi / 2 * f, x: 0, y: 0, z: 1)
      #expect(Transform3D.identity.interpolated(to: b, f).isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }
  }

  @Test func translateAndScaleInterpolateExactly() {
    let a = Transform3D.identity.translated(x: 375, y: 0, z: 0)
    let b = Transform3D.identity.translated(x: 0, y: 100, z: 0).scaled(x: 2, y: 2, z: 1)
    let mid = a.interpolated(to: b, 0.5)
    let expected = Transform3D.identity.translated(x: 187.5, y: 50, z: 0).scaled(x: 1.5, y: 1.5, z: 1)
    #expect(mid.isApproximatelyEqual(to: expected, tolerance: 1e-9))
  }

  @Test func endpointsAreExact() {
    let a = Transform3D.rotation(angle: 1, x: 1, y: 0, z: 0)
    let b = Transform3D.scale(x: 2, y: 1, z: 1)
    #expect(a.interpolated(to: b, 0) == a)
    #expect(a.interpolated(to: b, 1) == b)
  }

  @Test(arguments: 0..<20)
  func decompositionRecomposesTheMatrix(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed))
    var t = Transform3D.identity
      .translated(x: rng.next(in: -300...300), y: rng.next(in: -300...300), z: rng.next(in: -50...50))
      .rotated(angle: rng.next(in: -3...3), x: rng.next(in: -1...1), y: rng.next(in: -1...1), z: 1)
      .scaled(x: rng.next(in: 0.2...3), y: rng.next(in: 0.2...3), z: rng.next(in: 0.2...3))
    if seed % 3 == 0 { t.m21 += rng.next(in: -0.5...0.5) }  // skew
    if seed % 4 == 0 { t.m34 = -1 / rng.next(in: 200...1000) }  // perspective
    let d = try #require(TransformDecomposition(t))
    #expect(d.recomposed.isApproximatelyEqual(to: t, tolerance: 1e-9))
  }

  @Test func singularTransformsInterpolateElementwise() {
    let zero = Transform3D.scale(x: 0, y: 0, z: 1)
    #expect(TransformDecomposition(zero) == nil)
    let mid = zero.interpolated(to: .identity, 0.5)
    #expect(mid.isApproximatelyEqual(to: .scale(x: 0.5, y: 0.5, z: 1), tolerance: 1e-12))
  }
}

extension SplitMix64 {
  mutating func next(in range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
