import HeroText

/// The two ways people write a modifier list.
public enum ModifierSyntax: String, Hashable, Sendable {
  /// Hero's string form: `fade scale(0.5) translate(0, 100)`.
  case hero
  /// The Swift literal form: `[.fade, .scale(0.5), .translate(y: 100)]`.
  case swift
}

/// Parses modifier text into syntax nodes (recursive descent), reporting unbalanced brackets and
/// stray tokens with their column. Names are checked later, by the binder.
struct ModifierSyntaxParser {
  private let tokens: [ModifierToken]
  private let source: String
  private var index = 0
  /// Nesting deeper than the shared limit is refused rather than risking the stack. Every level
  /// of the tree counts: brackets and calls, unary signs, and each link of a `+`/`*` or `.member`
  /// chain (a chain builds a tree as deep as it is long, which the binder and evaluators walk
  /// recursively).
  private var nesting = NestingLimit.expressions

  init(source: String) throws(ModifierParseError) {
    self.source = source
    self.tokens = try ModifierLexer(source).tokenize()
  }

  /// The items of the list and which syntax it was written in.
  mutating func parseList() throws(ModifierParseError) -> (
    items: [SyntaxNode], syntax: ModifierSyntax
  ) {
    let syntax: ModifierSyntax = (isPunctuation("[") || isPunctuation(".")) ? .swift : .hero
    var items: [SyntaxNode] = []
    if isPunctuation("[") {
      let open = advance()
      while !isPunctuation("]") {
        if current.kind == .end { throw unclosed(open, expected: "]") }
        items.append(try parsePostfix())
        if isPunctuation(",") {
          _ = advance()
        } else if !isPunctuation("]") {
          if current.kind == .end { throw unclosed(open, expected: "]") }
          throw unexpected(expected: "',' or ']'")
        }
      }
      _ = advance()
      if current.kind != .end { throw unexpected(expected: "the end of the list after ']'") }
    } else {
      while current.kind != .end {
        items.append(try parsePostfix())
        if isPunctuation(",") { _ = advance() }
      }
    }
    return (items, syntax)
  }

  // MARK: Expressions

  private mutating func parseExpression() throws(ModifierParseError) -> SyntaxNode {
    let entry = nesting.depth
    defer { nesting.reset(to: entry) }
    var lhs = try parseTerm()
    while case .punctuation(let op) = current.kind, op == "+" || op == "-" {
      try deepen()
      _ = advance()
      let rhs = try parseTerm()
      lhs = .binary(op, lhs, rhs, lhs.range.union(rhs.range))
    }
    return lhs
  }

  private mutating func parseTerm() throws(ModifierParseError) -> SyntaxNode {
    let entry = nesting.depth
    defer { nesting.reset(to: entry) }
    var lhs = try parseUnary()
    while case .punctuation(let op) = current.kind, op == "*" || op == "/" {
      try deepen()
      _ = advance()
      let rhs = try parseUnary()
      lhs = .binary(op, lhs, rhs, lhs.range.union(rhs.range))
    }
    return lhs
  }

  private mutating func parseUnary() throws(ModifierParseError) -> SyntaxNode {
    let entry = nesting.depth
    defer { nesting.reset(to: entry) }
    if isPunctuation("-") || isPunctuation("+") { try deepen() }
    if isPunctuation("-") {
      let minus = advance()
      let operand = try parseUnary()
      if case .number(let v, let r) = operand { return .number(-v, minus.range.union(r)) }
      return .negate(operand, minus.range.union(operand.range))
    }
    if isPunctuation("+") {
      _ = advance()
      return try parseUnary()
    }
    return try parsePostfix()
  }

  private mutating func parsePostfix() throws(ModifierParseError) -> SyntaxNode {
    let entry = nesting.depth
    defer { nesting.reset(to: entry) }
    try deepen()
    var node = try parsePrimary()
    while isPunctuation("."), case .identifier(let member) = peek(1).kind {
      try deepen()
      _ = advance()
      let memberToken = advance()
      if isPunctuation("(") {
        // A method call on a value, as in `CATransform3DIdentity.scaled(…)`: kept as a call whose
        // first argument is the receiver.
        let (args, close) = try parseArguments()
        let receiver = SyntaxArgument(label: "self", value: node, range: node.range)
        node = .call(
          name: member, dotted: true, arguments: [receiver] + args, node.range.union(close))
      } else {
        node = .member(node, member, node.range.union(memberToken.range))
      }
    }
    return node
  }

