import HeroPlanner
import Testing

@testable import HeroRaster

/// The nearest palette colour, found by searching outwards from a colour's lightness, is the
/// one a scan of every entry finds (the first of equals in palette order).
@Suite struct NearestColourSearchTests {
  static func scan(_ palette: ColorPalette, _ c: RGB) -> Int {
    let (l, a, b) = ColorPalette.oklab(c)
    var best = 0
    var bestDistance = Double.infinity
    for (i, entry) in palette.entries.enumerated() {
      let e = ColorPalette.oklab(entry.color)
      let d = (e.0 - l) * (e.0 - l) + (e.1 - a) * (e.1 - a) + (e.2 - b) * (e.2 - b)
      if d < bestDistance {
        bestDistance = d
        best = i
      }
    }
    return palette.entries[best].index
  }

  @Test(arguments: [ColorPalette.xterm256, .basic8])
  func theLightnessSearchFindsWhatAFullScanFinds(_ palette: ColorPalette) {
    var rng = SplitMix64(seed: 256)
    var colors = palette.entries.map(\.color)  // exact hits, and ties between equal entries
    for _ in 0..<4000 {
      colors.append(
        RGB(.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng)))
    }
    for v in 0...255 { colors.append(RGB(UInt8(v), UInt8(v), UInt8(v))) }
    for c in colors {
      #expect(palette.nearest(c) == Self.scan(palette, c), "\(c)")
    }
  }
}
