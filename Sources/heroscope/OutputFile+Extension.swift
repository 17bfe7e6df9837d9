import HeroCommandLine
import HeroPlanner

extension OutputFile {
  /// Refuses an output name whose extension the command does not write (`record -o x.gif`), a
  /// usage error listing the ones it does; `-` (standard output) and an existing device or FIFO
  /// (written in place) and anything else that exists but is not a regular file (which the
  /// writer refuses, saying what it is) are let through whatever their name.
  static func checkExtension(_ path: String, known: [String], command: String, writes: String)
    throws(UsageError)
  {
    if path == "-" || existsAndIsNotRegular(path) { return }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    let lowered = name.lowercased()
    guard !known.contains(where: { lowered.hasSuffix($0) && lowered.count > $0.count }) else {
      return
    }
    let given =
      name.lastIndex(of: ".").map {
        "\(command) does not write '\(TerminalText.escaped(String(name[$0...])))'"
      } ?? "the name has no extension"
    throw UsageError(
      "\(command) -o \(TerminalText.escaped(path)): \(given); \(command) writes \(writes), "
        + "or - for standard output")
  }
}
