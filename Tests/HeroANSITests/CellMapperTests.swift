import HeroPlanner
import HeroRaster
import Testing

@testable import HeroANSI

@Suite struct CellMapperTests {
  /// One mapper over runs of equal cells and cells that differ in one field (the last cell's
  /// answer is reused) maps each cell as a fresh mapper does.
  @Test(arguments: [ColorMode.direct, .palette256, .basic8, .monochrome])
  func aMapperMapsEachCellOfARunAsAFreshOne(_ mode: ColorMode) {
    var rng = SplitMix64(seed: 27)
    let colours = [RGB(0, 0, 0), RGB(0, 0, 1), RGB(1, 0, 0), RGB(250, 250, 250), RGB(200, 30, 30)]
    let glyphs: [Unicode.Scalar] = [" ", "▀", "x"]
    var mapper = CellMapper(mode: mode, unicode: mode != .monochrome)
    var cells = [Cell(), Cell(glyph: "x"), Cell(background: .white)]
    for _ in 0..<300 {
      let cell = Cell(
        glyph: glyphs.randomElement(using: &rng) ?? " ",
        foreground: colours.randomElement(using: &rng) ?? .white,
        background: colours.randomElement(using: &rng) ?? .black)
      cells += Array(repeating: cell, count: Int.random(in: 1...4, using: &rng))
    }
    for (i, cell) in cells.enumerated() {
      var fresh = CellMapper(mode: mode, unicode: mode != .monochrome)
      #expect(mapper.map(cell) == fresh.map(cell), "cell \(i): \(cell)")
    }
  }

