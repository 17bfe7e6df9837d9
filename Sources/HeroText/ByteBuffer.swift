/// One growing buffer of UTF-8 bytes that the plan's JSON and text are written into, with
/// numbers printed as `formatNumber` prints them.
///
/// `plan` and `plan --json` of 10,000 views are 5 and 13 MB: built as nested strings they cost
/// more than planning. The buffer owns its memory and is not copyable, so a byte costs a store,
/// not a uniqueness check.
public struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes are written.
  public private(set) var count = 0

  /// `capacity`: the bytes to reserve, when the caller knows about how many it will write.
  public init(capacity: Int = 0) {
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written so far, with room for one more: a printer's final newline then costs no
  /// second copy of megabytes.
  public var bytes: [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
      if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
      initialized = count
    }
  }

  /// Hands the bytes written so far to `body` and empties the buffer, keeping its memory: a
  /// document written in chunks reuses one buffer instead of holding megabytes.
  public mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    body(UnsafeBufferPointer(start: base, count: count))
    count = 0
  }

  /// Whether the bytes written since `start` would need escapes in a JSON string literal.
  package func writtenNeedsJSONEscapes(since start: Int) -> Bool {
    jsonNeedsEscapes(UnsafeBufferPointer(start: base + start, count: count - start))
  }

  /// Drops the bytes written since `count` was `length`.
  package mutating func truncate(to length: Int) {
    precondition(length >= 0 && length <= count, "truncate(to: \(length)) of \(count) bytes")
    count = length
  }

  /// The bytes written so far as a string (they are UTF-8).
  public var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  // MARK: Bytes

  @inline(__always)
  package mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    let grown = max(count + more, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.initialize(from: base, count: count)
    base.deallocate()
    (base, capacity) = (moved, grown)
  }

  @inline(__always)
  public mutating func put(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Text written in the program, copied as it is.
  @inline(__always)
  public mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { put($0) }
  }

  /// A string's UTF-8, copied as it is (a caller that prints it for a terminal sanitises it).
  public mutating func put(string text: String) {
    // Native and small strings lend their UTF-8 in place; only others are made native first.
    let lent: Void? = text.utf8.withContiguousStorageIfAvailable { put($0) }
    if lent == nil {
      var text = text
      text.withUTF8 { put($0) }
    }
  }

  /// Scene text or a name inside a line of text output (plan text): controls escaped as
  /// `TerminalText.escaped` does, so a name holding a newline cannot start a line of its own.
  public mutating func put(inLine text: String) {
    put(string: TerminalText.escaped(text))
  }

  @inline(__always)
  package mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: start, count: bytes.count)
    count += bytes.count
  }

  /// A newline and `spaces` spaces, after a comma when `comma` is true.
  @inline(__always)
  package mutating func newline(indentedBy spaces: Int, comma: Bool = false) {
    reserve(2 + spaces)
    if comma {
      base[count] = UInt8(ascii: ",")
      count += 1
    }
    base[count] = 10
    (base + count + 1).initialize(repeating: 32, count: spaces)
    count += 1 + spaces
  }

  /// `"name": `, a JSON key written in the program, with one check for room.
  @inline(__always)
  package mutating func key(_ name: UnsafeBufferPointer<UInt8>) {
    reserve(name.count + 4)  // the quotes, the colon and the space: one check for all
    quoted(name)
    base[count] = UInt8(ascii: ":")
    base[count + 1] = UInt8(ascii: " ")
    count += 2
  }

  /// `"bytes"`.
  @inline(__always)
  package mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count + 2)
    base[count] = UInt8(ascii: "\"")
    if let start = bytes.baseAddress {
      (base + count + 1).initialize(from: start, count: bytes.count)
    }
    base[count + 1 + bytes.count] = UInt8(ascii: "\"")
    count += bytes.count + 2
  }

  // MARK: Numbers

  /// `formatNumber(value)`: `1` not `1.0`, `0.5`, `-0.333…`.
  public mutating func number(_ value: Double) {
    reserve(Self.longestNumber)
    count += Self.write(value, to: base + count)
  }

  /// The most bytes `write(_:to:)` writes: a shortest form that reads back is at most 24
  /// (`-2.2250738585072014e-308`).
  package static let longestNumber = 32

  /// Writes `formatNumber(value)` at `target`, which has room for `longestNumber` bytes, and
  /// says how many it wrote. `formatNumber` prints through this too, on the stack.
  package static func write(_ value: Double, to target: UnsafeMutablePointer<UInt8>) -> Int {
    if value == 0 {  // also -0
      target[0] = UInt8(ascii: "0")
      return 1
    }
    // Below 10^15 a double is a whole number when truncating it changes nothing (the
    // conversion is one instruction; `rounded()` is a call into libm).
    if abs(value) < 1e15 {
      let whole = Int64(value)
      if Double(whole) == value { return integer(whole, to: target) }
    }
    if let (scaled, decimals) = shortDecimal(abs(value)) {
      return fixed(scaled, decimals: decimals, negative: value < 0, to: target)
    }
    var digits = DigitSink()
    value.write(to: &digits)
    let length = digits.count
    withUnsafeBytes(of: digits.bytes) { stored in
      for i in 0..<length { target[i] = stored[i] }
    }
    return length
  }

  /// `formatNumber(value, decimals: decimals)`: rounded, without trailing zeros.
  public mutating func number(_ value: Double, decimals: Int) {
    guard value.isFinite else { return number(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    number((value * scale).rounded() / scale)
  }

  /// Powers of ten, exact as doubles.
  private static let powers: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

  /// `magnitude` as `scaled / 10^decimals` with the fewest decimals (at most 9) that reads back
  /// exactly, or nil. Below 2^50 at most one integer of a given length reads back, and the
  /// rounded product finds it, so this is the shortest form `Double.description` prints, short
  /// of its ~500 instructions; only 0.001 ≤ magnitude < 10^9, where it prints no exponent.
  private static func shortDecimal(_ magnitude: Double) -> (UInt64, Int)? {
    guard magnitude >= 1e-3, magnitude < 1e9 else { return nil }
    for decimals in 1..<powers.count {
      let power = powers[decimals]
      let product = magnitude * power
      guard product < 0x1p50 else { return nil }
      let scaled = roundedHalfAway(product)
      guard scaled < 1 << 50 else { return nil }
      if Double(scaled) / power == magnitude { return (scaled, decimals) }
    }
    return nil
  }

  /// `x.rounded()` (half away from zero) of 0 ≤ x < 2^50, without libm: below 2^52 the
  /// truncation and the fraction it leaves are exact.
  @inline(__always)
  private static func roundedHalfAway(_ x: Double) -> UInt64 {
    let whole = UInt64(x)
    return x - Double(whole) >= 0.5 ? whole + 1 : whole
  }

  /// `scaled / 10^decimals` in decimal: `-0.05`, `12.5`.
  private static func fixed(
    _ scaled: UInt64, decimals: Int, negative: Bool, to target: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var digitCount = 1
    var probe = scaled
    while probe >= 10 {
      probe /= 10
      digitCount += 1
    }
    // Sign, the digits (a 0 before the point at least), the point.
    let length = (negative ? 1 : 0) + max(digitCount, decimals + 1) + 1
    if negative { target[0] = UInt8(ascii: "-") }
    var rest = scaled
    var i = length - 1
    for _ in 0..<decimals {
      target[i] = 48 + UInt8(rest % 10)
      rest /= 10
      i -= 1
    }
    target[i] = UInt8(ascii: ".")
    digits(rest, to: target, endingAt: i - 1)
    return length
  }

  /// A number's decimal digits written leftwards, its last digit at `end` (at least one digit).
  private static func digits(
    _ value: UInt64, to target: UnsafeMutablePointer<UInt8>, endingAt end: Int
  ) {
    var rest = value
    var i = end
    repeat {
      target[i] = 48 + UInt8(rest % 10)
      rest /= 10
      i -= 1
    } while rest > 0
  }

  /// Decimal digits, as `String(value)`.
  private static func integer(_ value: Int64, to target: UnsafeMutablePointer<UInt8>) -> Int {
    // One digit: most of a transform's sixteen numbers.
    if value >= 0, value < 10 {
      target[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value)
      return 1
    }
    let magnitude = value.magnitude
    var length = value < 0 ? 2 : 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      length += 1
    }
    if value < 0 { target[0] = UInt8(ascii: "-") }
    digits(magnitude, to: target, endingAt: length - 1)
    return length
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
