/// A rectangle of cells: where a picture was, in the terminal's cells (0-based).
public struct CellArea: Hashable, Sendable {
  public var column: Int
  public var row: Int
  public var columns: Int
  public var rows: Int

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.column = column
    self.row = row
    self.columns = columns
    self.rows = rows
  }

  /// The cells `picture` covers.
  public init(_ picture: PictureFrame) {
    self.init(
      column: picture.column, row: picture.row, columns: picture.columns, rows: picture.rows)
  }

  /// The smallest area holding both.
  public func union(_ other: CellArea) -> CellArea {
    let left = min(column, other.column)
    let top = min(row, other.row)
    let right = max(column + columns, other.column + other.columns)
    let bottom = max(row + rows, other.row + other.rows)
    return CellArea(column: left, row: top, columns: right - left, rows: bottom - top)
  }
}

/// An image protocol with no way to delete an image (sixel, iTerm2's inline images): the image
/// is painted into the cells, and only drawing the cells again takes it away.
///
/// Its `remove(into:)` appends nothing; instead the area it leaves behind is kept here, and the
/// play path, after `remove` (quit, Ctrl-Z, resize, a panel over the picture) or after a `show`
/// that moved or shrank the picture, takes it and has those cells written again as text (it
/// forgets what its `TerminalScreen` believes they show, so the next frame puts them).
public protocol RedrawnToErase {
  /// The cells whose image must be drawn over as text, nil when none; taking it clears it.
  mutating func takeCellsToRedraw() -> CellArea?
}
