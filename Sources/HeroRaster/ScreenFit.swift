/// Where the scene's screen sits in a canvas: scaled to fit keeping its aspect ratio, centred.
///
/// A terminal cell is about twice as tall as wide, so each cell holds two square pixels
/// (upper and lower half block): the pixel grid is `columns × 2·rows`.
public struct ScreenFit: Hashable, Sendable {
  public let columns: Int
  public let rows: Int
  /// Pixels per screen point.
  public let scale: Double
  /// The screen's top-left corner in pixels.
  public let originX: Double
  public let originY: Double
  public let screenWidth: Double
  public let screenHeight: Double

  public init(screen: (width: Double, height: Double), columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    screenWidth = screen.width
    screenHeight = screen.height
    let pixelRows = Double(rows * 2)
    let s =
      screen.width > 0 && screen.height > 0
      ? min(Double(columns) / screen.width, pixelRows / screen.height) : 0
    scale = s
    originX = ((Double(columns) - screen.width * s) / 2).rounded(.down)
    originY = ((pixelRows - screen.height * s) / 2).rounded(.down)
  }

  public var pixelWidth: Int { columns }
  public var pixelHeight: Int { rows * 2 }

  /// Screen point → pixel coordinates (continuous: pixel (i, j) spans i…i+1).
  public func pixel(x: Double, y: Double) -> (x: Double, y: Double) {
    (x * scale + originX, y * scale + originY)
  }

  /// Pixel centre → screen point.
  public func point(pixelX: Int, pixelY: Int) -> (x: Double, y: Double) {
    ((Double(pixelX) + 0.5 - originX) / scale, (Double(pixelY) + 0.5 - originY) / scale)
  }

  /// The pixels the screen covers: [minX, maxX) × [minY, maxY).
  public var screenPixels: (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    let minX = max(0, Int(saturating: originX.rounded()))
    let minY = max(0, Int(saturating: originY.rounded()))
    let maxX = min(pixelWidth, Int(saturating: (originX + screenWidth * scale).rounded()))
    let maxY = min(pixelHeight, Int(saturating: (originY + screenHeight * scale).rounded()))
    return (minX, minY, maxX, maxY)
  }

  /// The cell that holds a screen point, or nil outside the canvas.
  public func cell(x: Double, y: Double) -> (column: Int, row: Int)? {
    let p = pixel(x: x, y: y)
    let column = Int(saturating: p.x.rounded(.down))
    let row = Int(saturating: (p.y / 2).rounded(.down))
    guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
    return (column, row)
  }
}
