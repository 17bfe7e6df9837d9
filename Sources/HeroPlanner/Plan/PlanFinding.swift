/// A lint finding: something in the scene that does nothing or is ambiguous, found while planning.
public struct PlanFinding: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case warning, error
  }

  public var severity: Severity
  /// The view concerned, or nil for the transition as a whole.
  public var view: ViewRef?
  public var message: String
  /// The rule's identifier for the findings that have one (`modifier-string-dropped`).
  public var rule: String?
  /// Where in the file the finding points, when the loader knew it.
  public var line: Int?
  public var column: Int?

  public init(
    severity: Severity, view: ViewRef?, message: String, rule: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) {
    self.severity = severity
    self.view = view
    self.message = message
    self.rule = rule
    self.line = line
    self.column = column
  }

  public var description: String { "\(severity.rawValue): \(message)" }
}