  private mutating func parsePrimary() throws(ModifierParseError) -> SyntaxNode {
    let token = current
    switch token.kind {
    case .number(let v):
      _ = advance()
      return .number(v, token.range)
    case .string(let s):
      _ = advance()
      return .string(s, token.range)
    case .hex(let h):
      _ = advance()
      return .hex(h, token.range)
    case .identifier:
      return try parseNamed(dotted: false, start: token.range)
    case .punctuation("."):
      _ = advance()
      guard case .identifier = current.kind else {
        throw unexpected(expected: "a name after '.'")
      }
      return try parseNamed(dotted: true, start: token.range)
    case .punctuation("["):
      let open = advance()
      var elements: [SyntaxNode] = []
      while !isPunctuation("]") {
        if current.kind == .end { throw unclosed(open, expected: "]") }
        elements.append(try parseExpression())
        if isPunctuation(",") {
          _ = advance()
        } else if !isPunctuation("]") {
          if current.kind == .end { throw unclosed(open, expected: "]") }
          throw unexpected(expected: "',' or ']'")
        }
      }
      let close = advance()
      return .array(elements, open.range.union(close.range))
    case .punctuation("("):
      let open = advance()
      let inner = try parseExpression()
      guard isPunctuation(")") else {
        if current.kind == .end { throw unclosed(open, expected: ")") }
        throw unexpected(expected: "')'")
      }
      _ = advance()
      return inner
    case .punctuation("{"):
      throw ModifierParseError(
        kind: .unsupported, column: token.range.column,
        message: "closures cannot be evaluated here; use whenMatched, whenPresenting, "
          + "whenDismissing, whenAppearing or whenDisappearing", source: source)
    case .punctuation(let p) where p == ")" || p == "]" || p == "}":
      throw ModifierParseError(
        kind: .unbalancedBracket, column: token.range.column,
        message: "unbalanced '\(p)': nothing is open here to close", source: source)
    case .end:
      throw unexpected(expected: "a modifier or a value")
    default:
      throw unexpected(expected: "a modifier or a value")
    }
  }

  private mutating func parseNamed(dotted: Bool, start: SourceRange) throws(ModifierParseError)
    -> SyntaxNode
  {
    let nameToken = advance()
    guard case .identifier(let name) = nameToken.kind else {
      throw unexpected(expected: "a name")
    }
    if isPunctuation("(") {
      let (args, close) = try parseArguments()
      return .call(name: name, dotted: dotted, arguments: args, start.union(close))
    }
    return .name(name, dotted: dotted, start.union(nameToken.range))
  }

  /// `( [label:] expr, … )`, returning the arguments and the range of the closing parenthesis.
  private mutating func parseArguments() throws(ModifierParseError) -> (
    [SyntaxArgument], SourceRange
  ) {
    let open = advance()
    var args: [SyntaxArgument] = []
    while !isPunctuation(")") {
      if current.kind == .end { throw unclosed(open, expected: ")") }
      var label: String?
      var start = current.range
      if case .identifier(let l) = current.kind, case .punctuation(":") = peek(1).kind {
        label = l
        start = current.range
        _ = advance()
        _ = advance()
      }
      let value = try parseExpression()
      args.append(SyntaxArgument(label: label, value: value, range: start.union(value.range)))
      if isPunctuation(",") {
        _ = advance()
      } else if !isPunctuation(")") {
        if current.kind == .end { throw unclosed(open, expected: ")") }
        if case .punctuation(let p) = current.kind, p == "]" || p == "}" {
          throw ModifierParseError(
            kind: .unbalancedBracket, column: current.range.column,
            message: "unbalanced brackets: expected ')' to close the '(' at column "
              + "\(open.range.column), found '\(p)'", source: source)
        }
        throw unexpected(expected: "',' or ')'")
      }
    }
    let close = advance()
    return (args, close.range)
  }

  /// One more level of the tree under construction, refused past `maximumDepth`.
  private mutating func deepen() throws(ModifierParseError) {
    guard nesting.enter() else {
      throw ModifierParseError(
        kind: .unsupported, column: current.range.column,
        message: "\(nesting.refusal) (brackets, signs and chains of operators or members all "
          + "count)", source: source)
    }
  }

  // MARK: Tokens

  private var current: ModifierToken { tokens[min(index, tokens.count - 1)] }

  private func peek(_ offset: Int) -> ModifierToken {
    tokens[min(index + offset, tokens.count - 1)]
  }

  private func isPunctuation(_ c: Character) -> Bool { current.kind == .punctuation(c) }

  private mutating func advance() -> ModifierToken {
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  private func unclosed(_ open: ModifierToken, expected: Character) -> ModifierParseError {
    let opener = expected == ")" ? "(" : "["
    return ModifierParseError(
      kind: .unbalancedBracket, column: open.range.column,
      message: "unbalanced brackets: this '\(opener)' is never closed with '\(expected)'",
      source: source)
  }

  private func unexpected(expected: String) -> ModifierParseError {
    let found: String
    switch current.kind {
    case .end: found = "the end of the text"
    case .identifier(let s): found = "'\(s)'"
    case .number(let v): found = "'\(formatNumber(v))'"
    case .string(let s): found = "\(HeroModifier.quoted(s))"
    case .hex(let h): found = "'\(h)'"
    case .punctuation(let p): found = "'\(p)'"
    }
    return ModifierParseError(
      kind: .unexpectedToken, column: current.range.column, length: current.range.length,
      message: "expected \(expected), found \(found)", source: source)
  }
}
