/// What a terminal answers to the start-up queries (`TerminalProbe`): a reply is data from the
/// outside, so every number is bounded, every size checked against sane limits, and text is
/// kept only as printable ASCII of bounded length. A reply is never a key.
public enum TerminalReply: Hashable, Sendable {
  /// kitty's graphics reply (`ESC _ G i=31;OK ESC \`): OK, or an error (`ENOENT:…`).
  case kittyGraphics(id: Int?, ok: Bool)
  /// XTVERSION (`ESC P > | kitty(0.40.1) ESC \`): the name and version, printable ASCII only.
  case version(String)
  /// `CSI 6 ; height ; width t`: a cell's size in pixels.
  case cellPixels(PixelSize)
  /// `CSI 4 ; height ; width t`: the text area's size in pixels.
  case textAreaPixels(PixelSize)
  /// XTSMGRAPHICS `CSI ? 1 ; 0 ; N S`: the sixel colour registers.
  case colorRegisters(Int)
  /// XTSMGRAPHICS `CSI ? 2 ; 0 ; W ; H S`: the largest sixel image.
  case sixelGeometry(PixelSize)
  /// XTSMGRAPHICS with a non-zero status: the terminal has no such attribute.
  case graphicsAttributeFailed(item: Int)
  /// DA1 (`CSI ? 62 ; 4 ; … c`): the device attributes (4 is sixel graphics).
  case primaryAttributes([Int])
  /// A reply of a shape heroscope reads (a string, or a CSI that no key has) but of no use, or
  /// with numbers out of bounds: swallowed, never trusted.
  case other

  /// The longest XTVERSION text kept.
  public static let maximumVersionLength = 64
  /// The most digits a number in a reply may have (beyond: not trusted).
  static let maximumDigits = 6
  /// The most parameters a DA1 reply may list.
  static let maximumAttributes = 32
  /// The largest cell a terminal may claim, and the largest text area or sixel image.
  static let cellLimit = 1...1024
  static let areaLimit = 1...65_535
  static let registerLimit = 1...65_536

  /// Whether the terminal lists sixel graphics (DA1 attribute 4).
  public var sixel: Bool {
    if case .primaryAttributes(let attributes) = self { return attributes.contains(4) }
    return false
  }

  /// The reply `scalars` (read after ESC) make, or nil when they are not a reply (a key, or
  /// nothing heroscope knows).
  public static func parse(_ scalars: [Unicode.Scalar]) -> TerminalReply? {
    guard let first = scalars.first else { return nil }
    switch first {
    case "_": return apc(string(scalars))
    case "P": return dcs(string(scalars))
    case "]", "^": return .other
    case "[": return csi(Array(scalars.dropFirst()))
    default: return nil
    }
  }

  /// A string's content: after its introducer, without its terminator (BEL or ESC \, if any).
  private static func string(_ scalars: [Unicode.Scalar]) -> ArraySlice<Unicode.Scalar> {
    var body = scalars.dropFirst()
    if body.last == "\u{07}" {
      body = body.dropLast()
    } else if body.last == "\\", body.dropLast().last == "\u{1B}" {
      body = body.dropLast(2)
    }
    return body
  }

  /// `G keys;message`: kitty's graphics reply.
  private static func apc(_ body: ArraySlice<Unicode.Scalar>) -> TerminalReply {
    guard body.first == "G", let semicolon = body.firstIndex(of: ";") else { return .other }
    var id: Int?
    for pair in body[body.index(after: body.startIndex)..<semicolon].split(separator: ",") {
      guard pair.first == "i", pair.dropFirst().first == "=" else { continue }
      id = number(pair.dropFirst(2))
    }
    let message = body[body.index(after: semicolon)...]
    return .kittyGraphics(id: id, ok: Array(message) == ["O", "K"])
  }

  /// `> | text`: XTVERSION; any other DCS reply is of no use.
  private static func dcs(_ body: ArraySlice<Unicode.Scalar>) -> TerminalReply {
    guard body.first == ">", body.dropFirst().first == "|" else { return .other }
    let text = body.dropFirst(2).filter { (0x20...0x7E).contains($0.value) }
      .prefix(maximumVersionLength)
    let version = String(String.UnicodeScalarView(text))
    return version.isEmpty ? .other : .version(version)
  }

  /// `CSI … t` (window reports), `CSI ? … S` (XTSMGRAPHICS), `CSI ? … c` (DA1); nil for the
  /// rest, which may be keys.
  private static func csi(_ body: [Unicode.Scalar]) -> TerminalReply? {
    guard let final = body.last else { return nil }
    let privateMarker = body.first == "?"
    let parameters = body.dropLast().dropFirst(privateMarker ? 1 : 0)
    switch (final, privateMarker) {
    case ("t", false):
      guard let numbers = numbers(parameters), numbers.count == 3 else { return .other }
      switch numbers[0] {
      case 6:
        return pixels(
          width: numbers[2], height: numbers[1], within: cellLimit, TerminalReply.cellPixels)
      case 4:
        return pixels(
          width: numbers[2], height: numbers[1], within: areaLimit, TerminalReply.textAreaPixels)
      default: return .other
      }
    case ("S", true):
      guard let numbers = numbers(parameters), numbers.count >= 3 else { return .other }
      guard numbers[1] == 0 else { return .graphicsAttributeFailed(item: numbers[0]) }
      switch (numbers[0], numbers.count) {
      case (1, 3):
        return registerLimit.contains(numbers[2]) ? .colorRegisters(numbers[2]) : .other
      case (2, 4):
        return pixels(
          width: numbers[2], height: numbers[3], within: areaLimit, TerminalReply.sixelGeometry)
      default: return .other
      }
    case ("c", true):
      // kitty answers `CSI ? 62 ; c`: empty parameters are skipped here.
      guard let numbers = numbers(parameters, skippingEmpty: true),
        (1...maximumAttributes).contains(numbers.count)
      else { return .other }
      return .primaryAttributes(numbers)
    default:
      return nil
    }
  }

  private static func pixels(
    width: Int, height: Int, within limit: ClosedRange<Int>, _ make: (PixelSize) -> TerminalReply
  ) -> TerminalReply {
    guard limit.contains(width), limit.contains(height) else { return .other }
    return make(PixelSize(width: width, height: height))
  }

  /// `1;2;3` as numbers; nil when a part is empty (unless skipped), not digits, or too long to
  /// trust.
  private static func numbers(_ text: ArraySlice<Unicode.Scalar>, skippingEmpty: Bool = false)
    -> [Int]?
  {
    var result: [Int] = []
    for part in text.split(separator: ";", omittingEmptySubsequences: skippingEmpty) {
      guard let value = number(part) else { return nil }
      result.append(value)
    }
    return result
  }

  /// Decimal digits, at most `maximumDigits` of them.
  private static func number(_ digits: ArraySlice<Unicode.Scalar>) -> Int? {
    guard !digits.isEmpty, digits.count <= maximumDigits else { return nil }
    var value = 0
    for digit in digits {
      guard ("0"..."9").contains(digit) else { return nil }
      value = value * 10 + Int(digit.value - 48)
    }
    return value
  }
}
