import HeroPlanner

/// Where the scene's screen sits in a picture: scaled to fit keeping its aspect ratio, centred.
///
/// The picture has `pixelsPerCell` pixels in each terminal cell (a blitter's shape: half
/// blocks are 1 × 2, octants 2 × 4; an image protocol's are the cell's real pixels). A cell is
/// `cellAspect` times as tall as wide, so a pixel is square only where `y / x` equals that
/// aspect; otherwise the horizontal and vertical scales differ and the screen still keeps its
/// proportions on the terminal.
public struct ScreenFit: Hashable, Sendable {
  public let columns: Int
  public let rows: Int
  /// The pixels of one cell, across and down.
  public let pixelsPerCell: PixelsPerCell
  /// A cell's height over its width.
  public let cellAspect: Double
  /// Pixels per screen point across (`scaleX`) and down (`scaleY`).
  public let scaleX: Double
  public let scaleY: Double
  /// The screen's top-left corner in pixels.
  public let originX: Double
  public let originY: Double
  public let screenWidth: Double
  public let screenHeight: Double

  /// A cell's height over its width, as terminal fonts are drawn (about 2).
  public static let defaultCellAspect = 2.0

  /// `viewport`: the part of the screen (in its points) to fit instead of the whole of it —
  /// the focus key's rectangle; the rest of the screen lies beyond the picture's edges.
  public init(
    screen: (width: Double, height: Double), columns: Int, rows: Int,
    pixelsPerCell: PixelsPerCell = .halfBlock, cellAspect: Double = ScreenFit.defaultCellAspect,
    viewport: Rect? = nil
  ) {
    self.columns = columns
    self.rows = rows
    self.pixelsPerCell = pixelsPerCell
    screenWidth = screen.width
    screenHeight = screen.height
    let across = Double(pixelsPerCell.x)
    let down = Double(pixelsPerCell.y)
    // The fit in cell widths per point: the screen's width against the columns, its height
    // against the rows measured in cell widths.
    let aspect = cellAspect > 0 && cellAspect.isFinite ? cellAspect : Self.defaultCellAspect
    self.cellAspect = aspect
    let rowsWide = Double(rows) * aspect
    let shown =
      viewport.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
      ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    let s =
      shown.width > 0 && shown.height > 0
      ? min(Double(columns) / shown.width, rowsWide / shown.height) : 0
    scaleX = s * across
    scaleY = s * down / aspect
    // Whole pixels; a margin that rounding made a hair below a whole number (3 / 2 · 0.2 is
    // 0.30000000000000004) is that number, not one pixel less.
    func whole(_ margin: Double) -> Double { (margin + 1e-9).rounded(.down) }
    // The origin is where the screen's own corner falls: the viewport's, less its offset.
    originX =
      whole((Double(columns) * across - shown.width * scaleX) / 2) - (shown.minX * scaleX).rounded()
    originY =
      whole((Double(rows) * down - shown.height * scaleY) / 2) - (shown.minY * scaleY).rounded()
  }

  /// Pixels per point where one number must do for both directions (the smaller: a border or
  /// an outline at least a pixel wide is at least a pixel in both).
  public var scale: Double { min(scaleX, scaleY) }

  public var pixelWidth: Int { columns * pixelsPerCell.x }
  public var pixelHeight: Int { rows * pixelsPerCell.y }

  /// Screen point → pixel coordinates (continuous: pixel (i, j) spans i…i+1).
  public func pixel(x: Double, y: Double) -> (x: Double, y: Double) {
    (x * scaleX + originX, y * scaleY + originY)
  }

  /// Pixel centre → screen point.
  public func point(pixelX: Int, pixelY: Int) -> (x: Double, y: Double) {
    ((Double(pixelX) + 0.5 - originX) / scaleX, (Double(pixelY) + 0.5 - originY) / scaleY)
  }

  /// The pixels the screen covers: [minX, maxX) × [minY, maxY).
  public var screenPixels: (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    let minX = max(0, Int(saturating: originX.rounded()))
    let minY = max(0, Int(saturating: originY.rounded()))
    let maxX = min(pixelWidth, Int(saturating: (originX + screenWidth * scaleX).rounded()))
    let maxY = min(pixelHeight, Int(saturating: (originY + screenHeight * scaleY).rounded()))
    return (minX, minY, maxX, maxY)
  }

  /// Screen points per cell across and down (a mouse drag of one cell moves this far).
  public var pointsPerCell: (x: Double, y: Double) {
    (Double(pixelsPerCell.x) / scaleX, Double(pixelsPerCell.y) / scaleY)
  }

  /// The cell that holds a screen point, or nil outside the canvas.
  public func cell(x: Double, y: Double) -> (column: Int, row: Int)? {
    let p = pixel(x: x, y: y)
    let column = Int(saturating: (p.x / Double(pixelsPerCell.x)).rounded(.down))
    let row = Int(saturating: (p.y / Double(pixelsPerCell.y)).rounded(.down))
    guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
    return (column, row)
  }
}

/// How many pixels one terminal cell holds, across and down.
public struct PixelsPerCell: Hashable, Sendable {
  public let x: Int
  public let y: Int

  public init(x: Int, y: Int) {
    precondition(x >= 1 && y >= 1, "a cell holds at least one pixel")
    self.x = x
    self.y = y
  }

  /// Upper and lower half blocks: two square pixels a cell.
  public static let halfBlock = PixelsPerCell(x: 1, y: 2)
}
