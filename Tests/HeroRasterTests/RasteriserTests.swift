import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

@Suite struct RasteriserShapeTests {
  @Test func aSingleBox() {
    let actual = textMap(frame([box("a", 4, 4, 8, 6)]))
    let expected = [
      "                    ",
      "                    ",
      "    aaaaaaaa        ",
      "    aaaaaaaa        ",
      "    aaaaaaaa        ",
      "                    ",
      "                    ",
      "                    ",
      "                    ",
      "                    ",
    ]
    #expect(actual == expected, "\(describe(actual, expected))")
  }

  @Test func twoOverlappingBoxesBlendByOpacity() {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let f = frame([box("a", 2, 2, 10, 8, color: red), box("b", 8, 6, 10, 8, color: blue, opacity: 0.5)])
    let actual = textMap(f)
    let expected = [
      "                    ",
      "  aaaaaaaaaa        ",
      "  aaaaaaaaaa        ",
      "  aaaaaabbbbbbbbbb  ",
      "  aaaaaabbbbbbbbbb  ",
      "        bbbbbbbbbb  ",
      "        bbbbbbbbbb  ",
      "                    ",
      "                    ",
      "                    ",
    ]
    #expect(actual == expected, "\(describe(actual, expected))")
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    // Half blue over red; half blue over black.
    #expect(canvas[9, 3].background == RGB(128, 0, 128))
    #expect(canvas[14, 5].background == RGB(0, 0, 128))
  }

  @Test func aRotatedBoxIsADiamond() {
    let actual = textMap(frame([box("a", 5, 5, 10, 10, rotation: .pi / 4)]))
    let expected = [
      "                    ",
      "         aa         ",
      "       aaaaaa       ",
      "     aaaaaaaaaa     ",
      "   aaaaaaaaaaaaaa   ",
      "   aaaaaaaaaaaaaa   ",
      "     aaaaaaaaaa     ",
      "       aaaaaa       ",
      "         aa         ",
      "                    ",
    ]
    #expect(actual == expected, "\(describe(actual, expected))")
  }

  @Test func roundedCornersLeaveTheCornersOutAndBlendTheirEdge() {
    let f = frame([box("a", 0, 0, 20, 20, radius: 6)], width: 20, height: 20)
    let rows = textMap(f)
    // A pixel is the view's where the arc covers at least half of it; one it covers less of
    // takes the share it covers, in a colour between the fill and the black under it.
    #expect(rows.first == "  aaaaaaaaaaaaaaaa  ")
    #expect(rows[4] == "aaaaaaaaaaaaaaaaaaaa")
    #expect(rows.last == "  aaaaaaaaaaaaaaaa  ")
    let raster = Rasteriser.render(f, columns: 20, rows: 10)
    #expect(raster.owner(column: 1, row: 0) == nil)
    let corner = raster.canvas[1, 0].background
    #expect(corner.r > 0 && corner.r < 255 && corner.r == corner.g)
  }

  @Test func aBorderThinnerThanAPixelTintsTheEdgePixelsByItsShare() {
    let black = RGBAColor.black
    let white = RGBAColor.white
    // A 0.2-pt border on a 1-px-per-point canvas covers a fifth of the edge pixels: they are
    // the white fill with a fifth of black over it (#cccccc), not black.
    let f = frame([box("a", 2, 2, 16, 16, color: white, border: 0.2, borderColor: black)])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    #expect(canvas[8, 1] == Cell(glyph: "▀", foreground: RGB(204, 204, 204), background: RGB(255, 255, 255)))
    #expect(canvas[2, 5].background == RGB(204, 204, 204))
    #expect(canvas[10, 5].background == RGB(255, 255, 255))
    // A border of two pixels paints them.
    let thick = frame([box("a", 2, 2, 16, 16, color: white, border: 2, borderColor: black)])
    let solid = Rasteriser.render(thick, columns: 20, rows: 10).canvas
    #expect(solid[8, 1] == Cell(glyph: " ", foreground: RGB(0, 0, 0), background: RGB(0, 0, 0)))
  }

  @Test func aHairlineKeepsItsLengthAsARowOfBlendedPixels() {
    // 0.25 pt tall, 16 pt long, at 1 px a point: a row of 16 pixels at a quarter of black.
    var f = frame([box("line", 2, 10.1, 16, 0.25, color: .black)])
    f.containerColor = .white
    let raster = Rasteriser.render(f, columns: 20, rows: 10)
    let row = (0..<20).map { raster.owner(column: $0, row: 5) }
    #expect(row.compactMap { $0 }.count == 16)
    #expect(raster.canvas[10, 5].foreground == RGB(191, 191, 191))
  }

