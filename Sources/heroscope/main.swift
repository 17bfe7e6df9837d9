#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe (`heroscope plan | head`) is a write error to report, not a signal that kills.
signal(SIGPIPE, SIG_IGN)
// The only place that reads argv and exits: everything else returns values.
let status = Output.finish(Heroscope.run(arguments: Array(CommandLine.arguments.dropFirst())))
exit(status.rawValue)
