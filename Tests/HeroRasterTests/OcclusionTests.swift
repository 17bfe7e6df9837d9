import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// Leaving out the layers that opaque layers above them cover changes no pixel and no owner:
/// every frame is held to painting every layer, and every pixel a layer claims to cover is
/// one it paints opaque.
@Suite struct OcclusionTests {
  /// Random layers over a 200 × 220 screen: the painter tests' layers (rotated, rounded,
  /// bordered, translucent, shadowed), axis-aligned ones (stretched, flipped), some clipped.
  static func randomLayers(_ rng: inout SplitMix64, count: Int) -> [FrameLayer] {
    (0..<count).map { i in
      var layer =
        i % 2 == 0
        ? LayerPainterSpanTests.randomLayer(&rng) : AxisAlignedBandTests.layer(&rng)
      if i % 11 == 0 {
        let (x, y) = (Double.random(in: 0...150, using: &rng), Double.random(in: 0...150, using: &rng))
        layer.clips = [
          [Point(x: x, y: y), Point(x: x + 60, y: y), Point(x: x + 60, y: y + 50), Point(x: x, y: y + 50)]
        ]
      }
      return layer
    }
  }

  @Test(arguments: [(80, 24), (200, 60), (61, 47)])
  func framesWithHiddenLayersLeftOutPaintWhatPaintingEveryLayerPaints(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 * 31 + size.1))
    var buffers = RasterBuffers()
    var raster = Raster()
    var hidden = 0
    var differing: [String] = []
    for n in 0..<40 {
      let f = frame(Self.randomLayers(&rng, count: 120), width: 200, height: 220)
      Rasteriser.render(f, columns: size.0, rows: size.1, buffers: &buffers, into: &raster)
      hidden += buffers.occlusion.hidden.filter { $0 }.count
      let fit = raster.fit
      var every = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(0, 0, 0))
      let painter = LayerPainter(fit: fit)
      for (index, layer) in f.layers.enumerated() {
        painter.paint(layer, index: Int32(index), into: &every)
      }
      if every.colors != buffers.pixels.colors || every.owner != buffers.pixels.owner {
        differing.append("frame \(n)")
      }
    }
    #expect(hidden > 100, "too few hidden layers to test anything: \(hidden)")
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test(arguments: [(80, 24), (200, 60)])
  func aLayersOpaqueInteriorIsPaintedWithItsOpaquePaint(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    let painter = LayerPainter(fit: fit)
    var checked = 0
    var wrong: [String] = []
    for (n, layer) in Self.randomLayers(&rng, count: 800).enumerated() {
      guard let box = withUnsafePointer(to: layer, { painter.opaqueInterior($0) }) else { continue }
      var pixels = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(1, 2, 3))
      painter.paint(layer, index: 7, into: &pixels)
      // The fill's and the border's colours as `Paint` has them.
      let paints = [layer.color, layer.borderWidth > 0 ? layer.borderColor : nil]
        .compactMap { $0 }.map { SIMD4(Float($0.red), Float($0.green), Float($0.blue), 0) }
      for y in box.minY..<max(box.minY, box.maxY) {
        for x in box.minX..<max(box.minX, box.maxX) {
          let i = y * fit.pixelWidth + x
          checked += 1
          if pixels.owner[i] != 7 || !paints.contains(pixels.colors[i]) {
            wrong.append("layer \(n) at (\(x), \(y))")
          }
        }
      }
    }
    #expect(checked > 1000)
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test func anOpaquePaintTakesThePixelsPlaceExactly() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<1000 {
      func unit() -> Float { Float.random(in: 0...1, using: &rng) }
      var pixels = PixelBuffer(width: 1, height: 1, fill: RGB(0, 0, 0))
      pixels.colors[0] = SIMD4(unit(), unit(), unit(), 0)
      let (r, g, b) = (unit(), unit(), unit())
      pixels.withTarget { $0.blend(0, r: r, g: g, b: b, alpha: 1, layer: 3) }
      #expect(pixels.colors[0] == SIMD4(r, g, b, 0))
    }
  }
}
