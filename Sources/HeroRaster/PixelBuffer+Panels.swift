/// What a panel drawn in pixels needs beyond the transition's painting (the z-order view as
/// an image): flat rectangles, thick outlines and upright text in the labels' 5×7 font.
extension PixelBuffer {
  /// Fills the rectangle (clipped to the buffer) with `color`, outright.
  @_spi(Panels) public mutating func fill(
    x: Int, y: Int, width w: Int, height h: Int, color: RGB
  ) {
    let left = max(0, x)
    let right = min(width, x + w)
    let top = max(0, y)
    let bottom = min(height, y + h)
    guard left < right, top < bottom else { return }
    let value = Self.color(color)
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

  /// `text` upright from (`x`, `y`), each glyph pixel `unit` pixels square
  /// (`textWidth` wide). Characters the font lacks are drawn as `?`.
  @_spi(Panels) public mutating func text(
    _ text: String, x: Int, y: Int, unit: Int, color: RGB
  ) {
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
  }

  /// How many pixels wide `text` is drawn with glyph pixels of `unit` pixels.
  @_spi(Panels) public static func textWidth(_ text: String, unit: Int) -> Int {
    max(0, text.count * (PixelLabels.glyphWidth + 1) * max(1, unit) - max(1, unit))
  }
}
