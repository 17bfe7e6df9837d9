import Foundation
import HeroPlanner

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of a storyboard: its name, attributes, children and where its start tag begins.
///
/// A plain value tree: storyboards are small, and the mapping walks it many times.
public struct XMLElementNode: Hashable, Sendable {
  public var name: String
  public var attributes: [String: String]
  public var children: [XMLElementNode]
  /// 1-based line and column of the element's `<`.
  public var line: Int
  public var column: Int

  /// The first child with this element name (and `key` attribute, when given).
  func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

  subscript(attribute: String) -> String? { attributes[attribute] }

  /// Depth-first, parents before children, this element included.
  func forEachDescendant(_ body: (XMLElementNode) -> Void) {
    var stack = [self]
    while let next = stack.popLast() {
      body(next)
      stack.append(contentsOf: next.children.reversed())
    }
  }
}

/// Reads XML with Foundation's `XMLParser` (libxml2) into an `XMLElementNode` tree.
enum XMLTree {
  /// The document's root element; a malformed document is a `StoryboardError` at the line and
  /// column libxml2 names.
  static func parse(_ bytes: [UInt8], file: String) throws(StoryboardError) -> XMLElementNode {
    // FoundationXML traps on a name that is not UTF-8 (it force-unwraps the String it makes of
    // libxml2's bytes; the storyboard fuzzer found it): such bytes are refused first, at their
    // place. Interface Builder writes UTF-8.
    if let bad = firstInvalidUTF8(bytes) {
      throw located(
        bad, in: bytes, file: file,
        "byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not UTF-8 text (a "
          + "storyboard is UTF-8)")
    }
    // FoundationXML also hands a processing instruction without data to strlen() as a null
    // pointer (the fuzzer's `<?x?>`); a storyboard has none but its XML declaration.
    if let instruction = firstProcessingInstruction(bytes) {
      throw located(
        instruction, in: bytes, file: file,
        "a processing instruction (<?…?>) is not part of a storyboard")
    }
    let parser = XMLParser(data: Data(bytes))
    let builder = TreeBuilder(lines: LineIndex(bytes))
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let ok = parser.parse()
    if let failure = builder.failure {
      throw StoryboardError(
        file: file, line: failure.line, column: failure.column, message: failure.message)
    }
    guard ok, let root = builder.root else {
      throw StoryboardError(
        file: file, line: parser.lineNumber, column: parser.columnNumber,
        message: "not a well-formed XML document")
    }
    return root
  }
}

/// An error at a byte offset, its column counted in Unicode scalars as libxml2's are.
private func located(_ offset: Int, in bytes: [UInt8], file: String, _ message: String)
  -> StoryboardError
{
  let lines = LineIndex(bytes)
  let line = lines.lineIndex(ofOffset: offset)
  let before = bytes[lines.starts[line]..<offset]
  return StoryboardError(
    file: file, line: line + 1,
    column: String(decoding: before, as: UTF8.self).unicodeScalars.count + 1, message: message)
}

/// The offset of the first `<?` that is not the leading XML declaration, outside comments and
/// CDATA sections; nil when there is none.
func firstProcessingInstruction(_ bytes: [UInt8]) -> Int? {
  func starts(_ text: String, at offset: Int) -> Bool {
    let pattern = Array(text.utf8)
    return offset + pattern.count <= bytes.count
      && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
  }
  func skip(to end: String, from offset: Int) -> Int {
    var i = offset
    while i < bytes.count, !starts(end, at: i) { i += 1 }
    return i + end.utf8.count
  }
  let bom = starts("\u{FEFF}", at: 0) ? 3 : 0
  var i = 0
  while i + 1 < bytes.count {
    if bytes[i] != 0x3C {
      i += 1
    } else if starts("<!--", at: i) {
      i = skip(to: "-->", from: i + 4)
    } else if starts("<![CDATA[", at: i) {
      i = skip(to: "]]>", from: i + 9)
    } else if bytes[i + 1] == 0x3F {
      let declaration =
        i == bom && starts("<?xml", at: i) && i + 5 < bytes.count
        && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i + 5])
      guard declaration else { return i }
      i = skip(to: "?>", from: i + 2)
    } else {
      i += 1
    }
  }
  return nil
}

/// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  var offset = 0
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let scalar): offset += scalar.count
    case .emptyInput: return nil
    case .error: return offset
    }
  }
}

/// Byte offsets of line starts, to find an element's `<` from where libxml2 reports its end.
struct LineIndex {
  let bytes: [UInt8]
  let starts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
    self.starts = starts
  }

  /// The 0-based line holding a byte offset, by binary search.
  func lineIndex(ofOffset offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The line and column of the last `<name` at or before (line, column), both 1-based.
  func startOfTag(_ name: String, before line: Int, column: Int) -> (line: Int, column: Int) {
    guard line >= 1, line <= starts.count else { return (line, column) }
    var offset = min(starts[line - 1] + max(column - 1, 0), bytes.count)
    let pattern = Array(("<" + name).utf8)
    while offset >= 0 {
      if offset + pattern.count <= bytes.count,
        bytes[offset..<offset + pattern.count].elementsEqual(pattern)
      {
        let lineIndex = self.lineIndex(ofOffset: offset)
        return (lineIndex + 1, offset - starts[lineIndex] + 1)
      }
      offset -= 1
    }
    return (line, column)
  }
}

/// The parser's delegate: a stack of open elements.
///
/// An element that would open past `NestingLimit.xml` stops the parse there with a located
/// error, so the tree is never deeper than the limit: nothing that walks or frees it (a value
/// tree is freed one level of recursion per element) can run off the stack, however deep the
/// file nests.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  let lines: LineIndex
  var stack: [XMLElementNode] = []
  var nesting = NestingLimit.xml
  var root: XMLElementNode?
  var failure: (line: Int, column: Int, message: String)?

  init(lines: LineIndex) { self.lines = lines }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    let start = lines.startOfTag(
      elementName, before: parser.lineNumber, column: parser.columnNumber)
    guard nesting.enter() else {
      failure = (
        start.line, start.column,
        "element \(nesting.maximum + 1) of a chain of nested elements: \(nesting.refusal), "
          + "far deeper than Interface Builder nests"
      )
      parser.abortParsing()
      return
    }
    stack.append(
      XMLElementNode(
        name: elementName, attributes: attributeDict, children: [], line: start.line,
        column: start.column))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, let done = stack.popLast() else { return }
    nesting.leave()
    if stack.isEmpty {
      root = done
    } else {
      stack[stack.count - 1].children.append(done)
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard failure == nil else { return }
    let code = (parseError as NSError).code
    failure = (parser.lineNumber, parser.columnNumber, Self.message(code: code))
  }

  /// libxml2's error codes, as XMLParser passes them on, in words.
  static func message(code: Int) -> String {
    switch code {
    case 4: return "the file is empty or not XML"
    case 5: return "the document ends early: an element is not closed"
    case 9, 68: return "a character that XML does not allow"
    case 23: return "expected '>' or '/>' to end the tag"
    case 38, 39, 41: return "an attribute is not well formed (is its value quoted?)"
    case 73, 76: return "a closing tag does not match the element it closes"
    case 26: return "an entity reference ('&…;') is not defined"
    case 89: return "an entity refers to itself or expands too far; refused"
    default: return "not well-formed XML (libxml2 error \(code))"
    }
  }
}

/// A number attribute as Interface Builder writes it; nil for anything else, NaN, infinities
/// and numbers beyond `ModifierLimits.length` included, so nothing that cannot be drawn reaches
/// the planner (a JSON scene refuses the same numbers with an error).
func finiteNumber(_ text: String) -> Double? {
  guard let value = Double(text), abs(value) <= ModifierLimits.length else { return nil }
  return value
}
