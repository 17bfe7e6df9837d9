import HeroRaster
import Testing

@testable import HeroANSI

/// Which blitter play draws with when the user names none, and `HEROSCOPE_CELLS`.
@Suite struct CellsPreferenceTests {
  static func blitter(_ variables: [String: String], xtversion: String? = nil) -> Blitter? {
    try? CellsPreference.blitter(
      environment: TerminalEnvironment(variables), xtversion: xtversion
    ).get()
  }

  @Test(
    arguments: [
      ([:], nil, Blitter.half),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], nil, .half),
      (["TERM_PROGRAM": "WezTerm"], nil, .octant),
      (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.2.0"], nil, .octant),
      (["TERM_PROGRAM": "ghostty", "TERM_PROGRAM_VERSION": "1.1.3"], nil, .half),
      (["VTE_VERSION": "7800"], nil, .octant),
      (["VTE_VERSION": "7600"], nil, .half),
      (["TERM": "xterm-kitty"], "kitty(0.40.1)", .octant),
      (["TERM": "xterm-kitty"], "kitty(0.26.5)", .half),
      (["TERM": "xterm-kitty"], nil, .half),
      (["TERM": "foot"], "foot(1.20.2)", .octant),
      (["TERM": "foot"], "foot(1.16.2)", .half),
      (["TERM": "xterm"], "XTerm(379)", .half),
      (["HEROSCOPE_CELLS": "sextant", "TERM_PROGRAM": "WezTerm"], nil, .sextant),
      (["HEROSCOPE_CELLS": "Quadrant"], nil, .quadrant),
      // Inside tmux, which drops octants, the next coarser blitter; what is asked for is kept.
      (["VTE_VERSION": "7800", "TMUX": "/tmp/tmux-0/default,1,0"], nil, .sextant),
      (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], "kitty(0.40.1)", .sextant),
      (["HEROSCOPE_CELLS": "octant", "TMUX": "/tmp/tmux-0/default,1,0"], nil, .octant),
      (["TMUX": "/tmp/tmux-0/default,1,0"], nil, .half),
    ] as [([String: String], String?, Blitter)])
  func terminalsThatDrawOctantsThemselvesGetThem(
    variables: [String: String], xtversion: String?, expected: Blitter
  ) {
    #expect(Self.blitter(variables, xtversion: xtversion) == expected)
  }

  @Test func aBadVariableIsAnErrorNamingIt() {
    let result = CellsPreference.blitter(
      environment: TerminalEnvironment(["HEROSCOPE_CELLS": "braille\u{1B}[2J"]))
    guard case .failure(let error) = result else {
      Issue.record("accepted a bad HEROSCOPE_CELLS")
      return
    }
    #expect(error.message.hasPrefix("HEROSCOPE_CELLS must be half, quadrant, sextant or octant"))
    #expect(!error.message.contains("\u{1B}"))
  }
}
