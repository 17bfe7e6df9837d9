/// The pixel grid a frame is painted into before it becomes cells: linear floats for
/// compositing, and for each pixel the topmost layer that visibly painted it.
@_spi(Panels) public struct PixelBuffer: Sendable {
  private(set) var width: Int
  private(set) var height: Int
  var red: [Float]
  var green: [Float]
  var blue: [Float]
  /// Index of the topmost layer painted with alpha ≥ `ownerThreshold`, or -1.
  var owner: [Int32]

  /// Below this alpha a layer does not count as covering a pixel.
  static let ownerThreshold: Float = 0.05

  @_spi(Panels) public init(width: Int, height: Int, fill: RGB) {
    self.width = width
    self.height = height
    let count = width * height
    red = Array(repeating: Float(fill.r) / 255, count: count)
    green = Array(repeating: Float(fill.g) / 255, count: count)
    blue = Array(repeating: Float(fill.b) / 255, count: count)
    owner = Array(repeating: -1, count: count)
  }

  /// Every pixel back to `fill` with no owner, at this size: the storage is kept when the size
  /// is the same, so a frame at a steady size allocates nothing.
  mutating func reset(width: Int, height: Int, fill: RGB) {
    guard width == self.width, height == self.height else {
      self = PixelBuffer(width: width, height: height, fill: fill)
      return
    }
    let (r, g, b) = (Float(fill.r) / 255, Float(fill.g) / 255, Float(fill.b) / 255)
    red.withUnsafeMutableBufferPointer { $0.update(repeating: r) }
    green.withUnsafeMutableBufferPointer { $0.update(repeating: g) }
    blue.withUnsafeMutableBufferPointer { $0.update(repeating: b) }
    owner.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
  }

  /// Per cell of two pixels (upper and lower), the later of their owners, into `owners`.
  func cellOwners(columns: Int, rows: Int, into owners: inout [Int32]) {
    let count = columns * rows
    if owners.count != count { owners = Array(repeating: -1, count: count) }
    let width = width
    owner.withUnsafeBufferPointer { owner in
      owners.withUnsafeMutableBufferPointer { owners in
        for row in 0..<rows {
          for column in 0..<columns {
            let top = (row * 2) * width + column
            owners[row * columns + column] = max(owner[top], owner[top + width])
          }
        }
      }
    }
  }

  /// The storage as buffer pointers for `body`, which paints through them: the layers of a
  /// frame are painted without a uniqueness check of four arrays for every run.
  mutating func withTarget<R>(_ body: (PixelTarget) -> R) -> R {
    let width = width
    return red.withUnsafeMutableBufferPointer { red in
      green.withUnsafeMutableBufferPointer { green in
        blue.withUnsafeMutableBufferPointer { blue in
          owner.withUnsafeMutableBufferPointer { owner in
            body(PixelTarget(red: red, green: green, blue: blue, owner: owner, width: width))
          }
        }
      }
    }
  }

  func rgb(_ i: Int) -> RGB {
    RGB(Self.byte(red[i]), Self.byte(green[i]), Self.byte(blue[i]))
  }

  /// A channel (0…1) as a byte: `UInt8(max(0, min(255, (v * 255).rounded())))`, NaN as 255,
  /// without a call into libm per channel (it runs for every pixel of every frame).
  @inline(__always)
  static func byte(_ v: Float) -> UInt8 {
    let x = v * 255
    if x >= 254.5 { return 255 }
    guard x > 0 else { return x.isNaN ? 255 : 0 }
    // Below 2^23 the fraction is exact, so this rounds halves away from zero as `rounded()`.
    let whole = Int(x)
    return UInt8(truncatingIfNeeded: x - Float(whole) >= 0.5 ? whole + 1 : whole)
  }

