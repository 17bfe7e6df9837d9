import HeroPlanner

/// Writes one layer of a segment: its clip groups, its shadow, and an opacity group with fill,
/// border and label, each attribute constant or animated over the segment's ticks.
struct SVGLayerWriter {
  /// Key-frame tolerances: a fifth of a point, half a colour step, and so on (all well below
  /// what a pixel shows).
  static let points = 0.2
  static let colour = 0.5
  static let opacity = 0.002
  static let degrees = 0.05
  static let scale = 0.0005

  /// The layer's look at each tick of the segment; where it is not drawn, its nearest look.
  let ticks: [(look: SVGLayerLook, present: Bool)]
  /// Whether outlines are written in the rounded form (17 points) at every tick.
  let rounded: Bool
  let timeline: SVGTimeline
  /// The segment's first tick in the timeline.
  let first: Int

  /// The layer's markup, or "" when nothing of it is drawn in the segment.
  static func layer(
    _ key: SVGSegment.Key, _ segment: SVGSegment, _ timeline: SVGTimeline, _ plan: TransitionPlan,
    _ defs: inout SVGDefinitions, _ images: SVGImages? = nil
  ) -> String {
    guard let raw = segment.looks[key], let layer = segment.layers[key],
      let looks = nearest(raw), raw.contains(where: { $0?.draws == true })
    else { return "" }
    let writer = SVGLayerWriter(
      ticks: zip(looks, raw).map { ($0, $1 != nil) }, rounded: looks.contains { $0.rounded },
      timeline: timeline, first: segment.first)

    let view = plan.view(layer.view)
    var group = SVGTag("g")
    group.set("data-layer", SVGMarkup.escaped(view.sourcePath))
    group.set("data-kind", layer.kind.rawValue)
    group.set("data-name", SVGMarkup.escaped(layer.name))
    if timeline.isStill, let index = segment.order.firstIndex(of: key) {
      group.set("data-index", "\(index)")
    }
    if let heroID = view.heroID { group.set("data-hero-id", SVGMarkup.escaped(heroID)) }
    let content = writer.shadow(&defs) + writer.body(&defs, images)
    return writer.clipped(group.rendered(content), plan: plan, &defs)
  }

  /// Sets `attribute` from one value per tick.
  func set(
    _ tag: inout SVGTag, _ attribute: String, _ values: [[Double]], tolerance: Double,
    render: @escaping ([Double]) -> String
  ) {
    tag.set(
      attribute, SVGChannel(values: values, tolerance: tolerance, render: render), timeline,
      first: first)
  }

  func setColour(_ tag: inout SVGTag, _ colours: [RGBAColor], shown: [Bool]) {
    set(&tag, "fill", colours.map(SVGMarkup.components), tolerance: Self.colour) {
      SVGMarkup.color($0[...])
    }
    set(
      &tag, "fill-opacity", zip(colours, shown).map { [$1 ? $0.alpha : 0] }, tolerance: Self.opacity
    ) {
      SVGMarkup.fraction($0[0])
    }
  }

  /// An outline as flat coordinates, in the rounded form when the segment needs it.
  func flat(_ outline: [Point]) -> [Double] {
    (rounded ? Self.roundedForm(outline) : outline).flatMap { [$0.x, $0.y] }
  }

  /// A shape from boxes when every tick has one, else a path through the outlines.
  func shape(boxes: [SVGLayerLook.Box?], outlines: [[Point]]) -> SVGTag {
    let upright = boxes.compactMap { $0 }
    if upright.count == boxes.count { return rect(upright) }
    var tag = SVGTag("path")
    let rounded = rounded
    set(&tag, "d", outlines.map(flat), tolerance: Self.points) {
      SVGLayerLook.pathData($0[...], rounded: rounded)
    }
    return tag
  }

  /// An upright rectangle, each of its numbers animated on its own (most stay constant).
  func rect(_ boxes: [SVGLayerLook.Box]) -> SVGTag {
    var tag = SVGTag("rect")
    for (k, name) in ["x", "y", "width", "height", "rx", "ry"].enumerated() {
      let values = boxes.map { [$0[k]] }
      if k >= 4 && values.allSatisfy({ $0[0] == 0 }) { continue }
      set(&tag, name, values, tolerance: Self.points) { SVGMarkup.number($0[0]) }
    }
    return tag
  }

