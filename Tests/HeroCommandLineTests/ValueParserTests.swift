import HeroCommandLine
import Testing

/// Each kind of value reads what it says and refuses the rest with what it takes.
@Suite struct ValueParserTests {
  @Test(arguments: [
    ("0", true), ("1", true), ("0.25", true), ("1e-1", true), ("-0.1", false), ("1.0001", false),
    ("nan", false), ("inf", false), ("", false), (" 0.5", false), ("half", false),
  ])
  func aNumberIsFiniteAndInItsRange(text: String, reads: Bool) {
    #expect((message(["draw", "--progress", text]) == "ok") == reads, "\(text)")
  }

  @Test(arguments: [
    ("1", true), ("240", true), ("0", false), ("241", false), ("2.5", false), ("1e2", false),
    ("99999999999999999999", false),
  ])
  func aWholeNumberIsInItsRange(text: String, reads: Bool) {
    #expect((message(["count", "a", "--fps", text]) == "ok") == reads, "\(text)")
  }

  @Test func aChoiceReadsItsRawValuesExactlyAndSuggestsTheNearest() {
    #expect(message(["draw", "--progress", "1", "--format", "text"]) == "ok")
    #expect(
      message(["draw", "--progress", "1", "--format", "TEXT"])
        == "--format takes text or json, not 'TEXT'; did you mean 'text'?")
    #expect(
      message(["draw", "--progress", "1", "--format", "xml"]) == "--format takes text or json, not 'xml'")
  }

  @Test func aBadValueIsQuotedShortAndWithoutControlCharacters() {
    let text = "\u{1B}]0;owned\u{07}" + String(repeating: "9", count: 100)
    let said = message(["draw", "--progress", text])
    #expect(said.hasPrefix("--progress takes a number from 0 to 1, not '\\u001B]0;owned\\u0007"))
    #expect(said.hasSuffix("…'"))
    #expect(!said.unicodeScalars.contains { $0.value < 0x20 })
  }

  @Test func aStringTakesAnyWordThatIsNotAnOption() {
    #expect(message(["count", "a", "-o", "-"]) == "ok")
    #expect(message(["count", "a", "-o", "-0.5"]) == "ok")
    #expect(message(["count", "a", "--output=--fps"]) == "ok")
  }
}
