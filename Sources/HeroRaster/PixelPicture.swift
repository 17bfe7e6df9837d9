import HeroPlanner

/// The transition as an image for a terminal's image protocol (kitty, sixel, iTerm2): opaque
/// RGB bytes at the terminal's own cell pixels, of which `rows` (in cells) are sent. Kept from
/// frame to frame for its storage.
public struct PixelPicture: Sendable {
  /// Three bytes a pixel, rows top to bottom: the picture's rows `rows` (in cells) only.
  public var rgb: [UInt8] = []
  /// The cell rows of the transition area the bytes hold (the rest is covered by text).
  public var rows: Range<Int> = 0..<0
  /// The cell columns the bytes hold: those of the screen where nothing paints beside it
  /// (the cells there are blank, in the container's colour), else every column.
  public var columns: Range<Int> = 0..<0
  /// A cell's pixels in the picture (the terminal's, or fewer where the picture is capped).
  public var cell = PixelsPerCell(x: 1, y: 1)

  /// The picture's pixels across and down: its cells' (the bytes hold exactly these).
  public var width: Int { columns.count * cell.x }
  public var height: Int { rows.count * cell.y }

  public init() {}

  /// The most pixels a picture has across and down: beyond them the terminal scales it (a
  /// cell then holds fewer pixels than the terminal draws, in the same proportion).
  public static let maxWidth = 1000
  public static let maxHeight = 1800
  /// A cell's pixels when the terminal did not say.
  public static let defaultCell = (width: 10, height: 20)

  /// A cell's pixels in a picture of `columns × rows` cells: the terminal's cell, scaled down
  /// alike across and down where the picture would pass the cap (`limit`; nil: `maxWidth` ×
  /// `maxHeight`, for the protocols whose terminal scales the image to its cells).
  public static func cell(
    terminal: (width: Int, height: Int)?, columns: Int, rows: Int,
    limit: (width: Int, height: Int)? = nil
  ) -> PixelsPerCell {
    let real = terminal.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? defaultCell
    let cap = limit ?? (maxWidth, maxHeight)
    let across = Double(cap.width) / Double(max(1, columns * real.width))
    let down = Double(cap.height) / Double(max(1, rows * real.height))
    let shrink = min(1, across, down)
    return PixelsPerCell(
      x: max(1, Int(Double(real.width) * shrink)), y: max(1, Int(Double(real.height) * shrink)))
  }
}

extension Rasteriser {
  /// `frame` as a picture over `columns × rows` cells of `cell` pixels each (`cellAspect`: the
  /// terminal cell's height over its width), the same `paint` the cells and `frame --format
  /// png` are made from, with the labels drawn in (`PixelLabels`) and the arcs in pixels. The
  /// raster gets the cells under the picture (blank, in the container's colour: no text shows
  /// through) and each cell's owner, so clicks still find views; `picture` gets the RGB bytes
  /// of the cell rows `shown`.
  public static func renderPicture(
    _ frame: Frame, columns: Int, rows: Int, cell: PixelsPerCell, cellAspect: Double,
    shown: Range<Int>, options: RasterOptions = RasterOptions(), buffers: inout RasterBuffers,
    into raster: inout Raster, picture: inout PixelPicture
  ) {
    let fit = ScreenFit(
      screen: (frame.screenSize.width, frame.screenSize.height), columns: columns, rows: rows,
      pixelsPerCell: cell, cellAspect: cellAspect, viewport: options.viewport)
    // Only the screen's columns are painted and sent where nothing is drawn beside it (the
    // arcs may be): the rest of a wide terminal's picture is the container's colour, which the
    // blank cells under it show as well, for a part of the work and the bytes.
    let only = paint(
      frame, fit: fit, highlights: options.highlights, images: options.images, buffers: &buffers,
      cells: !options.arcs)
    let crop = options.arcs ? nil : only
    if options.arcs {
      PixelArcs.paint(frame, only: options.arcViews, fit: fit, into: &buffers.pixels)
    }
    if options.labels { PixelLabels.paint(frame, fit: fit, into: &buffers.pixels) }
    let container = RGB(frame.containerColor)
    let blank = Cell(glyph: " ", foreground: container, background: container)
    if raster.canvas.columns != columns || raster.canvas.rows != rows {
      raster.canvas = Canvas(columns: columns, rows: rows, fill: blank)
    } else {
      raster.canvas.fill(blank)
    }
    buffers.pixels.cellOwners(
      columns: columns, rows: rows, shape: cell, only: crop, into: &raster.cellOwners)
    raster.fit = fit
    raster.labelled = options.labels
    let top = min(max(shown.lowerBound, 0), rows)
    let bottom = min(max(shown.upperBound, top), rows)
    let pixelColumns = crop ?? 0..<fit.pixelWidth
    picture.rows = top..<bottom
    picture.columns = (pixelColumns.lowerBound / cell.x)..<(pixelColumns.upperBound / cell.x)
    picture.cell = cell
    buffers.pixels.rgb(
      rows: (top * cell.y)..<(bottom * cell.y),
      columns: (picture.columns.lowerBound * cell.x)..<(picture.columns.upperBound * cell.x),
      into: &picture.rgb)
  }
}
