/// What the rasteriser keeps from one frame to the next, so a steady stream of frames (the
/// previewer at 60 Hz, a recording) allocates nothing: the pixel buffer, the arc overlay's
/// dots, the labels' sanitised text, the occlusion mask and the images' copies as drawn. Hold one per stream and pass it to
/// `Rasteriser.render(_:columns:rows:options:buffers:into:)`.
public struct RasterBuffers: Sendable {
  var pixels = PixelBuffer(width: 0, height: 0, fill: .black)
  var arcs = ArcDots()
  var labels = LabelCells()
  var occlusion = Occlusion()
  var solver = CellSolver()
  /// Upright images as last drawn, painted again from these while their size and place stay.
  var imageCopies = ImageCopies()
  /// The cells the selection's outlines were drawn in (the arcs keep off them).
  var outlineCells: [Int32] = []

  /// The picture the last frame was painted into (`Rasteriser.paint`): RGBA pixels and the
  /// layer that owns each, for the pixel outputs.
  @_spi(Panels) public var picture: PixelBuffer { pixels }

  public init() {}
}
