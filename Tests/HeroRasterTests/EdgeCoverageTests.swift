import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The finer blitters' pictures shade an axis-aligned layer's straight edges by the share of
/// each pixel the layer covers (issue 32): an edge between pixels is where it lies, the paint
/// a layer puts down is its area, and half blocks keep the centre test.
@Suite struct EdgeCoverageTests {
  /// One pixel a point: a 20 × 20 screen at 10 × 5 octant cells.
  static let fit = ScreenFit(
    screen: (20, 20), columns: 10, rows: 5, pixelsPerCell: Blitter.octant.pixelsPerCell)

  static func paint(_ layer: FrameLayer, coverage: Bool = true) -> PixelBuffer {
    var pixels = PixelBuffer(width: 20, height: 20, fill: RGB(0, 0, 0))
    LayerPainter(fit: fit, edgeCoverage: coverage).paint(layer, index: 0, into: &pixels)
    return pixels
  }

  @Test func anEdgeBetweenPixelsShadesThemByTheShareCovered() {
    #expect(Self.fit.scaleX == 1 && Self.fit.scaleY == 1 && Self.fit.originX == 0)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    // From x = 4.75 to 15.25, y = 3 to 11.5: a quarter of columns 4 and 15, half of row 11.
    let pixels = Self.paint(box("card", 4.75, 3, 10.5, 8.5, color: red))
    func at(_ x: Int, _ y: Int) -> (Float, Int32) {
      (pixels.colors[y * 20 + x][0], pixels.owner[y * 20 + x])
    }
    #expect(at(4, 5) == (0.25, -1))
    #expect(at(5, 5) == (1, 0))
    #expect(at(15, 5) == (0.25, -1))
    #expect(at(3, 5).0 == 0 && at(16, 5).0 == 0)
    #expect(at(8, 11) == (0.5, 0))
    #expect(at(15, 11) == (0.125, -1))
    // The centre test, for half blocks' pictures: all or nothing.
    let centred = Self.paint(box("card", 4.75, 3, 10.5, 8.5, color: red), coverage: false)
    #expect(centred.colors[5 * 20 + 4][0] == 0 && centred.colors[5 * 20 + 15][0] == 0)
  }

