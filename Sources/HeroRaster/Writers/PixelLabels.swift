import HeroPlanner

/// The views' labels drawn into a picture in pixels (`PictureWriter`): the project's own
/// 5×7 bitmap font (printable ASCII; anything else is `?`), each glyph pixel a square of
/// whole pixels, the text centred in its view's box on one line, in its `textColor` at the
/// view's opacity, moving, scaling and turning with the box, clipped to it and hidden where a
/// later layer covers it. A picture's stand-in for UIKit's text: legible, not the same font.
enum PixelLabels {
  /// Glyph pixels a glyph is wide and tall; a glyph advances one more across.
  static let glyphWidth = 5
  static let glyphHeight = 7

  /// How many picture pixels one glyph pixel is at `scale` pixels a point: the glyph about
  /// 12 points tall (a 17-point system font's capitals), at least one pixel.
  static func pixelsPerGlyphPixel(scale: Double) -> Int {
    max(1, Int(saturating: (12 * scale / Double(glyphHeight)).rounded()))
  }

  /// The glyph of `character` as seven rows of five bits (the leftmost pixel the highest).
  static func rows(_ character: Character) -> [UInt8] {
    let code = character.unicodeScalars.count == 1 ? character.unicodeScalars.first?.value : nil
    let index = code.map { Int($0) - 32 }.flatMap { (0..<glyphs.count).contains($0) ? $0 : nil }
    let packed = glyphs[index ?? 31]  // "?"
    return (0..<glyphHeight).map { UInt8((packed >> (5 * UInt64($0))) & 31) }
  }

  /// Paints the labels of `frame` into `pixels`, laid out at `fit`.
  static func paint(_ frame: Frame, fit: ScreenFit, into pixels: inout PixelBuffer) {
    for index in frame.layers.indices {
      let layer = frame.layers[index]
      guard LabelPainter.isNamed(layer), let text = layer.text else { continue }
      paint(layer, index: Int32(index), text: text, fit: fit, into: &pixels)
    }
  }

  private static func paint(
    _ layer: FrameLayer, index: Int32, text: String, fit: ScreenFit, into pixels: inout PixelBuffer
  ) {
    let width = layer.size.width
    let height = layer.size.height
    guard width > 0, height > 0, fit.scale > 0 else { return }
    // One glyph pixel in the layer's own points.
    let unit = Double(pixelsPerGlyphPixel(scale: fit.scale)) / fit.scale
    let advance = Double(glyphWidth + 1) * unit
    let fits = Int(saturating: ((width - 2 * unit + unit) / advance).rounded(.down))
    let characters = Array(text.filter { !$0.isNewline }.prefix(max(0, fits)))
    guard !characters.isEmpty else { return }
    let textWidth = Double(characters.count) * advance - unit
    let left = (width - textWidth) / 2
    let top = (height - Double(glyphHeight) * unit) / 2
    let colour = SIMD4<Float>(
      Float(layer.textColor.red), Float(layer.textColor.green), Float(layer.textColor.blue), 0)
    let alpha = Float(max(0, min(1, layer.textColor.alpha * layer.opacity)))
    let quad = layer.quad.map { fit.pixel(x: $0.x, y: $0.y) }
    guard quad.count >= 4 else { return }
    for (position, character) in characters.enumerated() {
      let x0 = left + Double(position) * advance
      for (row, bits) in rows(character).enumerated() where bits != 0 {
        for column in 0..<glyphWidth where bits & (16 >> UInt8(column)) != 0 {
          let x = x0 + Double(column) * unit
          let y = top + Double(row) * unit
          // Only glyph pixels wholly inside the box: the label is clipped to it.
          guard x >= 0, y >= 0, x + unit <= width + 1e-9, y + unit <= height + 1e-9 else {
            continue
          }
          let corners = [(x, y), (x + unit, y), (x + unit, y + unit), (x, y + unit)].map {
            bilinear(quad, u: $0.0 / width, v: $0.1 / height)
          }
          fill(corners, colour: colour, alpha: alpha, index: index, into: &pixels)
        }
      }
    }
  }

