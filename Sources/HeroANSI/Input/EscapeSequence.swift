/// What follows an ESC that ncurses handed over on its own: the rest of a sequence its terminfo
/// entry does not know (`ESC [ C` in normal cursor mode, `ESC [1;5C`, focus reports), an
/// Alt+key, or nothing (Esc itself). The whole sequence is read and turned into one key, so no
/// part of it is taken for a key of its own or left for the shell after exit.
public enum EscapeSequence {
  /// The longest sequence read; anything longer is garbage and ends there.
  static let maximumLength = 64

  /// Whether `scalars`, read after ESC, make a whole sequence (false for nothing yet).
  public static func isComplete(_ scalars: [Unicode.Scalar]) -> Bool {
    guard let first = scalars.first else { return false }
    if scalars.count >= maximumLength { return true }
    switch first {
    case "[":
      // CSI: parameter and intermediate bytes (0x20…0x3F), then one final byte (0x40…0x7E).
      guard scalars.count > 1, let last = scalars.last else { return false }
      return !(0x20...0x3F).contains(last.value)
    case "O":
      return scalars.count >= 2
    case "]", "P", "_", "^":
      // OSC, DCS, APC, PM (terminal replies): up to BEL or ESC \.
      guard let last = scalars.last, scalars.count > 1 else { return false }
      return last == "\u{07}" || (last == "\\" && scalars[scalars.count - 2] == "\u{1B}")
    default:
      // Alt+key: ESC and one character.
      return true
    }
  }

  /// The key a sequence stands for; `.unknown` for one heroscope has no use for.
  public static func key(_ scalars: [Unicode.Scalar]) -> Key {
    guard let first = scalars.first else { return .escape }
    switch first {
    case "[": return csi(Array(scalars.dropFirst()))
    case "O": return scalars.count == 2 ? cursorKey(scalars[1], modifiers: 0) ?? .unknown : .unknown
    case "]", "P", "_", "^": return .unknown
    default:
      guard scalars.count == 1 else { return .unknown }
      return first == "\u{1B}" ? .escape : .alt(first)
    }
  }

  /// `ESC [ params final`: arrows with xterm modifiers (`1;2C` Shift, `1;3C` Alt, `1;5C` Ctrl),
  /// Home/End, Shift+Tab and the `~` keys.
  private static func csi(_ body: [Unicode.Scalar]) -> Key {
    guard let final = body.last, (0x40...0x7E).contains(final.value) else { return .unknown }
    let parameters = String(String.UnicodeScalarView(body.dropLast()))
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    // xterm sends modifiers as 1 + (Shift 1 | Alt 2 | Ctrl 4) in the second parameter.
    let modifiers = numbers.count >= 2 ? max(0, (numbers[1] ?? 1) - 1) : 0
    if let key = cursorKey(final, modifiers: modifiers) {
      // A private marker (`ESC [ ? … C`) is not a key.
      return parameters.contains(where: { "<=>?".contains($0) }) ? .unknown : key
    }
    switch final {
    case "Z": return .backTab
    case "~":
      switch numbers.first ?? nil {
      case 1, 7: return .home
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      case 3: return .delete
      default: return .unknown
      }
    default:
      // Focus reports (`I`, `O`), mouse reports ncurses did not take, anything else.
      return .unknown
    }
  }

  /// Arrows, Home and End by their final letter, with modifiers applied.
  private static func cursorKey(_ final: Unicode.Scalar, modifiers: Int) -> Key? {
    let shift = modifiers & 1 != 0
    let word = modifiers & 6 != 0
    switch final {
    case "A": return .up
    case "B": return .down
    case "C": return word ? .wordRight : shift ? .shiftRight : .right
    case "D": return word ? .wordLeft : shift ? .shiftLeft : .left
    case "H": return .home
    case "F": return .end
    default: return nil
    }
  }
}
