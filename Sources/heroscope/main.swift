import Foundation

// The only place that reads argv and exits: everything else returns values.
let status = Heroscope.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
