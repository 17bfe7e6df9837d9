/// A lint finding: something in the scene that does nothing or is ambiguous, found while planning.
public struct PlanFinding: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case warning, error
  }

  public var severity: Severity
  /// The view concerned, or nil for the transition as a whole.
  public var view: ViewRef?
  public var message: String

  public init(severity: Severity, view: ViewRef?, message: String) {
    self.severity = severity
    self.view = view
    self.message = message
  }

  public var description: String { "\(severity.rawValue): \(message)" }
}