  /// The point at (u, v) of the box whose corners on screen are `quad` (clockwise from the
  /// top-left).
  private static func bilinear(_ quad: [(x: Double, y: Double)], u: Double, v: Double) -> (
    x: Double, y: Double
  ) {
    let top = (quad[0].x + (quad[1].x - quad[0].x) * u, quad[0].y + (quad[1].y - quad[0].y) * u)
    let bottom = (quad[3].x + (quad[2].x - quad[3].x) * u, quad[3].y + (quad[2].y - quad[3].y) * u)
    return (top.0 + (bottom.0 - top.0) * v, top.1 + (bottom.1 - top.1) * v)
  }

  /// Blends the pixels whose centres lie inside the convex quad `corners` that no later layer
  /// owns.
  private static func fill(
    _ corners: [(x: Double, y: Double)], colour: SIMD4<Float>, alpha: Float, index: Int32,
    into pixels: inout PixelBuffer
  ) {
    let minX = max(0, Int(saturating: (corners.map(\.x).min() ?? 0).rounded(.down)))
    let maxX = min(pixels.width - 1, Int(saturating: (corners.map(\.x).max() ?? 0).rounded(.up)))
    let minY = max(0, Int(saturating: (corners.map(\.y).min() ?? 0).rounded(.down)))
    let maxY = min(pixels.height - 1, Int(saturating: (corners.map(\.y).max() ?? 0).rounded(.up)))
    guard minX <= maxX, minY <= maxY else { return }
    for py in minY...maxY {
      for px in minX...maxX {
        let (cx, cy) = (Double(px) + 0.5, Double(py) + 0.5)
        guard inside(corners, cx, cy) else { continue }
        let i = py * pixels.width + px
        guard pixels.owner[i] <= index else { continue }
        let under = pixels.colors[i]
        pixels.colors[i] = alpha >= 1 ? colour : under + (colour - under) * alpha
      }
    }
  }

  /// Whether (x, y) is inside the convex quad, either winding.
  private static func inside(_ q: [(x: Double, y: Double)], _ x: Double, _ y: Double) -> Bool {
    var positive = false
    var negative = false
    for k in 0..<4 {
      let a = q[k]
      let b = q[(k + 1) % 4]
      let cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
      if cross > 0 { positive = true } else if cross < 0 { negative = true }
    }
    return !(positive && negative)
  }

  /// Printable ASCII from the space (32) to the tilde (126), each glyph's seven rows of five
  /// bits packed from the top row in the lowest bits. Drawn for this project.
  static let glyphs: [UInt64] = [
    0x000000000, 0x100421084, 0x00000294A, 0x295F57D4A, 0x13C5751E4, 0x0E6820B38,
    0x36554524C, 0x00000208C, 0x088842082, 0x208210888, 0x009575480, 0x0084F9080,
    0x208C00000, 0x0000F8000, 0x318000000, 0x020820820, 0x3A39ACE2E, 0x388421184,
    0x7D041062E, 0x3A211105F, 0x085F928C2, 0x3A210FA1F, 0x3A31F4106, 0x21082083F,
    0x3A317462E, 0x30417C62E, 0x018C03180, 0x208C03180, 0x088882082, 0x001F07C00,
    0x208208888, 0x10041062E, 0x3AB56862E, 0x463F8C62E, 0x7A31F463E, 0x3A308422E,
    0x72518C65C, 0x7E10F421F, 0x4210F421F, 0x3E31BC22E, 0x4631FC631, 0x38842108E,
    0x324210847, 0x4654C5251, 0x7E1084210, 0x4631AD771, 0x4633AE631, 0x3A318C62E,
    0x4210F463E, 0x36558C62E, 0x4654F463E, 0x78217420F, 0x10842109F, 0x3A318C631,
    0x11518C631, 0x2AB5AC631, 0x462A22A31, 0x108454631, 0x7E082083F, 0x39084210E,
    0x002222200, 0x38421084E, 0x000004544, 0x7C0000000, 0x000000888, 0x3E2F0B800,
    0x7A31CDA10, 0x3A3083800, 0x3E319B421, 0x3A1F8B800, 0x2108E2126, 0x382F8C5E0,
    0x4631CDA10, 0x388423004, 0x324211802, 0x4A98A4A10, 0x38842108C, 0x4635AE800,
    0x4631CD800, 0x3A318B800, 0x421E8F800, 0x042F9B400, 0x4210CD800, 0x782E83800,
    0x192847108, 0x36718C400, 0x11518C400, 0x2AB58C400, 0x454454400, 0x382F8C400,
    0x7D0417C00, 0x088441082, 0x108421084, 0x208411088, 0x0002AA000,
  ]
}
