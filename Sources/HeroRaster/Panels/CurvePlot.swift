import HeroPlanner

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
    var bits = [UInt8](repeating: 0, count: columns * rows)
    let masks: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
    func set(_ x: Int, _ y: Int) {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      bits[(y / 4) * columns + x / 2] |= masks[x % 2][y % 4]
    }
    var previous: Int?
    for (x, value) in samples.enumerated() {
      let y = Int(((high - value) / (high - low) * Double(height - 1)).rounded())
      // Join to the previous column so steep parts stay connected.
      let from = previous ?? y
      for fill in min(from, y)...max(from, y) { set(x, fill) }
      previous = y
    }
    return (0..<rows).map { row in
      String(
        String.UnicodeScalarView(
          (0..<columns).map { Unicode.Scalar(0x2800 + UInt32(bits[row * columns + $0])) ?? " " }))
    }
  }
}
