import HeroRaster

/// Pictures as DEC sixel images (xterm in VT340 mode, iTerm2, WezTerm, foot, VS Code): each
/// pixel the nearest register of the scene's fixed `SixelPalette`, no dithering, run-length
/// encoded in bands of six rows.
///
/// No dithering: a Hero frame is flat colours that the palette holds exactly and blends it
/// holds to within a few levels, so dithering would add only noise, break the runs that make
/// sixel small, and make a still view shimmer as the pattern meets different blends.
///
/// Each image is `ESC P 0;1;0 q` (P2 = 1: bits not set leave the screen as it is), raster
/// attributes `"1;1;W;H` (square pixels), the registers this frame uses (`#n;2;R;G;B` in
/// percent), then per band each register's row (`#n`, `!count` runs, `$` back to the band's
/// start), bands apart by `-`, and `ESC \`. The cursor is put at the picture's top-left cell
/// first. Sixel scrolling (DECSDM, `CSI ? 80 h/l`) is left as the terminal has it: its meaning is
/// reversed between xterm before patch 369 and the VT340 (and terminals differ on where the
/// image goes when scrolling is off), so instead the image is kept from reaching the screen's
/// last row (`screenRows`): drawn with scrolling on, an image there would scroll the screen.
public struct SixelEncoder: PictureEncoder, RedrawnToErase {
  public let palette: SixelPalette
  /// The terminal's rows; a picture reaching the last one is cut a row short so the image
  /// never scrolls the screen (0: not known, nothing cut).
  public var screenRows: Int
  /// How long the last `show` took to encode (zero when it sent nothing): what
  /// `PictureFramePacing` decides the frame rate from.
  public private(set) var lastEncodeTime: Duration = .zero
  /// The bytes the last `show` appended.
  public private(set) var lastByteCount = 0

  private var map: SixelColourMap
  /// The picture on screen (its cells and pixels), nil when none.
  private var shownArea: CellArea?
  private var shownSize = (width: 0, height: 0)
  private var shownPixels: [UInt8] = []
  private var cellsToRedraw: CellArea?
  /// Reused per frame: each pixel's register, and one band's six-bit columns per register.
  private var registers: [UInt8] = []
  private var bands: [UInt8] = []
  /// Reused per frame: which registers the frame uses, and the band writer's own buffers.
  private var used = [Bool](repeating: false, count: 256)
  private var writer = SixelBandWriter()
  /// `ESC P 0;1;0 q "1;1;` (what every image starts with) and a register's `;2;` (RGB).
  static let introducer: [UInt8] = [0x1B, 0x50] + Array("0;1;0q\"1;1;".utf8)
  static let rgbSelector = Array(";2;".utf8)

  public init(palette: SixelPalette, screenRows: Int = 0) {
    self.palette = palette
    self.screenRows = screenRows
    map = SixelColourMap(palette: palette.colours)
  }

  /// Colour searches done so far (each distinct colour once), for tests and the benchmark.
  public var colourSearches: Int { map.searches }

  public mutating func show(_ picture: PictureFrame, into output: inout [UInt8]) {
    let clock = ContinuousClock()
    let start = clock.now
    let before = output.count
    defer {
      lastByteCount = output.count - before
      lastEncodeTime = lastByteCount == 0 ? .zero : clock.now - start
    }
    let area = CellArea(picture)
    guard picture.width > 0, picture.height > 0, picture.rows > 0,
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
    let height = drawnHeight(picture)
    guard height > 0 else {
      shownArea = nil
      return
    }
    SixelText.appendCursor(row: picture.row, column: picture.column, to: &output)
    encode(picture.rgb, width: picture.width, height: height, into: &output)
    shownArea = area
    shownSize = (picture.width, picture.height)
    shownPixels.keepCopy(of: picture.rgb)
  }

  /// Sixel cannot delete an image: nothing is written, and the picture's cells wait in
  /// `takeCellsToRedraw()` for the play path to draw them again.
  public mutating func remove(into output: inout [UInt8]) {
    if let shownArea { cellsToRedraw = cellsToRedraw.map { $0.union(shownArea) } ?? shownArea }
    shownArea = nil
    shownPixels.removeAll(keepingCapacity: true)
  }

  public mutating func takeCellsToRedraw() -> CellArea? {
    defer { cellsToRedraw = nil }
    return cellsToRedraw
  }

  /// The picture's pixel rows that may be drawn: all, unless it reaches the screen's last row,
  /// then those above that row.
  func drawnHeight(_ picture: PictureFrame) -> Int {
    guard screenRows > 0, picture.row + picture.rows >= screenRows else { return picture.height }
    let rows = screenRows - 1 - picture.row
    guard rows > 0 else { return 0 }
    return min(picture.height, rows * picture.height / picture.rows)
  }

