import HeroText

/// One sentence of a plan's explanation, kept as its parts and written out only when read.
///
/// Planning writes a sentence or more per rule per view; as strings they were a quarter of the
/// time of planning 10,000 views, for text that `frame`, `record` and `play` never show. Parts
/// cost a retain or a number each; views, numbers and modifier lists are formatted by `text`.
public struct PlanNote: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  enum Part: Hashable, Sendable {
    case text(String)
    case number(Double, decimals: Int?)
    case view(ViewLabel)
    case modifiers([HeroModifier])
    case list([String], separator: String)
    /// `(x, y)`, as `Point.description` prints it.
    case point(Point)
    /// Another note's parts, shared rather than copied in.
    case note([Part])
  }

  var parts: [Part]

  public init(_ text: String) { parts = [.text(text)] }

  public init(stringLiteral value: String) { parts = [.text(value)] }

  public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

  /// The sentence as the plan prints it.
  public var text: String {
    if parts.count == 1, case .text(let only) = parts[0] { return only }
    var out = ""
    Self.append(parts, to: &out)
    return out
  }

  private static func append(_ parts: [Part], to out: inout String) {
    for part in parts {
      switch part {
      case .text(let text): out += text
      case .number(let value, let decimals):
        out += decimals.map { formatNumber(value, decimals: $0) } ?? formatNumber(value)
      case .view(let label): label.write { out += $0 }
      case .modifiers(let modifiers): out += modifiers.hero
      case .list(let items, let separator): out += items.joined(separator: separator)
      case .point(let point): out += "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
      case .note(let inner): append(inner, to: &out)
      }
    }
  }

  public var description: String { text }

  /// Writes the sentence into `out` part by part, numbers straight into the bytes; `json`
  /// escapes it for the inside of a JSON string literal.
  public func write(to out: inout ByteBuffer, json: Bool) {
    func put(_ text: String) {
      guard json else { return out.put(inLine: text) }
      var text = text
      let plain = text.withUTF8 { utf8 in
        guard !jsonNeedsEscapes(utf8) else { return false }
        out.put(utf8)
        return true
      }
      if !plain { out.put(string: String(jsonStringLiteral(text).dropFirst().dropLast())) }
    }
    func write(_ parts: [Part]) {
      for part in parts {
        switch part {
        case .text(let text): put(text)
        case .number(let value, let decimals):
          if let decimals { out.number(value, decimals: decimals) } else { out.number(value) }
        case .view(let label): label.write(put)
        case .modifiers(let modifiers):
          if json { put(modifiers.hero) } else { modifiers.write(hero: &out) }
        case .list(let items, let separator):
          // Item by item: escaping is per character, so this is the joined string's escape.
          for (i, item) in items.enumerated() {
            if i > 0 { put(separator) }
            put(item)
          }
        case .point(let point):
          put("(")
          out.number(point.x)
          put(", ")
          out.number(point.y)
          put(")")
        case .note(let inner): write(inner)
        }
      }
    }
    write(parts)
  }

  /// A note is its sentence: the same words are the same note, however they were put together.
  public static func == (a: PlanNote, b: PlanNote) -> Bool {
    a.parts == b.parts || a.text == b.text
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// A sentence followed by more.
  static func + (note: PlanNote, more: PlanNote) -> PlanNote {
    PlanNote(parts: note.parts + more.parts)
  }

  static func += (note: inout PlanNote, more: PlanNote) { note.parts += more.parts }

  init(parts: [Part]) { self.parts = parts }

  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      // One spare: a rule may append a clause to the sentence (stacking notes do).
      parts.reserveCapacity(interpolationCount * 2 + 2)
    }

    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { parts.append(.text(literal)) }
    }

    public mutating func appendInterpolation(_ text: String) { parts.append(.text(text)) }

    /// A number as `formatNumber` prints it (rounded to `decimals` if given), formatted when
    /// the note is read.
    public mutating func appendInterpolation(number value: Double, decimals: Int? = nil) {
      parts.append(.number(value, decimals: decimals))
    }

    /// A duration: `0.35 s`, to three decimals.
    public mutating func appendInterpolation(seconds value: Double) {
      parts.append(.number(value, decimals: 3))
      parts.append(.text(" s"))
    }

    /// A point as `Point.description` prints it, `(x, y)`.
    public mutating func appendInterpolation(_ point: Point) { parts.append(.point(point)) }

    /// A view as notes name it: `'name' (to.views[0])`.
    mutating func appendInterpolation(_ label: ViewLabel) { parts.append(.view(label)) }

    /// Modifiers in Hero's syntax.
    public mutating func appendInterpolation(hero modifiers: [HeroModifier]) {
      parts.append(.modifiers(modifiers))
    }

    public mutating func appendInterpolation(hero modifier: HeroModifier) {
      parts.append(.modifiers([modifier]))
    }

    /// Items joined by a separator.
    public mutating func appendInterpolation(_ items: [String], joinedBy separator: String) {
      parts.append(.list(items, separator: separator))
    }

    /// Another note's parts, shared (one part, no copy of them).
    public mutating func appendInterpolation(_ note: PlanNote) {
      if note.parts.count == 1 {
        parts.append(note.parts[0])
      } else {
        parts.append(.note(note.parts))
      }
    }

    /// Anything else, written out now (rare notes: frames, sides, counts).
    public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
      parts.append(.text(value.description))
    }
  }
}

/// A view as notes name it, `'name' (to.views[0])`, kept as the view until the note is read.
struct ViewLabel: Hashable, Sendable, CustomStringConvertible {
  let ref: ViewRef
  let view: Boxed<SceneView>

  var description: String {
    var out = ""
    write { out += $0 }
    return out
  }

  /// Hands the label's pieces to `put`, reading the view in its box.
  func write(_ put: (String) -> Void) {
    let sourcePath = view.wrappedValue.sourcePath
    let path = sourcePath.isEmpty ? "\(ref.screen.rawValue)#\(ref.index)" : sourcePath
    let name: String
    if let given = view.wrappedValue.name, !given.isEmpty {
      name = given
    } else if let id = view.wrappedValue.heroID, !id.isEmpty {
      name = id
    } else {
      name = path
    }
    guard name != path else { return put(path) }
    put("'")
    put(name)
    put("' (")
    put(path)
    put(")")
  }
}