  @Test func layersClipAtTheScreenEdge() {
    // A 40×40-pt screen in a 40-column, 10-row canvas: 20×20 px (half a pixel per point),
    // centred with the container around; the box reaches 10 pt past the left edge.
    let f = frame([box("a", -10, 10, 20, 20)], width: 40, height: 40)
    let actual = textMap(f, columns: 40, rows: 10)
    let expected = [
      "..........                    ..........",
      "..........                    ..........",
      "..........aaaaa               ..........",
      "..........aaaaa               ..........",
      "..........aaaaa               ..........",
      "..........aaaaa               ..........",
      "..........aaaaa               ..........",
      "..........aaaaa               ..........",
      "..........                    ..........",
      "..........                    ..........",
    ]
    #expect(actual == expected, "\(describe(actual, expected))")
  }

  @Test func clipQuadsCutTheLayer() {
    let clip = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 20), Point(x: 0, y: 20)]
    let rows = textMap(frame([box("a", 4, 4, 12, 12, clips: [clip])]))
    #expect(rows[4] == "    aaaaaa          ")
  }

  @Test func aTinyViewIsStillVisible() {
    // A 375×667 screen in 100×40 cells: a 20-pt view is about 2 pixels, a 3-pt view under one.
    let f = frame(
      [
        box("root", 0, 0, 375, 667, color: .white), box("small", 100, 300, 20, 20, color: .black),
        box("tiny", 200, 300, 3, 3, color: .black),
      ], width: 375, height: 667)
    let raster = Rasteriser.render(f, columns: 100, rows: 40)
    let owners = Set(raster.cellOwners)
    #expect(owners.contains(1))
    #expect(owners.contains(2))
  }

  @Test func fullyTransparentLayersAreNotPainted() {
    let rows = textMap(frame([box("a", 0, 0, 20, 20, opacity: 0)]))
    #expect(rows.allSatisfy { $0 == String(repeating: " ", count: 20) })
  }

  @Test func aLayerBehindTheEyeIsSkippedNotCrashed() {
    var layer = box("a", 0, 0, 20, 20)
    layer.toScreen.m34 = -1
    layer.toScreen.m44 = -5
    // Every point of it is behind the eye: nothing is drawn, not even the tiny-view pixel.
    #expect(textMap(frame([layer])).allSatisfy { $0 == String(repeating: " ", count: 20) })
  }
}

@Suite struct LabelTests {
  @Test func aLabelIsCentredInItsBox() {
    let f = frame([box("a", 0, 0, 20, 20, color: .black, text: "Hi", textColor: .white)])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    #expect(canvas[9, 5].glyph == "H")
    #expect(canvas[10, 5].glyph == "i")
    #expect(canvas[9, 5].foreground == .white)
  }

  @Test(arguments: [
    (TextAlignment?.none, 9), (.center, 9), (.left, 1), (.natural, 1), (.justified, 1), (.right, 17),
  ])
  func aLabelSitsWhereItsAlignmentSays(alignment: TextAlignment?, column: Int) {
    var label = box("a", 0, 0, 20, 20, color: .black, text: "Hi")
    label.textAlignment = alignment
    let canvas = Rasteriser.render(frame([label]), columns: 20, rows: 10).canvas
    #expect(canvas[column, 5].glyph == "H")
    #expect(canvas[column + 1, 5].glyph == "i")
  }

  @Test func aClearLabelIsDrawnOverWhatShowsThroughIt() {
    // A UILabel's usual look: no background colour, UIKit's label colour (black) by default.
    let f = frame([box("card", 0, 0, 20, 20, color: .white), box("title", 0, 8, 20, 4, color: nil, text: "Back")])
    let raster = Rasteriser.render(f, columns: 20, rows: 10)
    let row = (0..<20).map { String(raster.canvas[$0, 5].glyph) }.joined()
    #expect(row.contains("Back"), "\(row)")
    let b = (0..<20).first { raster.canvas[$0, 5].glyph == "B" } ?? 0
    #expect(raster.canvas[b, 5].foreground == .black)
    #expect(raster.canvas[b, 5].background == .white)
    // The label's cells belong to it, so the text map shows where the text is.
    #expect(TextMapWriter.rows(raster)[5].contains("bbbb"))
  }

  @Test func aLabelUsesItsTextColourAndFadesWithItsView() {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let f = frame([
      box("card", 0, 0, 20, 20, color: .white),
      box("t", 0, 8, 20, 4, color: nil, opacity: 0.5, text: "Hi", textColor: red),
    ])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    // Red at half strength over white.
    #expect(canvas[9, 5].glyph == "H")
    #expect(canvas[9, 5].foreground == RGB(255, 128, 128))
  }

