/// Writes JSON straight into UTF-8 bytes, laid out the one way heroscope prints JSON: an object's
/// members one a line, `indent` spaces a level; an array of objects one item a line; an array
/// opened `oneLine` (numbers, strings) on one line, `[1, 2]`; everything compact, `{"a": 1, "b":
/// 2}`, when `indent` is nil.
///
/// `plan --json` of 10,000 views is 13 MB: built as nested strings it cost more than planning.
/// The writer owns one growing buffer and is not copyable, so a byte costs a store, not a
/// uniqueness check; `JSONOutput` renders through it too.
public struct JSONWriter: ~Copyable {
  /// What an open container is: an object, an array one item a line, or an array on one line.
  private enum Kind {
    case top, object, array, line
  }

  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private let indent: Int
  private let compact: Bool
  /// The innermost open container and how many items it holds so far; the outer ones are kept
  /// in `outer` while it is open.
  private var kind = Kind.top
  private var items = 0
  private var outer: [(kind: Kind, items: Int)] = []
  /// How many of the open containers are one-line arrays: inside one, everything is compact.
  private var lineDepth = 0
  /// Where `Double.write(to:)` leaves a number's shortest digits.
  private var digits = DigitSink()

  /// `capacity`: the bytes to reserve, when the caller knows about how many it will write.
  public init(indent: Int? = 2, capacity: Int = 0) {
    self.indent = max(0, indent ?? 0)
    compact = indent == nil
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
    outer.reserveCapacity(16)
  }

  deinit { base.deallocate() }

  /// The bytes written so far.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// The bytes, for a caller done writing.
  public consuming func finish() -> [UInt8] { bytes }

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
    if value == 0 { return put(UInt8(ascii: "0")) }  // also -0
    if value == value.rounded(), abs(value) < 1e15 { return integer(Int64(value)) }
    if let (scaled, decimals) = shortDecimal(abs(value)) {
      return fixed(scaled, decimals: decimals, negative: value < 0)
    }
    digits.count = 0
    value.write(to: &digits)
    let length = digits.count
    reserve(length)
    let target = base + count
    withUnsafeBytes(of: digits.bytes) { stored in
      for i in 0..<length { target[i] = stored[i] }
    }
    count += length
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
    separate()
    literal(name)
    put(": ")
  }

  /// A key written in the program (plain ASCII, nothing to escape), copied as it is; its value
  /// is the next thing written.
  public mutating func key(_ name: StaticString) {
    separate()
    name.withUTF8Buffer { quoted($0) }
    put(": ")
  }

  public mutating func endObject() {
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
      if !first { put(UInt8(ascii: ",")) }
      newline()
    } else if !first {
      put(", ")
    }
  }

  /// A new line indented to the open containers' depth, when laid out one item a line.
  @inline(__always)
  private mutating func newline() {
    guard pretty else { return }
    let spaces = indent * outer.count
    reserve(1 + spaces)
    base[count] = 10
    (base + count + 1).initialize(repeating: 32, count: spaces)
    count += 1 + spaces
  }

  // MARK: Bytes

  @inline(__always)
  private mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    let grown = max(count + more, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.initialize(from: base, count: count)
    base.deallocate()
    (base, capacity) = (moved, grown)
  }

  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  private mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { put($0) }
  }

  @inline(__always)
  private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: start, count: bytes.count)
    count += bytes.count
  }

  /// A string literal, escaped as `jsonStringLiteral` does; most strings need no escape and are
  /// copied as they are, in the pass that checks them.
  private mutating func literal(_ value: String) {
    var value = value
    let copied = value.withUTF8 { utf8 in
      if jsonNeedsEscapes(utf8) { return false }
      quoted(utf8)
      return true
    }
    if !copied {
      var escaped = jsonStringLiteral(value)
      escaped.withUTF8 { put($0) }
    }
  }

  /// `"bytes"`.
  @inline(__always)
  private mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count + 2)
    base[count] = UInt8(ascii: "\"")
    if let start = bytes.baseAddress {
      (base + count + 1).initialize(from: start, count: bytes.count)
    }
    base[count + 1 + bytes.count] = UInt8(ascii: "\"")
    count += bytes.count + 2
  }

  /// Powers of ten, exact as doubles.
  private static let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

  /// `magnitude` as `scaled / 10^decimals` with the fewest decimals (at most 9) that reads back
  /// exactly, or nil. Below 2^50 at most one integer of a given length reads back, and the
  /// rounded product finds it, so this is the shortest form `Double.description` prints, short
  /// of its ~500 instructions; only 0.001 ≤ magnitude < 10^9, where it prints no exponent.
  private func shortDecimal(_ magnitude: Double) -> (UInt64, Int)? {
    guard magnitude >= 1e-3, magnitude < 1e9 else { return nil }
    for decimals in 1..<Self.powers.count {
      let power = Self.powers[decimals]
      let scaled = (magnitude * power).rounded()
      guard scaled < 0x1p50 else { return nil }
      if scaled / power == magnitude { return (UInt64(scaled), decimals) }
    }
    return nil
  }

  /// `scaled / 10^decimals` in decimal: `-0.05`, `12.5`.
  private mutating func fixed(_ scaled: UInt64, decimals: Int, negative: Bool) {
    var digitCount = 1
    var probe = scaled
    while probe >= 10 {
      probe /= 10
      digitCount += 1
    }
    // Sign, the digits (a 0 before the point at least), the point.
    let length = (negative ? 1 : 0) + max(digitCount, decimals + 1) + 1
    var rest = scaled
    reserve(length)
    if negative { base[count] = UInt8(ascii: "-") }
    var i = count + length - 1
    for _ in 0..<decimals {
      base[i] = 48 + UInt8(rest % 10)
      rest /= 10
      i -= 1
    }
    base[i] = UInt8(ascii: ".")
    i -= 1
    repeat {
      base[i] = 48 + UInt8(rest % 10)
      rest /= 10
      i -= 1
    } while rest > 0
    count += length
  }

  /// Decimal digits, as `String(value)`.
  private mutating func integer(_ value: Int64) {
    var magnitude = value.magnitude
    var length = value < 0 ? 2 : 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      length += 1
    }
    reserve(length)
    if value < 0 { base[count] = UInt8(ascii: "-") }
    var i = count + length - 1
    repeat {
      base[i] = 48 + UInt8(magnitude % 10)
      magnitude /= 10
      i -= 1
    } while magnitude > 0
    count += length
  }
}

/// Where `Double.write(to:)` hands over its digits: the shortest form that reads back is at most
/// 24 bytes (`-2.2250738585072014e-308`), kept in place, where printing a number into a `String`
/// would allocate for most of them.
private struct DigitSink: TextOutputStream {
  var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  var count = 0

  mutating func write(_ string: String) {
    for byte in string.utf8 { append(byte) }
  }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    for byte in buffer { append(byte) }
  }

  /// Past 32 bytes, which no number reaches, the rest is dropped rather than overrun.
  private mutating func append(_ byte: UInt8) {
    guard count < 32 else { return }
    withUnsafeMutableBytes(of: &bytes) { $0[count] = byte }
    count += 1
  }
}
