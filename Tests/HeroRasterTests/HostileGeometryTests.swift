import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// Coordinates no canvas holds never trap and never make a drawing loop longer than the canvas
/// (issue 15 §1 and §2).
@Suite struct HostileGeometryTests {
  static let conversions: [(Double, Int)] = [
    (Double.nan, 0), (Double.infinity, 1 << 40), (-Double.infinity, -(1 << 40)),
    (1e300, 1 << 40), (-1e300, -(1 << 40)), (2.9, 2), (-2.9, -2), (0, 0),
  ]

  @Test(arguments: conversions)
  func theGuardedConversionSaturates(_ value: Double, _ expected: Int) {
    #expect(Int(saturating: value) == expected)
  }

  @Test func aLineFarLongerThanTheCanvasTakesAsManyStepsAsTheCanvasAllows() {
    var dots = BrailleLayer(columns: 20, rows: 10)
    // Without the cap this line would take 10¹² steps.
    dots.line(from: (0, 0), to: (1e12, 1e12), color: RGB(255, 0, 0), every: 1)
    dots.line(from: (.nan, 0), to: (.infinity, -.infinity), color: RGB(255, 0, 0), every: 1)
    #expect(dots.maximumSteps == 8 * (40 + 40))
  }

  @Test(arguments: [1e9, -1e9, 1e300])
  func layersAndLabelsFarOffTheCanvasDrawWithoutTrapping(_ far: Double) {
    let frame = frame([
      box("huge", far, far, 1e6, 1e6, color: .white, text: "far"),
      box("near", 2, 2, 10, 10, color: .black, text: "near"),
      box("wide", -far, 0, 1e6, 8, color: .white, rotation: 0.3, text: "wide"),
    ])
    let raster = Rasteriser.render(frame, columns: 20, rows: 10, options: RasterOptions(arcs: true))
    #expect(raster.canvas.columns == 20)
  }
}
