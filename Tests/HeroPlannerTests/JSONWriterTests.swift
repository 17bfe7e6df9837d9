@testable import HeroPlanner
import Testing

/// The byte writer behind `plan --json` and `JSONOutput`: its numbers, strings and layout are
/// the ones the string-building code printed before it (kept here as the reference), on
/// hundreds of thousands of seeded random inputs.
@Suite struct JSONWriterTests {
  func written(indent: Int? = nil, _ write: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter(indent: indent)
    write(&writer)
    return String(decoding: writer.finish(), as: UTF8.self)
  }

  /// Doubles of every kind a plan prints: short decimals, tidied sums, trigonometry, integers,
  /// random bit patterns (huge, tiny, subnormal), and the edges of the writer's fast path.
  static func numbers(count: Int, seed: UInt64) -> [Double] {
    var rng = SplitMix64(seed: seed)
    let edges: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1e-3, 0.000999, 0.0010000000000000002, 1e-4, 1e-5,
      999_999_999.9, 1e9, 1e9 + 0.5, 0x1p50 / 10, 0x1p50, 1e14 + 0.5, 1e15, 1e15 + 1, 1e16,
      1e21, 1e22, 1e300, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
      0.15000000000000002, 0.30000000000000004, 2.675, 1.005, 123_456.789_012_345,
    ]
    var values = edges + edges.map { -$0 }
    while values.count < count {
      switch values.count % 6 {
      case 0:
        let digits = Double(Int.random(in: -10_000_000...10_000_000, using: &rng))
        values.append(digits / pow10(Int.random(in: 0...12, using: &rng)))
      case 1: values.append(tidy(Double.random(in: -700...700, using: &rng)))
      case 2:
        // A centre: a frame's origin plus half its width, both in hundredths.
        let origin = Double(Int.random(in: -33_000...33_000, using: &rng)) / 100
        values.append(origin + Double(Int.random(in: 800...12_000, using: &rng)) / 100 / 2)
      case 3: values.append(Double(bitPattern: rng.next()))
      case 4:
        let angle = Double.random(in: -7...7, using: &rng)
        values.append([angle, angle * 0.5, angle * 100][values.count % 3] * 1.000_000_1)
      default:
        let scale = pow10(Int.random(in: -6...16, using: &rng))
        values.append(Double.random(in: -1...1, using: &rng) * scale)
      }
    }
    return values
  }

  static func pow10(_ n: Int) -> Double {
    var value = 1.0
    for _ in 0..<abs(n) { value *= 10 }
    return n < 0 ? 1 / value : value
  }

  @Test func numbersPrintAsFormatNumberDoesAndNonFiniteAsNull() {
    var mismatches: [String] = []
    for value in Self.numbers(count: 200_000, seed: 41) {
      let expected = value.isFinite ? ByteBufferTests.reference(value) : "null"
      let got = written { $0.number(value) }
      if got != expected, mismatches.count < 5 {
        mismatches.append("\(value.bitPattern): \(got) != \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
    #expect(written { $0.number(.nan) } == "null")
    #expect(written { $0.number(-.infinity) } == "null")
  }

  /// Strings drawn from what a hostile scene may hold: quotes, backslashes, every kind of
  /// control (C0, DEL, C1, bidirectional), combining marks, wide characters, emoji.
  static func strings(count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    let pieces: [String] = [
      "a", "Z", " ", "view", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}",
      "\u{80}", "\u{9F}", "\u{A0}", "é", "e\u{301}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}",
      "\u{2066}", "\u{2069}", "\u{061C}", "\u{2028}", "日本", "🦸", "👩‍👩‍👧", "\u{FEFF}", "\u{E000}",
    ]
    return (0..<count).map { _ in
      let length = Int.random(in: 0...12, using: &rng)
      return (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
        .joined()
    }
  }

  @Test func stringsAreEscapedAsJSONStringLiteralEscapesThem() {
    var mismatches: [String] = []
    for string in Self.strings(count: 50_000, seed: 43) {
      let got = written { $0.string(string) }
      if got != jsonStringLiteral(string), mismatches.count < 5 { mismatches.append(got) }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  /// The escape scan reads eight bytes at a time: a character that needs an escape is found
  /// wherever it sits, in a word or in the bytes after the last whole word.
  @Test(arguments: ["\"", "\\", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{202E}", "\n"])
  func theEscapeScanFindsACharacterThatNeedsAnEscapeAtEveryOffset(special: String) {
    for length in 0...24 {
      for at in 0...length {
        let plain = String(repeating: "a", count: at) + special + String(repeating: "~", count: length - at)
        #expect(jsonNeedsEscapes(plain), "\(plain.debugDescription)")
        let harmless = String(repeating: " ", count: at) + "é" + String(repeating: "}", count: length - at)
        #expect(!jsonNeedsEscapes(harmless), "\(harmless.debugDescription)")
      }
    }
  }

  /// `Output.print(jsonChunk:)` prints the writer's bytes without a sanitiser pass: no string can
  /// bring a control character through.
  @Test func noControlCharacterGetsThroughAStringOrAKey() {
    let strings = Self.strings(count: 20_000, seed: 47)
    var writer = JSONWriter(indent: 2)
    writer.beginObject()
    for string in strings {
      writer.key(escaping: string)
      writer.string(string)
    }
    writer.endObject()
    let bytes = writer.finish()
    #expect(bytes.count > 100_000)
    #expect(!bytes.withUnsafeBufferPointer { TerminalText.mayHoldControls($0, keepingNewlines: true) })
  }

  /// Random documents of every shape (objects, one-line and one-item-a-line arrays, empty
  /// ones, nesting) lay out as the string-building renderer laid them out, at every indent.
  @Test func documentsLayOutAsTheStringRendererLaidThemOut() {
    var rng = SplitMix64(seed: 53)
    let strings = Self.strings(count: 500, seed: 59)
    let numbers = Self.numbers(count: 500, seed: 61)
    func scalar() -> JSONOutput {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: .null
      case 1: .bool(Bool.random(using: &rng))
      case 2: .number(numbers[Int.random(in: 0..<numbers.count, using: &rng)])
      default: .string(strings[Int.random(in: 0..<strings.count, using: &rng)])
      }
    }
    func document(depth: Int) -> JSONOutput {
      let count = Int.random(in: 0...4, using: &rng)
      switch depth > 4 ? 0 : Int.random(in: 0..<5, using: &rng) {
      case 0: return scalar()
      case 1: return .array((0..<count).map { _ in scalar() })
      case 2: return .array((0..<count).map { _ in .numbers([1, 2.5]) })
      case 3: return .array((0..<count).map { _ in document(depth: depth + 1) })
      default:
        return .object(
          (0..<count).map { _ in
            (strings[Int.random(in: 0..<strings.count, using: &rng)], document(depth: depth + 1))
          })
      }
    }
    var mismatches: [String] = []
    for _ in 0..<3_000 {
      let doc = document(depth: 0)
      for indent in [nil, 0, 2, 4] {
        let got = doc.rendered(indent: indent)
        let expected = ReferenceRendering.rendered(doc, indent: indent)
        if got != expected, mismatches.count < 3 { mismatches.append("\(got)\n!=\n\(expected)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func aBufferGrowsPastItsFirstCapacity() {
    var writer = JSONWriter(indent: 2, capacity: 1)
    writer.beginArray(oneLine: false)
    for i in 0..<10_000 { writer.number(Double(i) + 0.25) }
    writer.endArray()
    let text = String(decoding: writer.finish(), as: UTF8.self)
    #expect(text.hasPrefix("[\n  0.25,\n  1.25,"))
    #expect(text.hasSuffix("  9999.25\n]"))
  }
}

/// `JSONOutput.rendered` as it was written before the byte writer: nested string building, the
/// layout's specification.
private enum ReferenceRendering {
  static func rendered(_ value: JSONOutput, indent: Int?) -> String {
    var out = ""
    write(value, into: &out, indent: indent, level: 0)
    return out
  }

  static func write(_ value: JSONOutput, into out: inout String, indent: Int?, level: Int) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let v): out += v.isFinite ? ByteBufferTests.reference(v) : "null"
    case .string(let s): out += jsonStringLiteral(s)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      let flat = indent == nil || items.allSatisfy(isScalar) || items.allSatisfy(isNumberArray)
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += flat ? ", " : "," }
        if !flat { newline(&out, indent, level + 1) }
        write(item, into: &out, indent: flat ? nil : indent, level: level + 1)
      }
      if !flat { newline(&out, indent, level) }
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, member)) in members.enumerated() {
        if i > 0 { out += indent == nil ? ", " : "," }
        newline(&out, indent, level + 1)
        out += jsonStringLiteral(key)
        out += ": "
        write(member, into: &out, indent: indent, level: level + 1)
      }
      newline(&out, indent, level)
      out += "}"
    }
  }

  static func isScalar(_ value: JSONOutput) -> Bool {
    switch value {
    case .array, .object: false
    default: true
    }
  }

  static func isNumberArray(_ value: JSONOutput) -> Bool {
    if case .array(let items) = value { return items.allSatisfy(isScalar) }
    return false
  }

  static func newline(_ out: inout String, _ indent: Int?, _ level: Int) {
    guard let indent else { return }
    out += "\n" + String(repeating: " ", count: indent * level)
  }
}
