import HeroRaster

/// What a terminal shows and the bytes that change it into the next canvas: the one way from a
/// finished canvas to a terminal's bytes, which the previewer's backends present through.
///
/// It remembers the last canvas and what the terminal shows (the encoder's `shown`); each
/// canvas's changed cells are mapped to the terminal's colours (`CellMapper`), put into the
/// encoder where they look different, and encoded; `bytes` holds the frame until the next
/// `update`. A frame starts with the
/// cursor unknown and the default colours and ends with the default colours.
public struct TerminalScreen {
  public let capabilities: TerminalCapabilities
  /// terminfo's `bce` and `am` with `xenl`, as `FrameEncoder` takes them.
  public let backgroundColorErase: Bool
  public let autoWrap: Bool
  private var mapper: CellMapper
  private var encoder: FrameEncoder
  /// The canvas last staged: where a cell is the same, so is what the terminal shows.
  private var last: [Cell] = []
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

  /// The cells of `area` show something else than their text (an image that cannot be
  /// deleted was drawn over them): the next frame writes them again.
  public mutating func forget(_ area: CellArea) {
    encoder.forget(
      columns: area.column..<(area.column + max(0, area.columns)),
      rows: area.row..<(area.row + max(0, area.rows)))
  }

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
  ///
  /// One pass over the canvas: a cell that is what it was in the last canvas (its ten bytes
  /// compared as two integers) is what the terminal shows already, and is neither mapped nor
  /// compared again; only the others are mapped, and put where they look different.
  public mutating func stage(_ canvas: Canvas) -> Int {
    let columns = canvas.columns
    let count = canvas.cells.count
    encoder.begin()
    if forgotten || encoder.columns != columns || last.count != count {
      encoder = FrameEncoder(
        mode: capabilities.colorMode, columns: columns,
        backgroundColorErase: backgroundColorErase, autoWrap: autoWrap,
        unicode: capabilities.unicode)
      forgotten = false
      // Copied cell by cell: sharing the canvas's storage would make the rasteriser copy it.
      last = Array(repeating: Cell(), count: count)
      for index in 0..<count {
        let cell = canvas.cells[index]
        last[index] = cell
        encoder.put(mapper.map(cell), column: index % columns, row: index / columns)
      }
      return count
    }
    var last: [Cell] = []
    swap(&last, &self.last)
    defer { swap(&last, &self.last) }
    let packed = CellMapper.packedCells
    var changed = 0
    canvas.cells.withUnsafeBufferPointer { cells in
      last.withUnsafeMutableBufferPointer { last in
        for index in 0..<count where !CellMapper.same(cells, last, index, packed: packed) {
          last[index] = cells[index]
          let mapped = mapper.map(cells[index])
          if encoder.pending[index] != mapped {
            encoder.put(mapped, column: index % columns, row: index / columns)
            changed += 1
          }
        }
      }
    }
    return changed
  }

  /// What the staged frame shows (the screen with the cells put since the last frame).
  public var staged: [TerminalCell] { encoder.pending }

  /// The second half of `update`: encodes the staged cells.
  public mutating func encodeStaged() { encoder.end() }
}
