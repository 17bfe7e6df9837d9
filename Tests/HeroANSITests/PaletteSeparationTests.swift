import HeroPlanner
import HeroRaster
import HeroScene
import Testing

@testable import HeroANSI

/// In 256 colours a view whose colour falls on the same palette entry as what lies under it
/// takes the nearest other entry (issue 32 §3): what 24-bit shows apart, 256 colours shows
/// apart too.
@Suite struct PaletteSeparationTests {
  /// Cells side by side (or a cell's two pixels) whose colours differ to the eye but map to one
  /// entry.
  static func merged(_ canvas: Canvas, _ out: [TerminalCell]) -> Int {
    var count = 0
    for i in canvas.cells.indices {
      let cell = canvas.cells[i]
      if cell.glyph == "▀", PaletteSeparation.distinct(cell.foreground, cell.background),
        out[i].foreground == out[i].background
      {
        count += 1
      }
      if (i + 1) % canvas.columns != 0,
        PaletteSeparation.distinct(canvas.cells[i + 1].background, cell.background),
        out[i + 1].background == out[i].background
      {
        count += 1
      }
    }
    return count
  }

  @Test func aViewCloseInColourToItsBackgroundKeepsAnEntryOfItsOwn() {
    var canvas = Canvas(
      columns: 12, rows: 4, fill: Cell(glyph: " ", foreground: RGB(135, 95, 135), background: RGB(135, 95, 135)))
    // A view a few steps away from the background: the same xterm entry as it.
    for x in 4..<8 {
      for y in 1..<3 { canvas[x, y] = Cell(glyph: " ", foreground: RGB(152, 103, 152), background: RGB(152, 103, 152)) }
    }
    var plain = CellMapper(mode: .palette256, unicode: true)
    #expect(plain.color(RGB(135, 95, 135)) == plain.color(RGB(152, 103, 152)))
    let original = canvas
    #expect(PaletteSeparation.separate(&canvas, palette: .xterm256))
    var mapper = CellMapper(mode: .palette256, unicode: true)
    let out = mapper.map(canvas)
    #expect(Self.merged(original, out) == 0)
    // The background keeps its nearest entry; the view (fewer cells) moves.
    #expect(out[0].background == plain.color(RGB(135, 95, 135)))
    #expect(out[13 + 4].background != out[0].background)
  }

  @Test(arguments: ["Scenes/example-menu.json", "Scenes/legibility.json", "Scenes/cascade.json"])
  func galleryViewsStayApartIn256Colours(_ file: String) throws {
    let scene = try SceneLoader.load(path: file)
    let plan = Planner.plan(scene)
    for progress in [0.0, 0.5, 1.0] {
      let original = Rasteriser.render(plan.sample(at: progress), columns: 80, rows: 24).canvas
      var canvas = original
      PaletteSeparation.separate(&canvas, palette: .xterm256)
      var mapper = CellMapper(mode: .palette256, unicode: true)
      let out = mapper.map(canvas)
      #expect(Self.merged(original, out) == 0, "\(file) at \(progress)")
    }
  }
}
