import HeroPlanner
import Testing

@testable import HeroPreviewer

@Suite struct TextFitTests {
  @Test func sanitisingKeepsOneCellPerScalar() {
    #expect(TerminalText.cells("a\u{1B}[2Jb") == "a [2Jb")
    #expect(TerminalText.cells("\u{9B}x") == "x")
    #expect(TerminalText.cells("日本") == "??")
    #expect(TerminalText.cells("e\u{301}") == "e")
  }

  @Test func fittingCutsWithAnEllipsis() {
    let glyphs = Glyphs(unicode: true)
    #expect(TextFit.fit("heroscope", width: 5, glyphs: glyphs) == "hero…")
    #expect(TextFit.fit("hero", width: 5, glyphs: glyphs) == "hero")
    #expect(TextFit.fit("heroscope", width: 5, glyphs: Glyphs(unicode: false)) == "hero~")
  }

  @Test func wrappingBreaksAtSpacesNeverInsideAWordOrNumber() {
    let text = "resolved: position(187.5, 130) size(375, 260) transform(identity)"
    for width in 12...40 {
      let pieces = TextFit.wrap(text, width: width)
      #expect(pieces.allSatisfy { $0.unicodeScalars.count <= width })
      // Nothing lost, and no break between two characters of one word or number.
      let trimmed = pieces.map { $0.trimmingPrefix("  ") }
      #expect(trimmed.joined().filter { $0 != " " } == text.filter { $0 != " " })
      func inWord(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "." } ?? false }
      for (a, b) in zip(trimmed, trimmed.dropFirst()) {
        #expect(!(inWord(a.last) && inWord(b.first)), "at \(width): \(pieces)")
      }
    }
    // Only a word longer than the line, with no bracket or comma, is cut.
    #expect(
      TextFit.wrap("a useGlobalCoordinateSpace", width: 10) == [
        "a", "  useGloba", "  lCoordin", "  ateSpace",
      ])
  }

  @Test func numbers() {
    #expect(TextFit.fixed(0.5) == "0.50")
    #expect(TextFit.fixed(0.061) == "0.06")
    #expect(TextFit.fixed(12.345) == "12.35")
    #expect(TextFit.trimmed(1) == "1")
    #expect(TextFit.trimmed(0.25) == "0.25")
    #expect(TextFit.trimmed(1.5) == "1.5")
  }
}
