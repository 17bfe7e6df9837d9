import Testing

@testable import HeroANSI

@Suite struct EscapeSequenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var after: String
    var key: Key
    var testDescription: String { "ESC " + after }
  }

  @Test(arguments: [
    Case(after: "[C", key: .right), Case(after: "[D", key: .left), Case(after: "[A", key: .up),
    Case(after: "[B", key: .down), Case(after: "OC", key: .right), Case(after: "OD", key: .left),
    Case(after: "[1;2C", key: .shiftRight), Case(after: "[1;2D", key: .shiftLeft),
    Case(after: "[1;5C", key: .wordRight), Case(after: "[1;5D", key: .wordLeft),
    Case(after: "[1;3D", key: .wordLeft), Case(after: "[H", key: .home),
    Case(after: "[F", key: .end), Case(after: "[5~", key: .pageUp),
    Case(after: "[6~", key: .pageDown), Case(after: "[3~", key: .delete),
    Case(after: "[Z", key: .backTab), Case(after: "[I", key: .unknown),
    Case(after: "[O", key: .unknown), Case(after: "[99~", key: .unknown),
    Case(after: "[?1;2c", key: .unknown), Case(after: "]11;rgb:0/0/0\u{07}", key: .unknown),
    Case(after: "q", key: .alt("q")), Case(after: "x", key: .alt("x")),
    Case(after: "", key: .escape),
  ])
  func sequencesAreReadWholeAsOneKey(_ test: Case) {
    let scalars = Array(test.after.unicodeScalars)
    // Complete only at its last byte: nothing of it is left over for the next key.
    for count in 0..<scalars.count {
      #expect(!EscapeSequence.isComplete(Array(scalars[..<count])), "complete after \(count)")
    }
    if !scalars.isEmpty { #expect(EscapeSequence.isComplete(scalars)) }
    #expect(EscapeSequence.key(scalars) == test.key)
  }

  @Test func aRunawaySequenceEndsAtTheLengthLimit() {
    let garbage = Array(("[" + String(repeating: "1", count: 200)).unicodeScalars)
    #expect(!EscapeSequence.isComplete(Array(garbage.prefix(EscapeSequence.maximumLength - 1))))
    #expect(EscapeSequence.isComplete(Array(garbage.prefix(EscapeSequence.maximumLength))))
    #expect(EscapeSequence.key(Array(garbage.prefix(EscapeSequence.maximumLength))) == .unknown)
  }

  @Test func aCutOffSequenceIsNoKey() {
    #expect(EscapeSequence.key(Array("[1;".unicodeScalars)) == .unknown)
    #expect(EscapeSequence.key(["O"]) == .unknown)
  }
}
