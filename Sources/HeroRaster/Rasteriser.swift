import HeroPlanner

/// What to draw besides the layers.
public struct RasterOptions: Hashable, Sendable {
  /// Draw every arc path in braille dots with its start, control and end marked.
  public var arcs: Bool
  /// Draw the views' text labels.
  public var labels: Bool
  /// Views to outline: the selection and its matched partner.
  public var highlights: [ViewRef: Highlight]
  /// How the picture's pixels become cells, and so how many pixels a cell holds.
  public var blitter: Blitter
  /// The part of the screen to fit (the focus key); nil fits the whole screen.
  public var viewport: Rect?
  /// The views whose arcs the overlay draws (the selection and its partner); nil, every arc.
  public var arcViews: Set<ViewRef>?
  /// The images the layers show (one table per scene load); a layer whose image is not here
  /// is drawn without it.
  public var images: RasterImages

  public init(
    arcs: Bool = false, labels: Bool = true, highlights: [ViewRef: Highlight] = [:],
    blitter: Blitter = .half, viewport: Rect? = nil, arcViews: Set<ViewRef>? = nil,
    images: RasterImages = RasterImages()
  ) {
    self.arcViews = arcViews
    self.images = images
    self.arcs = arcs
    self.labels = labels
    self.highlights = highlights
    self.blitter = blitter
    self.viewport = viewport
  }
}

/// A rasterised frame: the cells, and for each cell the layer on top there (for the text
/// format, and for picking a view under the mouse). The picture the cells were made from
/// stays in the `RasterBuffers` it was painted into (`RasterBuffers.picture`).
public struct Raster: Sendable {
  public var canvas: Canvas
  /// Per cell, the index into `frame.layers` of the topmost covering layer, or -1.
  public var cellOwners: [Int32]
  public var fit: ScreenFit
  /// Whether the labels were drawn (the text map's legend then names every label on screen).
  public var labelled = false
  /// The names of the images the layers could show (the text map's legend marks their views).
  public var imageNames: Set<String> = []

  /// An empty raster, to render into.
  public init() {
    canvas = Canvas(columns: 0, rows: 0)
    cellOwners = []
    fit = ScreenFit(screen: (0, 0), columns: 0, rows: 0)
  }

  /// The layer index on top at a cell, if any.
  public func owner(column: Int, row: Int) -> Int? {
    guard canvas.contains(x: column, y: row) else { return nil }
    let o = cellOwners[row * canvas.columns + column]
    return o >= 0 ? Int(o) : nil
  }
}

/// Frame → picture → cells. The picture (`PixelBuffer`: the screen fitted at the blitter's
/// pixels per cell, every layer painted in draw order with alpha compositing and clipping,
/// the selection's outlines) is made by `paint`; a blitter turns it into cells; the overlay
/// (labels, the arc curves) is drawn over the cells. Knows nothing of terminals.
public enum Rasteriser {
  public static func render(
    _ frame: Frame, columns: Int, rows: Int, options: RasterOptions = RasterOptions()
  ) -> Raster {
    var buffers = RasterBuffers()
    var raster = Raster()
    render(frame, columns: columns, rows: rows, options: options, buffers: &buffers, into: &raster)
    return raster
  }

