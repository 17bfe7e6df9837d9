import HeroPlanner
import HeroRaster

/// Which blitter draws the picture when the user names none: half blocks, except in
/// terminals known to draw the block-element glyphs themselves (seamless, from no font), where
/// octants show four times the pixels. A terminal is known by `TERM_PROGRAM` and its version,
/// `VTE_VERSION`, or its answer to XTVERSION.
public enum CellsPreference {
  /// `HEROSCOPE_CELLS`, or the terminal's own preference; a bad variable is an error naming it.
  public static func blitter(
    environment: TerminalEnvironment, xtversion: String? = nil
  ) -> Result<Blitter, CellsChoiceError> {
    if let named = environment.cells, !named.isEmpty {
      guard let blitter = Blitter(rawValue: named.lowercased()) else {
        return .failure(CellsChoiceError(value: named))
      }
      return .success(blitter)
    }
    var blitter: Blitter = drawsOctants(environment, xtversion: xtversion) ? .octant : .half
    // Through the fallbacks to one the terminal's multiplexer shows.
    while environment.tmux, tmuxDrops(blitter), let coarser = blitter.fallback {
      blitter = coarser
    }
    return .success(blitter)
  }

  /// tmux 3.3a drops the octants (Unicode 16: its width table, the system's, has no width for
  /// them) wherever they are written, so inside tmux a terminal that draws them still gets the
  /// next coarser blitter, sextants (Unicode 13), unless `--cells` or `HEROSCOPE_CELLS` asks.
  static func tmuxDrops(_ blitter: Blitter) -> Bool { blitter == .octant }

  /// kitty ≥ 0.40, Ghostty ≥ 1.2, WezTerm, foot ≥ 1.20 and VTE ≥ 0.78 draw octants
  /// themselves.
  static func drawsOctants(_ environment: TerminalEnvironment, xtversion: String?) -> Bool {
    if let vte = environment.vteVersion, vte >= 7800 { return true }
    switch environment.termProgram?.lowercased() {
    case "wezterm": return true
    case "ghostty":
      if let version = environment.termProgramVersion, atLeast(version, [1, 2]) { return true }
    default: break
    }
    guard let reply = xtversion?.lowercased() else { return false }
    if reply.hasPrefix("wezterm") { return true }
    for (name, minimum) in [("kitty", [0, 40]), ("foot", [1, 20]), ("ghostty", [1, 2])]
    where reply.hasPrefix(name) {
      return atLeast(String(reply.dropFirst(name.count)), minimum)
    }
    return false
  }

  /// Whether the first version number in `text` (`(0.40.1)`, ` 1.2.0`) is at least `minimum`.
  static func atLeast(_ text: String, _ minimum: [Int]) -> Bool {
    let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
    let parts = digits.split(separator: ".").compactMap { Int($0) }
    guard !parts.isEmpty else { return false }
    for (k, want) in minimum.enumerated() {
      let have = k < parts.count ? parts[k] : 0
      if have != want { return have > want }
    }
    return true
  }
}

/// `HEROSCOPE_CELLS` names no blitter.
public struct CellsChoiceError: Error, Hashable, Sendable {
  public let value: String
  public var message: String {
    "HEROSCOPE_CELLS must be half, quadrant, sextant or octant, not "
      + quotedForMessage(value)
  }
}
