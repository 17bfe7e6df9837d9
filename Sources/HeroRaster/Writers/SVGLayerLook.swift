import Foundation
import HeroPlanner

/// Everything SVG draws of one frame layer at one instant, in screen points: the outline of its
/// (rounded) bounds through its transform, perspective included, its border, shadow, clips,
/// label placement and colours. Numbers only, so the recording can compare instants.
struct SVGLayerLook {
  /// The bounds' outline: 4 corners, or with rounded corners 17 points (start, then per side
  /// the end of the straight edge and a cubic Bézier's two controls and end).
  var outline: [Point]
  var rounded: Bool
  /// The border's inner edge, the same kind of outline; nil without a border.
  var inner: [Point]?
  var fill: RGBAColor?
  var borderColor: RGBAColor?
  /// The layer's effective opacity (fill, border and label).
  var opacity: Double
  var shadow: Shadow?
  var clips: [[Point]]
  var label: Label?
  /// The bounds as an upright rectangle on screen, when the transform only moves and scales
  /// (then a `<rect>` draws it in far fewer numbers than a path).
  var box: Box?

  /// x, y, width, height, and the corner radius on each axis, in screen points.
  typealias Box = [Double]

  struct Shadow {
    var outline: [Point]
    var box: Box?
    var color: RGBAColor
    var opacity: Double
    /// The Gaussian blur's standard deviation in screen points (Core Animation's shadow radius
    /// is about two of them).
    var deviation: Double
  }

  /// The label's centre and its box's local axes at the centre (rotation and scale; shear and
  /// perspective are left to the outline).
  struct Label {
    var text: String
    /// SVG's `text-anchor`: `start`, `middle` or `end`, from the view's text alignment.
    var anchor: String
    var color: RGBAColor
    var centre: Point
    var degrees: Double
    var scaleX: Double
    var scaleY: Double
  }

  var image: Image?

  /// Whether anything of the layer is drawn at all.
  var draws: Bool {
    fill != nil || borderColor != nil || label != nil || shadow != nil || image != nil
  }

  /// The layer's image or snapshot: its rectangle in the layer (laid out by the content mode in
  /// the bounds of the moment) and the layer's map to the screen at its origin as translate,
  /// rotate and scale (shear and perspective left to the outline, as the label's).
  struct Image {
    /// The raster table's key (`FrameImage.key`).
    var key: String
    /// x, y, width, height in the layer's points.
    var rect: [Double]
    var origin: Point
    var degrees: Double
    var scaleX: Double
    var scaleY: Double
    /// Cut to the rounded bounds (masksToBounds, and always for a snapshot).
    var clipped: Bool
    /// A template image's tint (nil: the image's own colours).
    var tint: RGBAColor?
  }

  /// UILabel's default font size, in the view's points.
  static let fontSize = 17.0
  /// The cubic Bézier handle length for a quarter circle, as a fraction of the radius.
  static let kappa = 0.552_284_749_8

  /// The look of `layer`, or nil when nothing of it can be drawn (fully transparent, or a
  /// corner behind the eye).
  init?(_ layer: FrameLayer, images: RasterImages = RasterImages()) {
    let size = layer.size
    let radius = Self.radius(layer.cornerRadius, size)
    rounded = radius > 0
    guard
      let outline = Self.outline(
        Rect(origin: .zero, size: size), radius: radius, rounded: rounded, layer.toScreen)
    else { return nil }
    self.outline = outline
    box = Self.box(Rect(origin: .zero, size: size), radius: radius, layer.toScreen)
    opacity = layer.opacity
    fill = layer.color
    clips = layer.clips
    if layer.borderWidth > 0, let color = layer.borderColor {
      let w = min(layer.borderWidth, size.width / 2, size.height / 2)
      let rect = Rect(
        x: w, y: w, width: max(size.width - 2 * w, 0), height: max(size.height - 2 * w, 0))
      inner = Self.outline(
        rect, radius: Self.radius(layer.cornerRadius - w, rect.size), rounded: rounded,
        layer.toScreen)
      borderColor = inner == nil ? nil : color
    }
    if let s = layer.shadow, s.opacity > 0, s.fromPath || layer.color != nil || inner != nil,
      let path = Self.outline(
        s.rect, radius: Self.radius(s.cornerRadius, s.rect.size), rounded: rounded,
        layer.toScreen)
    {
      shadow = Shadow(
        outline: path,
        box: Self.box(s.rect, radius: Self.radius(s.cornerRadius, s.rect.size), layer.toScreen),
        color: s.color.withAlpha(1), opacity: s.opacity, deviation: s.radius / 2)
    }
    if let frameImage = layer.image, let raster = images[frameImage.key], !raster.levels.isEmpty {
      image = Self.image(frameImage, raster, size: size, layer.toScreen)
    }
    if let text = layer.text, layer.kind == .view, !text.isEmpty {
      label = Self.label(
        text, color: layer.textColor, alignment: layer.textAlignment, size: size, layer.toScreen)
    }
  }

