/// What the environment says about the terminal, read by the executable and passed in (the
/// library reads no environment variables itself).
public struct TerminalEnvironment: Hashable, Sendable {
  /// `NO_COLOR` is set and not empty: draw in monochrome.
  public var noColor: Bool
  /// `TERM`, for messages.
  public var term: String
  /// `TERM_PROGRAM`, a hint that the terminal supports synchronised output.
  public var termProgram: String?
  /// `HEROSCOPE_SYNC=1` or `0` forces synchronised output on or off.
  public var synchronizedOutput: Bool?
  /// `COLORTERM` is `truecolor` or `24bit`: the terminal takes 24-bit colour, even when its
  /// `TERM` entry says 256 colours.
  public var directColor: Bool
  /// `HEROSCOPE_CELLS`: the blitter asked for (checked by `CellsPreference`).
  public var cells: String?
  /// `TERM_PROGRAM_VERSION` and `VTE_VERSION` (as a number: 7800 is 0.78), which say whether
  /// the terminal draws the finer block glyphs itself.
  public var termProgramVersion: String?
  public var vteVersion: Int?
  /// `HEROSCOPE_GRAPHICS`: the graphics mode asked for (checked by `GraphicsPreference`).
  public var graphics: String?
  /// `TMUX` is set: queries and images reach the outer terminal only through passthrough.
  public var tmux: Bool
  /// Inside tmux, whether its `allow-passthrough` is on (`tmux show -Apv allow-passthrough`,
  /// asked by the executable); nil when not asked or tmux did not say.
  public var tmuxPassthrough: Bool?
  /// `HEROSCOPE_PROBE_MS`: how long `play` waits for the terminal's replies at start-up
  /// (checked by `ProbeWait`).
  public var probeMilliseconds: String?
  /// `HEROSCOPE_KITTY_SHM`: whether kitty pictures may go through shared memory (checked by
  /// `GraphicsPreference.sharedMemory`).
  public var kittySharedMemory: String?

  public init(
    noColor: Bool = false, term: String = "", termProgram: String? = nil,
    synchronizedOutput: Bool? = nil, directColor: Bool = false, cells: String? = nil,
    termProgramVersion: String? = nil, vteVersion: Int? = nil, graphics: String? = nil,
    tmux: Bool = false, tmuxPassthrough: Bool? = nil
  ) {
    self.noColor = noColor
    self.term = term
    self.termProgram = termProgram
    self.synchronizedOutput = synchronizedOutput
    self.directColor = directColor
    self.cells = cells
    self.termProgramVersion = termProgramVersion
    self.vteVersion = vteVersion
    self.graphics = graphics
    self.tmux = tmux
    self.tmuxPassthrough = tmuxPassthrough
  }

  /// From environment variables.
  public init(_ variables: [String: String]) {
    noColor = !(variables["NO_COLOR"] ?? "").isEmpty
    term = variables["TERM"] ?? ""
    termProgram = variables["TERM_PROGRAM"]
    switch variables["HEROSCOPE_SYNC"] {
    case "1", "on", "yes": synchronizedOutput = true
    case "0", "off", "no": synchronizedOutput = false
    default: synchronizedOutput = nil
    }
    let colorTerm = (variables["COLORTERM"] ?? "").lowercased()
    directColor = colorTerm == "truecolor" || colorTerm == "24bit"
    cells = variables["HEROSCOPE_CELLS"]
    termProgramVersion = variables["TERM_PROGRAM_VERSION"]
    vteVersion = variables["VTE_VERSION"].flatMap { Int($0) }
    graphics = variables["HEROSCOPE_GRAPHICS"]
    tmux = !(variables["TMUX"] ?? "").isEmpty
    probeMilliseconds = variables["HEROSCOPE_PROBE_MS"]
    kittySharedMemory = variables["HEROSCOPE_KITTY_SHM"]
  }

  /// Terminals known to support synchronised-output mode 2026, by `TERM_PROGRAM`.
  static let syncPrograms: Set<String> = ["iTerm.app", "WezTerm", "vscode", "ghostty", "contour"]
  /// … and by the start of `TERM`.
  static let syncTermPrefixes = [
    "xterm-kitty", "foot", "alacritty", "wezterm", "contour", "xterm-ghostty",
  ]

  /// Whether to bracket frames in mode 2026: as forced by `HEROSCOPE_SYNC`, else when terminfo
  /// has the `Sync` capability or the terminal is one known to support it. Other terminals
  /// would ignore the unknown mode, but heroscope does not send what it cannot know is used.
  public func wantsSynchronizedOutput(terminfoHasSync: Bool) -> Bool {
    if let synchronizedOutput { return synchronizedOutput }
    if terminfoHasSync { return true }
    if let termProgram, Self.syncPrograms.contains(termProgram) { return true }
    return Self.syncTermPrefixes.contains { term.hasPrefix($0) }
  }
}
