import HeroPlanner

/// A JSON syntax error: what is wrong, where, and inside which value.
struct JSONParseError: Error, Hashable, Sendable {
  var message: String
  var location: SourceLocation
  /// The path of the value being read when the error was found (`to.views[2]`).
  var path: String
}

/// A strict RFC 8259 JSON parser that records where every value and key starts.
///
/// Foundation's JSONSerialization gives no positions, and scene errors must point at the value.
/// The parser is iterative (open arrays and objects live on an explicit stack), so nesting depth
/// costs heap, not call stack; `maximumDepth` still bounds it with a clear error. It reads through
/// an unsafe buffer pointer because array access retains and releases the array on every byte
/// in debug builds, which made a 5,000-view scene slow to load there.
/// Columns count Unicode scalars; invalid UTF-8 is an error, never replaced silently.
struct JSONParser {
  /// Deep enough for a 500-level view tree (two JSON levels per view), bounded (the shared
  /// `NestingLimit`) so that code walking the result recursively stays far from the end of a
  /// secondary thread's stack.
  static let maximumDepth = NestingLimit.json.maximum

  /// Valid only inside the `withUnsafeBufferPointer` call that made the parser.
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int
  var line: Int
  var column: Int
  var stack: [OpenContainer] = []
  /// The most objects the document may hold in `views` arrays (a scene's views), refused as
  /// soon as one more is opened: the parser's memory stays bounded by the limit, not by the
  /// file. nil for no limit.
  var viewLimit: Int?
  /// Objects opened so far in `views` arrays.
  private var viewCount = 0

  init(
    bytes: UnsafeBufferPointer<UInt8>,
    at start: SourceLocation = SourceLocation(line: 1, column: 1, offset: 0)
  ) {
    self.bytes = bytes
    self.index = start.offset
    self.line = start.line
    self.column = start.column
  }