  /// `rect` on screen as an upright box, when `t` only scales (by positive factors) and moves.
  static func box(_ rect: Rect, radius: Double, _ t: Transform3D) -> Box? {
    guard abs(t.m12) < 1e-9, abs(t.m21) < 1e-9, abs(t.m14) < 1e-12, abs(t.m24) < 1e-12,
      abs(t.m44 - 1) < 1e-12, t.m11 > 0, t.m22 > 0
    else { return nil }
    return [
      t.m41 + rect.minX * t.m11, t.m42 + rect.minY * t.m22, rect.size.width * t.m11,
      rect.size.height * t.m22, radius * t.m11, radius * t.m22,
    ]
  }

  /// A corner radius as Core Animation draws it: at most half the shorter side.
  static func radius(_ r: Double, _ size: Size) -> Double {
    max(0, min(r, size.width / 2, size.height / 2))
  }

  /// The outline of `rect` with corner radius `radius`, mapped to the screen; nil when a point
  /// falls behind the eye.
  static func outline(_ rect: Rect, radius r: Double, rounded: Bool, _ t: Transform3D)
    -> [Point]?
  {
    let x0 = rect.minX
    let y0 = rect.minY
    let x1 = rect.minX + rect.size.width
    let y1 = rect.minY + rect.size.height
    var local: [Point]
    if rounded {
      let k = r * (1 - kappa)
      func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
      local = [
        p(x0 + r, y0),
        p(x1 - r, y0), p(x1 - k, y0), p(x1, y0 + k), p(x1, y0 + r),
        p(x1, y1 - r), p(x1, y1 - k), p(x1 - k, y1), p(x1 - r, y1),
        p(x0 + r, y1), p(x0 + k, y1), p(x0, y1 - k), p(x0, y1 - r),
        p(x0, y0 + r), p(x0, y0 + k), p(x0 + k, y0), p(x0 + r, y0),
      ]
    } else {
      local = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
    }
    var out: [Point] = []
    out.reserveCapacity(local.count)
    for point in local {
      guard let mapped = t.apply(to: point), mapped.x.isFinite, mapped.y.isFinite else {
        return nil
      }
      out.append(mapped)
    }
    return out
  }

  /// The label at its anchor (the box's centre, or the middle of its left or right side for
  /// aligned text), turned and scaled as the transform is there.
  static func label(
    _ text: String, color: RGBAColor, alignment: TextAlignment?, size: Size, _ t: Transform3D
  ) -> Label? {
    let (x, anchor): (Double, String) =
      switch alignment {
      case nil, .center: (size.width / 2, "middle")
      case .left, .natural, .justified: (0, "start")
      case .right: (size.width, "end")
      }
    let c = Point(x: x, y: size.height / 2)
    guard let centre = t.apply(to: c), let right = t.apply(to: Point(x: c.x + 1, y: c.y)),
      let down = t.apply(to: Point(x: c.x, y: c.y + 1))
    else { return nil }
    let ex = right - centre
    let ey = down - centre
    let sx = (ex.x * ex.x + ex.y * ex.y).squareRoot()
    guard sx > 1e-9 else { return nil }
    let sy = (ex.x * ey.y - ex.y * ey.x) / sx
    return Label(
      text: text, anchor: anchor, color: color, centre: centre,
      degrees: atan2(ex.y, ex.x) * 180 / Double.pi,
      scaleX: sx,
      scaleY: sy)
  }

  /// Where the image goes: laid out in the bounds, the layer's axes at its origin.
  static func image(_ f: FrameImage, _ raster: RasterImage, size: Size, _ t: Transform3D) -> Image?
  {
    let rect = f.contentMode.layout(image: raster.pointSize, in: size)
    guard rect.width > 0, rect.height > 0, let o = t.apply(to: Point(x: 0, y: 0)),
      let right = t.apply(to: Point(x: 1, y: 0)), let down = t.apply(to: Point(x: 0, y: 1))
    else { return nil }
    let ex = right - o
    let ey = down - o
    let sx = (ex.x * ex.x + ex.y * ex.y).squareRoot()
    guard sx > 1e-9 else { return nil }
    return Image(
      key: f.key, rect: [rect.minX, rect.minY, rect.width, rect.height], origin: o,
      degrees: atan2(ex.y, ex.x) * 180 / Double.pi, scaleX: sx,
      scaleY: (ex.x * ey.y - ex.y * ey.x) / sx, clipped: f.clipsToBounds,
      tint: raster.isTemplate ? f.tint : nil)
  }

  /// An outline as path data.
  static func pathData(_ points: [Point], rounded: Bool) -> String {
    pathData(points.flatMap { [$0.x, $0.y] }[...], rounded: rounded)
  }

  /// Path data from flat coordinates: `M L L L Z`, or for a rounded outline `M` then
  /// `L C` per side.
  static func pathData(_ xy: ArraySlice<Double>, rounded: Bool) -> String {
    var out = ""
    var i = xy.startIndex
    func pair() -> String {
      defer { i += 2 }
      return SVGMarkup.number(xy[i]) + " " + SVGMarkup.number(xy[i + 1])
    }
    out += "M" + pair()
    if rounded {
      for _ in 0..<4 { out += "L" + pair() + "C" + pair() + " " + pair() + " " + pair() }
    } else {
      for _ in 0..<3 { out += "L" + pair() }
    }
    return out + "Z"
  }
}
