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
      var cursor: [UInt8] = []
      SixelText.appendCursor(row: picture.row, column: picture.column, to: &cursor)
      var arguments: [UInt8] = []
      appendArguments(picture, to: &arguments)
      output.append(contentsOf: cursor)
      Self.appendPassthrough(cursor, to: &output)
      Self.appendPassthrough(Self.osc(Array("MultipartFile=".utf8) + arguments), to: &output)
      var encoded: [UInt8] = []
      Self.appendBase64(png.bytes, to: &encoded)
      var offset = 0
      while offset < encoded.count {
        let end = min(encoded.count, offset + Self.partLimit)
        Self.appendPassthrough(
          Self.osc(Array("FilePart=".utf8) + encoded[offset..<end]), to: &output)
        offset = end
      }
      Self.appendPassthrough(Self.osc(Array("FileEnd".utf8)), to: &output)
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

  /// `ESC ] 1337 ; body BEL`.
  static func osc(_ body: [UInt8]) -> [UInt8] {
    [0x1B, UInt8(ascii: "]")] + Array("1337;".utf8) + body + [0x07]
  }

  /// `sequence` through tmux's passthrough: `ESC P tmux;`, each ESC doubled, `ESC \`.
  static func appendPassthrough(_ sequence: [UInt8], to output: inout [UInt8]) {
    output.append(contentsOf: [0x1B, UInt8(ascii: "P")] + Array("tmux;".utf8))
    for byte in sequence {
      if byte == 0x1B { output.append(0x1B) }
      output.append(byte)
    }
    output.append(contentsOf: [0x1B, 0x5C])
  }

  /// Standard base64 with padding (RFC 4648), appended to `output`.
  static func appendBase64(_ bytes: [UInt8], to output: inout [UInt8]) {
    bytes.withUnsafeBufferPointer { Base64.append($0, to: &output) }
  }
}
