/// What a shell offers for an option's value or a command's words, declared beside the option
/// so the completion scripts are written from the same declarations as help.
public enum ValueCompletion: Equatable, Sendable {
  /// Nothing: free text (a modifier list, a number).
  case none
  /// These words.
  case words([String])
  /// Files with these extensions (without the dot), and directories to walk into (a directory
  /// may itself be an argument, as a capture folder is).
  case files(extensions: [String])
  /// What the program prints, one a line, for `PROGRAM transitions STORYBOARD --complete
  /// QUERY`, where STORYBOARD is the first `.storyboard` word of the command line: a
  /// storyboard's segue identifiers or view controller names, known only by reading it.
  case storyboard(query: String)
}
