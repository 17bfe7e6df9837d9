import Testing

@testable import HeroANSI

/// The numbers and colour codes the encoder writes and weighs, held to their plain forms: the
/// encoder writes them without a call per digit, and weighs a code by its length alone.
struct TerminalCodesTests {
  @Test func numbersAreWrittenAsTheirDecimalDigits() {
    for value in Array(0...1_200) + [9_999, 10_000, 65_535, 123_456_789] {
      var bytes: [UInt8] = [7]
      TerminalCodes.appendNumber(value, to: &bytes)
      #expect(bytes == [7] + Array(String(value).utf8), "\(value)")
      #expect(TerminalCodes.digits(value) == String(value).count, "\(value)")
    }
  }

  @Test(arguments: ColorMode.allCases)
  func aColoursCodeIsAsLongAsItsLengthSays(mode: ColorMode) {
    let colors: [TerminalColor] =
      mode == .direct
      ? [-1, 0, 9, 10, 99, 100, 255, 0x01_0101, 0x0A_6409, 0xFF_FFFF, 0x64_0A00]
      : Array(-1...255)
    for color in colors {
      for background in [false, true] {
        var bytes: [UInt8] = []
        TerminalCodes.appendCode(color, background: background, mode: mode, to: &bytes)
        #expect(
          bytes.count == TerminalCodes.codeLength(color, background: background, mode: mode),
          "\(color) background \(background)")
      }
    }
  }
}
