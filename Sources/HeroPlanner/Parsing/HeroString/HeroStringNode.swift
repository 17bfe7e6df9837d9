/// One expression of a Hero modifier string as Hero's parser builds it (`Sources/Parser/Nodes.swift`).
///
/// Hero maps a node to a modifier by its `name` alone (HeroModifier+HeroStringConvertible.swift:30),
/// so the name is kept as Hero spells it: a number's is Swift's description of the Float
/// (`"1.0"`), an operation's is its operator (`"+"`).
public indirect enum HeroStringNode: Hashable, Sendable {
  case number(Float, column: Int)
  case variable(String, column: Int)
  case call(String, arguments: [HeroStringNode], column: Int)
  case binary(String, lhs: HeroStringNode, rhs: HeroStringNode, column: Int)

  /// The name Hero's `from(node:)` switches on.
  public var name: String {
    switch self {
    case .number(let value, _): "\(value)"
    case .variable(let name, _), .call(let name, _, _), .binary(let name, _, _, _): name
    }
  }

  /// Where the node starts in the string (1-based characters).
  public var column: Int {
    switch self {
    case .number(_, let c), .variable(_, let c), .call(_, _, let c), .binary(_, _, _, let c): c
    }
  }

  /// A call's arguments; none for every other node (Hero: `(node as? CallNode)?.arguments ?? []`).
  public var arguments: [HeroStringNode] {
    if case .call(_, let arguments, _) = self { arguments } else { [] }
  }

  /// The value `getFloat`/`getCGFloat`/`getDouble` read (Array+HeroModifier.swift:40-58): only a
  /// plain number node has one.
  public var number: Float? {
    if case .number(let value, _) = self { value } else { nil }
  }

  /// The value `getBool` reads (Array+HeroModifier.swift:59-64): only a bare identifier spelled
  /// exactly `true` or `false`.
  public var boolean: Bool? {
    if case .variable(let name, _) = self { Bool(name) } else { nil }
  }

  /// How the node looks in the string, for messages.
  public var written: String {
    switch self {
    case .number(let value, _): formatNumber(Double("\(value)") ?? 0)
    case .variable(let name, _): name
    case .call(let name, let arguments, _):
      "\(name)(\(arguments.map(\.written).joined(separator: ", ")))"
    case .binary(let op, let lhs, let rhs, _): "\(lhs.written) \(op) \(rhs.written)"
    }
  }
}
