import HeroPlanner
import Testing

@testable import HeroANSI

@Suite struct FrameEncoderTests {
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// Encodes `new` over `old` (every cell put, as after a resize) and returns the bytes.
  static func encode(
    _ old: [TerminalCell], _ new: [TerminalCell], columns: Int, mode: ColorMode,
    backgroundColorErase: Bool = true, autoWrap: Bool = true
  ) -> [UInt8] {
    var encoder = FrameEncoder(
      mode: mode, columns: columns, backgroundColorErase: backgroundColorErase,
      autoWrap: autoWrap)
    encoder.begin()
    for (i, cell) in old.enumerated() { encoder.put(cell, column: i % columns, row: i / columns) }
    encoder.end()
    encoder.begin()
    for (i, cell) in new.enumerated() { encoder.put(cell, column: i % columns, row: i / columns) }
    encoder.end()
    return encoder.bytes
  }

  /// Applies `bytes` to a terminal showing `old`; what is wrong, or nil.
  static func problem(
    _ bytes: [UInt8], old: [TerminalCell], new: [TerminalCell], columns: Int, mode: ColorMode,
    backgroundColorErase: Bool = true, autoWrap: Bool = true
  ) -> String? {
    var terminal = TerminalModel(
      columns: columns, rows: new.count / columns, mode: mode, showing: old)
    terminal.backgroundColorErase = backgroundColorErase
    terminal.autoWrap = autoWrap
    terminal.feed(bytes)
    if !terminal.problems.isEmpty { return terminal.problems.joined(separator: "; ") }
    if terminal.foreground != -1 || terminal.background != -1 {
      return "the frame ends with colours set"
    }
    return terminal.firstDifference(from: new)
  }

  static func colors(_ mode: ColorMode) -> [TerminalColor] {
    switch mode {
    case .direct: [-1, 0x01_0101, 0xFF_0000, 0x20_4060, 0xFF_FFFF]
    case .palette256: [-1, 3, 12, 16, 196, 231]
    case .basic8: [-1, 0, 1, 4, 7]
    case .monochrome: [-1]
    }
  }

  static let glyphs: [Unicode.Scalar] = [" ", " ", " ", "▀", "▀", "▄", "█", "a", "⠿", "░"]

