import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The arc overlay under the text (issue 32 §5): labels keep every character where arcs cross
/// them or the selection's outline, a curve over a view of its own colour changes colour, and
/// with a selection only its arcs are drawn.
@Suite struct ArcOverlayTextTests {
  static let across = Arc(
    start: Point(x: 0, y: 10), control: Point(x: 20, y: 10), end: Point(x: 40, y: 10))

  @Test func arcsNeverWriteOverALabel() {
    var label = box("label", 0, 8, 40, 4, color: nil, text: "Photo", textColor: .white)
    label.arc = Self.across
    label.arcFraction = 0.5
    var f = frame([label], width: 40, height: 20)
    f.containerColor = RGBAColor(red: 0.1, green: 0.1, blue: 0.1)
    let raster = Rasteriser.render(
      f, columns: 40, rows: 10, options: RasterOptions(arcs: true, labels: true))
    let row = (0..<40).map { raster.canvas[$0, 5].glyph }
    #expect(String(String.UnicodeScalarView(row)).contains("Photo"))
  }

  @Test func aCurveOverAViewOfItsOwnColourStandsOut() {
    let curve = ArcOverlay.curveColor
    #expect(ArcOverlay.contrasting(curve, on: curve) != curve)
    #expect(ArcOverlay.contrasting(curve, on: RGB(20, 20, 30)) == curve)
  }

  @Test func withASelectionOnlyItsArcsAreDrawn() {
    var a = box("a", 0, 0, 4, 4)
    a.arc = Self.across
    var b = box("b", 0, 0, 4, 4)
    b.view = ViewRef(.to, 7)
    b.arc = Arc(start: Point(x: 0, y: 18), control: Point(x: 20, y: 18), end: Point(x: 40, y: 18))
    let f = frame([a, b], width: 40, height: 20)
    func braille(_ options: RasterOptions) -> Int {
      Rasteriser.render(f, columns: 40, rows: 10, options: options).canvas.cells
        .filter { (0x2801...0x28FF).contains($0.glyph.value) }.count
    }
    let all = braille(RasterOptions(arcs: true, labels: false))
    let one = braille(RasterOptions(arcs: true, labels: false, arcViews: [ViewRef(.to, 7)]))
    #expect(one > 0 && one < all)
  }

  @Test func arcsKeepOffTheSelectionsOutline() {
    // A card selected, an arc running straight across it: where the arc crosses the card's
    // left and right edges, the outline's half blocks stay.
    var card = box("card", 10, 4, 20, 12)
    card.arc = Self.across
    card.arcFraction = 0.5
    let f = frame([card], width: 40, height: 20)
    let options = RasterOptions(
      arcs: true, labels: false, highlights: [card.view: .selected], arcViews: [card.view])
    let withArcs = Rasteriser.render(f, columns: 40, rows: 10, options: options)
    var plain = options
    plain.arcs = false
    let without = Rasteriser.render(f, columns: 40, rows: 10, options: plain)
    let outlined = (0..<40 * 10).filter { i in
      let cell = without.canvas.cells[i]
      let gold = RGB(255, 214, 0)
      return cell.foreground == gold || cell.background == gold
    }
    #expect(!outlined.isEmpty)
    for i in outlined { #expect(withArcs.canvas.cells[i] == without.canvas.cells[i]) }
    // The arc is still drawn elsewhere on its row.
    let braille = withArcs.canvas.cells.filter { (0x2801...0x28FF).contains($0.glyph.value) }
    #expect(!braille.isEmpty)
  }
}
