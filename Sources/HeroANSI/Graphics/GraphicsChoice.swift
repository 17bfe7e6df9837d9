/// How the picture reaches the terminal, and why: what the stats line shows, and the one
/// sentence the status line says where the user would otherwise wonder why there are no
/// pixels.
public struct GraphicsDecision: Hashable, Sendable {
  public var graphics: GraphicsProtocol
  /// Why, in a few words (`the terminal answered kitty's graphics query`).
  public var reason: String
  /// Said once in the status line: cells where pixels were asked for or could be had.
  public var notice: String?

  public init(graphics: GraphicsProtocol, reason: String, notice: String? = nil) {
    self.graphics = graphics
    self.reason = reason
    self.notice = notice
  }
}

/// The graphics protocol for a terminal, from what it answered at start-up (`TerminalFacts`)
/// and where it runs (`TerminalEnvironment`).
public enum GraphicsChoice {
  /// The fewest sixel colour registers worth drawing with: fewer, and a scene's colours and
  /// their blends band worse than 24-bit cells.
  public static let minimumSixelRegisters = 64
  /// Terminals that speak iTerm2's inline images (OSC 1337) whatever they answer: iTerm2, where
  /// the protocol comes from, and WezTerm, which implements it. VS Code's terminal speaks it
  /// only with its images setting on, and then lists sixel in DA1 (chosen before this).
  static let inlineImagePrograms: Set<String> = ["iTerm.app", "WezTerm"]
  /// What the status line says inside tmux without passthrough.
  public static let tmuxHint =
    "tmux without allow-passthrough (tmux set -g allow-passthrough on)"

  /// `auto`: kitty when it answered the graphics query OK; else sixel when DA1 lists it (and
  /// the colour registers are enough, where said); else iTerm2's inline images for the
  /// terminals known to draw them; else cells.
  public static func decide(facts: TerminalFacts, environment: TerminalEnvironment)
    -> (GraphicsProtocol, reason: String)
  {
    let decision = decide(mode: .auto, facts: facts, environment: environment)
    return (decision.graphics, decision.reason)
  }

  /// The protocol for `mode`: a named one is used as asked (the probe need not confirm it),
  /// except inside tmux without passthrough, where no image reaches the terminal.
  public static func decide(
    mode: GraphicsMode, facts: TerminalFacts, environment: TerminalEnvironment
  ) -> GraphicsDecision {
    if mode == .cells { return GraphicsDecision(graphics: .cells, reason: "asked for") }
    if facts.tmux && !facts.passthrough {
      let auto = mode == .auto
      return GraphicsDecision(
        graphics: .cells, reason: tmuxHint,
        notice: "cells" + (auto ? "" : " (not \(mode.rawValue))") + ": " + tmuxHint)
    }
    if let named = mode.named {
      let confirmed = confirms(named, facts: facts, environment: environment)
      return GraphicsDecision(
        graphics: named,
        reason: confirmed ? "asked for, and the terminal says it has it" : "asked for",
        notice: confirmed
          ? nil : "\(named.rawValue) as asked, though the terminal did not say it has it")
    }
    if facts.kittyGraphics {
      return GraphicsDecision(graphics: .kitty, reason: "the terminal answered kitty's query")
    }
    if facts.sixel {
      if let registers = facts.sixelColorRegisters, registers < minimumSixelRegisters {
        return GraphicsDecision(
          graphics: .cells, reason: "sixel with only \(registers) colour registers")
      }
      return GraphicsDecision(graphics: .sixel, reason: "the terminal lists sixel in DA1")
    }
    if let program = environment.termProgram, inlineImagePrograms.contains(program) {
      return GraphicsDecision(
        graphics: .iterm, reason: "TERM_PROGRAM=\(program) draws inline images")
    }
    let deadline = (try? TerminalProbe.deadline(environment).get()) ?? TerminalProbe.deadline
    let waited = Int((deadline * 1000).rounded())
    let reason =
      facts.answered || facts.tmux
      ? "the terminal has no image protocol heroscope knows"
      : "the terminal answered no query within \(waited) ms"
    return GraphicsDecision(graphics: .cells, reason: reason)
  }

  /// Whether the terminal said it has `protocol`.
  static func confirms(
    _ graphics: GraphicsProtocol, facts: TerminalFacts, environment: TerminalEnvironment
  ) -> Bool {
    switch graphics {
    case .kitty: return facts.kittyGraphics
    case .sixel: return facts.sixel
    case .iterm: return environment.termProgram.map(inlineImagePrograms.contains) ?? false
    case .cells: return true
    }
  }
}