  /// Parses a whole document: one value with only whitespace around it; with `viewLimit`, one
  /// whose `views` arrays hold more objects than that is refused where the first one too many
  /// starts (`SceneDecoder.maximumViews`' message), before the rest is read.
  static func parse(_ bytes: [UInt8], viewLimit: Int? = nil) throws(JSONParseError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      parser.viewLimit = viewLimit
      return Result { () throws(JSONParseError) in try parser.parseDocument() }
    }
    return try result.get()
  }

  var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // RFC 8259 lets parsers skip a BOM.
    document: while true {
      skipWhitespace()
      // A scalar or an empty container is finished at once; a non-empty one is opened and its
      // first item is read on the next turn.
      guard var finished = try readValueOrOpenContainer() else { continue document }
      // Attach the finished value to its container, closing every container that ends here.
      while !stack.isEmpty {
        let last = stack.count - 1
        skipWhitespace()
        if stack[last].isObject {
          stack[last].appendMember(finished)
          switch peek {
          case UInt8(ascii: ","):
            advance()
            try readKey(afterComma: true)
            continue document
          case UInt8(ascii: "}"):
            advance()
            finished = stack.removeLast().close()
          default:
            throw error("expected ',' or '}' after an object member, found \(describeNext())")
          }
        } else {
          stack[last].elements.append(finished)
          switch peek {
          case UInt8(ascii: ","):
            advance()
            continue document
          case UInt8(ascii: "]"):
            advance()
            finished = stack.removeLast().close()
          default:
            throw error(
              "expected ',' or ']' after an array element, found \(describeNext())",
              pathIncludesPendingItem: false)
          }
        }
      }
      skipWhitespace()
      guard index == bytes.count else {
        throw error("trailing characters after the document: \(describeNext())")
      }
      return finished
    }
  }

  /// Reads a scalar or an empty container; opens a non-empty container and returns nil.
  private mutating func readValueOrOpenContainer() throws(JSONParseError) -> JSONValue? {
    let start = location
    guard let byte = peek else {
      throw error("expected a value, found the end of the file")
    }
    switch byte {
    case UInt8(ascii: "{"):
      try open(isObject: true, at: start)
      skipWhitespace()
      if peek == UInt8(ascii: "}") {
        advance()
        return stack.removeLast().close()
      }
      try readKey(afterComma: false)
      return nil
    case UInt8(ascii: "["):
      try open(isObject: false, at: start)
      skipWhitespace()
      if peek == UInt8(ascii: "]") {
        advance()
        return stack.removeLast().close()
      }
      return nil
    case UInt8(ascii: "\""):
      return JSONValue(kind: .string(try readString().value), location: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .number(try readNumber()), location: start)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return JSONValue(kind: try readLiteral(), location: start)
    case UInt8(ascii: "]") where !stack.isEmpty && !stack[stack.count - 1].isObject:
      throw error("expected a value after ',', found ']' (JSON allows no trailing comma)")
    case UInt8(ascii: "'"):
      throw error("expected a value, found ''' (JSON strings use double quotes)")
    case UInt8(ascii: "/"):
      throw error("expected a value, found '/' (JSON has no comments)")
    default:
      throw error("expected a value, found \(describeNext())")
    }
  }

  private mutating func open(isObject: Bool, at start: SourceLocation) throws(JSONParseError) {
    guard stack.count < Self.maximumDepth else {
      throw error(
        "arrays and objects nest deeper than \(Self.maximumDepth) levels",
        pathIncludesPendingItem: false)
    }
    if isObject, let viewLimit, stack.count >= 2, !stack[stack.count - 1].isObject,
      stack[stack.count - 2].key == "views"
    {
      viewCount += 1
      guard viewCount <= viewLimit else {
        throw error("the scene has more than \(viewLimit) views, more than heroscope previews")
      }
    }
    stack.append(OpenContainer(isObject: isObject, location: start))
    advance()
  }

  /// Reads `"key":` into the innermost object, rejecting a key it already has.
  private mutating func readKey(afterComma: Bool) throws(JSONParseError) {
    skipWhitespace()
    let last = stack.count - 1
    guard peek == UInt8(ascii: "\"") else {
      if afterComma, peek == UInt8(ascii: "}") {
        throw error("expected a key after ',', found '}' (JSON allows no trailing comma)")
      }
      throw error("expected a key in double quotes, found \(describeNext())")
    }
    let keyLocation = location
    let key = try readString().value
    stack[last].key = key
    stack[last].keyLocation = keyLocation
    if let first = stack[last].registerKey(key, at: keyLocation) {
      throw JSONParseError(
        message: "duplicate key \(quotedForMessage(key, limit: 60)) "
          + "(first written at line \(first.line), column \(first.column))",
        location: keyLocation, path: path(includingPendingItem: true))
    }
    skipWhitespace()
    guard peek == UInt8(ascii: ":") else {
      throw error(
        "expected ':' after the key \(quotedForMessage(key, limit: 60)), found \(describeNext())")
    }
    advance()
  }

  /// The path of the innermost value being read; without its pending item, the container's.
  func path(includingPendingItem: Bool) -> String {
    var path = ""
    for (i, container) in stack.enumerated() {
      if i == stack.count - 1, !includingPendingItem { break }
      if container.isObject {
        guard let key = container.key else { break }
        path = JSONPath.appending(key: key, to: path)
      } else {
        path = JSONPath.appending(index: container.elements.count, to: path)
      }
    }
    return path
  }

  /// An error at the current position.
  func error(_ message: String, pathIncludesPendingItem: Bool = true) -> JSONParseError {
    JSONParseError(
      message: message, location: location,
      path: path(includingPendingItem: pathIncludesPendingItem))
  }
}

/// An array or object whose closing bracket has not been read yet.
struct OpenContainer {
  var isObject: Bool
  var location: SourceLocation
  var members: [JSONMember] = []
  var elements: [JSONValue] = []
  /// The key of the member being read; nil between members.
  var key: String?
  var keyLocation = SourceLocation(line: 0, column: 0, offset: 0)
  /// Where each key was written, built once an object grows past a linear scan's worth.
  private var keyIndex: [String: SourceLocation]?

  init(isObject: Bool, location: SourceLocation) {
    self.isObject = isObject
    self.location = location
    // Room for a view's few keys or a frame's four numbers at once: growing from empty took
    // three allocations for most containers of a scene.
    if isObject { members.reserveCapacity(4) } else { elements.reserveCapacity(4) }
  }

  mutating func appendMember(_ value: JSONValue) {
    members.append(JSONMember(key: key ?? "", keyLocation: keyLocation, value: value))
    key = nil
  }

  /// Records a key; returns where it was first written if the object already has it.
  mutating func registerKey(_ key: String, at location: SourceLocation) -> SourceLocation? {
    if keyIndex == nil {
      if members.count < 16 {
        for member in members where member.key == key { return member.keyLocation }
        return nil
      }
      keyIndex = Dictionary(
        members.map { ($0.key, $0.keyLocation) }, uniquingKeysWith: { first, _ in first })
    }
    if let first = keyIndex?[key] { return first }
    keyIndex?[key] = location
    return nil
  }

  func close() -> JSONValue {
    JSONValue(kind: isObject ? .object(members) : .array(elements), location: location)
  }
}
