import HeroPlanner

/// Where something was written in a source file.
///
/// `line` and `column` are 1-based; the column counts Unicode scalars from the start of the line
/// (so it is the character count for ASCII text), and `offset` is the UTF-8 byte offset.
struct SourceLocation: Hashable, Sendable {
  var line: Int
  var column: Int
  var offset: Int
}

/// A JSON value with the place it starts, so every later error can point at it.
struct JSONValue: Sendable {
  enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; keys are unique (the parser rejects duplicates).
    case object([JSONMember])
  }

  var kind: Kind
  /// The first character of the value (`{`, `[`, the opening quote, the digit or sign…).
  var location: SourceLocation

  /// The value's type as errors name it: `a string`, `an object`, `null`…
  var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The type with a short form of the value, for "found …" in messages: `a string ("12")`.
  var foundDescription: String {
    switch kind {
    case .null, .array, .object: return typeName
    case .bool(let b): return "a boolean (\(b))"
    case .number(let n): return "a number (\(formatJSONNumber(n)))"
    case .string(let s): return "a string (\(quotedForMessage(s, quote: "\"")))"
    }
  }
}

/// One `"key": value` pair of an object.
struct JSONMember: Sendable {
  var key: String
  /// The key's opening quote.
  var keyLocation: SourceLocation
  var value: JSONValue
}

/// A number as people wrote it: `12`, `0.5`, not `12.0`.
func formatJSONNumber(_ n: Double) -> String {
  if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
  return "\(n)"
}
