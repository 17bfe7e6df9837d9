import HeroPlanner

/// Writes one layer of a segment: its clip groups, shadow, and an opacity group with fill,
/// border and label, each attribute constant or animated over the segment's ticks.
enum SVGLayerWriter {
  /// Key-frame tolerances: a fifth of a point, half a colour step, and so on (all well below
  /// what a pixel shows).
  static let points = 0.2
  static let colour = 0.5
  static let opacity = 0.002
  static let degrees = 0.05
  static let scale = 0.0005

  static func layer(
    _ key: SVGSegment.Key, _ segment: SVGSegment, _ timeline: SVGTimeline, _ plan: TransitionPlan,
    _ defs: inout SVGDefinitions
  ) -> String {
    guard let raw = segment.looks[key], let layer = segment.layers[key] else { return "" }
    let ticks = resolved(raw)
    guard ticks.contains(where: { $0.present && $0.look.draws }) else { return "" }
    let first = segment.first
    let rounded = ticks.contains { $0.look.rounded }
    func outline(_ look: SVGLayerLook) -> [Double] {
      let points = rounded && !look.rounded ? roundedForm(look.outline) : look.outline
      return points.flatMap { [$0.x, $0.y] }
    }
    func path(_ values: [[Double]]) -> SVGChannel {
      SVGChannel(values: values, tolerance: points) {
        SVGLayerLook.pathData($0[...], rounded: rounded)
      }
    }
    let colourRender: ([Double]) -> String = { SVGMarkup.color($0[...]) }
    let fractionRender: ([Double]) -> String = { SVGMarkup.fraction($0[0]) }

    let view = plan.view(layer.view)
    var group = SVGTag("g")
    group.set("data-layer", SVGMarkup.escaped(view.sourcePath))
    group.set("data-kind", layer.kind.rawValue)
    group.set("data-name", SVGMarkup.escaped(layer.name))
    if timeline.isStill, let index = segment.order.firstIndex(of: key) {
      group.set("data-index", "\(index)")
    }
    if let heroID = view.heroID { group.set("data-hero-id", SVGMarkup.escaped(heroID)) }
    var content = ""

    // The shadow, outside the opacity group: its opacity is already the effective one.
    if ticks.contains(where: { $0.present && $0.look.shadow != nil }) {
      let shadows = ticks.map { tick -> (SVGLayerLook.Shadow, Bool) in
        if tick.present, let s = tick.look.shadow { return (s, true) }
        let fallback = SVGLayerLook.Shadow(
          outline: tick.look.outline, color: .black, opacity: 0, deviation: 0)
        return (ticks.lazy.compactMap(\.look.shadow).first ?? fallback, false)
      }
      var blur = SVGTag("feGaussianBlur")
      blur.set(
        "stdDeviation",
        SVGChannel(values: shadows.map { [$0.0.deviation] }, tolerance: points) {
          SVGMarkup.number($0[0])
        }, timeline, first: first)
      var shape: SVGTag
      let boxes = shadows.compactMap(\.0.box)
      if boxes.count == shadows.count {
        shape = rect(boxes, timeline, first: first)
      } else {
        shape = SVGTag("path")
        shape.set(
          "d",
          path(
            shadows.map { s in
              let pts = rounded && s.0.outline.count == 4 ? roundedForm(s.0.outline) : s.0.outline
              return pts.flatMap { [$0.x, $0.y] }
            }), timeline, first: first)
      }
      shape.set(
        "fill",
        SVGChannel(
          values: shadows.map { SVGMarkup.components($0.0.color) }, tolerance: colour,
          render: colourRender), timeline, first: first)
      shape.set(
        "fill-opacity",
        SVGChannel(
          values: shadows.map { [$0.1 ? $0.0.opacity : 0] }, tolerance: opacity,
          render: fractionRender),
        timeline, first: first)
      shape.set("filter", "url(#\(defs.filter(blur.rendered())))")
      content += shape.rendered()
    }

    var body = SVGTag("g")
    body.set(
      "opacity",
      SVGChannel(
        values: ticks.map { [$0.present ? $0.look.opacity : 0] }, tolerance: opacity,
        render: fractionRender),
      timeline, first: first)
    var inside = ""
    if let anyFill = ticks.lazy.compactMap(\.look.fill).first {
      var fill: SVGTag
      let boxes = ticks.compactMap(\.look.box)
      if boxes.count == ticks.count {
        fill = rect(boxes, timeline, first: first)
      } else {
        fill = SVGTag("path")
        fill.set("d", path(ticks.map { outline($0.look) }), timeline, first: first)
      }
      fill.set(
        "fill",
        SVGChannel(
          values: ticks.map { SVGMarkup.components($0.look.fill ?? anyFill) }, tolerance: colour,
          render: colourRender),
        timeline, first: first)
      fill.set(
        "fill-opacity",
        SVGChannel(
          values: ticks.map { [$0.look.fill?.alpha ?? 0] }, tolerance: opacity,
          render: fractionRender),
        timeline, first: first)
      inside += fill.rendered()
    }
    if let anyBorder = ticks.lazy.compactMap(\.look.borderColor).first {
      var border = SVGTag("path")
      border.set("fill-rule", "evenodd")
      let both = ticks.map { tick -> [Double] in
        let outer = outline(tick.look)
        guard let inner = tick.look.inner else { return outer + outer }
        let pts = rounded && !tick.look.rounded ? roundedForm(inner) : inner
        return outer + pts.flatMap { [$0.x, $0.y] }
      }
      let half = both[0].count / 2
      border.set(
        "d",
        SVGChannel(values: both, tolerance: points) {
          SVGLayerLook.pathData($0[..<half], rounded: rounded)
            + SVGLayerLook.pathData($0[half...], rounded: rounded)
        }, timeline, first: first)
      border.set(
        "fill",
        SVGChannel(
          values: ticks.map { SVGMarkup.components($0.look.borderColor ?? anyBorder) },
          tolerance: colour, render: colourRender),
        timeline, first: first)
      border.set(
        "fill-opacity",
        SVGChannel(
          values: ticks.map { [$0.look.borderColor?.alpha ?? 0] }, tolerance: opacity,
          render: fractionRender),
        timeline, first: first)
      inside += border.rendered()
    }
    if let anyLabel = ticks.lazy.compactMap(\.look.label).first {
      inside += label(
        ticks.map { $0.look.label ?? anyLabel }, present: ticks.map { $0.look.label != nil },
        timeline, first: first)
    }
    content += body.rendered(inside)

    // Clips: one nested group per clip quad, so the layer shows only inside all of them.
    let clipCount = ticks.map { $0.look.clips.count }.max() ?? 0
    var wrapped = group.rendered(content)
    for j in (0..<clipCount).reversed() {
      let corners = ticks.map { tick -> [Double] in
        j < tick.look.clips.count ? tick.look.clips[j].flatMap { [$0.x, $0.y] } : everything(plan)
      }
      let width = corners.map(\.count).max() ?? 0
      let padded = corners.map { c -> [Double] in
        c.count >= width || c.count < 2
          ? c
          : c + Array(repeating: c[(c.count - 2)...], count: (width - c.count) / 2).flatMap { $0 }
      }
      var polygon = SVGTag("polygon")
      polygon.set(
        "points",
        SVGChannel(values: padded, tolerance: points) { xy in
          stride(from: 0, to: xy.count - 1, by: 2).map {
            SVGMarkup.number(xy[$0]) + "," + SVGMarkup.number(xy[$0 + 1])
          }.joined(separator: " ")
        }, timeline, first: first)
      let id = defs.clip(polygon.rendered())
      wrapped = "<g clip-path=\"url(#\(id))\">\(wrapped)</g>"
    }
    return wrapped
  }

