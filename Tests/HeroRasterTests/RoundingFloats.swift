/// Floats where turning a channel into a byte is hardest to get right, for the tests that hold
/// a fast conversion to `PixelBuffer.byte`: the specials, every Float within `ulps` either
/// side of each byte's half step, and a sweep of −1.5…2.5 every `step`.
enum RoundingFloats {
  static func hard(ulps: Int, step: Float) -> [Float] {
    var floats: [Float] = [
      .nan, -.nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 254.5 / 255, 0.5 / 255, 1, -1,
    ]
    for k in 0...256 {
      var f = (Float(k) + 0.5) / 255
      for _ in 0..<ulps { f = f.nextDown }
      for _ in 0..<(2 * ulps) {
        floats.append(f)
        f = f.nextUp
      }
    }
    var f: Float = -1.5
    while f < 2.5 {
      floats.append(f)
      f += step
    }
    return floats
  }
}
