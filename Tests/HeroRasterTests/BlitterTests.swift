import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The blitters: their glyph tables are the Unicode blocks' patterns, the solver picks the
/// least-error split, half blocks' fast path is the solver's answer, and finer blitters show
/// a frame closer to its picture.
@Suite struct BlitterTests {
  @Test func quadrantGlyphsInkTheirQuadrants() {
    #expect(Blitter.quadrant.glyph(mask: 0b0001) == "▘")
    #expect(Blitter.quadrant.glyph(mask: 0b0011) == "▀")
    #expect(Blitter.quadrant.glyph(mask: 0b0101) == "▌")
    #expect(Blitter.quadrant.glyph(mask: 0b1001) == "▚")
    #expect(Blitter.quadrant.glyph(mask: 0b1110) == "▟")
  }

  /// U+1FB00 BLOCK SEXTANT-1 … U+1FB3B BLOCK SEXTANT-23456: 60 glyphs, the 64 patterns less
  /// none, all and the two half columns.
  @Test func sextantGlyphsAreTheBlockInPatternOrder() {
    #expect(Blitter.sextant.glyph(mask: 1) == "\u{1FB00}")
    #expect(Blitter.sextant.glyph(mask: 20) == "\u{1FB13}")
    #expect(Blitter.sextant.glyph(mask: 22) == "\u{1FB14}")
    #expect(Blitter.sextant.glyph(mask: 62) == "\u{1FB3B}")
    #expect(Blitter.sextant.glyph(mask: 21) == "▌" && Blitter.sextant.glyph(mask: 42) == "▐")
    let inBlock = (0..<64).map { Blitter.sextant.glyph(mask: $0).value }
      .filter { (0x1FB00...0x1FB3B).contains($0) }
    #expect(Set(inBlock).count == 60)
  }

  /// U+1CD00 BLOCK OCTANT-3 … U+1CDE5 BLOCK OCTANT-2345678: 230 glyphs in pattern order, the
  /// other 26 patterns drawn by older characters.
  @Test func octantGlyphsAreTheBlockInPatternOrder() {
    #expect(Blitter.octant.glyph(mask: 4) == "\u{1CD00}")
    #expect(Blitter.octant.glyph(mask: 254) == "\u{1CDE5}")
    #expect(Blitter.octant.glyph(mask: 15) == "▀")
    #expect(Blitter.octant.glyph(mask: 192) == "▂")
    #expect(Blitter.octant.glyph(mask: 85) == "▌")
    let all = (0..<256).map { Blitter.octant.glyph(mask: $0) }
    #expect(Set(all).count == 256)
    #expect(all.filter { (0x1CD00...0x1CDE5).contains($0.value) }.count == 230)
  }

  /// Every glyph a blitter draws is one column wide by the project's own width table (glibc
  /// says −1 for octants).
  @Test func everyBlitterGlyphIsOneColumnWide() {
    for blitter in Blitter.allCases {
      for mask in 0..<(1 << (blitter.pixelsPerCell.x * blitter.pixelsPerCell.y)) {
        #expect(DisplayWidth.of(blitter.glyph(mask: mask)) == 1, "\(blitter) \(mask)")
      }
    }
  }

  @Test func eachBlitterFallsBackToTheNextCoarser() {
    #expect(Blitter.octant.fallback == .sextant)
    #expect(Blitter.sextant.fallback == .quadrant)
    #expect(Blitter.quadrant.fallback == .half)
    #expect(Blitter.half.fallback == nil)
  }

  /// The squared error of a split, written out.
  static func error(_ pixels: [SIMD4<Float>], mask: Int) -> Float {
    func mean(_ set: [SIMD4<Float>]) -> SIMD4<Float> {
      set.isEmpty ? .zero : set.reduce(.zero, +) / Float(set.count)
    }
    let ink = pixels.indices.filter { mask >> $0 & 1 == 1 }.map { pixels[$0] }
    let paper = pixels.indices.filter { mask >> $0 & 1 == 0 }.map { pixels[$0] }
    let (a, b) = (mean(ink), mean(paper))
    return ink.map { (($0 - a) * ($0 - a)).sum() }.reduce(0, +)
      + paper.map { (($0 - b) * ($0 - b)).sum() }.reduce(0, +)
  }