  /// An upright rectangle, each of its numbers animated on its own (most stay constant).
  static func rect(_ boxes: [SVGLayerLook.Box], _ timeline: SVGTimeline, first: Int) -> SVGTag {
    var tag = SVGTag("rect")
    let render: ([Double]) -> String = { SVGMarkup.number($0[0]) }
    for (k, name) in ["x", "y", "width", "height", "rx", "ry"].enumerated() {
      let channel = SVGChannel(values: boxes.map { [$0[k]] }, tolerance: points, render: render)
      if k >= 4 && channel.isConstant && channel.values[0][0] == 0 { continue }
      tag.set(name, channel, timeline, first: first)
    }
    return tag
  }

  /// A label turned and scaled with its box, centred on it, in its text colour.
  static func label(
    _ labels: [SVGLayerLook.Label], present: [Bool], _ timeline: SVGTimeline, first: Int
  ) -> String {
    var text = SVGTag("text")
    text.set("x", "0")
    text.set("y", "0")
    text.set("font-size", SVGMarkup.number(SVGLayerLook.fontSize))
    text.attributes += " " + SVGWriter.font
    text.set("text-anchor", "middle")
    text.set("dominant-baseline", "central")
    text.set(
      "fill",
      SVGChannel(values: labels.map { SVGMarkup.components($0.color) }, tolerance: colour) {
        SVGMarkup.color($0[...])
      }, timeline, first: first)
    text.set(
      "fill-opacity",
      SVGChannel(values: zip(labels, present).map { [$1 ? $0.color.alpha : 0] }, tolerance: opacity)
      {
        SVGMarkup.fraction($0[0])
      }, timeline, first: first)
    // Unwrapped angles, so a turn past 180° does not spin back the long way.
    var angles: [Double] = []
    for l in labels {
      var a = l.degrees
      if let previous = angles.last {
        while a - previous > 180 { a -= 360 }
        while a - previous < -180 { a += 360 }
      }
      angles.append(a)
    }
    let move = SVGChannel(values: labels.map { [$0.centre.x, $0.centre.y] }, tolerance: points) {
      SVGMarkup.number($0[0]) + " " + SVGMarkup.number($0[1])
    }
    let turn = SVGChannel(values: angles.map { [$0] }, tolerance: degrees) {
      SVGMarkup.number($0[0])
    }
    let size = SVGChannel(values: labels.map { [$0.scaleX, $0.scaleY] }, tolerance: scale) {
      formatNumber($0[0], decimals: 4) + " " + formatNumber($0[1], decimals: 4)
    }
    if timeline.isStill || (move.isConstant && turn.isConstant && size.isConstant) {
      var transform = "translate(\(move.render(move.values[0])))"
      let angle = turn.render(turn.values[0])
      if angle != "0" { transform += " rotate(\(angle))" }
      let scaled = size.render(size.values[0])
      if scaled != "1 1" { transform += " scale(\(scaled))" }
      text.set("transform", transform)
    } else {
      text.transform("translate", move, timeline, first: first, additive: false)
      text.transform("rotate", turn, timeline, first: first, additive: true)
      text.transform("scale", size, timeline, first: first, additive: true)
    }
    return text.rendered(SVGMarkup.escaped(labels[0].text))
  }

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
      "opacity", SVGChannel(values: shown, tolerance: opacity) { SVGMarkup.fraction($0[0]) },
      timeline, first: first)
    var curve = SVGTag("path")
    curve.set(
      "d",
      SVGChannel(values: values, tolerance: points) { "M\(xy($0, 0))Q\(xy($0, 1)) \(xy($0, 2))" },
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
        SVGChannel(values: values.map { [$0[2 * index]] }, tolerance: points) {
          SVGMarkup.number($0[0])
        }, timeline, first: first)
      dot.set(
        "cy",
        SVGChannel(values: values.map { [$0[2 * index + 1]] }, tolerance: points) {
          SVGMarkup.number($0[0])
        }, timeline, first: first)
      inside += dot.rendered()
    }
    // The control point as a diamond.
    var diamond = SVGTag("path", " fill=\"\(colour)\"")
    diamond.set(
      "d",
      SVGChannel(values: values.map { [$0[2], $0[3]] }, tolerance: points) {
        let x = $0[0]
        let y = $0[1]
        return
          "M\(SVGMarkup.number(x)) \(SVGMarkup.number(y - 5))L\(SVGMarkup.number(x + 5)) \(SVGMarkup.number(y))"
          + "L\(SVGMarkup.number(x)) \(SVGMarkup.number(y + 5))L\(SVGMarkup.number(x - 5)) \(SVGMarkup.number(y))Z"
      }, timeline, first: first)
    inside += diamond.rendered()
    return group.rendered(inside)
  }

  /// Each tick's look, with the ticks where the layer is absent filled from the nearest tick
  /// where it shows (so shapes do not jump) and marked absent (drawn at opacity 0).
  static func resolved(_ raw: [SVGLayerLook?]) -> [(look: SVGLayerLook, present: Bool)] {
    guard let firstKnown = raw.firstIndex(where: { $0 != nil }), let known = raw[firstKnown] else {
      return []
    }
    var out: [(look: SVGLayerLook, present: Bool)] = []
    var last = known
    for look in raw {
      if let look {
        last = look
        out.append((look, true))
      } else {
        out.append((last, false))
      }
    }
    return out
  }

  /// A 4-corner outline as a rounded one with zero radius, so it can animate into a rounded one.
  static func roundedForm(_ c: [Point]) -> [Point] {
    guard c.count == 4 else { return c }
    return [
      c[0], c[1], c[1], c[1], c[1], c[2], c[2], c[2], c[2], c[3], c[3], c[3], c[3], c[0], c[0],
      c[0], c[0],
    ]
  }

  /// A clip that clips nothing: the picture and a margin of its size around it.
  static func everything(_ plan: TransitionPlan) -> [Double] {
    let w = plan.screenSize.width
    let h = plan.screenSize.height
    return [-w, -h, 2 * w, -h, 2 * w, 2 * h, -w, 2 * h]
  }
}
