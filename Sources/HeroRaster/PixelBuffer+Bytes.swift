/// The pixels as the bytes an image takes (RGB for the terminal's image protocols, RGBA for the
/// files), in one pass from the float buffer into storage the caller keeps: the conversion ran
/// for every pixel of every frame, a call per channel into a fresh array and then a second pass.
extension PixelBuffer {
  /// The pixel rows `rows` as opaque RGB bytes into `bytes` (its storage kept at a steady size).
  @_spi(Panels) public func rgb(rows: Range<Int>, into bytes: inout [UInt8]) {
    let first = min(max(rows.lowerBound, 0), height)
    let last = min(max(rows.upperBound, first), height)
    let count = (last - first) * width
    if bytes.count != count * 3 { bytes = [UInt8](repeating: 0, count: count * 3) }
    let start = first * width
    colors.withUnsafeBufferPointer { colors in
      bytes.withUnsafeMutableBytes { bytes in
        guard let from = colors.baseAddress, let to = bytes.baseAddress else { return }
        Self.write(from + start, count: count, to: to, stride: 3)
      }
    }
  }

  /// The pixel rows `rows` of the pixel columns `columns` alone (the picture beside which the
  /// cells are the container's colour) as opaque RGB bytes into `bytes`.
  @_spi(Panels) public func rgb(rows: Range<Int>, columns: Range<Int>, into bytes: inout [UInt8]) {
    let left = min(max(columns.lowerBound, 0), width)
    let right = min(max(columns.upperBound, left), width)
    guard left > 0 || right < width else { return rgb(rows: rows, into: &bytes) }
    let first = min(max(rows.lowerBound, 0), height)
    let last = min(max(rows.upperBound, first), height)
    let across = right - left
    let count = (last - first) * across
    if bytes.count != count * 3 { bytes = [UInt8](repeating: 0, count: count * 3) }
    let width = width
    colors.withUnsafeBufferPointer { colors in
      bytes.withUnsafeMutableBytes { bytes in
        guard let from = colors.baseAddress, let to = bytes.baseAddress else { return }
        for row in first..<last {
          Self.write(
            from + row * width + left, count: across, to: to + (row - first) * across * 3,
            stride: 3)
        }
      }
    }
  }

  /// Every pixel as opaque RGBA bytes into `bytes` (its storage kept at a steady size).
  func rgba(into bytes: inout [UInt8]) {
    let count = min(width * height, colors.count)
    if bytes.count != count * 4 { bytes = [UInt8](repeating: 0, count: count * 4) }
    colors.withUnsafeBufferPointer { colors in
      bytes.withUnsafeMutableBytes { bytes in
        guard let from = colors.baseAddress, let to = bytes.baseAddress else { return }
        Self.write(from, count: count, to: to, stride: 4)
      }
    }
  }

  /// `count` pixels as `byte` of each channel, `stride` bytes apart (3: RGB; 4: RGBA, alpha
  /// 255). A pixel with the bits of the one before it (runs are the rule: layers are
  /// rectangles) takes its bytes; each pixel is one four-byte store, the last of RGB's apart
  /// (the others' fourth byte is the next pixel's first, which its own store overwrites).
  @inline(__always)
  static func write(
    _ pixels: UnsafePointer<SIMD4<Float>>, count: Int, to out: UnsafeMutableRawPointer,
    stride: Int
  ) {
    guard count > 0 else { return }
    let raw = UnsafeRawPointer(pixels)
    // Any bits at all: the memo's bytes are those of its key, so a match is always right.
    var key = SIMD4<UInt32>(repeating: .max)
    var value = bytes(unsafeBitCast(key, to: SIMD4<Float>.self))
    for i in 0..<(count - 1) {
      let k = raw.load(fromByteOffset: i &* 16, as: SIMD4<UInt32>.self)
      if k != key {
        key = k
        value = bytes(unsafeBitCast(k, to: SIMD4<Float>.self))
      }
      out.storeBytes(of: value, toByteOffset: i &* stride, as: SIMD4<UInt8>.self)
    }
    let lastPixel = bytes(pixels[count - 1])
    let at = (count - 1) * stride
    if stride >= 4 {
      out.storeBytes(of: lastPixel, toByteOffset: at, as: SIMD4<UInt8>.self)
    } else {
      out.storeBytes(of: lastPixel.x, toByteOffset: at, as: UInt8.self)
      out.storeBytes(of: lastPixel.y, toByteOffset: at + 1, as: UInt8.self)
      out.storeBytes(of: lastPixel.z, toByteOffset: at + 2, as: UInt8.self)
    }
  }

  /// `byte` of a pixel's red, green and blue in its first three lanes, 255 in the fourth: the
  /// same steps on the four lanes at once (every step is exact or rounds as the scalar one).
  @inline(__always)
  static func bytes(_ c: SIMD4<Float>) -> SIMD4<UInt8> {
    let x = c * 255
    let magic = SIMD4<Float>(repeating: 8_388_608)
    let inside = SIMD4<Float>().replacing(with: x, where: (x .> 0) .& (x .< 254.5))
    var whole = (inside + magic) - magic
    whole.replace(with: whole - 1, where: whole .> inside)
    whole.replace(with: whole + 1, where: inside - whole .>= 0.5)
    var bits = unsafeBitCast(whole + magic, to: SIMD4<UInt32>.self)
    bits.replace(with: 255, where: (x .>= 254.5) .| (x .!= x))
    bits.w = 255
    return SIMD4<UInt8>(truncatingIfNeeded: bits)
  }
}
