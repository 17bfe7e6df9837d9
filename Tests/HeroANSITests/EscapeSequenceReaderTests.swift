import Testing

@testable import HeroANSI

@Suite struct EscapeSequenceReaderTests {
  /// Feeds `text` and returns the reader and how many characters it took to complete.
  static func read(_ text: some Sequence<Unicode.Scalar>) -> (EscapeSequenceReader, Int?) {
    var reader = EscapeSequenceReader()
    var count = 0
    for scalar in text {
      count += 1
      if reader.add(scalar) { return (reader, count) }
    }
    return (reader, nil)
  }

  @Test(arguments: [
    "[C", "[1;5D", "OC", "q", "_Gi=31;OK\u{1B}\\", "P>|kitty(0.40.1)\u{1B}\\", "]11;rgb:0/0/0\u{07}",
    "[?62;4c", "[6;20;10t",
  ])
  func endsExactlyWhereTheSequenceEnds(_ sequence: String) {
    let (reader, count) = Self.read(Array(sequence.unicodeScalars) + Array("xyz".unicodeScalars))
    #expect(count == sequence.unicodeScalars.count)
    #expect(reader.scalars == Array(sequence.unicodeScalars))
    #expect(!reader.overflowed)
  }

  @Test func aLongStringIsReadToItsEndAndTheRestDropped() {
    let body = String(repeating: "A", count: 5000)
    let text = "_G" + body + "\u{1B}\\" + "q"
    let (reader, count) = Self.read(text.unicodeScalars)
    // Nothing of the reply is left over for keys: it ends at its own terminator.
    #expect(count == text.unicodeScalars.count - 1)
    #expect(reader.scalars.count == EscapeSequenceReader.maximumStringLength)
    #expect(reader.overflowed)
  }

  @Test func aLongCSIIsReadToItsFinalByte() {
    let text = "[" + String(repeating: "1;", count: 200) + "t" + "q"
    let (reader, count) = Self.read(text.unicodeScalars)
    #expect(count == text.unicodeScalars.count - 1)
    #expect(reader.overflowed)
    #expect(TerminalReply.parse(reader.scalars) == nil || reader.overflowed)
  }

  @Test func aStringWithoutEndStopsAtTheReadLimit() {
    var reader = EscapeSequenceReader()
    var count = 0
    while !reader.add("P") && count < EscapeSequenceReader.maximumRead + 10 { count += 1 }
    #expect(count == EscapeSequenceReader.maximumRead - 1)
  }

  @Test func anIntroducerAloneIsNotAWholeString() {
    // `ESC \` right after the introducer ends it; BEL as the introducer's follower too.
    #expect(Self.read("_\u{1B}\\".unicodeScalars).1 == 3)
    #expect(Self.read("]\u{07}".unicodeScalars).1 == 2)
    #expect(Self.read("_".unicodeScalars).1 == nil)
  }
}