  /// A random screen, and the next one: runs of cells changed, some to the same look.
  static func screens(
    seed: UInt64, columns: Int, rows: Int, mode: ColorMode
  ) -> ([TerminalCell], [TerminalCell]) {
    var random = SplitMix64(seed: seed)
    let palette = colors(mode)
    func cell() -> TerminalCell {
      TerminalCell(
        glyph: glyphs.randomElement(using: &random) ?? " ",
        foreground: palette.randomElement(using: &random) ?? -1,
        background: palette.randomElement(using: &random) ?? -1)
    }
    var old: [TerminalCell] = []
    for _ in 0..<(columns * rows) { old.append(cell()) }
    var new = old
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let start = Int.random(in: 0..<new.count, using: &random)
      let length = Int.random(in: 1...(2 * columns), using: &random)
      // A run of one cell (like a background revealed) or of random cells.
      let uniform = Bool.random(using: &random)
      let fill = cell()
      for i in start..<min(new.count, start + length) { new[i] = uniform ? fill : cell() }
    }
    return (old, new)
  }

  @Test(arguments: ColorMode.allCases)
  func randomFramesEndOnScreenExactlyAndNeverBeatTheMinimum(mode: ColorMode) {
    for seed in UInt64(1)...40 {
      let (columns, rows) = (Int(seed % 7) + 3, Int(seed % 5) + 2)
      let (old, new) = Self.screens(seed: seed, columns: columns, rows: rows, mode: mode)
      for (bce, wrap) in [(true, true), (false, true), (true, false), (false, false)] {
        let bytes = Self.encode(
          old, new, columns: columns, mode: mode, backgroundColorErase: bce, autoWrap: wrap)
        let problem = Self.problem(
          bytes, old: old, new: new, columns: columns, mode: mode, backgroundColorErase: bce,
          autoWrap: wrap)
        #expect(problem == nil, "seed \(seed) bce \(bce) wrap \(wrap): \(Self.text(bytes))")
        let minimum = MinimumEncoding.bytes(
          old: old, new: new, columns: columns, mode: mode, backgroundColorErase: bce,
          autoWrap: wrap)
        let minimumProblem = Self.problem(
          minimum, old: old, new: new, columns: columns, mode: mode, backgroundColorErase: bce,
          autoWrap: wrap)
        #expect(minimumProblem == nil, "minimum, seed \(seed): \(Self.text(minimum))")
        #expect(
          minimum.count
            == MinimumEncoding.byteCount(
              old: old, new: new, columns: columns, mode: mode, backgroundColorErase: bce,
              autoWrap: wrap))
        #expect(
          bytes.count >= minimum.count,
          "seed \(seed): encoder \(Self.text(bytes)) minimum \(Self.text(minimum))")
      }
    }
  }

  @Test func aCellThatKeepsItsLookIsNotWritten() {
    let old = [TerminalCell(glyph: "▀", foreground: 196, background: 21)]
    let same = [TerminalCell(glyph: "▄", foreground: 21, background: 196)]
    #expect(Self.encode(old, same, columns: 1, mode: .palette256).isEmpty)
    let space = [TerminalCell(glyph: " ", foreground: 5, background: 21)]
    let otherForeground = [TerminalCell(glyph: " ", foreground: 9, background: 21)]
    #expect(Self.encode(space, otherForeground, columns: 1, mode: .palette256).isEmpty)
  }

  @Test func oneCellAtTheTopLeftIsAHomeAndAGlyph() {
    let old = [TerminalCell](repeating: .blank, count: 4)
    var new = old
    new[0] = TerminalCell(glyph: "x", foreground: -1, background: -1)
    #expect(Self.text(Self.encode(old, new, columns: 2, mode: .basic8)) == "\u{1B}[Hx")
    #expect(MinimumEncoding.byteCount(old: old, new: new, columns: 2, mode: .basic8) == 4)
  }

  @Test func aSpaceSetsOnlyItsBackgroundAndAHalfBlockIsTurnedToKeepThePen() {
    let old = [TerminalCell](repeating: .blank, count: 3)
    let new = [
      TerminalCell(glyph: "▀", foreground: 196, background: 21),
      TerminalCell(glyph: "▀", foreground: 21, background: 196),
      TerminalCell(glyph: " ", foreground: 46, background: 196),
    ]
    // ▄ and ▀ in one pair of colours, and the space takes the background as it is: one SGR.
    let minimum = MinimumEncoding.bytes(old: old, new: new, columns: 3, mode: .palette256)
    #expect(Self.text(minimum) == "\u{1B}[H\u{1B}[38;5;21;48;5;196m▄▀ \u{1B}[m")
    let bytes = Self.encode(old, new, columns: 3, mode: .palette256)
    #expect(Self.text(bytes).contains("▀▄") || Self.text(bytes).contains("▄▀"))
    #expect(Self.problem(bytes, old: old, new: new, columns: 3, mode: .palette256) == nil)
  }

  @Test func anUnchangedCellBetweenTwoChangesIsWrittenAgainRatherThanSteppedOver() {
    let old = [TerminalCell](repeating: TerminalCell(glyph: "a", foreground: 1, background: 4), count: 3)
    var new = old
    new[0].glyph = "b"
    new[2].glyph = "c"
    #expect(Self.text(Self.encode(old, new, columns: 3, mode: .basic8)) == "\u{1B}[H\u{1B}[31;44mbac\u{1B}[m")
  }

  @Test func aLongRunOfOneBackgroundToTheEndOfTheRowIsErased() {
    let old = [TerminalCell](repeating: TerminalCell(glyph: "a", foreground: 1, background: 4), count: 40)
    let new = [TerminalCell](repeating: TerminalCell(glyph: " ", foreground: 1, background: 2), count: 40)
    let bytes = Self.encode(old, new, columns: 20, mode: .basic8)
    #expect(Self.text(bytes) == "\u{1B}[H\u{1B}[42m\u{1B}[K\u{1B}[B\u{1B}[K\u{1B}[m")
    #expect(Self.problem(bytes, old: old, new: new, columns: 20, mode: .basic8) == nil)
    // Without bce the run is written.
    let written = Self.encode(old, new, columns: 20, mode: .basic8, backgroundColorErase: false)
    #expect(!Self.text(written).contains("K"))
    #expect(
      Self.problem(
        written, old: old, new: new, columns: 20, mode: .basic8, backgroundColorErase: false)
        == nil)
  }

  @Test func theLastColumnLeavesAPendingWrapThatTheNextRowUses() {
    let old = [TerminalCell](repeating: .blank, count: 4)
    let new = [TerminalCell](repeating: TerminalCell(glyph: "x", foreground: -1, background: -1), count: 4)
    // Row 0 ends in a pending wrap: the next glyph lands on row 1 without a move.
    #expect(Self.text(Self.encode(old, new, columns: 2, mode: .basic8)) == "\u{1B}[Hxxxx")
    // Without autowrap, a move.
    #expect(
      Self.text(Self.encode(old, new, columns: 2, mode: .basic8, autoWrap: false))
        == "\u{1B}[Hxx\u{1B}[2Hxx")
  }

  @Test func directColourAndTheDefaultColour() {
    let old = [TerminalCell](repeating: .blank, count: 10)
    var new = old
    new[9] = TerminalCell(glyph: "a", foreground: 0x01_02FF, background: -1)
    // The row parameter of 1 is left out of the move.
    #expect(
      Self.text(Self.encode(old, new, columns: 10, mode: .direct))
        == "\u{1B}[;10H\u{1B}[38;2;1;2;255ma\u{1B}[m")
  }
}

extension FrameEncoderTests {
  @Test func withoutUnicodeOnlyTheCellsOwnGlyphsAreWritten() {
    let old = [TerminalCell](repeating: .blank, count: 8)
    let new = (0..<8).map { i in
      TerminalCell(glyph: i % 2 == 0 ? " " : "#", foreground: 1, background: TerminalColor(i % 3))
    }
    var encoder = FrameEncoder(mode: .basic8, columns: 4, unicode: false)
    encoder.begin()
    for (i, cell) in new.enumerated() { encoder.put(cell, column: i % 4, row: i / 4) }
    encoder.end()
    #expect(encoder.bytes.allSatisfy { $0 < 0x80 })
    #expect(Self.problem(encoder.bytes, old: old, new: new, columns: 4, mode: .basic8) == nil)
    let minimum = MinimumEncoding.bytes(
      old: old, new: new, columns: 4, mode: .basic8, unicode: false)
    #expect(minimum.allSatisfy { $0 < 0x80 })
    #expect(encoder.bytes.count >= minimum.count)
  }
}
