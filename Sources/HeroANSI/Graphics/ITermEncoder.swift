import HeroImage

/// Pictures as iTerm2's inline images (iTerm2, WezTerm, VS Code, Warp): the cursor put at the
/// picture's top-left cell, then OSC 1337 `File=inline=1;width=C;height=R;preserveAspectRatio=0;
/// size=N:` and the PNG in base64, ended by BEL. The PNG is made for speed (`PNGEncoder
/// .encodeLive`: Up filter, zlib level 1); the terminal scales it to the C×R cells it covers.
///
/// Inside tmux (`tmux: true`) each sequence goes through tmux's passthrough (`ESC P tmux;`, the
/// sequence with every ESC doubled, `ESC \`; it needs `allow-passthrough on`), and the picture
/// in iTerm2 3.5's multipart form (`MultipartFile=` with the arguments, `FilePart=` with the
/// base64 in pieces, `FileEnd`), which tmux passes in pieces of a size it accepts. The cursor
/// move is sent through too, in the outer terminal's cells: right when heroscope's pane is the
/// window's only one (at its top-left).
///
/// An inline image is painted into the cells it covers, and text written there replaces it:
/// like sixel there is no delete, so `remove` leaves the cells to redraw (`RedrawnToErase`).
public struct ITermEncoder: PictureEncoder, RedrawnToErase {
  public let tmux: Bool
  /// The most base64 bytes in one `FilePart` (a multiple of 4, so each piece decodes alone).
  public static let partLimit = 4096
  /// The bytes the last `show` appended, and the PNG's among them.
  public private(set) var lastByteCount = 0
  public private(set) var lastPNGByteCount = 0

  private var shownArea: CellArea?
  private var shownSize = (width: 0, height: 0)
  private var shownPixels: [UInt8] = []
  private var cellsToRedraw: CellArea?
  /// The PNG encoder kept between frames (its buffers reused: nothing allocated per frame
  /// outside tmux).
  private var png = LivePNG(level: 1)
  static let fileIntroducer: [UInt8] = [0x1B, UInt8(ascii: "]")] + Array("1337;File=".utf8)

  public init(tmux: Bool = false) {
    self.tmux = tmux
  }

  public mutating func show(_ picture: PictureFrame, into output: inout [UInt8]) {
    let before = output.count
    defer { lastByteCount = output.count - before }
    let area = CellArea(picture)
    guard picture.width > 0, picture.height > 0, picture.columns > 0, picture.rows > 0,
      picture.rgb.count >= picture.width * picture.height * 3
    else { return }
    if area == shownArea, shownSize == (picture.width, picture.height),
      shownPixels == picture.rgb
    {
      return
    }
    if let shownArea, shownArea != area {
      cellsToRedraw = cellsToRedraw.map { $0.union(shownArea) } ?? shownArea
    }
    picture.rgb.withUnsafeBufferPointer {
      png.encode(rgb: $0, width: picture.width, height: picture.height)
    }
    lastPNGByteCount = png.bytes.count
    if tmux {
      // Straight into `output` too: the sequences' ESCs doubled as they are written.
      SixelText.appendCursor(row: picture.row, column: picture.column, to: &output)
      Self.appendPassthroughStart(to: &output)
      SixelText.appendCursor(row: picture.row, column: picture.column, to: &output)
      Self.appendPassthroughEnd(to: &output)
      Self.appendPassthroughOSC("MultipartFile=", to: &output) { appendArguments(picture, to: &$0) }
      // Pieces of `partLimit` base64 bytes: three source bytes for four.
      let perPart = Self.partLimit / 4 * 3
      png.bytes.withUnsafeBufferPointer { bytes in
        var offset = 0
        while offset < bytes.count {
          let end = min(bytes.count, offset + perPart)
          Self.appendPassthroughOSC("FilePart=", to: &output) {
            Base64.append(UnsafeBufferPointer(rebasing: bytes[offset..<end]), to: &$0)
          }
          offset = end
        }
      }
      Self.appendPassthroughOSC("FileEnd", to: &output) { _ in }
    } else {
      // Straight into `output`: a frame allocates nothing.
      SixelText.appendCursor(row: picture.row, column: picture.column, to: &output)
      output.append(contentsOf: Self.fileIntroducer)
      appendArguments(picture, to: &output)
      output.append(UInt8(ascii: ":"))
      Self.appendBase64(png.bytes, to: &output)
      output.append(0x07)
    }
    shownArea = area
    shownSize = (picture.width, picture.height)
    shownPixels.keepCopy(of: picture.rgb)
  }

  /// Nothing is written: the picture's cells wait in `takeCellsToRedraw()`.
  public mutating func remove(into output: inout [UInt8]) {
    if let shownArea { cellsToRedraw = cellsToRedraw.map { $0.union(shownArea) } ?? shownArea }
    shownArea = nil
    shownPixels.removeAll(keepingCapacity: true)
  }

  public mutating func takeCellsToRedraw() -> CellArea? {
    defer { cellsToRedraw = nil }
    return cellsToRedraw
  }

  /// `inline=1;width=C;height=R;preserveAspectRatio=0;size=N` for the PNG just made.
  private func appendArguments(_ picture: PictureFrame, to output: inout [UInt8]) {
    for byte in "inline=1;width=".utf8 { output.append(byte) }
    TerminalCodes.appendNumber(picture.columns, to: &output)
    for byte in ";height=".utf8 { output.append(byte) }
    TerminalCodes.appendNumber(picture.rows, to: &output)
    for byte in ";preserveAspectRatio=0;size=".utf8 { output.append(byte) }
    TerminalCodes.appendNumber(png.bytes.count, to: &output)
  }

  /// `ESC P tmux;` and the doubled ESC of a sequence that starts with one.
  private static func appendPassthroughStart(to output: inout [UInt8]) {
    output += "\u{1B}Ptmux;\u{1B}".utf8
  }

  /// The passthrough's `ESC \`.
  private static func appendPassthroughEnd(to output: inout [UInt8]) {
    output += "\u{1B}\\".utf8
  }

  /// `ESC ] 1337 ; name body BEL` through tmux's passthrough, `body` (no ESC in it) appended by
  /// the caller in place.
  private static func appendPassthroughOSC(
    _ name: StaticString, to output: inout [UInt8], body: (inout [UInt8]) -> Void
  ) {
    appendPassthroughStart(to: &output)
    output += "\u{1B}]1337;".utf8
    name.withUTF8Buffer { output += $0 }
    body(&output)
    output.append(0x07)
    appendPassthroughEnd(to: &output)
  }

  /// Standard base64 with padding (RFC 4648), appended to `output`.
  static func appendBase64(_ bytes: [UInt8], to output: inout [UInt8]) {
    bytes.withUnsafeBufferPointer { Base64.append($0, to: &output) }
  }
}
