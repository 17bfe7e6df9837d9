import HeroPlanner
import Testing

@testable import HeroTerminal

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

  @Test func numbers() {
    #expect(TextFit.fixed(0.5) == "0.50")
    #expect(TextFit.fixed(0.061) == "0.06")
    #expect(TextFit.fixed(12.345) == "12.35")
    #expect(TextFit.trimmed(1) == "1")
    #expect(TextFit.trimmed(0.25) == "0.25")
    #expect(TextFit.trimmed(1.5) == "1.5")
  }
}
