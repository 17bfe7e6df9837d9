/// Hero 1.6.4's parser for modifier strings (`Sources/Parser/Parser.swift`), decision for decision.
///
/// The top level is a list of primaries (an identifier or call, a number, or an expression in
/// parentheses) with no separator; arguments are full expressions with `+ - * /`. Anything else
/// throws, and Hero then gives the view no modifiers at all (HeroStringConvertible.swift:44-47).
/// Where Hero's `popCurrentToken()` reads past the last token (`translate(1`, `(fade`) the app
/// traps on an index out of range: that is reported as a `Trap`, since no device runs it.
/// Hero's recursion has no bound; this one stops at the shared `NestingLimit.expressions`
/// (parentheses, calls and each link of an operator chain count), as the strict reader does.
public struct HeroStringParser {
  /// Why the whole string fails to parse (Hero's `ParseError`), and where.
  public struct Failure: Error, Hashable, Sendable {
    public var column: Int
    public var message: String
  }

  public enum Outcome: Hashable, Sendable {
    case nodes([HeroStringNode])
    case failed(Failure)
  }

  /// Why heroscope will not read the string at all.
  public enum Refusal: Error, Hashable, Sendable {
    /// Where the app itself traps.
    case trap(HeroStringLexer.Trap)
    /// Nesting past the shared limit, refused before the stack runs out.
    case tooDeep(column: Int, message: String)
  }

  private let tokens: [HeroStringLexer.Located]
  private var index = 0
  private var nesting = NestingLimit.expressions
  private let endColumn: Int

  private init(tokens: [HeroStringLexer.Located], endColumn: Int) {
    self.tokens = tokens
    self.endColumn = endColumn
  }

  /// The string's expressions, or why Hero's parser throws on it; a trap or nesting past the
  /// limit is thrown.
  public static func parse(_ text: String) throws(Refusal) -> Outcome {
    let tokens: [HeroStringLexer.Located]
    do {
      tokens = try HeroStringLexer.tokenize(text)
    } catch {
      throw .trap(error)
    }
    var parser = HeroStringParser(tokens: tokens, endColumn: text.count + 1)
    do {
      var nodes: [HeroStringNode] = []
      while parser.index < parser.tokens.count {
        nodes.append(try parser.primary())
      }
      return .nodes(nodes)
    } catch {
      switch error {
      case .failure(let failure): return .failed(failure)
      case .trap(let trap): throw .trap(trap)
      case .tooDeep(let column):
        throw .tooDeep(
          column: column,
          message: "\(parser.nesting.refusal) (parentheses, calls and chains of operators all "
            + "count): beyond what heroscope previews")
      }
    }
  }

  private enum Stop: Error {
    case failure(Failure)
    case trap(HeroStringLexer.Trap)
    case tooDeep(Int)
  }

  /// One more level of the tree being built, refused past the limit.
  private mutating func deepen() throws(Stop) {
    guard nesting.enter() else { throw .tooDeep(currentColumn) }
  }

  private var currentColumn: Int {
    index < tokens.count ? tokens[index].column : endColumn
  }

  /// Parser.swift:29-34: past the end, an empty "other" token.
  private func peek() -> HeroStringLexer.Token {
    index < tokens.count ? tokens[index].token : .other("")
  }

  /// Parser.swift:36-39: reading past the end traps.
  private mutating func pop() throws(Stop) -> HeroStringLexer.Located {
    guard index < tokens.count else {
      throw .trap(
        HeroStringLexer.Trap(column: endColumn, text: "the string ends inside an expression"))
    }
    defer { index += 1 }
    return tokens[index]
  }

  private func fail(_ message: String, at column: Int? = nil) -> Stop {
    .failure(Failure(column: column ?? currentColumn, message: message))
  }

  /// Parser.swift:98-109.
  private mutating func primary() throws(Stop) -> HeroStringNode {
    let entry = nesting.depth
    defer { nesting.reset(to: entry) }
    try deepen()
    switch peek() {
    case .identifier: return try identifier()
    case .number(let value):
      let column = try pop().column
      return .number(value, column: column)
    case .parensOpen: return try parens()
    case .other(let text) where !text.isEmpty:
      throw fail("'\(text)' cannot start an expression")
    case .comma: throw fail("a comma between modifiers (Hero separates them with spaces)")
    case .parensClose: throw fail("')' without its '('")
    default: throw fail("an expression is missing here")
    }
  }

  /// Parser.swift:48-51.
  private mutating func expression() throws(Stop) -> HeroStringNode {
    let node = try primary()
    return try binaryOperation(node, precedence: 0)
  }

  /// Parser.swift:53-65.
  private mutating func parens() throws(Stop) -> HeroStringNode {
    _ = try pop()
    let inner = try expression()
    guard case .parensClose = try pop().token else {
      index -= 1
      throw fail("')' expected")
    }
    return inner
  }

  /// Parser.swift:67-96.
  private mutating func identifier() throws(Stop) -> HeroStringNode {
    let start = try pop()
    guard case .identifier(let name) = start.token else { throw fail("an identifier expected") }
    guard case .parensOpen = peek() else { return .variable(name, column: start.column) }
    _ = try pop()
    var arguments: [HeroStringNode] = []
    if case .parensClose = peek() {
    } else {
      while true {
        arguments.append(try expression())
        if case .parensClose = peek() { break }
        let separator = try pop()
        guard case .comma = separator.token else {
          throw fail("',' or ')' expected in the arguments of '\(name)'", at: separator.column)
        }
      }
    }
    _ = try pop()
    return .call(name, arguments: arguments, column: start.column)
  }

  /// Parser.swift:118-132: −1 when the next token is not an operator; an unknown one throws.
  private func precedenceOfCurrent() throws(Stop) -> Int {
    guard index < tokens.count, case .other(let op) = tokens[index].token else { return -1 }
    switch op {
    case "+", "-": return 20
    case "*", "/": return 40
    default: throw fail("'\(op)' is not an operator Hero's parser knows")
    }
  }

  /// Parser.swift:134-154.
  private mutating func binaryOperation(_ node: HeroStringNode, precedence: Int) throws(Stop)
    -> HeroStringNode
  {
    let entry = nesting.depth
    defer { nesting.reset(to: entry) }
    var lhs = node
    while true {
      let tokenPrecedence = try precedenceOfCurrent()
      if tokenPrecedence < precedence { return lhs }
      // Each link makes the tree one level deeper (`1+1+1…` is as deep as it is long).
      try deepen()
      let operatorToken = try pop()
      guard case .other(let op) = operatorToken.token else { throw fail("an operator expected") }
      var rhs = try primary()
      let next = try precedenceOfCurrent()
      if tokenPrecedence < next {
        rhs = try binaryOperation(rhs, precedence: tokenPrecedence + 1)
      }
      lhs = .binary(op, lhs: lhs, rhs: rhs, column: lhs.column)
    }
  }
}
