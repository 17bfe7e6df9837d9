import Testing

@testable import HeroPlanner

@Suite struct TransformTests {
  @Test func translateThenScaleComposesAsCoreAnimation() {
    // CATransform3DScale(CATransform3DTranslate(I, 0, 100, 0), 0.5, 0.5, 1): the scale is
    // prepended, so the translation is applied after scaling and is not scaled.
    let t = Transform3D.identity.translated(x: 0, y: 100, z: 0).scaled(x: 0.5, y: 0.5, z: 1)
    #expect(t.apply(to: Point(x: 10, y: 10)) == Point(x: 5, y: 105))
    // The other order scales the translation.
    let u = Transform3D.identity.scaled(x: 0.5, y: 0.5, z: 1).translated(x: 0, y: 100, z: 0)
    #expect(u.apply(to: Point(x: 10, y: 10)) == Point(x: 5, y: 55))
  }

  @Test func translationLivesInRowFour() {
    let t = Transform3D.translation(x: 1, y: 2, z: 3)
    #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
    #expect(t.rowMajor[12...14] == [1, 2, 3])
  }

  @Test func positiveZRotationTurnsClockwiseOnScreen() throws {
    // y grows downward: +x rotated by +90° points down, as on iOS.
    let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    let p = try #require(r.apply(to: Point(x: 1, y: 0)))
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func perspectiveDividesByW() throws {
    var t = Transform3D.identity
    t.m34 = -1 / 500.0
    let tilted = Transform3D.identity.rotated(angle: 0.5, x: 0, y: 1, z: 0).concatenating(t)
    let near = try #require(tilted.apply(to: Point(x: -100, y: 0)))
    let far = try #require(tilted.apply(to: Point(x: 100, y: 0)))
    // The side turned toward the viewer looks bigger.
    #expect(abs(near.x) != abs(far.x))
  }

  @Test func inverseUndoesTheTransform() throws {
    let t = Transform3D.identity.translated(x: 10, y: -4, z: 2).rotated(angle: 0.3, x: 1, y: 1, z: 0)
      .scaled(x: 2, y: 3, z: 1)
    let inverse = try #require(t.inverted)
    #expect(t.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    #expect(Transform3D.scale(x: 0, y: 1, z: 1).inverted == nil)
  }

  @Test func sizeThroughAffinePart() {
    let t = Transform3D.scale(x: 2, y: 0.5, z: 1)
    #expect(t.apply(to: Size(width: 100, height: 100)) == Size(width: 200, height: 50))
  }
}

@Suite struct ColorTests {
  @Test(arguments: [
    ("#fff", RGBAColor.white),
    ("#000000", RGBAColor.black),
    ("#ff000080", RGBAColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)),
    ("red", RGBAColor(red: 1, green: 0, blue: 0)),
    ("darkGray", RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
    ("clear", RGBAColor.clear),
  ])
  func parsesHexAndNames(text: String, expected: RGBAColor) {
    #expect(RGBAColor(parsing: text) == expected)
  }

  @Test(arguments: ["#ff", "#12345", "fff", "#ggg", "notacolour", ""])
  func rejectsMalformedColours(text: String) {
    #expect(RGBAColor(parsing: text) == nil)
  }

  @Test func hexPrintsLosslessly() {
    let c = RGBAColor(hex: "#e53935")
    #expect(c?.hexString == "#e53935")
    #expect(c?.isExactIn8Bits == true)
    #expect(RGBAColor(red: 0.3, green: 0, blue: 0).isExactIn8Bits == false)
  }
}

@Suite struct NumberFormattingTests {
  @Test(arguments: [(1.0, "1"), (0.5, "0.5"), (-0.0, "0"), (-2.25, "-2.25"), (1e20, "1e+20")])
  func printsShortest(value: Double, text: String) {
    #expect(formatNumber(value) == text)
  }

  @Test func roundsToDecimals() {
    #expect(formatNumber(0.5529366, decimals: 3) == "0.553")
    #expect(formatNumber(2.0000001, decimals: 3) == "2")
  }
}
