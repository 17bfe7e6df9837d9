/// A command line that does not say what to do: printed as `error: …` with the command's usage,
/// exit 2. The message names the option or command and, where one is near, what was meant.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}

/// `a`, `a or b`, `a, b or c`: a list as an error message says it.
func listed(_ items: [String], conjunction: String = "or") -> String {
  guard let last = items.last else { return "" }
  guard items.count > 1 else { return last }
  return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