  @Test(arguments: [4, 6, 8])
  func theSolverFindsTheLeastErrorSplit(count n: Int) {
    var rng = SplitMix64(seed: UInt64(n))
    var solver = CellSolver()
    for trial in 0..<200 {
      // A few distinct colours, repeated: flat layers meet at edges.
      let palette = (0..<Int.random(in: 3...5, using: &rng)).map { _ in
        SIMD4<Float>(
          Float.random(in: 0...1, using: &rng), Float.random(in: 0...1, using: &rng),
          Float.random(in: 0...1, using: &rng), 0)
      }
      let pixels = (0..<n).map { _ in palette[Int.random(in: 0..<palette.count, using: &rng)] }
      let split = pixels.withUnsafeBufferPointer { solver.solve($0.baseAddress!, count: n) }
      let best = (1..<(1 << n)).map { Self.error(pixels, mask: $0) }.min() ?? 0
      let found = Self.error(pixels, mask: split.mask == 0 ? (1 << n) - 1 : split.mask)
      #expect(abs(found - best) < 1e-4, "trial \(trial)")
    }
  }

  /// The search's fast path is the reference's answer bit for bit (mask and both colours),
  /// on cells of three to eight colours: random ones, a small palette of round values (whose
  /// splits tie), the colours a translucent edge over flat layers leaves, and hostile ones
  /// (NaN, infinities, a fourth lane not 0).
  /// Two scores' bits the same, or both NaN (a NaN never wins; its bits may differ).
  static func sameScore(_ a: UInt32, _ b: UInt32) -> Bool {
    a == b || (Float(bitPattern: a).isNaN && Float(bitPattern: b).isNaN)
  }

