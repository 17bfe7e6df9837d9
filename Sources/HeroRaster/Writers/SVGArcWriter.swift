import HeroPlanner

/// Writes the arc overlay (`--arcs`): each arc's curve and marks, on top of every layer.
enum SVGArcWriter {
  /// How many straight pieces a curve seen in perspective is drawn with.
  static let samples = 48

  /// The arc overlay of one layer: the curve, ○ start, ◆ control point, ● end, and a ring
  /// where the view is now.
  static func arc(_ key: SVGSegment.Key, _ segment: SVGSegment, _ timeline: SVGTimeline) -> String {
    guard let raw = segment.arcs[key], let known = raw.lazy.compactMap({ $0 }).first else {
      return ""
    }
    let first = segment.first
    let values = raw.map { ($0 ?? known).flatMap { [$0.x, $0.y] } }
    let shown = raw.map { [$0 == nil ? 0.0 : 1.0] }
    func xy(_ v: [Double], _ i: Int) -> String {
      SVGMarkup.number(v[2 * i]) + " " + SVGMarkup.number(v[2 * i + 1])
    }
    let colour = "#ff9800"
    var group = SVGTag("g")
    group.set("data-arc", "")
    group.set(
      "opacity",
      SVGChannel(values: shown, tolerance: SVGLayerWriter.opacity) { SVGMarkup.fraction($0[0]) },
      timeline, first: first)
    var curve = SVGTag("path")
    curve.set(
      "d",
      SVGChannel(values: values, tolerance: SVGLayerWriter.points) { v in
        // Beyond the four marks, the projected curve's samples (the 3D view): a polyline.
        v.count > 8
          ? "M" + (4..<v.count / 2).map { xy(v, $0) }.joined(separator: "L")
          : "M\(xy(v, 0))Q\(xy(v, 1)) \(xy(v, 2))"
      },
      timeline, first: first)
    curve.attributes += " fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\""
    var inside = curve.rendered()
    let marks: [(Int, String)] = [
      (0, "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\""),
      (2, "fill=\"\(colour)\""),
      (3, "fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\""),
    ]
    for (index, style) in marks {
      var dot = SVGTag("circle", " r=\"\(index == 3 ? 6 : 4)\" \(style)")
      dot.set(
        "cx",
        SVGChannel(values: values.map { [$0[2 * index]] }, tolerance: SVGLayerWriter.points) {
          SVGMarkup.number($0[0])
        }, timeline, first: first)
      dot.set(
        "cy",
        SVGChannel(values: values.map { [$0[2 * index + 1]] }, tolerance: SVGLayerWriter.points) {
          SVGMarkup.number($0[0])
        }, timeline, first: first)
      inside += dot.rendered()
    }
    // The control point as a diamond.
    var diamond = SVGTag("path", " fill=\"\(colour)\"")
    diamond.set(
      "d",
      SVGChannel(values: values.map { [$0[2], $0[3]] }, tolerance: SVGLayerWriter.points) {
        let x = $0[0]
        let y = $0[1]
        return
          "M\(SVGMarkup.number(x)) \(SVGMarkup.number(y - 5))L\(SVGMarkup.number(x + 5)) \(SVGMarkup.number(y))"
          + "L\(SVGMarkup.number(x)) \(SVGMarkup.number(y + 5))L\(SVGMarkup.number(x - 5)) \(SVGMarkup.number(y))Z"
      }, timeline, first: first)
    inside += diamond.rendered()
    return group.rendered(inside)
  }
}
