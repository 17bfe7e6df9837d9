/// A JSON document to write, with ordered keys, so output is stable and reads in schema order.
public indirect enum JSONOutput: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])

  public static func numbers(_ values: [Double]) -> JSONOutput {
    .array(values.map { .number($0) })
  }

  public static func point(_ p: Point) -> JSONOutput { numbers([p.x, p.y]) }

  public static func optional<T>(_ value: T?, _ make: (T) -> JSONOutput) -> JSONOutput {
    value.map(make) ?? .null
  }

  /// Compact when `indent` is nil, else pretty-printed; arrays of numbers stay on one line.
  public func rendered(indent: Int? = 2) -> String {
    var out = ""
    write(into: &out, indent: indent, level: 0)
    return out
  }

  private func write(into out: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let v): out += v.isFinite ? formatNumber(v) : "null"
    case .string(let s): out += jsonStringLiteral(s)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      let flat = indent == nil || items.allSatisfy(\.isScalar) || items.allSatisfy(\.isNumberArray)
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += flat ? ", " : "," }
        if !flat { newline(&out, indent, level + 1) }
        item.write(into: &out, indent: flat ? nil : indent, level: level + 1)
      }
      if !flat { newline(&out, indent, level) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += indent == nil ? ", " : "," }
        newline(&out, indent, level + 1)
        out += jsonStringLiteral(key)
        out += ": "
        value.write(into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private var isNumberArray: Bool {
    if case .array(let items) = self { return items.allSatisfy(\.isScalar) }
    return false
  }

  private func newline(_ out: inout String, _ indent: Int?, _ level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: " ", count: indent * level)
  }
}