  @Test(arguments: [4, 6, 8])
  func theFastSearchIsTheReferencesAnswer(count n: Int) {
    var rng = SplitMix64(seed: UInt64(100 + n))
    var solver = CellSolver()
    var reference = CellSolver()
    let round: [Float] = [0, 0.25, 0.5, 0.75, 1]
    for trial in 0..<3_000 {
      let kind = trial % 4
      let colours = Int.random(in: 3...n, using: &rng)
      let palette = (0..<colours).map { _ -> SIMD4<Float> in
        switch kind {
        case 0:
          return SIMD4(
            Float.random(in: 0...1, using: &rng), Float.random(in: 0...1, using: &rng),
            Float.random(in: 0...1, using: &rng), 0)
        case 1:
          return SIMD4(
            round.randomElement(using: &rng)!, round.randomElement(using: &rng)!,
            round.randomElement(using: &rng)!, 0)
        case 2:
          let a = Float.random(in: 0...1, using: &rng)
          return SIMD4(a, a * 0.5, 1 - a, 0) * Float(Int.random(in: 1...4, using: &rng)) / 4
        default:
          // Hostile values: a NaN or an infinity in a channel, or a fourth lane not 0.
          let odd: [Float] = [.nan, .infinity, -.infinity, 0.5]
          var c = SIMD4<Float>(
            Float.random(in: 0...1, using: &rng), Float.random(in: 0...1, using: &rng),
            Float.random(in: 0...1, using: &rng), 0)
          if Int.random(in: 0..<3, using: &rng) == 0 {
            c[Int.random(in: 0..<4, using: &rng)] = odd.randomElement(using: &rng)!
          }
          return c
        }
      }
      var pixels = palette
      while pixels.count < n {
        pixels.append(palette[Int.random(in: 0..<colours, using: &rng)])
      }
      pixels.shuffle(using: &rng)
      let fast = pixels.withUnsafeBufferPointer { solver.solve($0.baseAddress!, count: n) }
      let plain = pixels.withUnsafeBufferPointer {
        reference.solveByReference($0.baseAddress!, count: n)
      }
      #expect(
        fast.mask == plain.mask && CellSolver.key(fast.ink) == CellSolver.key(plain.ink)
          && CellSolver.key(fast.paper) == CellSolver.key(plain.paper),
        "trial \(trial): \(pixels)")
      // Every split's score, bit for bit: a tie the cells above do not meet is decided alike.
      var first = 0
      for k in 0..<n where CellSolver.key(pixels[k]) == CellSolver.key(pixels[0]) { first |= 1 << k }
      guard Set(pixels.map(CellSolver.key)).count > 2 else { continue }
      var scores: [(Int, UInt32)] = []
      var plainScores: [(Int, UInt32)] = []
      _ = pixels.withUnsafeBufferPointer {
        solver.search($0.baseAddress!, count: n, first: first) { scores.append(($0, $1.bitPattern)) }
      }
      _ = pixels.withUnsafeBufferPointer {
        reference.searchReference($0.baseAddress!, count: n, first: first) {
          plainScores.append(($0, $1.bitPattern))
        }
      }
      #expect(
        scores.map(\.0) == plainScores.map(\.0)
          && zip(scores, plainScores).allSatisfy { Self.sameScore($0.1, $1.1) },
        "trial \(trial): \(pixels)")
    }
  }

  /// The finer blitters' cell owners, read a row of cells at a time, are the reference's,
  /// which looks at each cell on its own: any owners, with and without columns left out,
  /// at sizes whose pixels do not fill the last cells and canvases wider or taller than them;
  /// and so are a terminal cell's when the picture is an image (9 × 18, 3 × 5, 1 × 3 pixels).
  @Test func cellOwnersAreTheReferencesOwners() {
    var rng = SplitMix64(seed: 77)
    let shapes =
      [Blitter.quadrant, .sextant, .octant].map(\.pixelsPerCell) + [
        PixelsPerCell(x: 9, y: 18), PixelsPerCell(x: 3, y: 5), PixelsPerCell(x: 1, y: 3),
      ]
    for trial in 0..<600 {
      let shape = shapes[trial % shapes.count]
      let blitter = shape
      let (width, height) = (Int.random(in: 1...60, using: &rng), Int.random(in: 1...60, using: &rng))
      var pixels = PixelBuffer(width: width, height: height, fill: RGB(0, 0, 0))
      for i in pixels.owner.indices { pixels.owner[i] = Int32.random(in: -1...40, using: &rng) }
      let columns = width / shape.x + Int.random(in: -2...3, using: &rng)
      let rows = height / shape.y + Int.random(in: -2...3, using: &rng)
      guard columns > 0, rows > 0 else { continue }
      let lower = Int.random(in: -4...width, using: &rng)
      let only = trial % 4 == 0 ? nil : lower..<(lower + Int.random(in: 0...width, using: &rng))
      var fast: [Int32] = []
      var plain: [Int32] = []
      pixels.cellOwners(columns: columns, rows: rows, shape: shape, only: only, into: &fast)
      pixels.cellOwnersReference(columns: columns, rows: rows, shape: shape, only: only, into: &plain)
      #expect(
        fast == plain, "trial \(trial): \(blitter) \(width)×\(height) \(columns)×\(rows) \(String(describing: only))")
    }
  }

  @Test func twoColoursAreSplitExactlyWithPixelZeroInked() {
    var solver = CellSolver()
    let a = SIMD4<Float>(1, 0, 0, 0)
    let b = SIMD4<Float>(0, 0, 1, 0)
    let pixels = [a, b, b, a, a, b]
    let split = pixels.withUnsafeBufferPointer { solver.solve($0.baseAddress!, count: 6) }
    #expect(split.mask == 0b011001 && split.ink == a && split.paper == b)
    let flat = [a, a, a, a]
    let one = flat.withUnsafeBufferPointer { solver.solve($0.baseAddress!, count: 4) }
    #expect(one.mask == 0 && one.paper == a)
  }

  /// The half-block fast path is the general solver's answer for 1 × 2 cells.
  @Test func halfBlocksFastPathIsTheSolversAnswer() {
    for seed in 1...6 {
      let pixels = HalfBlocksTests.runs(width: 37, height: 26, seed: UInt64(seed))
      var fast = Canvas(columns: 37, rows: 13)
      pixels.halfBlocks(into: &fast)
      var solved = Canvas(columns: 37, rows: 13)
      var solver = CellSolver()
      pixels.blitSolved(into: &solved, blitter: .half, solver: &solver)
      #expect(fast == solved, "seed \(seed)")
    }
  }

  /// The finer blitters skip the cells around the screen (the container's colour, unowned)
  /// without looking at their pixels: the same cells and owners as reading every pixel, frame
  /// after frame in one set of buffers, at sizes whose screen edges fall inside a cell.
  @Test func cellsAroundTheScreenAreTheContainersWithoutReadingThem() {
    var frame = Self.shapes()
    frame.containerColor = RGBAColor(red: 0.2, green: 0.3, blue: 0.1)
    for blitter in [Blitter.quadrant, .sextant, .octant] {
      var buffers = RasterBuffers()
      var raster = Raster()
      for (columns, rows) in [(61, 20), (97, 23), (40, 31), (133, 40), (61, 20)] {
        // First with a selection, whose outline may paint beyond the screen (and every pixel
        // is reset): the frame after it must not show what that left around the screen.
        Rasteriser.render(
          frame, columns: columns, rows: rows,
          options: RasterOptions(
            highlights: [frame.layers[0].view: .selected], blitter: blitter),
          buffers: &buffers, into: &raster)
        Rasteriser.render(
          frame, columns: columns, rows: rows, options: RasterOptions(blitter: blitter),
          buffers: &buffers, into: &raster)
        // The reference: every pixel reset and read.
        let fit = ScreenFit(
          screen: (200, 200), columns: columns, rows: rows, pixelsPerCell: blitter.pixelsPerCell)
        var full = RasterBuffers()
        Rasteriser.paint(frame, fit: fit, buffers: &full, edgeCoverage: true)
        var canvas = Canvas(columns: columns, rows: rows)
        var solver = CellSolver()
        full.pixels.blitSolved(into: &canvas, blitter: blitter, solver: &solver)
        var owners: [Int32] = []
        full.pixels.cellOwners(
          columns: columns, rows: rows, shape: blitter.pixelsPerCell, into: &owners)
        var labelled = raster
        labelled.canvas = canvas
        LabelPainter.paint(frame, into: &labelled)
        #expect(raster.canvas == labelled.canvas, "\(blitter) \(columns)×\(rows)")
        #expect(raster.cellOwners == owners, "\(blitter) \(columns)×\(rows)")
      }
    }
  }

  /// An octant picture fits the screen exactly as the half-block one does, at twice the
  /// pixels each way; a quadrant's pixels are twice as tall as wide.
  @Test func finerPicturesFitTheSameScreen() {
    let half = ScreenFit(screen: (375, 667), columns: 80, rows: 24)
    let octant = ScreenFit(
      screen: (375, 667), columns: 80, rows: 24, pixelsPerCell: Blitter.octant.pixelsPerCell)
    #expect(octant.scaleX == half.scaleX * 2 && octant.scaleY == half.scaleY * 2)
    #expect(octant.pixelWidth == 160 && octant.pixelHeight == 96)
    let quadrant = ScreenFit(
      screen: (375, 667), columns: 80, rows: 24, pixelsPerCell: Blitter.quadrant.pixelsPerCell)
    #expect(quadrant.scaleX == half.scaleX * 2 && quadrant.scaleY == half.scaleY)
    let p = octant.pixel(x: 375, y: 667)
    let q = half.pixel(x: 375, y: 667)
    #expect(abs(p.x / 2 - q.x) <= 1 && abs(p.y / 2 - q.y) <= 1)
    #expect(octant.cell(x: 100, y: 300)! == half.cell(x: 100, y: 300)!)
  }

  /// A circle and a thin bar, drawn with each blitter: the finer the cells, the closer the
  /// cells' colours come to the picture painted at 12 × 24 pixels a cell (which every
  /// blitter's pixels divide exactly).
  @Test func finerBlittersShowThePictureMoreClosely() throws {
    let frame = Self.shapes()
    var errors: [Blitter: Double] = [:]
    let fine = ScreenFit(
      screen: (200, 200), columns: 40, rows: 20, pixelsPerCell: PixelsPerCell(x: 12, y: 24))
    var reference = RasterBuffers()
    Rasteriser.paint(frame, fit: fine, buffers: &reference)
    for blitter in Blitter.allCases {
      let raster = Rasteriser.render(
        frame, columns: 40, rows: 20, options: RasterOptions(labels: false, blitter: blitter))
      errors[blitter] = Self.error(raster, against: reference.picture, blitter: blitter)
    }
    let half = try #require(errors[.half])
    for blitter in [Blitter.quadrant, .sextant, .octant] {
      #expect(try #require(errors[blitter]) < half, "\(blitter): \(errors)")
    }
  }

  /// A red circle 60 pt across and a 3 pt blue bar on white, on a 200 × 200 screen.
  static func shapes() -> Frame {
    var f = frame(
      [
        box("circle", 70, 20, 60, 60, color: RGBAColor(red: 0.9, green: 0.1, blue: 0.1), radius: 30),
        box("bar", 10, 120, 180, 3, color: RGBAColor(red: 0.1, green: 0.2, blue: 0.9)),
      ], width: 200, height: 200)
    f.containerColor = .white
    return f
  }

  /// The mean squared difference, per reference pixel, between each cell's colour at that pixel
  /// (ink where its glyph inks it) and the reference picture.
  static func error(_ raster: Raster, against picture: PixelBuffer, blitter: Blitter) -> Double {
    let shape = blitter.pixelsPerCell
    var sum = 0.0
    for y in 0..<picture.height {
      for x in 0..<picture.width {
        let column = x / 12
        let row = y / 24
        let cell = raster.canvas[column, row]
        // The pixel of the blitter's cell this octant pixel falls in.
        let sx = x % 12 * shape.x / 12
        let sy = y % 24 * shape.y / 24
        let bit = sy * shape.x + sx
        let inked = (0..<(1 << (shape.x * shape.y))).first { blitter.glyph(mask: $0) == cell.glyph }
        let colour = inked.map { $0 >> bit & 1 == 1 } == true ? cell.foreground : cell.background
        let want = picture.rgb(y * picture.width + x)
        for (a, b) in [(colour.r, want.r), (colour.g, want.g), (colour.b, want.b)] {
          let d = Double(a) - Double(b)
          sum += d * d
        }
      }
    }
    return sum / Double(picture.width * picture.height)
  }
}