  @Test func aClearLabelUnderALaterLayerIsHidden() {
    let f = frame([box("t", 0, 0, 20, 20, color: nil, text: "Hidden"), box("b", 0, 8, 20, 4, color: .white)])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    #expect(!(0..<20).contains { canvas[$0, 5].glyph == "H" })
  }

  @Test func aLabelUnderAnotherLayerIsHidden() {
    let f = frame([box("a", 0, 0, 20, 20, color: .black, text: "Hidden"), box("b", 0, 8, 20, 4, color: .white)])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    #expect(!(0..<20).contains { canvas[$0, 5].glyph == "H" })
  }

  @Test func aLongLabelIsTruncated() {
    let f = frame([box("a", 0, 0, 10, 20, color: .black, text: "A long label")])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    let row = (0..<20).map { String(canvas[$0, 5].glyph) }.joined()
    #expect(row.contains("A long…"))
  }

  @Test func controlCharactersAndEscapesNeverReachTheCanvas() {
    let f = frame([box("a", 0, 0, 20, 20, color: .black, text: "\u{1B}[31mred\u{07}\u{9B}2J")])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    #expect(!canvas.cells.contains { $0.glyph.value < 0x20 || (0x7F...0x9F).contains($0.glyph.value) })
  }

  @Test func wideCharactersBecomeQuestionMarks() {
    #expect(TerminalText.cells("日本") == "??")
    #expect(TerminalText.cells("e\u{301}") == "e")
  }
}

@Suite struct ArcOverlayTests {
  @Test func anArcIsDrawnInBrailleWithItsPointsMarked() throws {
    let arc = try #require(Arc(from: Point(x: 2, y: 2), to: Point(x: 18, y: 18), intensity: 1))
    let f = frame([box("a", 0, 0, 20, 20, color: .black, arc: arc)])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10, options: RasterOptions(arcs: true)).canvas
    let braille = canvas.cells.filter { (0x2801...0x28FF).contains($0.glyph.value) }
    #expect(braille.count >= 10)
    #expect(canvas[2, 1].glyph == "○")
    #expect(canvas[18, 9].glyph == "●")
    #expect(canvas[2, 9].glyph == "◆")
    #expect(canvas.cells.contains { $0.glyph == "◉" })
  }

  @Test func theOverlayIsOffUnlessAskedFor() throws {
    let arc = try #require(Arc(from: Point(x: 2, y: 2), to: Point(x: 18, y: 18), intensity: 1))
    let f = frame([box("a", 0, 0, 20, 20, color: .black, arc: arc)])
    let canvas = Rasteriser.render(f, columns: 20, rows: 10).canvas
    #expect(!canvas.cells.contains { (0x2800...0x28FF).contains($0.glyph.value) })
  }
}

@Suite struct ShadowTests {
  func shadowed(color: RGBAColor?, path: Bool) -> Canvas {
    var layer = box("a", 4, 2, 12, 8, color: color)
    let rect = Rect(x: 0, y: 6, width: 12, height: 8)
    layer.shadow = FrameShadow(
      quad: rect.corners.map { layer.toScreen.apply(to: $0)! }, rect: rect, cornerRadius: 0,
      fromPath: path, color: .black, opacity: 1, radius: 0)
    let white = box("background", 0, 0, 20, 20, color: .white)
    return Rasteriser.render(frame([white, layer]), columns: 20, rows: 10).canvas
  }

  @Test func aShadowIsDrawnBeneathTheLayerAtItsOffset() {
    let canvas = shadowed(color: RGBAColor(red: 1, green: 0, blue: 0), path: false)
    // Rows 5–7 (pixels 10–15) are below the box (pixels 2–9): black shadow.
    #expect(canvas[8, 6].background == RGB(0, 0, 0))
    // Inside the box the layer covers its own shadow.
    #expect(canvas[8, 2].background == RGB(255, 0, 0))
    // Beside the shadow the background is untouched.
    #expect(canvas[1, 6].background == RGB(255, 255, 255))
  }

  @Test func aClearLayerCastsAShadowOnlyWithAShadowPath() {
    #expect(shadowed(color: nil, path: false)[8, 6].background == RGB(255, 255, 255))
    #expect(shadowed(color: nil, path: true)[8, 6].background == RGB(0, 0, 0))
  }
}

extension Rect {
  var corners: [Point] {
    [
      Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY),
      Point(x: minX, y: maxY),
    ]
  }
}
