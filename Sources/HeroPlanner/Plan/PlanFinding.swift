/// A lint finding: something in the scene that does nothing or is ambiguous, found while planning.
public struct PlanFinding: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case warning, error
  }

  /// Which rule found it: its id is what CI filters and editors key on.
  public var rule: FindingRule
  public var severity: Severity
  /// The view concerned, or nil for the transition as a whole.
  public var view: ViewRef?
  /// The scene key of the view the finding is about (`modifiers`, `heroID`, `shadow`,
  /// `transform`, `frame`), so `check` can point at the value itself, not only the view.
  public var key: String
  public var message: String
  /// Where in the file the finding points, when the loader knew it (a modifier string's
  /// character); nil: `check` places it by `key`.
  public var line: Int?
  public var column: Int?

  /// A finding of `rule`, at its default severity.
  public init(_ rule: FindingRule, view: ViewRef?, key: String = "modifiers", message: String) {
    self.rule = rule
    self.severity = rule.defaultSeverity
    self.view = view
    self.key = key
    self.message = message
  }

  public var description: String { "\(severity.rawValue): \(message)" }
}
