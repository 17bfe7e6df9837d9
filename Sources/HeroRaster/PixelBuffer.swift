/// The pixel grid a frame is painted into before it becomes cells: linear floats for
/// compositing, and for each pixel the topmost layer that visibly painted it.
struct PixelBuffer {
  let width: Int
  let height: Int
  var red: [Float]
  var green: [Float]
  var blue: [Float]
  /// Index of the topmost layer painted with alpha ≥ `ownerThreshold`, or -1.
  var owner: [Int32]

  /// Below this alpha a layer does not count as covering a pixel.
  static let ownerThreshold: Float = 0.05

  init(width: Int, height: Int, fill: RGB) {
    self.width = width
    self.height = height
    let count = width * height
    red = Array(repeating: Float(fill.r) / 255, count: count)
    green = Array(repeating: Float(fill.g) / 255, count: count)
    blue = Array(repeating: Float(fill.b) / 255, count: count)
    owner = Array(repeating: -1, count: count)
  }

  /// Source-over compositing in sRGB, as Core Animation blends.
  @inline(__always)
  mutating func blend(_ i: Int, r: Float, g: Float, b: Float, alpha: Float, layer: Int32) {
    guard alpha > 0 else { return }
    let a = min(alpha, 1)
    red[i] += (r - red[i]) * a
    green[i] += (g - green[i]) * a
    blue[i] += (b - blue[i]) * a
    if a >= Self.ownerThreshold { owner[i] = layer }
  }

  func rgb(_ i: Int) -> RGB {
    func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    return RGB(byte(red[i]), byte(green[i]), byte(blue[i]))
  }
}
