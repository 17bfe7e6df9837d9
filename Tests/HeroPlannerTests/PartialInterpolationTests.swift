import Testing

@testable import HeroPlanner

/// The sampler keeps each view's state from frame to frame and, after the first, works out
/// only what `LayerState.Varying` says can change. That must give every property the bits a
/// whole sampling gives, whatever the numbers: −0, infinities and NaN at either end, fading
/// and spring fractions beyond 0…1, and every branch (at the start, at the end, between, two
/// clocks, an arc).
@Suite struct PartialInterpolationTests {
  static let values: [Double] = [0, -0.0, 1, -1, 0.5, 3, .infinity, -.infinity, .nan, 1e300]

  /// A state with each number taken from `values` by a seed.
  static func state(_ seed: Int) -> LayerState {
    var n = seed
    func next() -> Double {
      n = n &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return values[Int(truncatingIfNeeded: UInt64(bitPattern: Int64(n)) >> 33) % values.count]
    }
    var s = LayerState(view: SceneView(frame: .zero), position: .zero, size: .zero)
    s.position = Point(x: next(), y: next())
    s.size = Size(width: next(), height: next())
    if next() > 0 { s.transform = .translation(x: next(), y: 1, z: 0) }
    s.anchorPoint = Point(x: next(), y: 0.5)
    s.opacity = next()
    s.cornerRadius = next()
    s.backgroundColor = next() > 0 ? nil : RGBAColor(red: next(), green: 0.2, blue: 1, alpha: next())
    s.borderWidth = next()
    s.borderColor = next() > 0 ? RGBAColor(red: 1, green: next(), blue: 0, alpha: 1) : nil
    s.shadowOpacity = next()
    s.shadowRadius = next()
    s.shadowOffset = Size(width: next(), height: 0)
    s.shadowPath = next() > 0 ? ShadowPath(rect: Rect(x: next(), y: 0, width: 4, height: 4)) : nil
    s.zPosition = next()
    s.masksToBounds = next() > 0
    s.overlayColor = next() > 0 ? .clear : RGBAColor(red: next(), green: 0, blue: 0, alpha: 0.5)
    s.overlayOpacity = next()
    return s
  }

  /// Every stored number of a state, as bits (and the choices as numbers).
  static func bits(_ s: LayerState) -> [UInt64] {
    func c(_ x: RGBAColor?) -> [UInt64] {
      x.map { [$0.red, $0.green, $0.blue, $0.alpha].map(\.bitPattern) } ?? [7]
    }
    return [s.position.x, s.position.y, s.size.width, s.size.height].map(\.bitPattern)
      + s.transform.rowMajor.map(\.bitPattern)
      + [s.anchorPoint.x, s.anchorPoint.y, s.opacity, s.cornerRadius, s.borderWidth].map(
        \.bitPattern)
      + c(s.backgroundColor) + c(s.borderColor) + c(s.shadowColor)
      + [s.shadowOpacity, s.shadowRadius, s.shadowOffset.width, s.shadowOffset.height].map(
        \.bitPattern)
      + (s.shadowPath.map { [$0.rect.minX.bitPattern, $0.cornerRadius.bitPattern] } ?? [7])
      + [s.zPosition.bitPattern, s.masksToBounds ? 1 : 0] + c(s.overlayColor)
      + [s.overlayOpacity.bitPattern]
  }

  static let fractions: [(Double, Double)] = [
    (0, 0), (1, 1), (0.5, 0.5), (0.25, 0.25), (0.3, 0.7), (1, 1.2), (0.9, -0.1), (0, 0.4),
    (1, 1), (.nan, .nan), (0.6, .infinity), (0.5, 0.5),
  ]

  @Test func workingOutOnlyWhatVariesGivesTheBitsOfAWholeSampling() {
    var cache = TransformDecomposition.Cache()
    var checked = 0
    for seed in 0..<400 {
      for arc in [nil, Arc(start: .zero, control: Point(x: 5, y: 9), end: Point(x: 10, y: 0))] {
        let start = Self.state(seed)
        let end = seed % 5 == 0 ? start : Self.state(seed &* 31 &+ 7)
        let clocks = AnimationClocks(
          duration: 0.35, spring: nil, springKeys: [], curveKeys: [], length: 0.35)
        var animation = ViewAnimation(
          start: start, end: end, delay: 0, clocks: clocks, curve: .easeInOut, arc: arc,
          animatedProperties: [], decompositions: &cache)
        let varying = animation.varying
        // As the sampler does: whole once, then only what varies, frame after frame.
        var kept = LayerState(view: SceneView(frame: .zero), position: .zero, size: .zero)
        var keptWhole = false
        for (curve, spring) in Self.fractions {
          var whole = kept
          withUnsafeMutablePointer(to: &animation) { a in
            ViewAnimation.state(of: a, curve: curve, spring: spring, into: &whole)
            keptWhole = ViewAnimation.state(
              of: a, curve: curve, spring: spring, only: keptWhole ? varying : .all,
              into: &kept)
          }
          #expect(Self.bits(kept) == Self.bits(whole), "seed \(seed) at \(curve), \(spring)")
          checked += 1
        }
      }
    }
    #expect(checked == 400 * 2 * Self.fractions.count)
  }

  @Test func whatVariesLeavesOutOnlyNumbersInterpolationGivesBackExactly() {
    var a = LayerState(view: SceneView(frame: .zero), position: .zero, size: .zero)
    a.opacity = 0.5
    a.cornerRadius = -0.0
    a.borderWidth = .infinity
    var b = a
    b.position = Point(x: 3, y: 0)
    let v = LayerState.varying(from: a, to: b, transformPath: false, arc: false)
    #expect(v.contains(.position))
    #expect(!v.contains(.opacity))
    // −0 comes back +0 from x + (x − x)·f, and ∞ comes back NaN: both are worked out.
    #expect(v.contains(.cornerRadius))
    #expect(v.contains(.borderWidth))
    #expect(!v.contains(.size))
    #expect(LayerState.varying(from: a, to: a, transformPath: false, arc: true).contains(.position))
    #expect(LayerState.varying(from: a, to: a, transformPath: true, arc: false).contains(.transform))
  }
}
