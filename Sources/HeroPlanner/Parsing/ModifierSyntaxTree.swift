/// The parsed shape of a modifier list before names are checked: shared by both syntaxes.
///
/// Hero's string form (`fade scale(0.5)`) and the Swift literal form (`[.fade, .scale(0.5)]`)
/// differ only in punctuation, so they parse into the same tree and bind the same way.
indirect enum SyntaxNode: Sendable {
  /// A number literal.
  case number(Double, SourceRange)
  /// A name, optionally written with a leading dot (`.leftToRight`) or qualified (`UIColor.red`).
  case name(String, dotted: Bool, SourceRange)
  /// A quoted string.
  case string(String, SourceRange)
  /// A `#rrggbb` colour.
  case hex(String, SourceRange)
  /// `name(arguments)`; `base` is the qualifier for `UIBezierPath(rect: r).cgPath`-like chains.
  case call(name: String, dotted: Bool, arguments: [SyntaxArgument], SourceRange)
  /// `[a, b]`.
  case array([SyntaxNode], SourceRange)
  /// `a op b`.
  case binary(Character, SyntaxNode, SyntaxNode, SourceRange)
  /// `-a`.
  case negate(SyntaxNode, SourceRange)
  /// `base.member`, as in `UIBezierPath(rect: r).cgPath` or `CGFloat.pi`.
  case member(SyntaxNode, String, SourceRange)

  var range: SourceRange {
    switch self {
    case .number(_, let r), .name(_, _, let r), .string(_, let r), .hex(_, let r),
      .call(_, _, _, let r), .array(_, let r), .binary(_, _, _, let r), .negate(_, let r),
      .member(_, _, let r):
      r
    }
  }
}

/// An argument, with its label if it has one (`y: 100`).
struct SyntaxArgument: Sendable {
  var label: String?
  var value: SyntaxNode
  var range: SourceRange
}

/// Character offsets [start, end) in the modifier text, zero-based.
struct SourceRange: Hashable, Sendable {
  var start: Int
  var end: Int

  var column: Int { start + 1 }
  var length: Int { max(1, end - start) }

  func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }
}
