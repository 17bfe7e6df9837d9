/// A changed cell as the encoder's look-ahead weighs it, worked out once a frame: its one or two
/// variants with the lengths of their colour codes. The rollout weighs each change up to a few
/// dozen times a frame (six changes ahead of every option within a few bytes of the cheapest);
/// working out the cell's look, its variants and its codes' lengths every time was two thirds of
/// the look-ahead's instructions.
///
/// `cost(pen:)` is `FrameEncoder.quickCost` (the reference the tests hold it to) on these
/// numbers: the same answer and the same pen after.
struct QuickCell: Sendable {
  /// A variant's colour that may be anything (`CellVariant`'s nil).
  static let any = TerminalColor.min

  var foreground: TerminalColor
  var background: TerminalColor
  var otherForeground: TerminalColor
  var otherBackground: TerminalColor
  /// The codes' lengths (0 where the colour is `any`).
  var foregroundLength: Int16
  var backgroundLength: Int16
  var otherForegroundLength: Int16
  var otherBackgroundLength: Int16
  /// The glyphs' UTF-8 lengths; `otherBytes` 0: one variant only.
  var bytes: Int16
  var otherBytes: Int16

  init(_ variants: CellVariants, mode: ColorMode) {
    func length(_ color: TerminalColor?, background: Bool) -> Int16 {
      color.map { Int16(TerminalCodes.codeLength($0, background: background, mode: mode)) } ?? 0
    }
    let first = variants.first
    foreground = first.foreground ?? Self.any
    background = first.background ?? Self.any
    foregroundLength = length(first.foreground, background: false)
    backgroundLength = length(first.background, background: true)
    bytes = Int16(first.byteCount)
    if let second = variants.second {
      otherForeground = second.foreground ?? Self.any
      otherBackground = second.background ?? Self.any
      otherForegroundLength = length(second.foreground, background: false)
      otherBackgroundLength = length(second.background, background: true)
      otherBytes = Int16(second.byteCount)
    } else {
      otherForeground = Self.any
      otherBackground = Self.any
      otherForegroundLength = 0
      otherBackgroundLength = 0
      otherBytes = 0
    }
  }

  /// What the cell costs from `pen`, updating the pen: a variant the pen draws as it is (the
  /// shorter glyph when both are), else the variant whose colour change takes the shorter SGR
  /// (the first of equals).
  @inline(__always) func cost(pen: inout Pen) -> Int {
    let fits =
      (foreground == Self.any || foreground == pen.foreground)
      && (background == Self.any || background == pen.background)
    let otherFits =
      otherBytes > 0
      && (otherForeground == Self.any || otherForeground == pen.foreground)
      && (otherBackground == Self.any || otherBackground == pen.background)
    if fits || otherFits {
      if fits && otherFits { return Int(min(bytes, otherBytes)) }
      return Int(fits ? bytes : otherBytes)
    }
    let cost = Self.sgr(
      foreground, foregroundLength, background, backgroundLength, bytes, pen: pen)
    if otherBytes > 0 {
      let otherCost = Self.sgr(
        otherForeground, otherForegroundLength, otherBackground, otherBackgroundLength,
        otherBytes, pen: pen)
      if otherCost < cost {
        if otherForeground != Self.any { pen.foreground = otherForeground }
        if otherBackground != Self.any { pen.background = otherBackground }
        return otherCost
      }
    }
    if foreground != Self.any { pen.foreground = foreground }
    if background != Self.any { pen.background = background }
    return cost
  }

  /// One SGR with the colours that differ from the pen's, then the glyph.
  @inline(__always) private static func sgr(
    _ foreground: TerminalColor, _ foregroundLength: Int16, _ background: TerminalColor,
    _ backgroundLength: Int16, _ glyphBytes: Int16, pen: Pen
  ) -> Int {
    let newForeground = foreground != any && foreground != pen.foreground
    let newBackground = background != any && background != pen.background
    return 3 + Int(glyphBytes) + (newForeground ? Int(foregroundLength) : 0)
      + (newBackground ? Int(backgroundLength) : 0) + (newForeground && newBackground ? 1 : 0)
  }
}
