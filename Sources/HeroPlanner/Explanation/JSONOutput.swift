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
    var writer = JSONWriter(indent: indent)
    write(to: &writer)
    return String(decoding: writer.finish(), as: UTF8.self)
  }

  /// Writes the document; an array whose items are all scalars, or all arrays of scalars, is
  /// laid out on one line.
  public func write(to writer: inout JSONWriter) {
    switch self {
    case .null: writer.null()
    case .bool(let b): writer.bool(b)
    case .number(let v): writer.number(v)
    case .string(let s): writer.string(s)
    case .array(let items):
      writer.beginArray(oneLine: items.allSatisfy(\.isScalar) || items.allSatisfy(\.isNumberArray))
      for item in items { item.write(to: &writer) }
      writer.endArray()
    case .object(let members):
      writer.beginObject()
      for (key, value) in members {
        writer.key(escaping: key)
        value.write(to: &writer)
      }
      writer.endObject()
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
}
