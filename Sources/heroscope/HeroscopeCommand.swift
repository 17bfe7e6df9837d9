import HeroCommandLine

/// A heroscope command: its options as properties (read by HeroCommandLine) and what it does.
protocol HeroscopeCommand: ParsableCommand {
  /// Runs the command; a usage error found only now (a storyboard selection that names nothing)
  /// is thrown, to be printed with the command's usage.
  func run() throws(CommandFailure) -> ExitStatus
}

/// How a command ends early: a usage error (printed with the command's usage, exit 2), or a
/// status whose message has been printed already.
enum CommandFailure: Error {
  case usage(String)
  case exit(ExitStatus)
}
