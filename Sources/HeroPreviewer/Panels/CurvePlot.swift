import HeroPlanner
@_spi(Panels) import HeroRaster

/// A small plot of how a view moves over its duration (its timing curve, or its spring with the
/// overshoot), in braille dots, for the inspector.
public enum CurvePlot {
  /// `rows` lines of `columns` braille cells; the value axis spans 0…1 and any overshoot.
  public static func lines(for animation: ViewAnimation, columns: Int, rows: Int) -> [String] {
    guard columns > 0, rows > 0 else { return [] }
    let width = columns * 2
    let height = rows * 4
    let samples = (0..<width).map { i -> Double in
      let t = animation.delay + animation.duration * Double(i) / Double(max(1, width - 1))
      return animation.easedFraction(at: t)
    }
    let low = min(0, samples.min() ?? 0)
    let high = max(1, samples.max() ?? 1)
    var dots = BrailleLayer(columns: columns, rows: rows)
    var previous: Int?
    for (x, value) in samples.enumerated() {
      let y = Int(((high - value) / (high - low) * Double(height - 1)).rounded())
      // Join to the previous column so steep parts stay connected.
      let from = previous ?? y
      for fill in min(from, y)...max(from, y) {
        dots.set(Double(x), Double(fill), color: ArcOverlay.curveColor)
      }
      previous = y
    }
    return (0..<rows).map { row in
      String(String.UnicodeScalarView((0..<columns).map { dots.glyph(column: $0, row: row) }))
    }
  }
}
