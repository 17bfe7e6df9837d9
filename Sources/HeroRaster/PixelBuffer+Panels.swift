/// What a panel drawn in pixels needs beyond the transition's painting (the z-order view as
/// an image): flat rectangles, thick outlines, upright text in the labels' 5×7 font, and the
/// bytes an image protocol takes.
extension PixelBuffer {
  /// Fills the rectangle (clipped to the buffer) with `color`, outright.
  @_spi(Panels) public mutating func fill(
    x: Int, y: Int, width w: Int, height h: Int, color: (Float, Float, Float)
  ) {
    let left = max(0, x)
    let right = min(width, x + w)
    let top = max(0, y)
    let bottom = min(height, y + h)
    guard left < right, top < bottom else { return }
    let value = SIMD4<Float>(color.0, color.1, color.2, 0)
    for row in top..<bottom {
      for column in left..<right { colors[row * width + column] = value }
    }
  }

  /// The outline through `corners`, `thickness` pixels wide (the one-pixel line drawn again
  /// shifted right and down), so it reads at a terminal's own pixel size.
  @_spi(Panels) public mutating func outline(
    _ corners: [(x: Double, y: Double)], color: (Float, Float, Float), thickness: Int
  ) {
    for dy in 0..<max(1, thickness) {
      for dx in 0..<max(1, thickness) {
        outline(corners.map { (x: $0.x + Double(dx), y: $0.y + Double(dy)) }, color: color)
      }
    }
  }

  /// `text` upright from (`x`, `y`), each glyph pixel `unit` pixels square; how many pixels
  /// wide it was drawn. Characters the font lacks are drawn as `?`.
  @_spi(Panels) @discardableResult public mutating func text(
    _ text: String, x: Int, y: Int, unit: Int, color: (Float, Float, Float)
  ) -> Int {
    let unit = max(1, unit)
    let advance = (PixelLabels.glyphWidth + 1) * unit
    for (position, character) in text.enumerated() {
      let left = x + position * advance
      for (row, bits) in PixelLabels.rows(character).enumerated() where bits != 0 {
        for column in 0..<PixelLabels.glyphWidth where bits & (16 >> UInt8(column)) != 0 {
          fill(
            x: left + column * unit, y: y + row * unit, width: unit, height: unit, color: color)
        }
      }
    }
    return Self.textWidth(text, unit: unit)
  }

  /// How many pixels wide `text` is drawn with glyph pixels of `unit` pixels.
  @_spi(Panels) public static func textWidth(_ text: String, unit: Int) -> Int {
    max(0, text.count * (PixelLabels.glyphWidth + 1) * max(1, unit) - max(1, unit))
  }

  /// The RGB bytes (three a pixel) of the pixel rows `rows`, into `bytes`.
  @_spi(Panels) public func pictureBytes(rows: Range<Int>, into bytes: inout [UInt8]) {
    rgb(rows: rows, into: &bytes)
  }

  /// The buffer's size in pixels.
  @_spi(Panels) public var size: (width: Int, height: Int) { (width, height) }
}
