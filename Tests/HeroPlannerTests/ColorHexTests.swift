import Testing

@testable import HeroPlanner

/// The hex reader works on bytes; it must accept and read exactly what a reading by Characters
/// (hex digits, ASCII only) does.
@Suite struct ColorHexTests {
  /// The reading by Characters, as heroscope first wrote it.
  static func reference(_ hex: String) -> RGBAColor? {
    guard hex.hasPrefix("#") else { return nil }
    var values: [Double] = []
    for digit in hex.dropFirst() {
      guard digit.isASCII, let v = digit.hexDigitValue else { return nil }
      values.append(Double(v))
    }
    switch values.count {
    case 3, 4:
      let c = values.map { $0 * 17 / 255 }
      return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
    case 6, 8:
      var c: [Double] = []
      for i in stride(from: 0, to: values.count, by: 2) {
        let byte: Double = values[i] * 16 + values[i + 1]
        c.append(byte / 255)
      }
      return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
    default:
      return nil
    }
  }

  @Test func readsWhatAReadingByCharactersReads() {
    var rng = SplitMix64(seed: 7)
    let alphabet = Array("#0123456789abcdefABCDEFgxz \u{301}\r\n\u{FF10}é")
    var accepted = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 0...10, using: &rng)
      var text = Bool.random(using: &rng) ? "#" : ""
      for _ in 0..<length {
        // Mostly hex digits, so many strings are colours.
        text.append(
          Int.random(in: 0..<4, using: &rng) == 0
            ? alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
            : alphabet[Int.random(in: 1...22, using: &rng)])
      }
      #expect(RGBAColor(hex: text) == Self.reference(text), "\(text.debugDescription)")
      if RGBAColor(hex: text) != nil { accepted += 1 }
    }
    #expect(accepted > 1_000, "too few colours generated to test reading them")
  }
}
