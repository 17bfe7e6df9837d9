/// Reads one escape sequence (what follows ESC) a character at a time, within bounds: a
/// string (APC, DCS, OSC, PM) or a CSI longer than heroscope keeps is still read to its end
/// and the rest dropped, so no part of a long or hostile reply is left over to be taken for
/// keys. The caller stops on its own when input goes quiet.
public struct EscapeSequenceReader: Sendable {
  /// What was kept of the sequence: at most `maximumStringLength` characters of a string,
  /// `EscapeSequence.maximumLength` of anything else.
  public private(set) var scalars: [Unicode.Scalar] = []
  /// Characters read past the limit and dropped.
  public private(set) var dropped = 0
  public private(set) var isComplete = false
  private var previous: Unicode.Scalar?

  /// The most of a string kept: far more than any reply heroscope reads.
  public static let maximumStringLength = 1024
  /// The most read of one sequence at all: past it the sequence ends, whatever follows.
  public static let maximumRead = 1 << 20

  public init() {}

  /// Whether the sequence was longer than what is kept (and so is no key and no reply).
  public var overflowed: Bool { dropped > 0 }

  /// Adds the next character; true when the sequence is complete.
  @discardableResult
  public mutating func add(_ scalar: Unicode.Scalar) -> Bool {
    guard !isComplete else { return true }
    defer { previous = scalar }
    let first = scalars.first ?? scalar
    let isString = "]P_^".unicodeScalars.contains(first)
    let limit = isString ? Self.maximumStringLength : EscapeSequence.maximumLength
    if scalars.count < limit {
      scalars.append(scalar)
    } else {
      dropped += 1
    }
    if isString {
      isComplete = scalars.count + dropped > 1 && Self.endsString(scalar, previous)
    } else if first == "[" {
      // CSI: parameter and intermediate bytes run on (past the limit too); anything else is
      // its final byte.
      isComplete = scalars.count > 1 && !(0x20...0x3F).contains(scalar.value)
    } else {
      isComplete = EscapeSequence.isComplete(scalars)
    }
    if scalars.count + dropped >= Self.maximumRead { isComplete = true }
    return isComplete
  }

  /// A string ends at BEL or ESC \ (not at its introducer).
  private static func endsString(_ scalar: Unicode.Scalar, _ previous: Unicode.Scalar?) -> Bool {
    return scalar == "\u{07}" || (scalar == "\\" && previous == "\u{1B}")
  }
}
