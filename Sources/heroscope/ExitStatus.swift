/// heroscope's exit codes, as DESIGN.md fixes them.
/// An `Error` too, so a step of a command can hand back the status it ended with.
enum ExitStatus: Int32, Error {
  case ok = 0
  /// A bad scene, a bad modifier list or lint errors.
  case badInput = 1
  /// Bad usage: unknown command or option, missing argument.
  case usage = 2
}
