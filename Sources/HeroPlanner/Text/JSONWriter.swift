import HeroText

/// Writes JSON straight into UTF-8 bytes, laid out the one way heroscope prints JSON: an object's
/// members one a line, `indent` spaces a level; an array of objects one item a line; an array
/// opened `oneLine` (numbers, strings) on one line, `[1, 2]`; everything compact, `{"a": 1, "b":
/// 2}`, when `indent` is nil.
///
/// `plan --json` writes a plan of 10,000 views through it, straight into one `ByteBuffer`;
/// `JSONOutput` renders through it too.
public struct JSONWriter: ~Copyable {
  /// What an open container is: an object, an array one item a line, or an array on one line.
  private enum Kind {
    case top, object, array, line
  }

  private var out: ByteBuffer
  private let indent: Int
  private let compact: Bool
  /// The innermost open container and how many items it holds so far; the outer ones are kept
  /// in `outer` while it is open.
  private var kind = Kind.top
  private var items = 0
  private var outer: [(kind: Kind, items: Int)] = []
  /// How many of the open containers are one-line arrays: inside one, everything is compact.
  private var lineDepth = 0

  /// `capacity`: the bytes to reserve, when the caller knows about how many it will write.
  public init(indent: Int? = 2, capacity: Int = 0) {
    self.indent = max(0, indent ?? 0)
    compact = indent == nil
    out = ByteBuffer(capacity: capacity)
    outer.reserveCapacity(16)
  }

  /// The bytes written so far.
  public var bytes: [UInt8] { out.bytes }

  /// The bytes, for a caller done writing.
  public consuming func finish() -> [UInt8] { out.bytes }

  /// Hands the bytes written so far to `body` and empties the buffer when it holds at least
  /// `threshold` bytes; the layout goes on where it was. For documents written in chunks.
  public mutating func flush(
    ifAtLeast threshold: Int = 0, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard out.count >= threshold else { return }
    out.drain(body)
  }

  /// Text after the document (a final newline), copied as it is.
  public mutating func append(terminator: StaticString) {
    assert(kind == .top, "a terminator inside the document")
    out.put(terminator)
  }

  private var pretty: Bool { !compact && lineDepth == 0 }

  // MARK: Scalars

  public mutating func null() {
    beginValue()
    put("null")
  }

  public mutating func bool(_ value: Bool) {
    beginValue()
    put(value ? "true" : "false")
  }

  /// As `formatNumber` prints it (`1`, `0.5`, `-0.333…`); `null` when not finite.
  public mutating func number(_ value: Double) {
    beginValue()
    guard value.isFinite else { return put("null") }
    out.number(value)
  }

  /// A string literal, escaped as `jsonStringLiteral` does.
  public mutating func string(_ value: String) {
    beginValue()
    literal(value)
  }

  /// `value`, or `null` when it is nil.
  public mutating func string(_ value: String?) {
    guard let value else { return null() }
    string(value)
  }

  /// `[1, 2.5]`, on one line.
  public mutating func numbers(_ values: some Sequence<Double>) {
    beginArray(oneLine: true)
    for value in values { number(value) }
    endArray()
  }

  /// A note as a string literal, its parts written straight into the bytes.
  public mutating func string(_ note: PlanNote) {
    beginValue()
    put(UInt8(ascii: "\""))
    // Written as it is, then scanned once: most notes need no escape, and scanning each part
    // as it is written cost more than writing it. One that does is written again, escaped.
    let start = out.count
    note.write(to: &out, json: false)
    if out.writtenNeedsJSONEscapes(since: start) {
      out.truncate(to: start)
      note.write(to: &out, json: true)
    }
    put(UInt8(ascii: "\""))
  }

  /// Notes as `["a", "b"]`, on one line.
  public mutating func strings(_ notes: [PlanNote]) {
    beginArray(oneLine: true)
    for note in notes { string(note) }
    endArray()
  }

  /// `["a", "b"]`, on one line.
  public mutating func strings(_ values: [String]) {
    beginArray(oneLine: true)
    for value in values { string(value) }
    endArray()
  }

  // MARK: Containers

  public mutating func beginObject() {
    beginValue()
    put(UInt8(ascii: "{"))
    open(.object)
  }

  /// The next member's key, escaped; its value is the next thing written.
  public mutating func key(escaping name: String) {
    assert(kind == .object, "a key outside an object")
    separate()
    literal(name)
    put(": ")
  }

  /// A key written in the program (plain ASCII, nothing to escape), copied as it is; its value
  /// is the next thing written.
  public mutating func key(_ name: StaticString) {
    assert(kind == .object, "a key outside an object")
    separate()
    name.withUTF8Buffer { out.key($0) }
  }

  public mutating func endObject() {
    assert(kind == .object, "endObject() with no object open")
    guard kind == .object else { return }
    let had = items
    close()
    if had > 0 { newline() }
    put(UInt8(ascii: "}"))
  }

  /// `oneLine`: items separated by `, ` on one line and written compact (the layout of arrays
  /// of numbers and strings); otherwise one item a line.
  public mutating func beginArray(oneLine: Bool) {
    beginValue()
    put(UInt8(ascii: "["))
    open(oneLine ? .line : .array)
    if oneLine { lineDepth += 1 }
  }

  public mutating func endArray() {
    assert(kind == .array || kind == .line, "endArray() with no array open")
    guard kind == .array || kind == .line else { return }
    let (was, had) = (kind, items)
    close()
    if was == .line {
      lineDepth -= 1
    } else if had > 0 {
      newline()
    }
    put(UInt8(ascii: "]"))
  }

  // MARK: Layout

  private mutating func open(_ container: Kind) {
    outer.append((kind, items))
    (kind, items) = (container, 0)
  }

  private mutating func close() {
    guard let enclosing = outer.popLast() else { return }
    (kind, items) = enclosing
  }

  /// Before a value: in an array, the separator from the item before and the item's line (in an
  /// object, `key` did this).
  @inline(__always)
  private mutating func beginValue() {
    if kind == .array || kind == .line { separate() }
  }

  @inline(__always)
  private mutating func separate() {
    guard kind != .top else { return }
    let first = items == 0
    items += 1
    if pretty {
      out.newline(indentedBy: indent * outer.count, comma: !first)
    } else if !first {
      put(", ")
    }
  }

  /// A new line indented to the open containers' depth, when laid out one item a line.
  @inline(__always)
  private mutating func newline() {
    guard pretty else { return }
    out.newline(indentedBy: indent * outer.count)
  }

  @inline(__always)
  private mutating func put(_ byte: UInt8) { out.put(byte) }

  @inline(__always)
  private mutating func put(_ text: StaticString) { out.put(text) }

  /// A string literal, escaped as `jsonStringLiteral` does; most strings need no escape and are
  /// copied as they are, in the pass that checks them.
  private mutating func literal(_ value: String) {
    // Native and small strings lend their UTF-8 in place (`withUTF8` would copy the string to
    // make it mutable); the rest take the escaping path, which handles every string.
    let copied = value.utf8.withContiguousStorageIfAvailable { utf8 in
      if jsonNeedsEscapes(utf8) { return false }
      out.quoted(utf8)
      return true
    }
    if copied != true { out.put(string: jsonStringLiteral(value)) }
  }

  /// A value written in the program and already laid out as this writer lays it out (an
  /// identity transform's sixteen numbers), copied as it is.
  mutating func value(laidOut text: StaticString) {
    beginValue()
    put(text)
  }
}
