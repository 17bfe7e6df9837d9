import Testing

@testable import HeroANSI

@Suite struct GraphicsChoiceTests {
  static func facts(_ change: (inout TerminalFacts) -> Void) -> TerminalFacts {
    var facts = TerminalFacts()
    change(&facts)
    return facts
  }

  static let kitty = facts {
    $0.answered = true
    $0.kittyGraphics = true
    $0.sixel = true
  }
  static let vt340 = facts {
    $0.answered = true
    $0.sixel = true
    $0.sixelColorRegisters = 1024
  }

  @Test func autoPrefersKittyThenSixelThenInlineImagesThenCells() {
    let plain = TerminalEnvironment()
    #expect(GraphicsChoice.decide(facts: Self.kitty, environment: plain).0 == .kitty)
    #expect(GraphicsChoice.decide(facts: Self.vt340, environment: plain).0 == .sixel)
    let iterm = TerminalEnvironment(termProgram: "iTerm.app")
    #expect(GraphicsChoice.decide(facts: TerminalFacts(), environment: iterm).0 == .iterm)
    #expect(
      GraphicsChoice.decide(facts: TerminalFacts(), environment: TerminalEnvironment(termProgram: "WezTerm")).0
        == .iterm)
    // VS Code speaks inline images only with its images setting on, which DA1 then shows.
    let vscode = TerminalEnvironment(termProgram: "vscode")
    #expect(GraphicsChoice.decide(facts: TerminalFacts(), environment: vscode).0 == .cells)
    let (cells, reason) = GraphicsChoice.decide(facts: TerminalFacts(), environment: plain)
    #expect(cells == .cells)
    #expect(reason == "the terminal answered no query within 200 ms")
  }

  @Test func sixelWithTooFewRegistersIsCells() {
    let few = Self.facts {
      $0.answered = true
      $0.sixel = true
      $0.sixelColorRegisters = 16
    }
    let (graphics, reason) = GraphicsChoice.decide(facts: few, environment: TerminalEnvironment())
    #expect(graphics == .cells)
    #expect(reason == "sixel with only 16 colour registers")
    // Unsaid registers are not held against it.
    let unsaid = Self.facts {
      $0.answered = true
      $0.sixel = true
    }
    #expect(GraphicsChoice.decide(facts: unsaid, environment: TerminalEnvironment()).0 == .sixel)
  }

  @Test func aNamedProtocolIsUsedAsAskedAndSaysWhenUnconfirmed() {
    let silent = GraphicsChoice.decide(
      mode: .kitty, facts: TerminalFacts(), environment: TerminalEnvironment())
    #expect(silent.graphics == .kitty)
    #expect(silent.notice == "kitty as asked, though the terminal did not say it has it")
    let confirmed = GraphicsChoice.decide(
      mode: .sixel, facts: Self.vt340, environment: TerminalEnvironment())
    #expect(confirmed.graphics == .sixel && confirmed.notice == nil)
    let cells = GraphicsChoice.decide(mode: .cells, facts: Self.kitty, environment: TerminalEnvironment())
    #expect(cells.graphics == .cells && cells.notice == nil)
  }

  @Test(arguments: [GraphicsMode.auto, .kitty, .sixel, .iterm])
  func tmuxWithoutPassthroughIsCellsAndSaysHowToTurnItOn(mode: GraphicsMode) {
    let tmux = Self.facts { $0.tmux = true }
    let decision = GraphicsChoice.decide(mode: mode, facts: tmux, environment: TerminalEnvironment(tmux: true))
    #expect(decision.graphics == .cells)
    #expect(decision.reason == "tmux without allow-passthrough (tmux set -g allow-passthrough on)")
    let expected =
      mode == .auto
      ? "cells: " + GraphicsChoice.tmuxHint : "cells (not \(mode.rawValue)): " + GraphicsChoice.tmuxHint
    #expect(decision.notice == expected)
  }

  @Test func tmuxWithPassthroughGetsKittyWhenItAnswers() {
    let through = Self.facts {
      $0.tmux = true
      $0.passthrough = true
      $0.kittyGraphics = true
      $0.answered = true
    }
    #expect(GraphicsChoice.decide(facts: through, environment: TerminalEnvironment(tmux: true)).0 == .kitty)
    let quiet = Self.facts {
      $0.tmux = true
      $0.passthrough = true
    }
    let (graphics, reason) = GraphicsChoice.decide(facts: quiet, environment: TerminalEnvironment(tmux: true))
    #expect(graphics == .cells)
    #expect(reason == "the terminal has no image protocol heroscope knows")
  }
}