  /// `coverageRuns` skips the middle of a side by halving: the runs are the reference's,
  /// which works out every pixel, for edges on and off the pixel grid, borders wider and
  /// narrower than the layer's middle, corners of any reach, and spans cut short either side.
  @Test func coverageRunsAreTheReferencesRuns() {
    var rng = SplitMix64(seed: 33)
    let capacity = LayerPainter.maximumCoverageRuns
    let fast = UnsafeMutableBufferPointer<LayerPainter.CoverageRun>.allocate(capacity: capacity)
    let plain = UnsafeMutableBufferPointer<LayerPainter.CoverageRun>.allocate(capacity: capacity)
    defer {
      fast.deallocate()
      plain.deallocate()
    }
    for trial in 0..<5_000 {
      func edge(_ range: ClosedRange<Double>) -> Double {
        // A third of them on the grid or a hair from it.
        let x = Double.random(in: range, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return x.rounded()
        case 1: return x.rounded() + 1e-9
        default: return x
        }
      }
      let lower = edge(-5...40)
      let upper = lower + edge(0...60)
      let border = [0, 0.3, 1, 2.5, 40][Int.random(in: 0..<5, using: &rng)]
      let radius = [0, 0.5, 2.2, 7, 100][Int.random(in: 0..<5, using: &rng)]
      let start = Int.random(in: -3...20, using: &rng)
      let span = start..<(start + Int.random(in: 0...80, using: &rng))
      let a = LayerPainter.coverageRuns(
        span, from: lower, to: upper, border: border, radius: radius, into: fast)
      let b = LayerPainter.coverageRunsReference(
        span, from: lower, to: upper, border: border, radius: radius, into: plain)
      #expect(a == b, "trial \(trial)")
      guard let a, a == b else { continue }
      for k in 0..<a {
        #expect(
          fast[k].start == plain[k].start && fast[k].end == plain[k].end
            && fast[k].coverage == plain[k].coverage,
          "trial \(trial): \(span) \(lower)…\(upper) border \(border) radius \(radius)")
      }
    }
  }

  /// On black, a layer's red channel summed over the pixels is its area in pixels: what the
  /// edges leave out of one pixel they give to the next.
  @Test func theInkAPlainLayerPutsDownIsItsArea() {
    var rng = SplitMix64(seed: 32)
    for _ in 0..<50 {
      let (x, y) = (Double.random(in: 0...8, using: &rng), Double.random(in: 0...8, using: &rng))
      let (w, h) = (Double.random(in: 1.5...10, using: &rng), Double.random(in: 1.5...10, using: &rng))
      let pixels = Self.paint(box("b", x, y, w, h, color: RGBAColor(red: 1, green: 0, blue: 0)))
      let ink = pixels.colors.reduce(0) { $0 + Double($1[0]) }
      #expect(abs(ink - w * h) < 1e-3, "\(x) \(y) \(w) \(h): \(ink)")
    }
  }

  /// A 1 pt border at a third of a pixel a point tints the pixels its third of a pixel falls
  /// in, not a whole pixel's width: with the edge at x = 2.9, a tenth of pixel 2 is the
  /// border's, and pixel 3 a fifth of a third.
  @Test func aBorderThinnerThanAPixelTintsWhereItLies() {
    let fit = ScreenFit(
      screen: (60, 60), columns: 10, rows: 5, pixelsPerCell: Blitter.octant.pixelsPerCell)
    #expect(abs(fit.scaleX - 1.0 / 3) < 1e-12 && fit.originX == 0)
    var pixels = PixelBuffer(width: 20, height: 20, fill: RGB(255, 255, 255))
    let layer = box(
      "card", 8.7, 9, 40, 30, color: .white, border: 1,
      borderColor: RGBAColor(red: 0, green: 0, blue: 0))
    LayerPainter(fit: fit, edgeCoverage: true).paint(layer, index: 0, into: &pixels)
    let row = 6 * 20
    // The border covers x from 2.9 to 2.9 + 1/3: a tenth of pixel 2, 0.2333… of pixel 3.
    #expect(abs(pixels.colors[row + 2][0] - 0.9) < 1e-5)
    let rim: Float = 2.9 + 1.0 / 3 - 3
    #expect(abs(pixels.colors[row + 3][0] - (1 - rim)) < 1e-5)
    #expect(pixels.colors[row + 4][0] == 1)
  }

  /// Inside the corners the axis-aligned path samples as `paintCorner` does, without its
  /// divisions and roots: the same pixels and owners on rounded, bordered layers.
  @Test func cornersAreSampledAsPaintCornerSamplesThem() {
    var rng = SplitMix64(seed: 16)
    for _ in 0..<40 {
      let (x, y) = (Double.random(in: 0...6, using: &rng), Double.random(in: 0...6, using: &rng))
      let (w, h) = (Double.random(in: 4...13, using: &rng), Double.random(in: 4...13, using: &rng))
      let radius = Double.random(in: 0.5...(min(w, h) / 2), using: &rng)
      let border = [0, 0.4, 1.5][Int.random(in: 0...2, using: &rng)]
      let layer = box(
        "b", x, y, w, h, color: RGBAColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8),
        radius: radius, border: border, borderColor: RGBAColor(red: 0, green: 0, blue: 1))
      let painter = LayerPainter(fit: Self.fit, edgeCoverage: true)
      guard let inverse = Homography(layer.toScreen).inverse else { continue }
      let shape = RoundedRect(width: w, height: h, radius: radius)
      let fill = Paint(layer.color!, opacity: 1)
      let stroke = border > 0 ? Paint(layer.borderColor!, opacity: 1) : nil
      let map = (
        a: inverse.m0 / (inverse.m8 * Self.fit.scaleX), b: inverse.m6 / inverse.m8,
        c: inverse.m4 / (inverse.m8 * Self.fit.scaleY), d: inverse.m7 / inverse.m8
      )
      var sampled = PixelBuffer(width: 20, height: 20, fill: RGB(255, 255, 255))
      var fast = sampled
      sampled.withTarget { target in
        for py in 0..<20 {
          for px in 0..<20 {
            _ = painter.paintCorner(
              px, py, inverse: inverse, shape: shape, fill: fill, border: stroke,
              borderUnder: nil, borderWidth: max(border, 1), index: 0, into: target)
          }
        }
      }
      fast.withTarget { target in
        for py in 0..<20 {
          for px in 0..<20 {
            _ = painter.coverCorner(
              px, py, map: map, shape: shape, fill: fill, border: stroke, borderUnder: nil,
              borderWidth: max(border, 1), index: 0, into: target)
          }
        }
      }
      #expect(sampled.colors == fast.colors && sampled.owner == fast.owner, "\(x) \(y) \(w) \(h)")
    }
  }
}
