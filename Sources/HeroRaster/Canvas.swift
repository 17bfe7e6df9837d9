/// One terminal cell: a glyph with foreground and background colours.
public struct Cell: Hashable, Sendable {
  public var glyph: Unicode.Scalar
  public var foreground: RGB
  public var background: RGB

  public init(glyph: Unicode.Scalar = " ", foreground: RGB = .white, background: RGB = .black) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
  }
}

/// A grid of cells, the rasteriser's output: a value, with no terminal code, so the ncurses
/// frontend and every headless writer draw from the same picture.
public struct Canvas: Hashable, Sendable {
  public let columns: Int
  public let rows: Int
  public private(set) var cells: [Cell]

  public init(columns: Int, rows: Int, fill: Cell = Cell()) {
    precondition(columns >= 0 && rows >= 0, "a canvas cannot have a negative size")
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: fill, count: columns * rows)
  }

  /// Every cell set to `cell`, keeping the storage.
  public mutating func fill(_ cell: Cell) {
    cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
  }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * columns + x] }
    set { cells[y * columns + x] = newValue }
  }

  /// The cells row by row, for writing a whole frame without a check per cell.
  mutating func withUnsafeMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) -> R) -> R {
    cells.withUnsafeMutableBufferPointer { body($0) }
  }

  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < columns && y < rows }

  /// Writes text from (x, y) to the right, clipped to the canvas; one cell per scalar.
  public mutating func write(
    _ text: String, x: Int, y: Int, foreground: RGB, background: RGB? = nil
  ) {
    guard y >= 0, y < rows else { return }
    var column = x
    for scalar in text.unicodeScalars {
      if column >= columns { break }
      if column >= 0 {
        let bg = background ?? self[column, y].background
        self[column, y] = Cell(glyph: scalar, foreground: foreground, background: bg)
      }
      column += 1
    }
  }

  /// Copies another canvas in at (x, y), clipped.
  public mutating func blit(_ other: Canvas, x: Int, y: Int) {
    // The overlap, row by row as one copy each: the player blits the whole picture every
    // frame, and a cell at a time (a uniqueness check per cell) was a tenth of a demo frame.
    let first = max(0, -x)
    let last = min(other.columns, columns - x)
    guard first < last else { return }
    let count = last - first
    other.cells.withUnsafeBufferPointer { source in
      cells.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        for row in 0..<other.rows where y + row >= 0 && y + row < rows {
          (to + ((y + row) * columns + x + first)).update(
            from: from + (row * other.columns + first), count: count)
        }
      }
    }
  }

  /// Every cell outside `columns` × `rows` set to `cell`: a frame that draws over that
  /// rectangle next need not fill it first.
  public mutating func fill(_ cell: Cell, except columns: Range<Int>, _ rows: Range<Int>) {
    let width = self.columns
    let left = min(max(columns.lowerBound, 0), width)
    let right = min(max(columns.upperBound, left), width)
    let top = min(max(rows.lowerBound, 0), self.rows)
    let bottom = min(max(rows.upperBound, top), self.rows)
    cells.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      for row in 0..<self.rows {
        guard row >= top && row < bottom else {
          (base + row * width).update(repeating: cell, count: width)
          continue
        }
        (base + row * width).update(repeating: cell, count: left)
        (base + row * width + right).update(repeating: cell, count: width - right)
      }
    }
  }
}
