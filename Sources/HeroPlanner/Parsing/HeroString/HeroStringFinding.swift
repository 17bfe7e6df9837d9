/// Something in a modifier string that Hero's parser drops or reads otherwise than it looks.
///
/// Hero runs such a string without a word (it prints to the console at most), so heroscope plans
/// what Hero does and says what that is, where it is, and what was probably meant.
public struct HeroStringFinding: Hashable, Sendable, CustomStringConvertible {
  /// The rule a finding belongs to, as `check` names it (`--strict` makes them errors).
  public enum Rule: String, Hashable, Sendable, CaseIterable {
    /// A node Hero's `from(node:)` returns nil for: an unknown name, or a missing argument.
    case dropped = "modifier-string-dropped"
    /// An argument Hero reads as its default (`10 + 90`, `YES`, `radial(0, 0)`).
    case defaulted = "modifier-string-default"
    /// An argument Hero never reads (`fade(1)`, a fourth number to `translate`).
    case ignoredArgument = "modifier-string-ignored-argument"
    /// The whole string fails to parse: the view gets no modifiers at all.
    case unparsed = "modifier-string-unparsed"
    /// An animation type string with several types, or one Hero's string syntax lacks.
    case animationType = "animation-type-string"
  }

  public var rule: Rule
  /// 1-based column, in characters of the string.
  public var column: Int
  /// What Hero does, and what was probably meant.
  public var message: String
  /// Where the string's character sits in its file, when the loader knows it.
  public var line: Int?
  public var fileColumn: Int?

  public init(rule: Rule, column: Int, message: String) {
    self.rule = rule
    self.column = column
    self.message = message
  }

  /// The same rule among `check`'s rules.
  public var findingRule: FindingRule { rule.findingRule }

  public var description: String { "column \(column): \(message) [\(rule.rawValue)]" }
}

extension HeroStringFinding.Rule {
  /// The rule among `check`'s rules (the same id).
  public var findingRule: FindingRule {
    switch self {
    case .dropped: .modifierStringDropped
    case .defaulted: .modifierStringDefault
    case .ignoredArgument: .modifierStringIgnoredArgument
    case .unparsed: .modifierStringUnparsed
    case .animationType: .animationTypeString
    }
  }
}
