import HeroPlanner
import HeroRaster
import Testing

@testable import HeroANSI

@Suite struct ColorPaletteTests {
  @Test func exactPaletteColoursMapToThemselves() {
    #expect(ColorPalette.xterm256.nearest(RGB(255, 0, 0)) == 196)
    #expect(ColorPalette.xterm256.nearest(RGB(0, 0, 0)) == 16)
    #expect(ColorPalette.xterm256.nearest(RGB(128, 128, 128)) == 244)
    #expect(ColorPalette.basic8.nearest(RGB(0, 0, 238)) == 4)
  }

  @Test func nearestIsPerceptualNotRawRGB() {
    // A dark blue is closer in raw RGB to black, but looks blue.
    #expect(ColorPalette.basic8.nearest(RGB(0, 0, 140)) == 4)
    // A muted yellow-brown stays yellow rather than turning grey.
    #expect(ColorPalette.basic8.nearest(RGB(170, 150, 40)) == 3)
  }

  @Test func theReducerCachesWithoutChangingAnswers() {
    var reducer = ColorReducer(palette: .xterm256)
    var rng = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let c = RGB(
        UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
        UInt8.random(in: 0...255, using: &rng))
      #expect(reducer.index(for: c) == ColorPalette.xterm256.nearest(c))
      #expect(reducer.index(for: c) == ColorPalette.xterm256.nearest(c))
    }
  }
}
