import HeroPlanner
import Testing

@testable import HeroANSI

@Suite struct TerminalProbeTests {
  static let kittyReplies =
    "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.40.1)\u{1B}\\\u{1B}[4;480;800t\u{1B}[6;20;10t"
    + "\u{1B}[?62;c"
  static func probe(tmux: Bool = false, passthrough: Bool? = nil) -> TerminalProbe {
    TerminalProbe(columns: 80, rows: 24, tmux: tmux, passthrough: passthrough)
  }

  @Test func theQueriesAreOneBurstWithDA1Last() {
    let queries = String(decoding: Self.probe().queries, as: UTF8.self)
    #expect(queries.hasPrefix("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"))
    for query in ["\u{1B}[>0q", "\u{1B}[16t", "\u{1B}[14t", "\u{1B}[?1;1;0S", "\u{1B}[?2;1;0S"] {
      #expect(queries.contains(query), "\(TerminalText.escaped(query))")
    }
    #expect(queries.hasSuffix("\u{1B}[c"))
  }

  /// With an object to name, kitty's query by shared memory goes first (replies come in
  /// order; in tmux the other kitty query's reply ends the wait), the name in base64.
  @Test func theSharedMemoryQueryGoesFirstNamingTheObject() {
    let name = "/heroscope-1f-probe"
    let probe = TerminalProbe(
      columns: 80, rows: 24, tmux: false, passthrough: nil, sharedMemory: name)
    let queries = String(decoding: probe.queries, as: UTF8.self)
    // base64("/heroscope-1f-probe")
    #expect(queries.hasPrefix("\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24;L2hlcm9zY29wZS0xZi1wcm9iZQ==\u{1B}\\"))
    #expect(queries.contains("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"))
    #expect(queries.hasSuffix("\u{1B}[c"))
    // Without a name it is not asked.
    #expect(!String(decoding: Self.probe().queries, as: UTF8.self).contains("i=32"))
  }

  @Test func aTerminalThatReadTheObjectSharesMemoryAndOneThatCouldNotDoesNot() {
    var local = Self.probe()
    local.feed(Array(("\u{1B}_Gi=32;OK\u{1B}\\" + Self.kittyReplies).utf8))
    #expect(local.facts.kittySharedMemory && local.facts.kittyGraphics && local.isFinished)
    // Over ssh the object is not there: kitty says why, and pictures go in the sequences.
    var remote = Self.probe()
    remote.feed(
      Array(
        ("\u{1B}_Gi=32;EBADF:Failed to open file for graphics transmission\u{1B}\\"
          + Self.kittyReplies).utf8))
    #expect(!remote.facts.kittySharedMemory && remote.facts.kittyGraphics)
    // A later error (a query asked again finds the object gone) takes nothing back.
    local.feed(Array("\u{1B}_Gi=32;ENOENT:gone\u{1B}\\".utf8))
    #expect(local.facts.kittySharedMemory)
    // In tmux the shared memory reply does not end the wait; kitty's other reply does.
    var tmux = TerminalProbe(
      columns: 80, rows: 24, tmux: true, passthrough: true, sharedMemory: "/x")
    tmux.feed(Array("\u{1B}_Gi=32;OK\u{1B}\\".utf8))
    #expect(!tmux.isFinished && tmux.facts.kittySharedMemory)
    tmux.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8))
    #expect(tmux.isFinished)
  }

  @Test func kittyIsLearnedAndDA1EndsTheWait() {
    var probe = Self.probe()
    // Replies come in pieces: a sequence may be split anywhere.
    let bytes = Array(Self.kittyReplies.utf8)
    for chunk in stride(from: 0, to: bytes.count, by: 7) {
      #expect(!probe.isFinished)
      probe.feed(bytes[chunk..<min(chunk + 7, bytes.count)])
    }
    #expect(probe.isFinished)
    #expect(probe.facts.kittyGraphics && probe.facts.answered && !probe.facts.sixel)
    #expect(probe.facts.version == "kitty(0.40.1)")
    #expect(probe.facts.cellPixels == PixelSize(width: 10, height: 20))
    #expect(probe.textAreaPixels == PixelSize(width: 800, height: 480))
    #expect(probe.leftover.isEmpty)
    #expect(probe.replies == 5)
  }

  @Test func aVT340ListsSixelAndItsGeometry() {
    var probe = Self.probe()
    probe.feed(Array("\u{1B}[?1;0;1024S\u{1B}[?2;0;800;480S\u{1B}[?63;1;2;4;6;9;15;22c".utf8))
    #expect(probe.isFinished && probe.facts.sixel && !probe.facts.kittyGraphics)
    #expect(probe.facts.sixelColorRegisters == 1024)
    #expect(probe.facts.sixelMaxPixels == PixelSize(width: 800, height: 480))
  }

  @Test func keysTypedDuringTheWaitAreHandedBackInOrder() {
    var probe = Self.probe()
    probe.feed(Array("j\u{1B}[C\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}[?62c".utf8))
    #expect(probe.leftover == Array("j\u{1B}[Ck".utf8))
    #expect(probe.facts.kittyGraphics)
  }

  @Test func aReplyCutByTheDeadlineGoesBackWholeToTheInput() {
    var probe = Self.probe()
    probe.feed(Array("\u{1B}P>|kit".utf8))
    probe.stop()
    #expect(probe.isFinished)
    // The rest comes later and is read whole (and swallowed) by the input reader.
    #expect(probe.leftover == Array("\u{1B}P>|kit".utf8))
    #expect(probe.facts.version == nil)
  }

  @Test func aSilentTerminalLeavesNothingLearned() {
    var probe = Self.probe()
    probe.stop()
    #expect(!probe.facts.answered && !probe.facts.kittyGraphics && probe.facts.cellPixels == nil)
  }

  @Test func hostileRepliesAreDroppedWhole() {
    var probe = Self.probe()
    let flood = "\u{1B}_G" + String(repeating: "A", count: 10_000) + "\u{1B}\\"
    let huge = "\u{1B}[6;99999;99999t\u{1B}[?1;0;0S"
    probe.feed(Array((flood + huge + "\u{1B}[?62c").utf8))
    #expect(probe.leftover.isEmpty)
    #expect(!probe.facts.kittyGraphics && probe.facts.cellPixels == nil)
    #expect(probe.facts.sixelColorRegisters == nil && probe.isFinished)
  }

  @Test func aKittyReplyForAnotherImageIsNotTheQuerysAnswer() {
    var probe = Self.probe()
    probe.feed(Array("\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[?62c".utf8))
    #expect(!probe.facts.kittyGraphics)
  }

  @Test func theCellComesFromTheTextAreaOrTheKernelWhenNotAnswered() {
    var probe = Self.probe()
    probe.feed(Array("\u{1B}[4;480;800t".utf8))
    #expect(probe.facts.cellPixels == PixelSize(width: 10, height: 20))
    var kernel = Self.probe()
    kernel.kernelPixels(width: 640, height: 384)
    #expect(kernel.facts.cellPixels == PixelSize(width: 8, height: 16))
    // Zero (a kernel that does not fill them) teaches nothing.
    var zero = Self.probe()
    zero.kernelPixels(width: 0, height: 0)
    #expect(zero.facts.cellPixels == nil)
  }

  @Test func inTmuxTheQueriesGoThroughPassthroughWithEscapesDoubled() {
    let queries = Self.probe(tmux: true, passthrough: true).queries
    let text = String(decoding: queries, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,"))
    #expect(text.contains("\u{1B}Ptmux;\u{1B}\u{1B}[>0q\u{1B}\\"))
    // tmux answers DA1 itself: it is not asked, and its answer ends nothing.
    #expect(!text.contains("\u{1B}[c"))
    #expect(TerminalProbe.passthrough(Array("\u{1B}[c".utf8)) == Array("\u{1B}Ptmux;\u{1B}\u{1B}[c\u{1B}\\".utf8))
  }

  @Test func inTmuxWithoutPassthroughNothingIsAsked() {
    let probe = Self.probe(tmux: true, passthrough: false)
    #expect(probe.queries.isEmpty && !probe.asks)
  }

  @Test func inTmuxKittysReplyEndsTheWaitAndTmuxsOwnDA1DoesNot() {
    var probe = Self.probe(tmux: true, passthrough: nil)
    probe.feed(Array("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c".utf8))
    #expect(!probe.isFinished && !probe.facts.passthrough)
    probe.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8))
    #expect(probe.isFinished && probe.facts.passthrough && probe.facts.kittyGraphics)
  }
}

