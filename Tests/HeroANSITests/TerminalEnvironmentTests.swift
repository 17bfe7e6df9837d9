import Testing

@testable import HeroANSI

@Suite struct TerminalEnvironmentTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var variables: [String: String]
    var terminfoHasSync: Bool
    var sync: Bool
    var testDescription: String { "\(variables) terminfo Sync \(terminfoHasSync)" }
  }

  @Test(arguments: [
    Row(variables: ["TERM": "xterm-256color"], terminfoHasSync: false, sync: false),
    Row(variables: ["TERM": "xterm-256color"], terminfoHasSync: true, sync: true),
    Row(variables: ["TERM": "xterm-kitty"], terminfoHasSync: false, sync: true),
    Row(variables: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], terminfoHasSync: false, sync: true),
    Row(variables: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"], terminfoHasSync: false, sync: false),
    Row(variables: ["TERM": "xterm-kitty", "HEROSCOPE_SYNC": "0"], terminfoHasSync: true, sync: false),
    Row(variables: ["TERM": "linux", "HEROSCOPE_SYNC": "1"], terminfoHasSync: false, sync: true),
  ])
  func synchronisedOutputIsUsedWhereTheTerminalSaysSo(_ row: Row) {
    let environment = TerminalEnvironment(row.variables)
    #expect(environment.wantsSynchronizedOutput(terminfoHasSync: row.terminfoHasSync) == row.sync)
  }

  @Test func colortermAsksForDirectColour() {
    #expect(TerminalEnvironment(["COLORTERM": "truecolor"]).directColor)
    #expect(TerminalEnvironment(["COLORTERM": "24bit"]).directColor)
    #expect(!TerminalEnvironment(["COLORTERM": "yes"]).directColor)
    #expect(!TerminalEnvironment([:]).directColor)
  }

  @Test func noColorCountsOnlyWhenNotEmpty() {
    #expect(TerminalEnvironment(["NO_COLOR": "1"]).noColor)
    #expect(!TerminalEnvironment(["NO_COLOR": ""]).noColor)
    #expect(!TerminalEnvironment([:]).noColor)
  }
}
