import HeroPlanner
import HeroRaster
import Testing

@testable import HeroANSI

/// `TerminalScreen` maps and compares only the cells that changed in the canvas; the reference
/// maps every cell and puts those that differ from what is shown, as the player once did. Both
/// must show the same cells, count the same changes and write the same bytes, frame after frame.
@Suite struct TerminalScreenTests {
  /// The reference: the whole canvas mapped, every differing cell put.
  struct Reference {
    var mapper: CellMapper
    var encoder: FrameEncoder
    var first = true

    init(_ capabilities: TerminalCapabilities, columns: Int) {
      mapper = CellMapper(mode: capabilities.colorMode, unicode: capabilities.unicode)
      encoder = FrameEncoder(
        mode: capabilities.colorMode, columns: columns, unicode: capabilities.unicode)
    }

    mutating func update(_ canvas: Canvas) -> Int {
      let cells = mapper.map(canvas)
      encoder.begin()
      var changed = 0
      for (i, cell) in cells.enumerated() where first || cell != encoder.shown[i] {
        encoder.put(cell, column: i % canvas.columns, row: i / canvas.columns)
        changed += 1
      }
      first = false
      guard changed > 0 else { return 0 }
      encoder.end()
      return changed
    }
  }

  /// Plays `frames` canvases through the screen and the reference, `change` editing the
  /// canvas before each: both must count, show and write the same.
  static func expectSameAsReference(
    _ capabilities: TerminalCapabilities, columns: Int, rows: Int, frames: Int,
    change: (inout Canvas) -> Void
  ) {
    var canvas = Canvas(columns: columns, rows: rows)
    var screen = TerminalScreen(capabilities: capabilities)
    var reference = Reference(capabilities, columns: columns)
    for frame in 0..<frames {
      change(&canvas)
      let changed = screen.update(canvas)
      let expected = reference.update(canvas)
      #expect(changed == expected, "frame \(frame)")
      if expected > 0 { #expect(screen.bytes == reference.encoder.bytes, "frame \(frame)") }
      #expect(screen.shown == reference.encoder.shown, "frame \(frame)")
    }
  }

  /// Canvases of few colours and glyphs, a few cells changed each frame (some back to what
  /// they were, some to a colour that maps to the same terminal colour).
  @Test(arguments: [
    TerminalCapabilities(colorMode: .palette256, unicode: true),
    TerminalCapabilities(colorMode: .direct, unicode: true),
    TerminalCapabilities(colorMode: .basic8, unicode: true),
    TerminalCapabilities(colorMode: .monochrome, unicode: false),
  ])
  func changedCellsGiveTheBytesOfMappingEveryCell(_ capabilities: TerminalCapabilities) {
    var rng = SplitMix64(seed: 2026)
    let colours = [RGB(0, 0, 0), RGB(1, 1, 1), RGB(255, 255, 255), RGB(200, 30, 30), RGB(201, 31, 30)]
    let glyphs: [Unicode.Scalar] = [" ", "▀", "▀", "x", "⠿"]
    func cell() -> Cell {
      Cell(
        glyph: glyphs.randomElement(using: &rng) ?? " ",
        foreground: colours.randomElement(using: &rng) ?? .white,
        background: colours.randomElement(using: &rng) ?? .black)
    }
    let (columns, rows) = (23, 7)
    Self.expectSameAsReference(capabilities, columns: columns, rows: rows, frames: 200) { canvas in
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        canvas[Int.random(in: 0..<columns, using: &rng), Int.random(in: 0..<rows, using: &rng)] =
          cell()
      }
    }
  }

  /// Runs of one cell changing at once (as a fading area changes), next to runs of others:
  /// the screen maps a run's first cell and reuses the answer, which must be the answer.
  @Test(arguments: [
    TerminalCapabilities(colorMode: .palette256, unicode: true),
    TerminalCapabilities(colorMode: .direct, unicode: false),
  ])
  func runsOfOneChangedCellGiveTheBytesOfMappingEveryCell(_ capabilities: TerminalCapabilities) {
    var rng = SplitMix64(seed: 22)
    let colours = [RGB(0, 0, 0), RGB(250, 250, 250), RGB(200, 30, 30), RGB(201, 31, 30), RGB(9, 99, 199)]
    let glyphs: [Unicode.Scalar] = [" ", "▀", "▀", "x"]
    let (columns, rows) = (40, 9)
    Self.expectSameAsReference(capabilities, columns: columns, rows: rows, frames: 150) { canvas in
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        let cell = Cell(
          glyph: glyphs.randomElement(using: &rng) ?? " ",
          foreground: colours.randomElement(using: &rng) ?? .white,
          background: colours.randomElement(using: &rng) ?? .black)
        let start = Int.random(in: 0..<(columns * rows), using: &rng)
        for i in start..<min(columns * rows, start + Int.random(in: 1...30, using: &rng)) {
          canvas[i % columns, i / columns] = cell
        }
      }
    }
  }

  @Test func afterForgettingTheWholeScreenIsDrawnAgain() {
    var screen = TerminalScreen(capabilities: TerminalCapabilities(colorMode: .palette256, unicode: true))
    let canvas = Canvas(columns: 4, rows: 2, fill: Cell(glyph: "a", foreground: .white, background: .black))
    #expect(screen.update(canvas) == 8)
    #expect(screen.update(canvas) == 0)
    #expect(screen.bytes.isEmpty)
    screen.forget()
    #expect(screen.update(canvas) == 8)
    #expect(!screen.bytes.isEmpty)
    // Another size is drawn in full too.
    #expect(screen.update(Canvas(columns: 3, rows: 2)) == 6)
  }

  /// Cells an image was painted over (sixel cannot delete it) are written again, and only
  /// they: a model terminal whose cells there were overwritten shows the canvas after it.
  @Test func forgottenCellsAreWrittenAgainAndOnlyThey() {
    let capabilities = TerminalCapabilities(colorMode: .palette256, unicode: true)
    var screen = TerminalScreen(capabilities: capabilities)
    var canvas = Canvas(columns: 8, rows: 4, fill: Cell(background: .black))
    canvas.write("heroscope", x: 0, y: 1, foreground: .white, background: RGB(20, 40, 200))
    screen.update(canvas)
    var terminal = TerminalModel(
      columns: 8, rows: 4, mode: .palette256, showing: Array(repeating: .blank, count: 32))
    terminal.feed(screen.bytes)
    // An image drew over columns 2–5 of rows 1–2: the terminal shows something else there.
    for row in 1...2 {
      for column in 2...5 {
        terminal.cells[row * 8 + column] = TerminalCell(glyph: "#", foreground: 3, background: 4)
      }
    }
    screen.forget(CellArea(column: 2, row: 1, columns: 4, rows: 2))
    #expect(screen.update(canvas) == 0, "no cell of the canvas changed")
    #expect(!screen.bytes.isEmpty)
    terminal.feed(screen.bytes)
    #expect(terminal.firstDifference(from: screen.shown) == nil)
    #expect(terminal.problems.isEmpty)
    // Only the eight forgotten cells were written: the next frame writes nothing.
    screen.update(canvas)
    #expect(screen.bytes.isEmpty)
    // An area partly off the screen is clipped, not a crash.
    screen.forget(CellArea(column: 6, row: 3, columns: 10, rows: 10))
    screen.update(canvas)
    #expect(!screen.bytes.isEmpty)
  }
}
