import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The span painter must decide every pixel as the exact per-pixel test does: the same
/// colours and owners for any layer, however thin, rotated, bordered, rounded or shadowed.
@Suite struct LayerPainterSpanTests {
  /// A random layer: position, size (down to slivers), rotation, corner radius, border (wider
  /// than the layer at times), translucency, and sometimes a soft or hard shadow.
  static func randomLayer(_ rng: inout SplitMix64) -> FrameLayer {
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    let w = unit() < 0.2 ? unit() * 3 : unit() * 160
    let h = unit() < 0.2 ? unit() * 3 : unit() * 160
    let angle = unit() < 0.4 ? 0 : unit() * 6.3
    let radius = unit() < 0.5 ? 0 : unit() * 40
    let border = unit() < 0.5 ? 0 : unit() * 12
    var layer = box(
      "random", unit() * 200 - 30, unit() * 220 - 30, w, h,
      color: unit() < 0.15
        ? nil : RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: unit() < 0.5 ? 1 : unit()),
      opacity: unit() < 0.5 ? 1 : unit(), radius: radius, border: border,
      borderColor: RGBAColor(red: unit(), green: unit(), blue: unit()), rotation: angle)
    if unit() < 0.4 {
      let offset = (unit() * 10 - 5, unit() * 10 - 5)
      let rect = Rect(x: offset.0, y: offset.1, width: w, height: h)
      let quad = [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
      ].compactMap { layer.toScreen.apply(to: $0) }
      layer.shadow = FrameShadow(
        quad: quad, rect: rect, cornerRadius: radius, fromPath: false, color: .black,
        opacity: unit(), radius: unit() < 0.3 ? 0 : unit() * 12)
    }
    return layer
  }

  @Test(arguments: [(33, 17), (80, 24), (123, 77), (200, 60)])
  func spansPaintExactlyWhatTheExactTestPaints(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 * 1000 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    var mismatches: [String] = []
    for n in 0..<400 {
      let layer = Self.randomLayer(&rng)
      var exact = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(9, 80, 200))
      var spans = exact
      LayerPainter(fit: fit, exactOnly: true).paint(layer, index: 1, into: &exact)
      LayerPainter(fit: fit).paint(layer, index: 1, into: &spans)
      let differ = exact.colors.indices.filter {
        exact.colors[$0] != spans.colors[$0] || exact.owner[$0] != spans.owner[$0]
      }
      if let first = differ.first {
        mismatches.append(
          "layer \(n): \(differ.count) pixels differ, first at (\(first % fit.pixelWidth), "
            + "\(first / fit.pixelWidth)); size \(layer.size), radius \(layer.cornerRadius), "
            + "border \(layer.borderWidth), shadow \(layer.shadow != nil)")
      }
    }
    let layersThatDiffer = mismatches.count
    #expect(layersThatDiffer == 0, "\(mismatches.prefix(5).joined(separator: "\n"))")
  }
}

/// Axis-aligned layers are painted from a few tests per column and per row, scanned in from the
/// box's edges: held to the exact test across sub-pixel positions, stretches and flips (a flip
/// makes u or v fall along the columns or rows), with and without borders and rounded corners.
@Suite struct AxisAlignedBandTests {
  static func layer(_ rng: inout SplitMix64) -> FrameLayer {
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    let w = unit() < 0.2 ? unit() * 3 : unit() * 90
    let h = unit() < 0.2 ? unit() * 3 : unit() * 90
    let sx = (unit() < 0.3 ? -1.0 : 1.0) * (unit() < 0.5 ? 1 : 0.2 + unit() * 2)
    let sy = (unit() < 0.4 ? -1.0 : 1.0) * (unit() < 0.5 ? 1 : 0.2 + unit() * 2)
    let (x, y) = (unit() * 220 - 30, unit() * 240 - 30)
    let toScreen = Transform3D.translation(x: -w / 2, y: -h / 2, z: 0)
      .concatenating(.scale(x: sx, y: sy, z: 1))
      .concatenating(.translation(x: x + w / 2, y: y + h / 2, z: 0))
    let quad = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
      .compactMap { toScreen.apply(to: $0) }
    return FrameLayer(
      kind: .view, view: ViewRef(.to, 0), name: "band", path: [], size: Size(width: w, height: h),
      toScreen: toScreen, quad: quad, opacity: unit() < 0.5 ? 1 : unit(),
      color: unit() < 0.1 ? nil : RGBAColor(red: unit(), green: unit(), blue: unit()),
      cornerRadius: unit() < 0.5 ? 0 : unit() * 30, borderWidth: unit() < 0.5 ? 0 : unit() * 10,
      borderColor: RGBAColor(red: unit(), green: unit(), blue: unit()))
  }

