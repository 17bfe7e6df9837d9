import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The pixels the frame's first layer paints over with opaque paint are not reset
/// (`PixelBuffer.reset(keeping:)`): painted into a buffer another frame left behind, every pixel
/// and owner is what a fresh buffer gets.
@Suite struct FirstLayerResetTests {
  /// A background first (the whole screen or part of it, opaque or not, rounded, bordered,
  /// shadowed), then random layers.
  static func frame(seed: UInt64) -> Frame {
    var rng = SplitMix64(seed: seed)
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    let whole = seed % 3 == 0
    var background = box(
      "background", whole ? 0 : unit() * 40 - 10, whole ? 0 : unit() * 40 - 10,
      whole ? 200 : 120 + unit() * 100, whole ? 220 : 120 + unit() * 120,
      color: RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: seed % 4 == 1 ? 0.6 : 1),
      radius: seed % 5 == 2 ? 12 : 0, border: seed % 7 == 3 ? 3 : 0,
      borderColor: RGBAColor(red: 0.2, green: 0.3, blue: 0.4, alpha: seed % 2 == 0 ? 1 : 0.5))
    if seed % 6 == 5 {
      let rect = Rect(x: 4, y: 4, width: background.size.width, height: background.size.height)
      background.shadow = FrameShadow(
        quad: background.quad, rect: rect, cornerRadius: 0, fromPath: false, color: .black,
        opacity: 0.5, radius: 6)
    }
    var layers = [background]
    for _ in 0..<12 { layers.append(LayerPainterSpanTests.randomLayer(&rng)) }
    return HeroRasterTests.frame(layers, width: 200, height: 220)
  }

  /// With edge coverage too (the finer blitters' pictures): only whole pixels count.
  @Test(arguments: [false, true])
  func aBufferAnotherFrameLeftPaintsAsAFreshOne(edgeCoverage: Bool) {
    let fits = [
      PictureWriter.fit(screen: (200, 220), scale: 1), PictureWriter.fit(screen: (200, 220), scale: 1.37),
      ScreenFit(
        screen: (200, 220), columns: 40, rows: 20, pixelsPerCell: PixelsPerCell(x: 7, y: 15),
        cellAspect: 2),
    ]
    var mismatches: [String] = []
    for fit in fits {
      var reused = RasterBuffers()
      for seed in UInt64(0)..<24 {
        let f = Self.frame(seed: seed)
        var fresh = RasterBuffers()
        Rasteriser.paint(f, fit: fit, buffers: &fresh, edgeCoverage: edgeCoverage)
        Rasteriser.paint(f, fit: fit, buffers: &reused, edgeCoverage: edgeCoverage)
        if reused.pixels.colors != fresh.pixels.colors || reused.pixels.owner != fresh.pixels.owner {
          mismatches.append("seed \(seed) at \(fit.pixelWidth)×\(fit.pixelHeight)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }
}
