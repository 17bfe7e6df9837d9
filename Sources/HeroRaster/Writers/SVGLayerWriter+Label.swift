import HeroPlanner

extension SVGLayerWriter {
  /// The label at its anchor in its box, turned and scaled with it, in its text colour: a constant
  /// transform, or translate, rotate and scale animated one on top of the other.
  func label(_ labels: [SVGLayerLook.Label], shown: [Bool]) -> String {
    var text = SVGTag("text")
    text.set("x", "0")
    text.set("y", "0")
    text.set("font-size", SVGMarkup.number(SVGLayerLook.fontSize))
    text.attributes += " " + SVGWriter.font
    text.set("text-anchor", labels[0].anchor)
    text.set("dominant-baseline", "central")
    setColour(&text, labels.map(\.color), shown: shown)
    place(
      &text, origins: labels.map { ($0.centre.x, $0.centre.y) }, degrees: labels.map(\.degrees),
      scales: labels.map { ($0.scaleX, $0.scaleY) })
    return text.rendered(SVGMarkup.escaped(labels[0].text))
  }

  /// Places `tag` by translate, rotate and scale: one constant `transform` where it holds
  /// still, else the three animated one on top of the other. Angles are unwrapped, so a turn
  /// past 180° does not spin back the long way. (Labels and images are placed alike.)
  func place(
    _ tag: inout SVGTag, origins: [(Double, Double)], degrees: [Double],
    scales: [(Double, Double)]
  ) {
    var angles: [Double] = []
    for degree in degrees {
      var a = degree
      if let previous = angles.last {
        while a - previous > 180 { a -= 360 }
        while a - previous < -180 { a += 360 }
      }
      angles.append(a)
    }
    let move = SVGChannel(values: origins.map { [$0.0, $0.1] }, tolerance: Self.points) {
      SVGMarkup.number($0[0]) + " " + SVGMarkup.number($0[1])
    }
    let turn = SVGChannel(values: angles.map { [$0] }, tolerance: Self.degrees) {
      SVGMarkup.number($0[0])
    }
    let size = SVGChannel(values: scales.map { [$0.0, $0.1] }, tolerance: Self.scale) {
      formatNumber($0[0], decimals: 4) + " " + formatNumber($0[1], decimals: 4)
    }
    if timeline.isStill || (move.isConstant && turn.isConstant && size.isConstant) {
      var transform = "translate(\(move.render(move.values[0])))"
      let angle = turn.render(turn.values[0])
      if angle != "0" { transform += " rotate(\(angle))" }
      let scaled = size.render(size.values[0])
      if scaled != "1 1" { transform += " scale(\(scaled))" }
      tag.set("transform", transform)
    } else {
      tag.transform("translate", move, timeline, first: first, additive: false)
      tag.transform("rotate", turn, timeline, first: first, additive: true)
      tag.transform("scale", size, timeline, first: first, additive: true)
    }
  }
}
