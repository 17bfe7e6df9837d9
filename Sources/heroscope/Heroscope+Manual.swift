import HeroCommandLine
import HeroPreviewer
import HeroTerminal

/// What the manual page says beyond the commands: the previewer's keys (from the list its `?`
/// overlay shows), the exit codes and the environment variables heroscope reads.
extension Heroscope {
  static let summary = "preview and debug Hero transitions in a terminal"

  static var manualSections: [ManualSection] {
    [
      ManualSection(
        title: "Keys",
        paragraphs: [
          "In heroscope play, as the previewer's own help (?) lists them. The mouse scrubs on the"
            + " marks row and the progress bar, selects a view with a click and scrolls a panel"
            + " with the wheel."
        ],
        entries: PlayerView.keyList.map { ManualSection.Entry($0.keys, $0.action) }),
      ManualSection(
        title: "Exit status",
        entries: [
          .init("0", "done"),
          .init(
            "1",
            "a bad scene or storyboard, lint errors (check), output that could not be written, or"
              + " a terminal that cannot be driven"),
          .init(
            "2",
            "bad usage: an unknown command or option, a missing, bad or repeated value, an option"
              + " another command owns; play without a terminal that can move its cursor"),
        ]),
      ManualSection(
        title: "Environment",
        entries: [
          .init(
            "TERM",
            "the terminal type play draws for; one without a terminfo entry here falls back to"
              + " \(NcursesBackend.fallbackTerminal), with one line saying so"),
          .init("COLORTERM", "truecolor or 24bit: draw in 24-bit colour whatever terminfo says"),
          .init("NO_COLOR", "set and not empty: draw in shades, without colour"),
          .init(
            "TERM_PROGRAM",
            "iTerm.app, WezTerm, vscode, ghostty or contour: the terminal takes synchronised output;"
              + " iTerm.app and WezTerm draw iTerm2 inline images"),
          .init(
            "HEROSCOPE_GRAPHICS",
            "auto, kitty, sixel, iterm or cells: how play draws the picture without --graphics"
              + " (auto asks the terminal at start-up, waiting at most 200 ms)"),
          .init(
            "HEROSCOPE_PROBE_MS",
            "how long play waits for the terminal's replies at start-up, in milliseconds"
              + " (default 200, at most 5000): longer over a slow link"),
          .init(
            "HEROSCOPE_KITTY_SHM",
            "on or off: kitty pictures through shared memory where the terminal shares this"
              + " machine's (on, the default, lets the start-up query decide), or always in the"
              + " escape sequences (off)"),
          .init(
            "TMUX",
            "set: play asks the outer terminal through tmux's passthrough where tmux's"
              + " allow-passthrough is on, and draws cells where it is off"),
          .init(
            "HEROSCOPE_SYNC",
            "1 or 0: synchronised output (mode 2026) on or off, whatever else says"),
          .init(
            "HEROSCOPE_STATS_LOG",
            "a file: play writes the time of every frame there when it quits, after a line saying"
              + " how the picture was drawn and why"),
          .init("LANG, LC_ALL, LC_CTYPE", "a UTF-8 locale draws with Unicode blocks; else ASCII"),
        ]),
      ManualSection(
        title: "See also",
        paragraphs: [
          "The README and docs/ of the heroscope repository; Hero:"
            + " https://github.com/HeroTransitions/Hero"
        ]),
    ]
  }
}
