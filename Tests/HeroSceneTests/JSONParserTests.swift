import HeroPlanner
import Testing

@testable import HeroScene

@Suite struct JSONParserTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  /// Most numbers are read by one exact division instead of `Double(String)`: every number, of
  /// every length and number of decimals on both sides of that path's limits, reads as
  /// `Double(String)` reads it, to the bit.
  @Test func numbersReadAsDoubleReadsThem() throws {
    var rng = SplitMix64(seed: 71)
    var texts = ["0", "-0", "-0.0", "0.1", "0.3", "2.675", "1e2", "-1.5E-3", "9007199254740993"]
    for _ in 0..<20_000 {
      let whole = String(UInt64.random(in: 0...UInt64.max, using: &rng) % 10_000_000_000_000_000)
      let digits = String(UInt64.random(in: 0...UInt64.max, using: &rng))
      let decimals = String(digits.prefix(Int.random(in: 0...26, using: &rng)))
      let sign = Bool.random(using: &rng) ? "-" : ""
      let kept = String(whole.prefix(Int.random(in: 1...17, using: &rng)))
      var text = sign + kept + (decimals.isEmpty ? "" : "." + decimals)
      if Int.random(in: 0..<10, using: &rng) == 0 { text += "e\(Int.random(in: -30...30, using: &rng))" }
      texts.append(text)
    }
    for text in texts {
      guard case .number(let read) = try parse(text).kind, let expected = Double(text) else {
        Issue.record("\(text) did not read as a number")
        continue
      }
      #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) instead of \(expected)")
    }
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(#"{"a": [1, -2.5e3, 0.125, true, false, null, "s", {}, []]}"#)
    guard case .object(let members) = value.kind, members.count == 1,
      case .array(let items) = members[0].value.kind
    else {
      Issue.record("expected an object with one array member")
      return
    }
    #expect(members[0].key == "a")
    #expect(
      items.map(\.typeName) == [
        "a number", "a number", "a number", "a boolean", "a boolean", "null", "a string",
        "an object", "an array",
      ])
    let numbers = items.prefix(3).compactMap { item -> Double? in
      if case .number(let n) = item.kind { return n }
      return nil
    }
    #expect(numbers == [1, -2500, 0.125])
  }

  struct EscapeCase: CustomTestStringConvertible, Sendable {
    var json: String
    var decoded: String
    var testDescription: String { json }
  }

  @Test(arguments: [
    EscapeCase(json: #""plain""#, decoded: "plain"),
    EscapeCase(json: #""\"\\\/\b\f\n\r\t""#, decoded: "\"\\/\u{08}\u{0C}\n\r\t"),
    EscapeCase(json: #""caf\u00e9""#, decoded: "café"),
    EscapeCase(json: #""\u00C9t\u00E9""#, decoded: "Été"),
    EscapeCase(json: #""\ud83d\ude00 grin""#, decoded: "😀 grin"),
    EscapeCase(json: #""nul\u0000l""#, decoded: "nul\u{0}l"),
    EscapeCase(json: "\"raw é 😀\"", decoded: "raw é 😀"),
    EscapeCase(json: #""e\u0301""#, decoded: "e\u{301}"),
  ])
  func decodesStringEscapes(_ row: EscapeCase) throws {
    let value = try parse(row.json)
    guard case .string(let s) = value.kind else {
      Issue.record("not a string: \(value.typeName)")
      return
    }
    #expect(s == row.decoded)
  }

  @Test func recordsTheLineAndColumnOfEveryKeyAndValue() throws {
    let text = "{\n  \"name\": \"x\",\r\n  \"size\": [1,\r  2],\n\t\"é\": true, \"b\": null\n}"
    let value = try parse(text)
    guard case .object(let members) = value.kind, members.count == 4,
      case .array(let size) = members[1].value.kind
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(value.location == SourceLocation(line: 1, column: 1, offset: 0))
    #expect((members[0].keyLocation.line, members[0].keyLocation.column) == (2, 3))
    #expect((members[0].value.location.line, members[0].value.location.column) == (2, 11))
    // `\r\n` ends line 2; a lone `\r` ends line 3.
    #expect((members[1].keyLocation.line, members[1].keyLocation.column) == (3, 3))
    #expect((size[0].location.line, size[0].location.column) == (3, 12))
    #expect((size[1].location.line, size[1].location.column) == (4, 3))
    // A tab is one column; `é` (two bytes) is one column.
    #expect((members[2].keyLocation.line, members[2].keyLocation.column) == (5, 2))
    #expect((members[2].value.location.line, members[2].value.location.column) == (5, 7))
    #expect((members[3].keyLocation.line, members[3].keyLocation.column) == (5, 13))
  }

  @Test func skipsAByteOrderMark() throws {
    let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
    #expect(value.typeName == "an array")
  }

  struct SyntaxCase: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var message: String
    var line: Int
    var column: Int
    var path: String = ""
    var testDescription: String { name }
  }

  @Test(arguments: [
    SyntaxCase(
      name: "missing comma between members", json: #"{"a": 1 "b": 2}"#,
      message: "expected ',' or '}' after an object member, found '\"'", line: 1, column: 9),
    SyntaxCase(
      name: "missing comma between elements", json: "[1 2]",
      message: "expected ',' or ']' after an array element, found '2'", line: 1, column: 4),
    SyntaxCase(
      name: "trailing comma in an object", json: "{\"a\": 1,\n}",
      message: "expected a key after ',', found '}' (JSON allows no trailing comma)", line: 2,
      column: 1),
    SyntaxCase(
      name: "trailing comma in an array", json: #"{"a": [1, 2,]}"#,
      message: "expected a value after ',', found ']' (JSON allows no trailing comma)", line: 1,
      column: 13, path: "a[2]"),
    SyntaxCase(
      name: "missing colon", json: #"{"a" 1}"#,
      message: "expected ':' after the key 'a', found '1'", line: 1, column: 6, path: "a"),
    SyntaxCase(
      name: "unquoted key", json: "{a: 1}", message: "expected a key in double quotes, found 'a'",
      line: 1, column: 2),
    SyntaxCase(
      name: "single-quoted string", json: "['a']",
      message: "expected a value, found ''' (JSON strings use double quotes)", line: 1, column: 2,
      path: "[0]"),
    SyntaxCase(
      name: "comment", json: "{\"a\": // note\n1}",
      message: "expected a value, found '/' (JSON has no comments)", line: 1, column: 7, path: "a"),
    SyntaxCase(
      name: "unterminated string", json: "{\"a\": \"abc", message: "unterminated string", line: 1,
      column: 7, path: "a"),
    SyntaxCase(
      name: "line break inside a string", json: "[\"ab\ncd\"]",
      message: "unterminated string: a line break comes before the closing quote", line: 1,
      column: 5, path: "[0]"),
    SyntaxCase(
      name: "raw control character in a string", json: "[\"a\u{01}\"]",
      message: "control character U+0001 in a string; write it as \\u0001", line: 1, column: 4,
      path: "[0]"),
    SyntaxCase(
      name: "unknown escape", json: #"["a\x"]"#, message: "invalid escape '\\x' in a string",
      line: 1, column: 4, path: "[0]"),
    SyntaxCase(
      name: "short unicode escape", json: #"["\u12"]"#,
      message: "expected 4 hex digits after '\\u', found '\"'", line: 1, column: 7, path: "[0]"),
    SyntaxCase(
      name: "lone high surrogate", json: #"["\ud800"]"#,
      message: "unpaired surrogate '\\uD800' in a string", line: 1, column: 3, path: "[0]"),
    SyntaxCase(
      name: "high surrogate before a non-surrogate", json: #"["x\ud800\u0041"]"#,
      message: "unpaired surrogate '\\uD800'", line: 1, column: 4, path: "[0]"),
    SyntaxCase(
      name: "lone low surrogate", json: #"["\udc00"]"#,
      message: "unpaired surrogate '\\uDC00' in a string", line: 1, column: 3, path: "[0]"),
    SyntaxCase(
      name: "trailing characters", json: "{\"a\": 1}\n x",
      message: "trailing characters after the document: 'x'", line: 2, column: 2),
    SyntaxCase(
      name: "two documents", json: "[] []", message: "trailing characters after the document",
      line: 1, column: 4),
    SyntaxCase(
      name: "NaN", json: #"{"a": NaN}"#, message: "'NaN' is not a JSON value: numbers must be finite",
      line: 1, column: 7, path: "a"),
    SyntaxCase(
      name: "Infinity", json: "[Infinity]", message: "'Infinity' is not a JSON value", line: 1,
      column: 2, path: "[0]"),
    SyntaxCase(
      name: "negative Infinity", json: "[-Infinity]", message: "'-Infinity' is not a JSON value",
      line: 1, column: 2, path: "[0]"),
    SyntaxCase(
      name: "number overflowing to infinity", json: "[0, 1e999]",
      message: "non-finite number 1e999", line: 1, column: 5, path: "[1]"),
    SyntaxCase(
      name: "negative number overflowing", json: #"{"x": -2e400}"#,
      message: "non-finite number -2e400", line: 1, column: 7, path: "x"),
    SyntaxCase(
      name: "leading zero", json: "[012]", message: "a number cannot have a leading zero", line: 1,
      column: 3, path: "[0]"),
    SyntaxCase(
      name: "no digit after the point", json: "[1.]",
      message: "expected a digit after '.', found ']'", line: 1, column: 4, path: "[0]"),
    SyntaxCase(
      name: "no digit in the exponent", json: "[1e+]",
      message: "expected a digit in the exponent, found ']'", line: 1, column: 5, path: "[0]"),
    SyntaxCase(
      name: "lone minus", json: "[-]", message: "expected a digit after '-', found ']'", line: 1,
      column: 3, path: "[0]"),
    SyntaxCase(
      name: "capitalised literal", json: "[True]", message: "unexpected 'True'; did you mean 'true'?",
      line: 1, column: 2, path: "[0]"),
    SyntaxCase(
      name: "bare word", json: #"{"color": red}"#,
      message: "unexpected 'red'; expected a value (strings need double quotes)", line: 1,
      column: 11, path: "color"),
    SyntaxCase(
      name: "nested path", json: #"{"a": [1, {"b": tru}]}"#, message: "unexpected 'tru'", line: 1,
      column: 17, path: "a[1].b"),
    SyntaxCase(
      name: "path with a non-identifier key", json: #"{"my key": [nul]}"#,
      message: "unexpected 'nul'", line: 1, column: 13, path: #"["my key"][0]"#),
    SyntaxCase(
      name: "unclosed array", json: "[1,", message: "expected a value, found the end of the file",
      line: 1, column: 4, path: "[1]"),
    SyntaxCase(
      name: "unclosed object", json: "{\"a\": 1",
      message: "expected ',' or '}' after an object member, found the end of the file", line: 1,
      column: 8),
    SyntaxCase(
      name: "form feed is not whitespace", json: "[\u{0C}1]",
      message: "expected a value, found U+000C", line: 1, column: 2, path: "[0]"),
  ])
  func reportsSyntaxErrorsWithTheirPlace(_ row: SyntaxCase) throws {
    let error = try #require(parsingError(Array(row.json.utf8)))
    #expect(error.message.contains(row.message), "\(error.message)")
    #expect(error.location.line == row.line)
    #expect(error.location.column == row.column)
    #expect(error.path == row.path)
  }

  @Test func rejectsADuplicateKeyAtItsSecondUse() throws {
    let error = try #require(parsingError(Array("{\"to\": {\"a\": 1,\n \"a\": 2}}".utf8)))
    #expect(error.message == "duplicate key 'a' (first written at line 1, column 9)")
    #expect((error.location.line, error.location.column) == (2, 2))
    #expect(error.path == "to.a")
  }

  @Test func rejectsADuplicateKeyInALargeObject() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
    let error = try #require(parsingError(Array(("{" + members.joined(separator: ", ") + "}").utf8)))
    #expect(error.message.hasPrefix("duplicate key 'k7'"))
    #expect(error.path == "k7")
  }

  @Test func acceptsManyDistinctKeys() throws {
    let members = (0..<200).map { "\"k\($0)\": \($0)" }
    let value = try parse("{" + members.joined(separator: ", ") + "}")
    guard case .object(let read) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(read.map(\.key) == (0..<200).map { "k\($0)" })
  }

  struct UTF8Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var message: String
    var column: Int
    var testDescription: String { name }
  }

  @Test(arguments: [
    UTF8Case(
      name: "0xFF in a string", bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D],
      message: "invalid UTF-8: byte 0xFF", column: 3),
    UTF8Case(
      name: "overlong encoding", bytes: [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D],
      message: "invalid UTF-8: byte 0xC0", column: 3),
    UTF8Case(
      name: "encoded surrogate", bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
      message: "invalid UTF-8: 0xED 0xA0 is not a character", column: 3),
    UTF8Case(
      name: "truncated sequence", bytes: [0x5B, 0x22, 0x61, 0xE2, 0x82, 0x22, 0x5D],
      message: "invalid UTF-8: 0xE2 0x82 0x22 is not a character", column: 4),
    UTF8Case(
      name: "sequence cut by the end of the file", bytes: [0x22, 0xF0, 0x9F],
      message: "invalid UTF-8: 0xF0 0x9F is cut short by the end of the file", column: 2),
    UTF8Case(
      name: "past U+10FFFF", bytes: [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22],
      message: "invalid UTF-8: byte 0xF5", column: 2),
    UTF8Case(
      name: "stray continuation byte", bytes: [0x22, 0x80, 0x22],
      message: "invalid UTF-8: byte 0x80", column: 2),
    UTF8Case(
      name: "invalid byte outside a string", bytes: [0x5B, 0xFE, 0x5D],
      message: "expected a value, found the invalid UTF-8 byte 0xFE", column: 2),
    UTF8Case(
      name: "valid non-ASCII outside a string", bytes: Array("[é]".utf8),
      message: "expected a value, found 'é'", column: 2),
  ])
  func rejectsInvalidUTF8(_ row: UTF8Case) throws {
    let error = try #require(parsingError(row.bytes))
    #expect(error.message.contains(row.message), "\(error.message)")
    #expect(error.location.column == row.column)
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let depth = JSONParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try parse(text)
    var levels = 1
    while case .array(let items) = value.kind, let first = items.first {
      value = first
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func rejectsNestingPastTheLimit() throws {
    let depth = JSONParser.maximumDepth + 1
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let error = try #require(parsingError(Array(text.utf8)))
    #expect(error.message == "arrays and objects nest deeper than 1024 levels")
    #expect(error.location.column == depth)
  }

  @Test func rejectsVeryDeepNestingWithoutExhaustingTheStack() throws {
    let text = String(repeating: "[{\"a\":", count: 100_000)
    let error = try #require(parsingError(Array(text.utf8)))
    #expect(error.message.contains("nest deeper than"))
  }

  @Test func mapsCharactersOfAStringBackToSourceColumns() throws {
    // Characters: a, \t (2 columns), é (6 columns as \u00e9), 😀 (12 as a pair), b, e + U+0301.
    let text = #"  "a\t\u00e9\ud83d\ude00be\u0301""#
    let start = SourceLocation(line: 1, column: 3, offset: 2)
    let columns = JSONParser.characterColumns(ofStringAt: start, in: Array(text.utf8))
    #expect(columns == [4, 5, 7, 13, 25, 26, 33])
  }
}