@Suite struct ProbeWaitTests {
  @Test func theWaitIs200MillisecondsUnlessHEROSCOPE_PROBE_MSSaysOtherwise() throws {
    #expect(try TerminalProbe.deadline(TerminalEnvironment()).get() == 0.2)
    let slow = TerminalEnvironment(["HEROSCOPE_PROBE_MS": "1500"])
    #expect(try TerminalProbe.deadline(slow).get() == 1.5)
    #expect(try TerminalProbe.deadline(TerminalEnvironment(["HEROSCOPE_PROBE_MS": "0"])).get() == 0)
  }

  @Test(arguments: ["soon", "-1", "5001", "99999999999999999999", "1.5", " 200", "٣٠٠"])
  func aBadWaitIsAnErrorNamingIt(_ value: String) {
    let result = TerminalProbe.deadline(TerminalEnvironment(["HEROSCOPE_PROBE_MS": value]))
    guard case .failure(let error) = result else {
      Issue.record("\(value) accepted")
      return
    }
    #expect(error.message.hasPrefix("HEROSCOPE_PROBE_MS must be a whole number of milliseconds"))
  }
}

@Suite struct ProbeLeftoverTests {
  @Test func aFloodOfNonRepliesIsKeptOnlyUpToItsLimit() {
    var probe = TerminalProbe(columns: 80, rows: 24, tmux: false, passthrough: nil)
    probe.feed([UInt8](repeating: 0x61, count: 100_000))
    probe.feed(Array("\u{1B}[C".utf8))
    #expect(probe.leftover.count == TerminalProbe.maximumLeftover)
  }
}

@Suite struct ProbeRetryTests {
  @Test func tmuxIsAskedAgainUntilKittyAnswersAndOthersNever() {
    var tmux = TerminalProbe(columns: 80, rows: 24, tmux: true, passthrough: true)
    let again = String(decoding: tmux.retryQueries, as: UTF8.self)
    #expect(again.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,"))
    tmux.feed(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8))
    #expect(tmux.retryQueries.isEmpty)
    #expect(TerminalProbe(columns: 80, rows: 24, tmux: false, passthrough: nil).retryQueries.isEmpty)
    #expect(TerminalProbe(columns: 80, rows: 24, tmux: true, passthrough: false).retryQueries.isEmpty)
  }
}
