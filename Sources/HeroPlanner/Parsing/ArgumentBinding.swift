/// A parameter of a modifier or constructor: its label and the other labels it answers to.
struct Parameter: Sendable {
  var label: String
  var aliases: [String] = []

  init(_ label: String, aliases: [String] = []) {
    self.label = label
    self.aliases = aliases
  }

  func accepts(_ l: String) -> Bool { l == label || aliases.contains(l) }
}

/// Arguments matched to parameters: labelled ones by label, the others by position.
///
/// Hero's string syntax is positional (`cascade(0.1, leftToRight)`) and its Swift API labelled
/// (`.cascade(delta: 0.1, direction: .leftToRight)`); both bind through here, so either works in
/// either syntax.
struct BoundArguments {
  private var values: [String: SyntaxArgument] = [:]

  subscript(_ label: String) -> SyntaxNode? { values[label]?.value }

  init(
    _ args: [SyntaxArgument], to params: [Parameter], callee: String, callRange: SourceRange,
    source: String
  ) throws(ModifierParseError) {
    var next = 0
    for arg in args {
      let index: Int
      if let label = arg.label {
        guard let found = params.indices.first(where: { params[$0].accepts(label) }) else {
          let known = params.map { "'\($0.label)'" }.joined(separator: ", ")
          throw ModifierParseError(
            kind: .unknownArgumentLabel, column: arg.range.column, length: label.count,
            message: "\(callee) has no argument labelled '\(label)'"
              + (params.isEmpty ? "" : " (its labels: \(known))"), source: source)
        }
        index = found
      } else {
        while next < params.count, values[params[next].label] != nil { next += 1 }
        guard next < params.count else {
          throw ModifierParseError(
            kind: .wrongArgumentCount, column: arg.range.column, length: arg.range.length,
            message: "\(callee) takes \(Self.describeCount(params.count)), got \(args.count)",
            source: source)
        }
        index = next
      }
      let label = params[index].label
      guard values[label] == nil else {
        throw ModifierParseError(
          kind: .wrongArgumentCount, column: arg.range.column, length: arg.range.length,
          message: "\(callee) is given '\(label)' twice", source: source)
      }
      values[label] = arg
      next = max(next, index + 1)
    }
  }

  static func describeCount(_ n: Int) -> String {
    switch n {
    case 0: "no arguments"
    case 1: "at most 1 argument"
    default: "at most \(n) arguments"
    }
  }
}
