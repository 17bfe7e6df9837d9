import HeroPlanner
import Testing

@testable import HeroANSI

@Suite struct TerminalReplyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var after: String
    var reply: TerminalReply?
    var testDescription: String { "ESC " + TerminalText.escaped(after) }
  }

  static func parse(_ after: String) -> TerminalReply? {
    TerminalReply.parse(Array(after.unicodeScalars))
  }

  @Test(arguments: [
    Case(after: "_Gi=31;OK\u{1B}\\", reply: .kittyGraphics(id: 31, ok: true)),
    Case(after: "_Gi=31;ENOENT:no such image\u{1B}\\", reply: .kittyGraphics(id: 31, ok: false)),
    Case(after: "_Gi=31,I=4;OK\u{1B}\\", reply: .kittyGraphics(id: 31, ok: true)),
    Case(after: "_G;OK\u{1B}\\", reply: .kittyGraphics(id: nil, ok: true)),
    Case(after: "P>|kitty(0.40.1)\u{1B}\\", reply: .version("kitty(0.40.1)")),
    Case(after: "P>|XTerm(379)\u{1B}\\", reply: .version("XTerm(379)")),
    Case(after: "P>|tmux 3.3a\u{1B}\\", reply: .version("tmux 3.3a")),
    Case(after: "[6;20;10t", reply: .cellPixels(PixelSize(width: 10, height: 20))),
    Case(after: "[4;480;800t", reply: .textAreaPixels(PixelSize(width: 800, height: 480))),
    Case(after: "[?1;0;1024S", reply: .colorRegisters(1024)),
    Case(after: "[?2;0;800;480S", reply: .sixelGeometry(PixelSize(width: 800, height: 480))),
    Case(after: "[?2;3;0S", reply: .graphicsAttributeFailed(item: 2)),
    Case(after: "[?62;4;6;22c", reply: .primaryAttributes([62, 4, 6, 22])),
    Case(after: "[?1;2c", reply: .primaryAttributes([1, 2])),
    Case(after: "[?62;c", reply: .primaryAttributes([62])),
    Case(after: "[?62;;4c", reply: .primaryAttributes([62, 4])),
    Case(after: "]11;rgb:0/0/0\u{07}", reply: .other),
    Case(after: "P1$r0m\u{1B}\\", reply: .other),
    // Keys are no replies.
    Case(after: "[C", reply: nil), Case(after: "[1;5D", reply: nil), Case(after: "[5~", reply: nil),
    Case(after: "q", reply: nil), Case(after: "", reply: nil), Case(after: "OC", reply: nil),
  ])
  func repliesAreParsedAndKeysAreNot(_ test: Case) {
    #expect(Self.parse(test.after) == test.reply)
  }

  @Test(arguments: [
    // Sizes beyond sane limits, zero, negative, too many digits, empty or stray parameters.
    "[6;0;10t", "[6;20;0t", "[6;2000;10t", "[6;20;99999999999999999999t", "[6;-20;10t",
    "[6;20t", "[6;20;10;5t", "[6;;10t", "[6;2a;10t", "[9;20;10t", "[4;100000;100t",
    "[?1;0;0S", "[?1;0;99999999S", "[?2;0;70000;10S", "[?2;0;800S", "[?7;0;1S",
    "[?c", "[?;c", "[?62;x;4c",
    // Strings: a kitty reply without its separator, an APC that is not kitty's, an empty or
    // all-control XTVERSION.
    "_Gi=31\u{1B}\\", "_Xhello\u{1B}\\", "P>|\u{1B}\\", "P>|\u{01}\u{02}\u{1B}\\",
  ])
  func garbageIsNeverTrusted(_ after: String) {
    #expect(Self.parse(after) == .other, "\(TerminalText.escaped(after))")
  }

  @Test func manyAttributesAreNotTrusted() {
    let long = "[?" + Array(repeating: "4", count: 40).joined(separator: ";") + "c"
    #expect(Self.parse(long) == .other)
  }

  @Test func aVersionKeepsPrintableASCIIOnlyAndIsBounded() {
    let hostile = "P>|evil\u{1B}[2J\u{07}\u{9B}name" + String(repeating: "x", count: 500) + "\u{1B}\\"
    guard case .version(let version) = Self.parse(hostile) else {
      Issue.record("no version")
      return
    }
    #expect(version.count == TerminalReply.maximumVersionLength)
    #expect(version.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) })
    #expect(version.hasPrefix("evil[2Jname"))
  }

  @Test func truncatedRepliesAreNotMistakenForWholeOnes() {
    // Cut before the terminator, a kitty reply says nothing about OK.
    #expect(Self.parse("_Gi=31;O") == .kittyGraphics(id: 31, ok: false))
    #expect(Self.parse("[6;20") == nil)
    #expect(Self.parse("[?62;4") == nil)
  }

  @Test func sixelIsDA1Attribute4() {
    #expect(TerminalReply.primaryAttributes([63, 4]).sixel)
    #expect(!TerminalReply.primaryAttributes([62, 1, 2, 6, 22]).sixel)
    #expect(!TerminalReply.colorRegisters(4).sixel)
  }
}
