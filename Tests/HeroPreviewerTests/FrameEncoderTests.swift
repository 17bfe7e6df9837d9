import Testing

@testable import HeroPreviewer

@Suite struct FrameEncoderTests {
  static func text(_ encoder: FrameEncoder) -> String { String(decoding: encoder.bytes, as: UTF8.self) }

  @Test func aRunOfCellsMovesOnceAndSetsColoursOnlyWhenTheyChange() {
    var encoder = FrameEncoder(mode: .palette256, columns: 80)
    encoder.begin()
    encoder.put(TerminalCell(glyph: "▀", foreground: 196, background: 21), column: 4, row: 2)
    encoder.put(TerminalCell(glyph: "▀", foreground: 196, background: 21), column: 5, row: 2)
    encoder.put(TerminalCell(glyph: " ", foreground: 196, background: 46), column: 6, row: 2)
    encoder.end()
    #expect(Self.text(encoder) == "\u{1B}[3;5H\u{1B}[38;5;196;48;5;21m▀▀\u{1B}[48;5;46m \u{1B}[0m")
  }

  @Test func aGapOnTheSameRowStepsRightAndAnotherRowMoves() {
    var encoder = FrameEncoder(mode: .basic8, columns: 80)
    encoder.begin()
    let cell = TerminalCell(glyph: "x", foreground: 1, background: 4)
    encoder.put(cell, column: 0, row: 0)
    encoder.put(cell, column: 2, row: 0)
    encoder.put(cell, column: 5, row: 0)
    encoder.put(cell, column: 0, row: 9)
    encoder.end()
    #expect(
      Self.text(encoder) == "\u{1B}[1;1H\u{1B}[31;44mx\u{1B}[Cx\u{1B}[2Cx\u{1B}[10;1Hx\u{1B}[0m")
  }

  @Test func directColourAndTheDefaultColour() {
    var encoder = FrameEncoder(mode: .direct, columns: 10)
    encoder.begin()
    encoder.put(TerminalCell(glyph: "a", foreground: 0x01_02FF, background: -1), column: 9, row: 0)
    // The last column leaves the cursor in a pending wrap: the next cell moves explicitly.
    encoder.put(TerminalCell(glyph: "b", foreground: 0x01_02FF, background: -1), column: 0, row: 1)
    encoder.end()
    #expect(Self.text(encoder) == "\u{1B}[1;10H\u{1B}[38;2;1;2;255;49ma\u{1B}[2;1Hb\u{1B}[0m")
  }

  @Test func monochromeUsesTheDefaultColoursAndAFrameStartsAfresh() {
    var encoder = FrameEncoder(mode: .monochrome, columns: 10)
    encoder.begin()
    encoder.put(TerminalCell(glyph: "░", foreground: -1, background: -1), column: 1, row: 1)
    encoder.end()
    encoder.begin()
    #expect(encoder.bytes.isEmpty)
    encoder.put(TerminalCell(glyph: "█", foreground: -1, background: -1), column: 2, row: 1)
    encoder.end()
    #expect(Self.text(encoder) == "\u{1B}[2;3H\u{1B}[39;49m█\u{1B}[0m")
  }
}
