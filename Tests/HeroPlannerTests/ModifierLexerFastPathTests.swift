import Testing

@testable import HeroPlanner

/// The lexer reads plain ASCII byte by byte and answers character classes from ASCII values;
/// both must agree with Swift's Characters and their Unicode properties.
@Suite struct ModifierLexerFastPathTests {
  @Test func asciiTextSplitsIntoTheSameCharactersAsGraphemeBreaking() {
    var rng = SplitMix64(seed: 11)
    let alphabet: [UInt8] = Array(0..<0x80)
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...24, using: &rng)
      // CR and LF often, since they are the one pair of ASCII characters that join.
      let bytes = (0..<length).map { _ in
        Int.random(in: 0..<4, using: &rng) == 0
          ? [UInt8(0x0D), 0x0A][Int.random(in: 0...1, using: &rng)]
          : alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
      }
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(ModifierLexer(text).chars == Array(text), "\(text.debugDescription)")
    }
  }

  @Test func characterClassesAgreeWithUnicodeProperties() {
    var characters: [Character] = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }
    characters += ["\r\n", "é", "e\u{301}", "ß", "٣", "Ⅻ", "\u{00A0}", "\u{2003}", "\u{85}", "(\u{301}", "Ａ", "１"]
    for c in characters {
      #expect(ModifierLexer.isLetter(c) == c.isLetter, "\(c.debugDescription)")
      #expect(ModifierLexer.isNumber(c) == c.isNumber, "\(c.debugDescription)")
      #expect(ModifierLexer.isWhitespace(c) == c.isWhitespace, "\(c.debugDescription)")
      #expect(ModifierLexer.isASCIIDigit(c) == (c.isASCII && c.isNumber), "\(c.debugDescription)")
      #expect(ModifierLexer.isPunctuation(c) == "()[],:.+-*/}".contains(c), "\(c.debugDescription)")
    }
  }
}
