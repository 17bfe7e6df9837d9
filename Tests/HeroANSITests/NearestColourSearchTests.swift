import HeroPlanner
import HeroRaster
import Testing

@testable import HeroANSI

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

/// The palette's boxes of 8×8×8 colours, each worked out when first asked about, give the
/// nearest colour a full scan gives for every colour of every box they are asked about, one
/// candidate or several.
@Suite struct PaletteBoxesTests {
  @Test(arguments: [ColorPalette.xterm256, .basic8])
  func everyColourOfSampledBoxesGetsTheScannedAnswer(_ palette: ColorPalette) {
    var boxes = PaletteBoxes()
    var rng = SplitMix64(seed: 8)
    var checked = 0
    var single = 0
    // Whole boxes (all 512 colours), on a stride and at random; the grey diagonal too.
    var corners: [(Int, Int, Int)] = []
    for r in stride(from: 0, to: 256, by: 40) {
      for g in stride(from: 0, to: 256, by: 56) {
        for b in stride(from: 0, to: 256, by: 72) { corners.append((r, g, b)) }
      }
    }
    for _ in 0..<24 {
      corners.append(
        (.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng)))
    }
    for v in stride(from: 0, to: 256, by: 8) { corners.append((v, v, v)) }
    for (r0, g0, b0) in corners {
      let (r0, g0, b0) = (r0 & 0xF8, g0 & 0xF8, b0 & 0xF8)
      var list: [UInt8] = []
      palette.candidates(
        low: RGB(UInt8(r0), UInt8(g0), UInt8(b0)), high: RGB(UInt8(r0 | 7), UInt8(g0 | 7), UInt8(b0 | 7)), into: &list)
      if list.count == 1 { single += 1 }
      for r in r0...(r0 | 7) {
        for g in g0...(g0 | 7) {
          for b in b0...(b0 | 7) {
            let c = RGB(UInt8(r), UInt8(g), UInt8(b))
            let position = boxes.nearestPosition(c, in: palette)
            #expect(palette.entries[position].index == NearestColourSearchTests.scan(palette, c), "\(c)")
            checked += 1
          }
        }
      }
    }
    #expect(checked >= 100 * 512)
    // The point of the boxes: many need no search at all.
    #expect(single > 0)
  }

  /// The lightness window only spares the test entries it would leave out: a box's list is the
  /// same with it as when every entry is tested, for every fifth box and the grey diagonal.
  @Test(arguments: [ColorPalette.xterm256, .basic8])
  func theLightnessWindowLeavesTheCandidatesAsTheyAre(_ palette: ColorPalette) {
    var windowed: [UInt8] = []
    var every: [UInt8] = []
    var boxes = Array(stride(from: 0, to: PaletteBoxes.boxCount, by: 5))
    boxes += (0..<32).map { $0 << 10 | $0 << 5 | $0 }
    for box in boxes {
      let low = RGB(UInt8((box >> 10) << 3), UInt8((box >> 5 & 31) << 3), UInt8((box & 31) << 3))
      let high = RGB(low.r | 7, low.g | 7, low.b | 7)
      palette.candidates(low: low, high: high, into: &windowed)
      palette.candidates(low: low, high: high, into: &every, prefilter: false)
      #expect(windowed == every, "box \(box)")
      if windowed != every { return }
    }
  }

  @Test func theReducerAnswersAsThePaletteDoes() {
    var reducer = ColorReducer(palette: .xterm256)
    var rng = SplitMix64(seed: 9)
    for _ in 0..<20_000 {
      let c = RGB(
        .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng))
      #expect(reducer.index(for: c) == ColorPalette.xterm256.nearest(c))
    }
  }

  /// Cells ask for a foreground then a background: the two-colour memo must answer each
  /// colour of a repeating or alternating stream as the palette does, in both palettes.
  @Test(arguments: [ColorPalette.xterm256, .basic8])
  func theReducerAnswersStreamsOfFewColoursAsThePaletteDoes(_ palette: ColorPalette) {
    var reducer = ColorReducer(palette: palette)
    var rng = SplitMix64(seed: 21)
    func random() -> RGB {
      RGB(.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng))
    }
    var wrong = 0
    for _ in 0..<2_000 {
      let few = [random(), random(), random()]
      for _ in 0..<6 {
        let c = few[Int.random(in: 0..<few.count, using: &rng)]
        if reducer.index(for: c) != palette.nearest(c) { wrong += 1 }
      }
    }
    #expect(wrong == 0)
  }
}