  @Test(arguments: [(41, 13), (200, 60)])
  func flippedAndStretchedRectanglesPaintWhatTheExactTestPaints(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 * 7 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    var differing: [String] = []
    var flipped = 0
    for n in 0..<600 {
      let layer = Self.layer(&rng)
      if layer.toScreen.m22 < 0 { flipped += 1 }
      var exact = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(30, 60, 90))
      var spans = exact
      LayerPainter(fit: fit, exactOnly: true).paint(layer, index: 2, into: &exact)
      LayerPainter(fit: fit).paint(layer, index: 2, into: &spans)
      if exact.colors != spans.colors || exact.owner != spans.owner {
        differing.append(
          "layer \(n): size \(layer.size), scale (\(layer.toScreen.m11), \(layer.toScreen.m22))")
      }
    }
    #expect(flipped > 100)
    let layersThatDiffer = differing.count
    #expect(layersThatDiffer == 0, "\(differing.prefix(5).joined(separator: "\n"))")
  }
}

/// Rectangles whose edges, border and corners pass exactly through pixel centres: the columns
/// and rows there are decided by the exact arithmetic, not the linear form, and paint what
/// the exact test paints.
@Suite struct PixelCentreEdgeTests {
  @Test(arguments: [(41, 13), (200, 60)])
  func edgesThroughPixelCentresPaintWhatTheExactTestPaints(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    var differing: [String] = []
    for n in 0..<400 {
      // Corners at pixel centres, a border and radius a whole number of pixels wide.
      let (px, py) = (pick(0...(fit.pixelWidth - 4)), pick(0...(fit.pixelHeight - 4)))
      let (qx, qy) = (px + pick(1...20), py + pick(1...20))
      let a = fit.point(pixelX: px, pixelY: py)
      let b = fit.point(pixelX: qx, pixelY: qy)
      let step = 1 / fit.scale
      let layer = box(
        "edge", a.x, a.y, b.x - a.x, b.y - a.y,
        color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: n % 3 == 0 ? 0.5 : 1),
        radius: Double(pick(0...3)) * step, border: Double(pick(0...2)) * step,
        borderColor: RGBAColor(red: 0.9, green: 0.1, blue: 0.1))
      var exact = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(30, 60, 90))
      var spans = exact
      LayerPainter(fit: fit, exactOnly: true).paint(layer, index: 2, into: &exact)
      LayerPainter(fit: fit).paint(layer, index: 2, into: &spans)
      if exact.colors != spans.colors || exact.owner != spans.owner {
        differing.append("layer \(n): \(layer.size), radius \(layer.cornerRadius)")
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5).joined(separator: "\n"))")
  }
}

/// Channels become bytes exactly as `UInt8(max(0, min(255, (v * 255).rounded())))` did.
@Suite struct PixelByteTests {
  static func reference(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

  @Test func everyHalfwayAndNeighbourRoundsAsRoundedDoes() {
    var values: [Float] = [0, -0.0, 1, -1, 2, .infinity, -.infinity, .nan, .ulpOfOne]
    for k in 0...510 {
      // k / 2 is each byte and each halfway point; its neighbouring floats on both sides.
      let x = Float(k) / 2
      values += [x, x.nextUp, x.nextDown, x.nextUp.nextUp, x.nextDown.nextDown].map { $0 / 255 }
      values += [x, x.nextUp, x.nextDown].map { v in (v / 255).nextUp }
      values += [x, x.nextUp, x.nextDown].map { v in (v / 255).nextDown }
    }
    // And a sweep over the bit patterns of 0…1.1.
    var bits = Float(0).bitPattern
    while Float(bitPattern: bits) < 1.1 {
      values.append(Float(bitPattern: bits))
      bits += 4099
    }
    let wrong = values.filter { PixelBuffer.byte($0) != Self.reference($0) }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map { "\($0) (\($0.bitPattern))" })")
  }
}