  /// The sixel image of the top `height` rows of `rgb` (`width` pixels a row).
  mutating func encode(_ rgb: [UInt8], width: Int, height: Int, into output: inout [UInt8]) {
    let count = width * height
    if registers.count < count {
      registers.append(contentsOf: repeatElement(0, count: count - registers.count))
    }
    let bandBytes = 256 * width
    if bands.count < bandBytes {
      bands = [UInt8](repeating: 0, count: bandBytes)
    }
    used.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
    rgb.withUnsafeBufferPointer { rgb in
      registers.withUnsafeMutableBufferPointer { registers in
        used.withUnsafeMutableBufferPointer { used in
          guard let pixels = rgb.baseAddress, let out = registers.baseAddress,
            let marks = used.baseAddress
          else { return }
          map.map(pixels, count: count, into: out, used: marks)
        }
      }
    }
    output.append(contentsOf: Self.introducer)
    SixelText.appendNumber(width, to: &output)
    output.append(UInt8(ascii: ";"))
    SixelText.appendNumber(height, to: &output)
    for register in 0..<256 where used[register] {
      let colour = palette.colours[register]
      output.append(UInt8(ascii: "#"))
      SixelText.appendNumber(register, to: &output)
      output.append(contentsOf: Self.rgbSelector)
      SixelText.appendNumber(SixelPalette.percent(colour.r), to: &output)
      output.append(UInt8(ascii: ";"))
      SixelText.appendNumber(SixelPalette.percent(colour.g), to: &output)
      output.append(UInt8(ascii: ";"))
      SixelText.appendNumber(SixelPalette.percent(colour.b), to: &output)
    }
    registers.withUnsafeBufferPointer { registers in
      bands.withUnsafeMutableBufferPointer { bands in
        guard let bits = bands.baseAddress, let pixels = registers.baseAddress else { return }
        writer.start(width: width, bits: bits)
        var top = 0
        while top < height {
          if top > 0 { output.append(UInt8(ascii: "-")) }
          writer.band(pixels + top * width, rows: min(6, height - top), into: &output)
          top += 6
        }
      }
    }
    output.append(0x1B)
    output.append(0x5C)
  }
}

/// One band of six pixel rows at a time: each register's bits gathered per column, then
/// written as that register's run-length-encoded row, only over the columns it spans.
struct SixelBandWriter {
  private(set) var width = 0
  /// 256 × `width` bytes, all zero between bands: register r's column x at `r * width + x`;
  /// set for one image (`start`), the buffer it points into kept by the encoder.
  private(set) var bits: UnsafeMutablePointer<UInt8>?
  private var first = [Int](repeating: 0, count: 256)
  private var last = [Int](repeating: 0, count: 256)
  private var present: [Int] = []
  private var seen = [Bool](repeating: false, count: 256)

  init() { present.reserveCapacity(256) }

  init(width: Int, bits: UnsafeMutablePointer<UInt8>) {
    self.init()
    start(width: width, bits: bits)
  }

  /// The next image: its width and the zeroed bits it gathers columns in.
  mutating func start(width: Int, bits: UnsafeMutablePointer<UInt8>) {
    self.width = width
    self.bits = bits
  }

  mutating func band(_ rows: UnsafePointer<UInt8>, rows count: Int, into output: inout [UInt8]) {
    guard let bits else { return }
    present.removeAll(keepingCapacity: true)
    for k in 0..<count {
      let row = rows + k * width
      let bit = UInt8(1) << UInt8(k)
      var x = 0
      while x < width {
        let register = Int(row[x])
        var end = x + 1
        while end < width && row[end] == row[x] { end += 1 }
        let line = bits + register * width
        for column in x..<end { line[column] |= bit }
        if !seen[register] {
          seen[register] = true
          present.append(register)
          first[register] = x
          last[register] = end - 1
        } else {
          first[register] = min(first[register], x)
          last[register] = max(last[register], end - 1)
        }
        x = end
      }
    }
    for (index, register) in present.enumerated() {
      if index > 0 { output.append(UInt8(ascii: "$")) }
      output.append(UInt8(ascii: "#"))
      SixelText.appendNumber(register, to: &output)
      let line = bits + register * width
      let start = first[register]
      let end = last[register]
      if start > 0 { SixelText.appendRun(0, count: start, to: &output) }
      var x = start
      while x <= end {
        let value = line[x]
        var run = x + 1
        while run <= end && line[run] == value { run += 1 }
        SixelText.appendRun(value, count: run - x, to: &output)
        x = run
      }
      (line + start).update(repeating: 0, count: end - start + 1)
      seen[register] = false
    }
  }
}

/// Sixel's characters: six bits as `?`+bits, runs as `!count`, numbers in decimal; and the
/// cursor move before an image (iTerm2's too).
enum SixelText {
  @inline(__always)
  static func appendRun(_ bits: UInt8, count: Int, to output: inout [UInt8]) {
    let character = 63 + bits
    if count > 3 {
      output.append(UInt8(ascii: "!"))
      appendNumber(count, to: &output)
      output.append(character)
    } else {
      for _ in 0..<count { output.append(character) }
    }
  }

  @inline(__always)
  static func appendNumber(_ value: Int, to output: inout [UInt8]) {
    TerminalCodes.appendNumber(value, to: &output)
  }

  /// CUP to the 0-based `row` and `column`: where an image protocol draws its picture.
  static func appendCursor(row: Int, column: Int, to output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    appendNumber(row + 1, to: &output)
    output.append(UInt8(ascii: ";"))
    appendNumber(column + 1, to: &output)
    output.append(UInt8(ascii: "H"))
  }
}