  /// The same picture into `raster`, reusing its storage and `buffers` from frame to frame: at
  /// a steady size nothing is allocated. `raster` must not be shared (a copy kept elsewhere
  /// makes its arrays copy on write).
  public static func render(
    _ frame: Frame, columns: Int, rows: Int, options: RasterOptions = RasterOptions(),
    buffers: inout RasterBuffers, into raster: inout Raster
  ) {
    let fit = ScreenFit(
      screen: (frame.screenSize.width, frame.screenSize.height), columns: columns, rows: rows,
      pixelsPerCell: options.blitter.pixelsPerCell, viewport: options.viewport)
    let only = paint(
      frame, fit: fit, highlights: options.highlights, images: options.images, buffers: &buffers,
      cells: true, edgeCoverage: options.blitter != .half)
    let container = RGB(frame.containerColor)
    if raster.canvas.columns != columns || raster.canvas.rows != rows {
      raster.canvas = Canvas(columns: columns, rows: rows)
    }
    if options.blitter == .half {
      buffers.pixels.halfBlocks(into: &raster.canvas, only: only, outside: container)
      buffers.pixels.cellOwners(
        columns: columns, rows: rows, only: only, into: &raster.cellOwners)
    } else {
      buffers.pixels.blitSolved(
        into: &raster.canvas, blitter: options.blitter, solver: &buffers.solver, only: only,
        outside: container)
      buffers.pixels.cellOwners(
        columns: columns, rows: rows, shape: fit.pixelsPerCell, only: only,
        into: &raster.cellOwners)
    }
    raster.fit = fit
    raster.labelled = options.labels
    if raster.imageNames.count != options.images.byName.count {
      raster.imageNames = Set(options.images.byName.keys)
    }
    // The overlay: the arcs (off the outlines), then the labels over them (arcs never hide
    // text).
    if options.arcs {
      ArcOverlay.paint(
        frame, only: options.arcViews, dots: &buffers.arcs, keepingOff: buffers.outlineCells,
        into: &raster)
    }
    if options.labels { LabelPainter.paint(frame, labels: &buffers.labels, into: &raster) }
  }

  /// The picture alone: `frame` painted into `buffers.pixels` at `fit` (any pixels per cell,
  /// any size), with the outlines of `highlights`. With `cells` (the picture is for a blitter,
  /// which can skip what lies around the screen), returns the pixel columns, whole cells wide,
  /// outside which every pixel is the container's colour and was not reset (nil: all were);
  /// without, every pixel is reset and nil returned. With `edgeCoverage` the straight edges
  /// of axis-aligned layers are shaded by coverage (the finer blitters' pictures).
  @discardableResult
  public static func paint(
    _ frame: Frame, fit: ScreenFit, highlights: [ViewRef: Highlight] = [:],
    images: RasterImages = RasterImages(), buffers: inout RasterBuffers, cells: Bool = false,
    edgeCoverage: Bool = false
  ) -> Range<Int>? {
    let container = RGB(frame.containerColor)
    // Only outlines paint beyond the screen: without them the cells around it are the
    // container's colour, unowned, and their pixels are neither reset nor read.
    let screen = fit.screenPixels
    let step = fit.pixelsPerCell.x
    let only =
      highlights.isEmpty && (cells || fit.pixelsPerCell == .halfBlock)
      ? (screen.minX / step * step)..<max(
        screen.minX, (screen.maxX + step - 1) / step * step) : nil
    // Layers that opaque layers above them cover entirely are left out (`Occlusion`).
    var occlusion = Occlusion()
    swap(&occlusion, &buffers.occlusion)
    var copies = ImageCopies()
    swap(&copies, &buffers.imageCopies)
    withUnsafeMutablePointer(to: &copies) { copies in
      let painter = LayerPainter(
        fit: fit, images: images, edgeCoverage: edgeCoverage, copies: copies)
      // What the first layer painted covers with opaque paint is not reset (PixelBuffer.reset).
      let first = frame.layers.withUnsafeBufferPointer { layers in
        occlusion.find(layers, painter: painter, width: fit.pixelWidth, height: fit.pixelHeight)
        return layers.indices.first { !occlusion.hidden[$0] }.flatMap { index in
          layers.baseAddress.flatMap { painter.opaqueInterior($0 + index) }
        }
      }
      buffers.pixels.reset(
        width: fit.pixelWidth, height: fit.pixelHeight, fill: container, only: only,
        keeping: first)
      buffers.pixels.withTarget { pixels in
        frame.layers.withUnsafeBufferPointer { layers in
          guard let base = layers.baseAddress else { return }
          for index in layers.indices where !occlusion.hidden[index] {
            painter.paint(
              base + index, index: Int32(index), box: occlusion.boxes[index], into: pixels)
          }
        }
      }
    }
    swap(&copies, &buffers.imageCopies)
    swap(&occlusion, &buffers.occlusion)
    OutlinePainter.paint(
      frame, highlights: highlights, fit: fit, into: &buffers.pixels, cells: &buffers.outlineCells)
    return only
  }
}

extension RGB {
  /// The colour composited over black is not wanted here: this drops alpha, for opaque
  /// backgrounds such as the container colour.
  init(_ c: RGBAColor) {
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    self.init(byte(c.red), byte(c.green), byte(c.blue))
  }
}
