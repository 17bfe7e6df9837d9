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
    Self.holdFrames(size, blitter: .half)
  }

  /// The finer blitters' pictures shade straight edges by coverage: what a layer covers whole
  /// is still opaque, and only that hides what lies beneath.
  @Test(arguments: [(80, 24), (61, 47)])
  func withEdgesShadedByCoverageHiddenLayersStillPaintNothing(_ size: (Int, Int)) {
    Self.holdFrames(size, blitter: .octant)
  }

  static func holdFrames(_ size: (Int, Int), blitter: Blitter) {
    var rng = SplitMix64(seed: UInt64(size.0 * 31 + size.1))
    var buffers = RasterBuffers()
    // Every frame looked at, so every frame's hidden layers are left out and tested.
    buffers.occlusion.alwaysLooks = true
    var raster = Raster()
    var hidden = 0
    var differing: [String] = []
    for n in 0..<40 {
      let f = frame(Self.randomLayers(&rng, count: 120), width: 200, height: 220)
      Rasteriser.render(
        f, columns: size.0, rows: size.1, options: RasterOptions(blitter: blitter),
        buffers: &buffers, into: &raster)
      hidden += buffers.occlusion.hidden.filter { $0 }.count
      let fit = raster.fit
      var every = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(0, 0, 0))
      let painter = LayerPainter(fit: fit, edgeCoverage: blitter != .half)
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

  /// Opaque tiles side by side (nothing hidden) and, with `cover`, a full-screen opaque layer
  /// over all of them (nearly everything hidden).
  static func tiles(_ n: Int, cover: Bool) -> Frame {
    var layers: [FrameLayer] = []
    for i in 0..<n {
      let x = Double(i % 10) * 20
      let y = Double(i / 10) * 20
      let color = RGBAColor(red: Double(i % 7) / 7, green: 0.5, blue: Double(i % 3) / 3)
      layers.append(box("tile \(i)", x, y, 18, 18, color: color))
    }
    if cover {
      layers.append(box("cover", 0, 0, 200, 220, color: RGBAColor(red: 0.1, green: 0.2, blue: 0.3)))
    }
    return frame(layers, width: 200, height: 220)
  }

  @Test func whereHiddenLayersAreASmallPartOfTheFrameTheyAreNotLookedForAWhile() {
    var buffers = RasterBuffers()
    var raster = Raster()
    var reference = RasterBuffers()
    reference.occlusion.alwaysLooks = true
    var referenceRaster = Raster()
    let grid = Self.tiles(100, cover: false)
    Rasteriser.render(grid, columns: 100, rows: 60, buffers: &buffers, into: &raster)
    #expect(buffers.occlusion.resting == Occlusion.restFrames)
    // Resting frames leave nothing out, and paint the same as frames that looked.
    let covered = Self.tiles(100, cover: true)
    Rasteriser.render(covered, columns: 100, rows: 60, buffers: &buffers, into: &raster)
    Rasteriser.render(covered, columns: 100, rows: 60, buffers: &reference, into: &referenceRaster)
    #expect(buffers.occlusion.hidden.allSatisfy { !$0 })
    #expect(reference.occlusion.hidden.filter { $0 }.count == 100)
    #expect(raster.canvas == referenceRaster.canvas && raster.cellOwners == referenceRaster.cellOwners)
    #expect(buffers.pixels.colors == reference.pixels.colors)
    // Once rested, it looks again, and keeps looking while what it finds is worth it.
    for _ in 1..<Occlusion.restFrames {
      Rasteriser.render(covered, columns: 100, rows: 60, buffers: &buffers, into: &raster)
    }
    #expect(buffers.occlusion.resting == 0)
    for _ in 0..<3 {
      Rasteriser.render(covered, columns: 100, rows: 60, buffers: &buffers, into: &raster)
      #expect(buffers.occlusion.hidden.filter { $0 }.count == 100)
      #expect(buffers.occlusion.resting == 0)
      #expect(raster.canvas == referenceRaster.canvas)
    }
  }

  @Test(arguments: [(80, 24), (200, 60)])
  func aLayersOpaqueInteriorDoesNotDependOnWhatIsUnderIt(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    let painter = LayerPainter(fit: fit)
    var checked = 0
    var wrong: [String] = []
    for (n, layer) in Self.randomLayers(&rng, count: 800).enumerated() {
      guard let box = withUnsafePointer(to: layer, { painter.opaqueInterior($0) }) else { continue }
      // Over two different pictures: what the interior shows must not depend on what is under
      // it (the fill's or border's colour, or a border thinner than a pixel tinting the fill).
      var pixels = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(1, 2, 3))
      painter.paint(layer, index: 7, into: &pixels)
      var other = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(250, 10, 90))
      painter.paint(layer, index: 7, into: &other)
      for y in box.minY..<max(box.minY, box.maxY) {
        for x in box.minX..<max(box.minX, box.maxX) {
          let i = y * fit.pixelWidth + x
          checked += 1
          if pixels.owner[i] != 7 || pixels.colors[i] != other.colors[i] {
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
