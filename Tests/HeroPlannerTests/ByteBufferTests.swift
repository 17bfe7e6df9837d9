@testable import HeroPlanner
import Testing

/// The buffer `plan` and `plan --json` are written into: its numbers are `formatNumber`'s, and
/// the sanitiser's byte form replaces what its string form replaces.
@Suite struct ByteBufferTests {
  func printed(_ write: (inout ByteBuffer) -> Void) -> String {
    var buffer = ByteBuffer()
    write(&buffer)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }

  /// `formatNumber` as it was written before it printed through the buffer's number writer:
  /// the specification both are checked against.
  static func reference(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func reference(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return reference((value * scale).rounded() / scale)
  }

  @Test func numbersPrintTheShortestFormThatReadsBackNonFiniteIncluded() {
    var mismatches: [String] = []
    let values = JSONWriterTests.numbers(count: 100_000, seed: 67) + [.nan, .infinity, -.infinity]
    for value in values {
      let expected = Self.reference(value)
      let got = printed { $0.number(value) }
      if got != expected || formatNumber(value) != expected, mismatches.count < 5 {
        mismatches.append("\(value.bitPattern): \(got), \(formatNumber(value)) != \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func roundedNumbersPrintWithoutTrailingZeros() {
    var rng = SplitMix64(seed: 71)
    var mismatches: [String] = []
    for value in JSONWriterTests.numbers(count: 100_000, seed: 73) + [.nan, -.infinity] {
      let decimals = Int.random(in: 0...6, using: &rng)
      let expected = Self.reference(value, decimals: decimals)
      let got = printed { $0.number(value, decimals: decimals) }
      if got != expected || formatNumber(value, decimals: decimals) != expected,
        mismatches.count < 5
      {
        mismatches.append("\(value.bitPattern) to \(decimals): \(got) != \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func bytesAreSanitisedAsTheirStringIs() {
    for string in JSONWriterTests.strings(count: 20_000, seed: 79) {
      for keep in [true, false] {
        let expected = Array(TerminalText.printable(string, keepNewlines: keep).utf8)
        let bytes = Array(string.utf8)
        let got = bytes.withUnsafeBufferPointer { TerminalText.printable($0, keepNewlines: keep) } ?? bytes
        #expect(got == expected)
      }
    }
  }

  /// The scan reads eight plain bytes at a time: a control anywhere in a long text, at every
  /// offset from a word's start, is still found, and text without one is passed.
  @Test func theByteScanFindsEveryControlCharacterAnywhere() {
    var rng = SplitMix64(seed: 83)
    let pieces = JSONWriterTests.strings(count: 2_000, seed: 89)
    for round in 0..<4_000 {
      var text = String(repeating: "plain text · ", count: Int.random(in: 0...6, using: &rng))
      text += String(repeating: "x", count: round % 17)
      text += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      text += String(repeating: "tail ", count: Int.random(in: 0...4, using: &rng))
      for keep in [true, false] {
        let expected = text.unicodeScalars.contains {
          TerminalText.isControl($0) && !(keep && $0 == "\n")
        }
        #expect(TerminalText.mayHoldControls(text, keepingNewlines: keep) == expected, "\(text)")
      }
    }
  }

  @Test func stringsAndProgramTextAreCopiedAsTheyAre() {
    let text = printed {
      $0.put("plain · ")
      $0.put(string: "scene \u{1B}[31m 日本")
      $0.put(UInt8(ascii: "!"))
    }
    #expect(text == "plain · scene \u{1B}[31m 日本!")
  }
}
