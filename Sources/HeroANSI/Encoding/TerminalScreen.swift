import HeroRaster

/// What a terminal shows and the bytes that change it into the next canvas: the one way from a
/// finished canvas to a terminal's bytes, which the previewer's backends present through.
///
/// It maps each canvas to the terminal's colours (`CellMapper`), puts the cells that differ
/// from what is on screen into the encoder (`FrameEncoder`, which remembers the screen) and
/// encodes them; `bytes` holds the frame until the next `update`. A frame starts with the
/// cursor unknown and the default colours and ends with the default colours.
public struct TerminalScreen {
  public let capabilities: TerminalCapabilities
  /// terminfo's `bce` and `am` with `xenl`, as `FrameEncoder` takes them.
  public let backgroundColorErase: Bool
  public let autoWrap: Bool
  private var mapper: CellMapper
  private var encoder: FrameEncoder
  /// The canvas mapped, kept between frames for its storage.
  private var cells: [TerminalCell] = []
  /// Nothing is on screen that the encoder knows of: the next frame puts every cell.
  private var forgotten = true

  public init(
    capabilities: TerminalCapabilities, backgroundColorErase: Bool = true, autoWrap: Bool = true
  ) {
    self.capabilities = capabilities
    self.backgroundColorErase = backgroundColorErase
    self.autoWrap = autoWrap
    mapper = CellMapper(mode: capabilities.colorMode, unicode: capabilities.unicode)
    encoder = FrameEncoder(mode: capabilities.colorMode, columns: 0)
  }

  /// The last frame's bytes.
  public var bytes: [UInt8] { encoder.bytes }

  /// What the terminal shows, row by row (empty before the first frame).
  public var shown: [TerminalCell] { encoder.shown }

  /// The screen was cleared (a resize): the next frame is drawn over blank cells, in full.
  public mutating func forget() { forgotten = true }

  /// Turns the screen into `canvas`: the bytes are in `bytes`; the count of cells that
  /// changed is returned (every cell after `forget`). No bytes when nothing changed.
  @discardableResult
  public mutating func update(_ canvas: Canvas) -> Int {
    let changed = stage(canvas)
    encodeStaged()
    return changed
  }

  /// The first half of `update`: the changed cells put, not yet encoded (`staged` shows the
  /// frame they make), for tests and the benchmark that weigh the change before encoding it.
  public mutating func stage(_ canvas: Canvas) -> Int {
    mapper.map(canvas, into: &cells)
    let columns = canvas.columns
    if forgotten || encoder.columns != columns || encoder.shown.count != cells.count {
      encoder = FrameEncoder(
        mode: capabilities.colorMode, columns: columns,
        backgroundColorErase: backgroundColorErase, autoWrap: autoWrap,
        unicode: capabilities.unicode)
      forgotten = false
      encoder.begin()
      for (index, cell) in cells.enumerated() {
        encoder.put(cell, column: index % columns, row: index / columns)
      }
      return cells.count
    }
    encoder.begin()
    var changed = 0
    for index in cells.indices where cells[index] != encoder.shown[index] {
      encoder.put(cells[index], column: index % columns, row: index / columns)
      changed += 1
    }
    return changed
  }

  /// What the staged frame shows (the screen with the cells put since the last frame).
  public var staged: [TerminalCell] { encoder.pending }

  /// The second half of `update`: encodes the staged cells.
  public mutating func encodeStaged() { encoder.end() }
}
