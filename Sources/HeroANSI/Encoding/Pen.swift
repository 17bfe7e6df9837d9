/// The colours the terminal draws with now, and whether the last SGR can still take a colour:
/// when no glyph has used the foreground since it was written, a foreground needed later is
/// added to that SGR (`;` and its code) instead of a new one (`ESC[`, its code and `m`).
struct Pen: Hashable, Sendable {
  var foreground: TerminalColor = -1
  var background: TerminalColor = -1
  /// Bytes besides the code to add a foreground to the last SGR: 0 when that is not possible,
  /// 1 for `;`, 2 for `0;` (the last SGR is a bare reset `ESC[m`).
  var foregroundInsert: Int8 = 0
  var backgroundInsert: Int8 = 0

  /// The terminal's defaults, with no SGR written yet: where a frame starts and must end.
  static let initial = Pen()

  var isDefault: Bool { foreground < 0 && background < 0 }

  /// A glyph drawn with `variant` has used these colours: they can no longer change in
  /// the SGR before it.
  mutating func use(_ variant: CellVariant) {
    if variant.foreground != nil { foregroundInsert = 0 }
    if variant.background != nil { backgroundInsert = 0 }
  }
}

/// One way to give the pen the colours a cell needs.
struct PenChange: Sendable {
  /// Add the foreground (background) to the last SGR.
  var insertForeground = false
  var insertBackground = false
  /// Write a new SGR.
  var writes = false
  var reset = false
  var foreground: TerminalColor?
  var background: TerminalColor?
  var byteCount = 0
  var pen: Pen

  /// Every way worth considering to make `pen` draw with `foreground` and `background` (nil:
  /// any), each with its cost and the pen it leaves: nothing, adding to the last SGR, a new
  /// SGR with only what changed, or a reset with what is not the default.
  @inline(__always) static func options(
    from pen: Pen, foreground: TerminalColor?, background: TerminalColor?, mode: ColorMode,
    _ body: (PenChange) -> Void
  ) {
    let needForeground = foreground.map { $0 != pen.foreground } ?? false
    let needBackground = background.map { $0 != pen.background } ?? false
    guard needForeground || needBackground else {
      body(PenChange(pen: pen))
      return
    }
    // Per colour: 0 keep, 1 insert into the last SGR, 2 in a new SGR.
    let foregroundWays =
      needForeground ? (pen.foregroundInsert > 0 ? 1 : 2)...2 : 0...0
    let backgroundWays =
      needBackground ? (pen.backgroundInsert > 0 ? 1 : 2)...2 : 0...0
    for f in foregroundWays {
      for b in backgroundWays {
        var change = PenChange(pen: pen)
        var codes = 0
        var codeBytes = 0
        if let foreground, f > 0 {
          let length = TerminalCodes.codeLength(foreground, background: false, mode: mode)
          if f == 1 {
            change.insertForeground = true
            change.byteCount += Int(pen.foregroundInsert) + length
            if change.pen.backgroundInsert == 2 { change.pen.backgroundInsert = 1 }
          } else {
            change.foreground = foreground
            codes += 1
            codeBytes += length
          }
          change.pen.foreground = foreground
        }
        if let background, b > 0 {
          let length = TerminalCodes.codeLength(background, background: true, mode: mode)
          if b == 1 {
            change.insertBackground = true
            change.byteCount += Int(change.pen.backgroundInsert) + length
            if change.pen.foregroundInsert == 2 { change.pen.foregroundInsert = 1 }
          } else {
            change.background = background
            codes += 1
            codeBytes += length
          }
          change.pen.background = background
        }
        if codes > 0 {
          change.writes = true
          change.byteCount += 3 + codeBytes + codes - 1
          // What the new SGR did not set can still be added to it.
          change.pen.foregroundInsert = change.foreground == nil ? 1 : 0
          change.pen.backgroundInsert = change.background == nil ? 1 : 0
        }
        body(change)
      }
    }
    // A reset, then whatever is not the default.
    var change = PenChange(pen: Pen())
    change.writes = true
    change.reset = true
    var codes = 0
    var codeBytes = 0
    if let foreground, foreground >= 0 {
      change.foreground = foreground
      change.pen.foreground = foreground
      codes += 1
      codeBytes += TerminalCodes.codeLength(foreground, background: false, mode: mode)
    }
    if let background, background >= 0 {
      change.background = background
      change.pen.background = background
      codes += 1
      codeBytes += TerminalCodes.codeLength(background, background: true, mode: mode)
    }
    change.byteCount = codes == 0 ? 3 : 4 + codes + codeBytes
    let insert: Int8 = codes == 0 ? 2 : 1
    change.pen.foregroundInsert = change.foreground == nil ? insert : 0
    change.pen.backgroundInsert = change.background == nil ? insert : 0
    body(change)
  }

  /// Writes the change. `lastSGR` is the index of the last SGR's final `m` in `bytes` (-1:
  /// none yet); codes are inserted before it.
  func append(mode: ColorMode, to bytes: inout [UInt8], lastSGR: inout Int) {
    if insertForeground {
      insert(pen.foreground, background: false, mode: mode, into: &bytes, lastSGR: &lastSGR)
    }
    if insertBackground {
      insert(pen.background, background: true, mode: mode, into: &bytes, lastSGR: &lastSGR)
    }
    guard writes else { return }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    var first = true
    if reset && (foreground != nil || background != nil) {
      bytes.append(UInt8(ascii: "0"))
      first = false
    }
    if let foreground {
      if !first { bytes.append(UInt8(ascii: ";")) }
      TerminalCodes.appendCode(foreground, background: false, mode: mode, to: &bytes)
      first = false
    }
    if let background {
      if !first { bytes.append(UInt8(ascii: ";")) }
      TerminalCodes.appendCode(background, background: true, mode: mode, to: &bytes)
    }
    bytes.append(UInt8(ascii: "m"))
    lastSGR = bytes.count - 1
  }

  /// `;code` (or `0;code` into a bare `ESC[m`) before the last SGR's `m`, in place.
  private func insert(
    _ color: TerminalColor, background: Bool, mode: ColorMode, into bytes: inout [UInt8],
    lastSGR: inout Int
  ) {
    guard lastSGR >= 2 else { return }
    let tailStart = bytes.count
    // The code is appended, then rotated into place: no temporary buffer.
    let bare = bytes[lastSGR - 1] == UInt8(ascii: "[")
    if bare { bytes.append(UInt8(ascii: "0")) }
    bytes.append(UInt8(ascii: ";"))
    TerminalCodes.appendCode(color, background: background, mode: mode, to: &bytes)
    let added = bytes.count - tailStart
    // Rotate [lastSGR, end) right by `added`.
    bytes[lastSGR...].reverse()
    bytes[lastSGR..<(lastSGR + added)].reverse()
    bytes[(lastSGR + added)...].reverse()
    lastSGR += added
  }
}
