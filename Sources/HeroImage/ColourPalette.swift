/// At most 256 colours for a whole recording, chosen by median cut over the colours of all its
/// frames, and the nearest of them for any colour.
///
/// The colours are counted in bins of 6 bits a channel (262,144 bins), each keeping the sum of
/// the exact colours that fell in it, so a flat colour of the UI comes back exactly as it was
/// when its bin holds it alone. When the frames have no more distinct colours than allowed, the
/// palette is those colours exactly.
public struct ColourPalette: Hashable, Sendable {
  /// Opaque colours (alpha 255), at most 256.
  public private(set) var colours: [RGBAImage.Pixel]

  public init(colours: [RGBAImage.Pixel]) {
    precondition(!colours.isEmpty && colours.count <= 256, "a palette holds 1 to 256 colours")
    self.colours = colours
  }

  /// The palette for `images`' pixels whose alpha is at least 128 (the others are transparent
  /// in a GIF), with at most `maximum` colours.
  public static func medianCut(of images: [RGBAImage], maximum: Int = 256) -> ColourPalette {
    precondition((1...256).contains(maximum), "a palette holds 1 to 256 colours")
    if let exact = exactColours(of: images, maximum: maximum) {
      return ColourPalette(
        colours: exact.isEmpty ? [RGBAImage.Pixel(red: 0, green: 0, blue: 0)] : exact)
    }
    var histogram = Histogram()
    for image in images { histogram.add(image) }
    var boxes = [ColourBox(bins: histogram.occupied(), histogram: histogram)]
    while boxes.count < maximum {
      guard
        let widest = boxes.indices.filter({ boxes[$0].bins.count > 1 })
          .max(by: { boxes[$0].error < boxes[$1].error })
      else { break }
      let (low, high) = boxes[widest].split(histogram: histogram)
      boxes[widest] = low
      boxes.append(high)
    }
    return ColourPalette(colours: boxes.map { $0.mean(histogram: histogram) })
  }

  /// The distinct opaque colours, sorted, when there are at most `maximum`; else nil.
  static func exactColours(of images: [RGBAImage], maximum: Int) -> [RGBAImage.Pixel]? {
    var seen = Set<UInt32>()
    for image in images {
      let stop = image.pixels.withUnsafeBytes { raw -> Bool in
        let words = raw.bindMemory(to: UInt32.self)
        var last: UInt32 = 0xFFFF_FFFF
        for word in words {
          let pixel = UInt32(littleEndian: word)
          guard pixel >> 24 >= 128 else { continue }
          let rgb = pixel & 0x00FF_FFFF
          if rgb == last { continue }
          last = rgb
          if seen.insert(rgb).inserted && seen.count > maximum { return true }
        }
        return false
      }
      if stop { return nil }
    }
    return seen.sorted().map {
      RGBAImage.Pixel(
        red: UInt8($0 & 0xFF), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 >> 16))
    }
  }

  /// The index of the colour nearest to `pixel` (squared distance in RGB).
  public func nearest(_ pixel: RGBAImage.Pixel) -> Int {
    var best = 0
    var bestDistance = Int.max
    for (index, colour) in colours.enumerated() {
      let dr = Int(colour.red) - Int(pixel.red)
      let dg = Int(colour.green) - Int(pixel.green)
      let db = Int(colour.blue) - Int(pixel.blue)
      let distance = dr * dr + dg * dg + db * db
      if distance < bestDistance {
        bestDistance = distance
        best = index
        if distance == 0 { break }
      }
    }
    return best
  }
}

/// The pixel counts and colour sums of the 6-bit bins.
struct Histogram {
  static let binCount = 1 << 18
  var counts = [Int](repeating: 0, count: binCount)
  var sums = [Int](repeating: 0, count: binCount * 3)

  static func bin(red: Int, green: Int, blue: Int) -> Int {
    (red >> 2) << 12 | (green >> 2) << 6 | blue >> 2
  }

  mutating func add(_ image: RGBAImage) {
    image.pixels.withUnsafeBufferPointer { pixels in
      counts.withUnsafeMutableBufferPointer { counts in
        sums.withUnsafeMutableBufferPointer { sums in
          var at = 0
          while at < pixels.count {
            if pixels[at + 3] >= 128 {
              let r = Int(pixels[at])
              let g = Int(pixels[at + 1])
              let b = Int(pixels[at + 2])
              let bin = Histogram.bin(red: r, green: g, blue: b)
              counts[bin] += 1
              sums[bin * 3] += r
              sums[bin * 3 + 1] += g
              sums[bin * 3 + 2] += b
            }
            at += 4
          }
        }
      }
    }
  }

  func occupied() -> [Int32] {
    var bins: [Int32] = []
    for bin in 0..<Histogram.binCount where counts[bin] > 0 { bins.append(Int32(bin)) }
    return bins
  }

  /// The mean colour of a bin, channel `channel` (0 red, 1 green, 2 blue).
  func mean(_ bin: Int, _ channel: Int) -> Double {
    Double(sums[bin * 3 + channel]) / Double(counts[bin])
  }
}

/// A box of median cut: some bins, and the squared error of replacing them by their mean.
struct ColourBox {
  var bins: [Int32]
  var error: Double

  init(bins: [Int32], histogram: Histogram) {
    self.bins = bins
    var count = 0.0
    var sum = [0.0, 0.0, 0.0]
    var squares = [0.0, 0.0, 0.0]
    for bin in bins.lazy.map(Int.init) {
      let n = Double(histogram.counts[bin])
      count += n
      for channel in 0..<3 {
        let value = histogram.mean(bin, channel)
        sum[channel] += n * value
        squares[channel] += n * value * value
      }
    }
    error = (0..<3).reduce(0) { $0 + squares[$1] - sum[$1] * sum[$1] / max(count, 1) }
  }

  /// Two boxes, cut across the channel that varies most at the median pixel.
  func split(histogram: Histogram) -> (ColourBox, ColourBox) {
    var spread = [(0.0, 0.0, 0.0), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0)]
    for bin in bins.lazy.map(Int.init) {
      let n = Double(histogram.counts[bin])
      for channel in 0..<3 {
        let value = histogram.mean(bin, channel)
        spread[channel].0 += n
        spread[channel].1 += n * value
        spread[channel].2 += n * value * value
      }
    }
    let variances = spread.map { $0.2 - $0.1 * $0.1 / max($0.0, 1) }
    let channel = variances.indices.max { variances[$0] < variances[$1] } ?? 0
    let sorted = bins.sorted {
      histogram.mean(Int($0), channel) < histogram.mean(Int($1), channel)
    }
    let total = sorted.reduce(0) { $0 + histogram.counts[Int($1)] }
    var running = 0
    var cut = 1
    for (index, bin) in sorted.enumerated() {
      running += histogram.counts[Int(bin)]
      if running * 2 >= total {
        cut = index + 1
        break
      }
    }
    cut = min(max(cut, 1), sorted.count - 1)
    return (
      ColourBox(bins: Array(sorted[..<cut]), histogram: histogram),
      ColourBox(bins: Array(sorted[cut...]), histogram: histogram)
    )
  }

  func mean(histogram: Histogram) -> RGBAImage.Pixel {
    var count = 0
    var sum = [0, 0, 0]
    for bin in bins.lazy.map(Int.init) {
      count += histogram.counts[bin]
      for channel in 0..<3 { sum[channel] += histogram.sums[bin * 3 + channel] }
    }
    func channel(_ c: Int) -> UInt8 { UInt8((sum[c] + count / 2) / max(count, 1)) }
    return RGBAImage.Pixel(red: channel(0), green: channel(1), blue: channel(2))
  }
}