  /// Sets a pixel outright (no blending), ignoring pixels off the buffer.
  mutating func set(_ x: Int, _ y: Int, _ color: (Float, Float, Float)) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let i = y * width + x
    red[i] = color.0
    green[i] = color.1
    blue[i] = color.2
  }

  /// A one-pixel outline through the corners of a quad (in pixel coordinates); `dashed` leaves
  /// out every other pair of pixels.
  @_spi(Panels) public mutating func outline(
    _ corners: [(x: Double, y: Double)], color: (Float, Float, Float), dashed: Bool = false
  ) {
    var step = 0
    for k in corners.indices {
      let a = corners[k]
      let b = corners[(k + 1) % corners.count]
      let count = max(1, Int(saturating: max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)))
      for s in 0...count {
        step += 1
        if dashed && (step / 2) % 2 == 1 { continue }
        let t = Double(s) / Double(count)
        set(
          Int(saturating: (a.x + (b.x - a.x) * t).rounded(.down)),
          Int(saturating: (a.y + (b.y - a.y) * t).rounded(.down)),
          color)
      }
    }
  }

  /// The pixels as cells of two half-block pixels each (upper in the foreground of `▀`, lower in
  /// the background), written into `canvas` from its top-left corner.
  @_spi(Panels) public func halfBlocks(into canvas: inout Canvas) {
    let rows = min(canvas.rows, height / 2)
    let columns = min(canvas.columns, width)
    let canvasColumns = canvas.columns
    let width = width
    red.withUnsafeBufferPointer { red in
      green.withUnsafeBufferPointer { green in
        blue.withUnsafeBufferPointer { blue in
          canvas.withUnsafeMutableCells { cells in
            // Runs of one colour are the rule: a pixel the same as the last one on its row
            // (bit for bit) takes the colour worked out for that one.
            var upperMemo = ColorMemo()
            var lowerMemo = ColorMemo()
            for row in 0..<rows {
              for column in 0..<columns {
                let i = row * 2 * width + column
                let j = i + width
                let upper = upperMemo.rgb(red[i], green[i], blue[i])
                let lower = lowerMemo.rgb(red[j], green[j], blue[j])
                cells[row * canvasColumns + column] =
                  upper == lower
                  ? Cell(glyph: " ", foreground: upper, background: upper)
                  : Cell(glyph: "▀", foreground: upper, background: lower)
              }
            }
          }
        }
      }
    }
  }
}

/// The last linear colour turned into bytes and its answer (`PixelBuffer.byte` per channel).
private struct ColorMemo {
  var key: (UInt32, UInt32, UInt32) = (.max, .max, .max)
  var value = RGB(0, 0, 0)

  @inline(__always)
  mutating func rgb(_ r: Float, _ g: Float, _ b: Float) -> RGB {
    let k = (r.bitPattern, g.bitPattern, b.bitPattern)
    if k == key { return value }
    key = k
    value = RGB(PixelBuffer.byte(r), PixelBuffer.byte(g), PixelBuffer.byte(b))
    return value
  }
}

/// A pixel buffer's storage while a frame's layers are painted into it (`withTarget`).
struct PixelTarget {
  let red: UnsafeMutableBufferPointer<Float>
  let green: UnsafeMutableBufferPointer<Float>
  let blue: UnsafeMutableBufferPointer<Float>
  let owner: UnsafeMutableBufferPointer<Int32>
  let width: Int

  /// Source-over compositing in sRGB, as Core Animation blends.
  @inline(__always)
  func blend(_ i: Int, r: Float, g: Float, b: Float, alpha: Float, layer: Int32) {
    guard alpha > 0 else { return }
    let a = min(alpha, 1)
    red[i] += (r - red[i]) * a
    green[i] += (g - green[i]) * a
    blue[i] += (b - blue[i]) * a
    if a >= PixelBuffer.ownerThreshold { owner[i] = layer }
  }

  /// `blend` over the pixels `start..<end` of the buffer in one pass: one layer's run of a row.
  func blendRun(_ start: Int, _ end: Int, r: Float, g: Float, b: Float, alpha: Float, layer: Int32)
  {
    guard alpha > 0, start < end else { return }
    let a = min(alpha, 1)
    for i in start..<end {
      red[i] += (r - red[i]) * a
      green[i] += (g - green[i]) * a
      blue[i] += (b - blue[i]) * a
    }
    if a >= PixelBuffer.ownerThreshold {
      for i in start..<end { owner[i] = layer }
    }
  }

  /// Mixes a colour into `start..<end` by `strength`, leaving the owners alone (shadows).
  func shadeRun(_ start: Int, _ end: Int, r: Float, g: Float, b: Float, strength: Float) {
    guard start < end else { return }
    for i in start..<end {
      red[i] += (r - red[i]) * strength
      green[i] += (g - green[i]) * strength
      blue[i] += (b - blue[i]) * strength
    }
  }

  /// Mixes a colour into pixel `i` by `strength` (a shadow's soft edge).
  @inline(__always)
  func shade(_ i: Int, r: Float, g: Float, b: Float, strength: Float) {
    red[i] += (r - red[i]) * strength
    green[i] += (g - green[i]) * strength
    blue[i] += (b - blue[i]) * strength
  }
}
