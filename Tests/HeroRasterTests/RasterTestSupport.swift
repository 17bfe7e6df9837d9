import HeroPlanner

@testable import HeroRaster

/// A frame layer for a rectangle on screen, optionally rotated about its centre.
func box(
  _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, color: RGBAColor? = .white,
  opacity: Double = 1, radius: Double = 0, border: Double = 0, borderColor: RGBAColor? = nil,
  rotation: Double = 0, text: String? = nil, textColor: RGBAColor = .label, clips: [[Point]] = [], arc: Arc? = nil
) -> FrameLayer {
  let toScreen = Transform3D.translation(x: -w / 2, y: -h / 2, z: 0)
    .concatenating(.rotation(angle: rotation, x: 0, y: 0, z: 1))
    .concatenating(.translation(x: x + w / 2, y: y + h / 2, z: 0))
  let quad = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map {
    toScreen.apply(to: $0)!
  }
  return FrameLayer(
    kind: .view, view: ViewRef(.to, 0), name: name, path: [], size: Size(width: w, height: h),
    toScreen: toScreen, quad: quad, opacity: opacity, color: color, cornerRadius: radius,
    borderWidth: border, borderColor: borderColor, text: text, textColor: textColor, clips: clips, arc: arc,
    arcFraction: arc == nil ? nil : 0.5)
}

func frame(_ layers: [FrameLayer], width: Double = 20, height: Double = 20) -> Frame {
  Frame(
    progress: 0, time: 0, totalDuration: 1, screenSize: Size(width: width, height: height),
    containerColor: .black, layers: layers)
}

/// The text map of a frame on a canvas, one string per row.
func textMap(_ f: Frame, columns: Int = 20, rows: Int = 10, arcs: Bool = false) -> [String] {
  TextMapWriter.rows(Rasteriser.render(f, columns: columns, rows: rows, options: RasterOptions(arcs: arcs)))
}

/// Prints both grids when they differ, so a failure shows the picture.
func describe(_ actual: [String], _ expected: [String]) -> String {
  "\nexpected:\n" + expected.map { "|\($0)|" }.joined(separator: "\n") + "\nactual:\n"
    + actual.map { "|\($0)|" }.joined(separator: "\n")
}
