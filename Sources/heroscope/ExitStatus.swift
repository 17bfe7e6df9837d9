/// heroscope's exit codes, as DESIGN.md fixes them.
enum ExitStatus: Int32 {
  case ok = 0
  /// A bad scene, a bad modifier list or lint errors.
  case badInput = 1
  /// Bad usage: unknown command or option, missing argument.
  case usage = 2
}
