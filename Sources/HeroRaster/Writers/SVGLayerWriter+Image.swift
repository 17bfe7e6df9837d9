import HeroPlanner

extension SVGLayerWriter {
  /// The layer's image as an `<image>` of a PNG embedded at the size shown: laid out by the
  /// content mode (x, y, width and height animate as the bounds do), placed by the layer's
  /// translate, rotate and scale, and cut to the rounded outline when it masks to its bounds,
  /// as the raster draws it.
  func image(_ looks: [SVGLayerLook.Image], _ images: SVGImages, _ defs: inout SVGDefinitions)
    -> String
  {
    guard let key = looks.first?.key, let raster = images.table[key] else { return "" }
    let tint = looks.first?.tint
    // The largest the image is shown, in points, at `density` pixels each.
    let shownWidth = looks.map { $0.rect[2] * abs($0.scaleX) }.max() ?? 0
    let shownHeight = looks.map { $0.rect[3] * abs($0.scaleY) }.max() ?? 0
    let width = Int((shownWidth * images.density).rounded(.up))
    let height = Int((shownHeight * images.density).rounded(.up))
    let (w, h) = (min(width, raster.width), min(height, raster.height))
    guard width > 0, height > 0,
      let uri = defs.embedded(
        key + (tint.map { "\u{0}" + $0.hexRGBA } ?? ""), width: w, height: h,
        { images.dataURI(key, width: $0, height: $1, tint: tint) })
    else { return "" }
    var tag = SVGTag("image")
    tag.set("preserveAspectRatio", "none")
    for (k, name) in ["x", "y", "width", "height"].enumerated() {
      set(&tag, name, looks.map { [$0.rect[k]] }, tolerance: Self.points / 4) {
        SVGMarkup.number($0[0])
      }
    }
    var angles: [Double] = []
    for look in looks {
      var a = look.degrees
      if let previous = angles.last {
        while a - previous > 180 { a -= 360 }
        while a - previous < -180 { a += 360 }
      }
      angles.append(a)
    }
    let move = SVGChannel(
      values: looks.map { [$0.origin.x, $0.origin.y] }, tolerance: Self.points
    ) { SVGMarkup.number($0[0]) + " " + SVGMarkup.number($0[1]) }
    let turn = SVGChannel(values: angles.map { [$0] }, tolerance: Self.degrees) {
      SVGMarkup.number($0[0])
    }
    let size = SVGChannel(values: looks.map { [$0.scaleX, $0.scaleY] }, tolerance: Self.scale) {
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
    tag.set("href", uri)
    guard looks.contains(where: \.clipped) else { return tag.rendered() }
    var outline = SVGTag("path")
    let rounded = rounded
    set(&outline, "d", ticks.map { flat($0.look.outline) }, tolerance: Self.points) {
      SVGLayerLook.pathData($0[...], rounded: rounded)
    }
    return "<g clip-path=\"url(#\(defs.clip(outline.rendered())))\">\(tag.rendered())</g>"
  }
}
