import HeroPlanner

/// One compared value of a plan: a number, a list of numbers, a word, a flag, or nothing (a
/// view that does not animate has no duration).
enum DiffValue: Equatable {
  case number(Double)
  case numbers([Double])
  case text(String)
  case flag(Bool)
  case none

  init(_ value: Double?) { self = value.map(DiffValue.number) ?? .none }
  init(_ values: [Double]?) { self = values.map(DiffValue.numbers) ?? .none }
  init(_ text: String?) { self = text.map(DiffValue.text) ?? .none }

  /// Whether two values differ: numbers by more than `tolerance`, anything else when unequal.
  func differs(from other: DiffValue, tolerance: Double) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): return !Self.close(a, b, tolerance)
    case (.numbers(let a), .numbers(let b)):
      return a.count != b.count || zip(a, b).contains { !Self.close($0, $1, tolerance) }
    default: return self != other
    }
  }

  private static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    a == b || abs(a - b) <= tolerance
  }

  /// As a person reads it: `0.5`, `[10, 20]`, `easeOut`, `true`, `none`.
  var description: String {
    switch self {
    case .number(let v): formatNumber(v)
    case .numbers(let vs): "[" + vs.map(formatNumber).joined(separator: ", ") + "]"
    case .text(let s): s
    case .flag(let b): b ? "true" : "false"
    case .none: "none"
    }
  }

  /// As `plan` prints it, for the change of `field` from or to `other`: seconds to the
  /// millisecond (`0.375 s`), a transform as the modifiers that make it (`translate(0, 100)`),
  /// other numbers to three decimals; at full precision where that would print both values
  /// alike. (`--json` always has full precision.)
  func printed(field: String, beside other: DiffValue) -> String {
    let mine = printed(field: field, decimals: 3)
    guard mine == other.printed(field: field, decimals: 3) else { return mine }
    return printed(field: field, decimals: nil)
  }

  private func printed(field: String, decimals: Int?) -> String {
    func number(_ v: Double) -> String {
      decimals.map { formatNumber(v, decimals: $0) } ?? formatNumber(v)
    }
    let seconds = ["totalDuration", "delay", "duration"].contains(field)
    switch self {
    case .number(let v) where seconds: return number(v) + " s"
    case .number(let v): return number(v)
    case .numbers(let vs) where field.hasSuffix(".transform") && vs.count == 16:
      let t = Transform3D(rowMajor: vs)
      guard decimals != nil else {
        return "transform(" + vs.map(number).joined(separator: ", ") + ")"
      }
      return TargetState.readableTransform(t).map { $0.hero }.joined(separator: " ")
    case .numbers(let vs): return "[" + vs.map(number).joined(separator: ", ") + "]"
    default: return description
    }
  }

  func write(to w: inout JSONWriter) {
    switch self {
    case .number(let v): w.number(v)
    case .numbers(let vs): w.numbers(vs)
    case .text(let s): w.string(s)
    case .flag(let b): w.bool(b)
    case .none: w.null()
    }
  }
}
