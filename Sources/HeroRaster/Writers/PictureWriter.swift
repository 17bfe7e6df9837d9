import HeroPlanner

/// A frame's picture as RGBA bytes at a number of pixels per point, for the files to share
/// (`frame --format png`, `record -o FILE.gif|.png`): the same `Rasteriser.paint` the cells are
/// made from, with a cell one square pixel, so a file shows exactly what the pixel path draws.
public enum PictureWriter {
  /// The fewest and most pixels per point a picture may have (`--scale`).
  public static let scales: ClosedRange<Double> = 0.25...8
  /// The most pixels one picture may have: 8× a large iPad screen is about 60 M, which would
  /// take a quarter of a gigabyte a frame.
  public static let maxPixels = 20_000_000

  /// The fit of `screen` (or of `viewport` within it) at `scale` pixels per point: one cell a
  /// pixel, the picture's size the shown rectangle's rounded up.
  public static func fit(
    screen: (width: Double, height: Double), scale: Double, viewport: Rect? = nil
  ) -> ScreenFit {
    let shown =
      viewport.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
      ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    let columns = max(1, Int(saturating: (shown.width * scale - 1e-9).rounded(.up)))
    let rows = max(1, Int(saturating: (shown.height * scale - 1e-9).rounded(.up)))
    return ScreenFit(
      screen: screen, columns: columns, rows: rows, pixelsPerCell: PixelsPerCell(x: 1, y: 1),
      cellAspect: 1, viewport: viewport)
  }

  /// How many pixels a picture of `frame`'s screen (or `viewport`) at `scale` has.
  public static func pixelCount(
    screen: (width: Double, height: Double), scale: Double, viewport: Rect? = nil
  )
    -> Int
  {
    let fit = fit(screen: screen, scale: scale, viewport: viewport)
    return fit.columns.multipliedReportingOverflow(by: fit.rows).overflow
      ? Int.max : fit.columns * fit.rows
  }

  /// `frame` painted at `fit` into `buffers`, as opaque RGBA bytes, rows top to bottom; with
  /// `labels`, the views' label text drawn in (`PixelLabels`); with `arcs`, every arc's curve
  /// and marks under the labels, as the pixel path draws the overlay (`PixelArcs`).
  public static func rgba(
    _ frame: Frame, fit: ScreenFit, highlights: [ViewRef: Highlight] = [:], labels: Bool = true,
    arcs: Bool = false, images: RasterImages = RasterImages(), buffers: inout RasterBuffers
  ) -> [UInt8] {
    paint(
      frame, fit: fit, highlights: highlights, labels: labels, arcs: arcs, images: images,
      &buffers)
    var bytes: [UInt8] = []
    buffers.pixels.rgba(into: &bytes)
    return bytes
  }

  /// As `rgba`, as opaque RGB bytes (what the terminal's image protocols take) into `bytes`,
  /// whose storage is kept from frame to frame: the pixel path's conversion, for the benchmark.
  public static func rgb(
    _ frame: Frame, fit: ScreenFit, highlights: [ViewRef: Highlight] = [:], labels: Bool = true,
    images: RasterImages = RasterImages(), buffers: inout RasterBuffers, into bytes: inout [UInt8]
  ) {
    paint(
      frame, fit: fit, highlights: highlights, labels: labels, arcs: false, images: images,
      &buffers)
    buffers.pixels.rgb(rows: 0..<fit.pixelHeight, into: &bytes)
  }

  private static func paint(
    _ frame: Frame, fit: ScreenFit, highlights: [ViewRef: Highlight], labels: Bool, arcs: Bool,
    images: RasterImages, _ buffers: inout RasterBuffers
  ) {
    Rasteriser.paint(frame, fit: fit, highlights: highlights, images: images, buffers: &buffers)
    if arcs { PixelArcs.paint(frame, only: nil, fit: fit, into: &buffers.pixels) }
    if labels { PixelLabels.paint(frame, fit: fit, into: &buffers.pixels) }
  }
}
