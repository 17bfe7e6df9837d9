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
    place(
      &tag, origins: looks.map { ($0.origin.x, $0.origin.y) }, degrees: looks.map(\.degrees),
      scales: looks.map { ($0.scaleX, $0.scaleY) })
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