  @Test(arguments: [ColorMode.direct, .palette256, .basic8, .monochrome])
  func aMapperReusedOverFramesMapsEachCanvasAsAFreshOne(_ mode: ColorMode) {
    // Cells kept from the last canvas take the answer given then; changed ones are mapped.
    var rng = SplitMix64(seed: 11)
    func canvas(columns: Int, rows: Int, changing fraction: Double, from base: Canvas?) -> Canvas {
      var out = base ?? Canvas(columns: columns, rows: rows)
      for y in 0..<rows {
        for x in 0..<columns where base == nil || Double.random(in: 0...1, using: &rng) < fraction {
          let glyphs: [Unicode.Scalar] = ["▀", " ", "x", "⠓", "●"]
          func color() -> RGB {
            RGB(.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng))
          }
          out[x, y] = Cell(
            glyph: glyphs[Int.random(in: 0..<glyphs.count, using: &rng)], foreground: color(),
            background: color())
        }
      }
      return out
    }
    var mapper = CellMapper(mode: mode, unicode: true)
    var cells: [TerminalCell] = []
    var last: Canvas?
    for (n, size) in [(30, 10), (30, 10), (30, 10), (12, 7), (12, 7), (30, 10)].enumerated() {
      let reuse = last.map { $0.columns == size.0 && $0.rows == size.1 } ?? false
      let next = canvas(columns: size.0, rows: size.1, changing: 0.2, from: reuse ? last : nil)
      mapper.map(next, into: &cells)
      var fresh = CellMapper(mode: mode, unicode: true)
      #expect(cells == fresh.map(next), "canvas \(n)")
      last = next
    }
  }

  @Test func directColourIsQuantisedToFiveBitsAndAvoidsPaletteNumbers() {
    #expect(CellMapper.direct(RGB(255, 255, 255)) == 0xFF_FFFF)
    #expect(CellMapper.direct(RGB(0x12, 0x34, 0x56)) == 0x10_3152)
    #expect(CellMapper.direct(RGB(0x13, 0x33, 0x57)) == CellMapper.direct(RGB(0x12, 0x34, 0x56)))
    #expect(CellMapper.direct(RGB(0, 0, 0)) == 0x01_0101)
    #expect(CellMapper.direct(RGB(0, 0, 5)) == 0x01_0101)
  }

  @Test func halfBlocksKeepBothColoursAndCollapseWhenTheyReduceAlike() {
    var mapper = CellMapper(mode: .palette256, unicode: true)
    let red = RGB(229, 57, 53)
    let blue = RGB(30, 136, 229)
    let cell = mapper.map(Cell(glyph: "▀", foreground: red, background: blue))
    #expect(cell.glyph == "▀")
    #expect(cell.foreground == Int32(ColorPalette.xterm256.nearest(red)))
    #expect(cell.background == Int32(ColorPalette.xterm256.nearest(blue)))
    let alike = mapper.map(Cell(glyph: "▀", foreground: RGB(250, 250, 250), background: .white))
    #expect(alike == TerminalCell(glyph: " ", foreground: 231, background: 231))
  }

  @Test func eightColoursUseTheBasicPalette() {
    var mapper = CellMapper(mode: .basic8, unicode: true)
    let cell = mapper.map(Cell(glyph: "x", foreground: RGB(250, 0, 0), background: RGB(0, 0, 0)))
    #expect(cell == TerminalCell(glyph: "x", foreground: 1, background: 0))
  }

  @Test func withoutUTF8HalfBlocksBecomeFullCellsAndSymbolsASCII() {
    var mapper = CellMapper(mode: .direct, unicode: false)
    let block = mapper.map(Cell(glyph: "▀", foreground: RGB(200, 0, 0), background: RGB(0, 0, 200)))
    #expect(block.glyph == " ")
    #expect(block.background == CellMapper.direct(RGB(100, 0, 100)))
    #expect(mapper.map(Cell(glyph: "⠕")).glyph == ".")
    #expect(mapper.map(Cell(glyph: "●")).glyph == "@")
    #expect(mapper.map(Cell(glyph: "é")).glyph == "?")
    #expect(mapper.map(Cell(glyph: "A")).glyph == "A")
  }

  struct ShadeRow: Sendable, CustomTestStringConvertible {
    var color: RGB
    var unicode: Bool
    var glyph: Unicode.Scalar
    var testDescription: String { "\(color) → \(glyph)" }
  }

  @Test(arguments: [
    ShadeRow(color: .black, unicode: true, glyph: " "),
    ShadeRow(color: RGB(70, 70, 70), unicode: true, glyph: "░"),
    ShadeRow(color: RGB(120, 120, 120), unicode: true, glyph: "▒"),
    ShadeRow(color: RGB(170, 170, 170), unicode: true, glyph: "▓"),
    ShadeRow(color: .white, unicode: true, glyph: "█"),
    ShadeRow(color: .white, unicode: false, glyph: "#"),
  ])
  func monochromeShadesByLightness(_ row: ShadeRow) {
    var mapper = CellMapper(mode: .monochrome, unicode: row.unicode)
    let cell = mapper.map(Cell(glyph: " ", foreground: row.color, background: row.color))
    #expect(cell == TerminalCell(glyph: row.glyph, foreground: -1, background: -1))
  }

  @Test func monochromeKeepsTextInDefaultColours() {
    var mapper = CellMapper(mode: .monochrome, unicode: true)
    let cell = mapper.map(Cell(glyph: "P", foreground: .black, background: RGB(229, 57, 53)))
    #expect(cell == TerminalCell(glyph: "P", foreground: -1, background: -1))
  }

  /// A cell is compared as ten bytes where Swift lays it out as its three fields (as here):
  /// a change to any one byte of it (glyph, or a channel of either colour) must be seen.
  @Test func aChangeToAnyByteOfACellIsMappedAgain() {
    #expect(CellMapper.packedCells)
    var mapper = CellMapper(mode: .direct, unicode: true)
    var canvas = Canvas(columns: 3, rows: 2)
    canvas.fill(Cell(glyph: "▀", foreground: RGB(10, 20, 30), background: RGB(40, 50, 60)))
    var out: [TerminalCell] = []
    mapper.map(canvas, into: &out)
    let changes: [(inout Cell) -> Void] = [
      { $0.glyph = " " }, { $0.foreground.r = 11 }, { $0.foreground.g = 21 },
      { $0.foreground.b = 31 }, { $0.background.r = 41 }, { $0.background.g = 51 },
      { $0.background.b = 61 },
    ]
    for (n, change) in changes.enumerated() {
      var changed = canvas
      var cell = changed[1, 1]
      change(&cell)
      changed[1, 1] = cell
      mapper.map(changed, into: &out)
      var fresh = CellMapper(mode: .direct, unicode: true)
      #expect(out == fresh.map(changed), "change \(n)")
      mapper.map(canvas, into: &out)
      #expect(out == fresh.map(canvas), "back after change \(n)")
    }
  }
}

@Suite struct CellMapperSpaceTests {
  @Test func aSpaceShowsItsBackgroundWhateverItsForeground() {
    var mono = CellMapper(mode: .monochrome, unicode: true)
    #expect(mono.map(Cell(glyph: " ", foreground: .white, background: .black)).glyph == " ")
    var colour = CellMapper(mode: .palette256, unicode: true)
    let cell = colour.map(Cell(glyph: " ", foreground: .white, background: .black))
    #expect(cell == TerminalCell(glyph: " ", foreground: 231, background: 16))
  }
}