  /// The blurred shadow, outside the opacity group: its opacity is already the effective one.
  func shadow(_ defs: inout SVGDefinitions) -> String {
    let raw = ticks.map { $0.present ? $0.look.shadow : nil }
    guard let shadows = Self.nearest(raw) else { return "" }
    var blur = SVGTag("feGaussianBlur")
    set(&blur, "stdDeviation", shadows.map { [$0.deviation] }, tolerance: Self.points) {
      SVGMarkup.number($0[0])
    }
    var tag = shape(boxes: shadows.map(\.box), outlines: shadows.map(\.outline))
    set(&tag, "fill", shadows.map { SVGMarkup.components($0.color) }, tolerance: Self.colour) {
      SVGMarkup.color($0[...])
    }
    set(
      &tag, "fill-opacity", zip(shadows, raw).map { [$1 == nil ? 0 : $0.opacity] },
      tolerance: Self.opacity
    ) { SVGMarkup.fraction($0[0]) }
    tag.set("filter", "url(#\(defs.filter(blur.rendered())))")
    return tag.rendered()
  }

  /// The layer at its opacity: fill, image, border (an even-odd ring inside the bounds) and
  /// label, as Core Animation composites a layer.
  func body(_ defs: inout SVGDefinitions, _ images: SVGImages?) -> String {
    var group = SVGTag("g")
    set(
      &group, "opacity", ticks.map { [$0.present ? $0.look.opacity : 0] }, tolerance: Self.opacity
    ) {
      SVGMarkup.fraction($0[0])
    }
    var inside = ""
    if let fills = Self.nearest(ticks.map(\.look.fill)) {
      var fill = shape(boxes: ticks.map(\.look.box), outlines: ticks.map(\.look.outline))
      setColour(&fill, fills, shown: ticks.map { $0.look.fill != nil })
      inside += fill.rendered()
    }
    if let images, let looks = Self.nearest(ticks.map(\.look.image)) {
      inside += image(looks, images, &defs)
    }
    if let colours = Self.nearest(ticks.map(\.look.borderColor)) {
      var border = SVGTag("path")
      border.set("fill-rule", "evenodd")
      let rings = ticks.map { flat($0.look.outline) + flat($0.look.inner ?? $0.look.outline) }
      let half = rings[0].count / 2
      let rounded = rounded
      set(&border, "d", rings, tolerance: Self.points) {
        SVGLayerLook.pathData($0[..<half], rounded: rounded)
          + SVGLayerLook.pathData($0[half...], rounded: rounded)
      }
      setColour(&border, colours, shown: ticks.map { $0.look.borderColor != nil })
      inside += border.rendered()
    }
    if let labels = Self.nearest(ticks.map(\.look.label)) {
      inside += label(labels, shown: ticks.map { $0.look.label != nil })
    }
    return group.rendered(inside)
  }

  /// `markup` inside one group per clip quad, so it shows only inside all of them.
  func clipped(_ markup: String, plan: TransitionPlan, _ defs: inout SVGDefinitions) -> String {
    let count = ticks.map { $0.look.clips.count }.max() ?? 0
    var wrapped = markup
    for j in (0..<count).reversed() {
      let corners = ticks.map { tick -> [Double] in
        j < tick.look.clips.count
          ? tick.look.clips[j].flatMap { [$0.x, $0.y] } : Self.everything(plan)
      }
      // Polygons animate point by point, so every tick needs as many points.
      let width = corners.map(\.count).max() ?? 0
      let padded = corners.map { c -> [Double] in
        guard c.count >= 2, c.count < width else { return c }
        return c + (0..<((width - c.count) / 2)).flatMap { _ in c.suffix(2) }
      }
      var polygon = SVGTag("polygon")
      set(&polygon, "points", padded, tolerance: Self.points) { xy in
        stride(from: 0, to: xy.count - 1, by: 2).map {
          SVGMarkup.number(xy[$0]) + "," + SVGMarkup.number(xy[$0 + 1])
        }.joined(separator: " ")
      }
      wrapped = "<g clip-path=\"url(#\(defs.clip(polygon.rendered())))\">\(wrapped)</g>"
    }
    return wrapped
  }

  /// Each gap filled from the nearest value before it (or, before the first, after it), so
  /// shapes hold still where they are not drawn; nil when there is no value at all.
  static func nearest<T>(_ values: [T?]) -> [T]? {
    guard let firstKnown = values.first(where: { $0 != nil }) ?? nil else { return nil }
    var last = firstKnown
    return values.map { value in
      if let value { last = value }
      return last
    }
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
