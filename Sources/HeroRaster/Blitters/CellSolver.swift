/// Two colours for a cell of `n` pixels (n ≤ 8): the split of its pixels into two sets, each
/// coloured by its mean, with the least squared error — notcurses' solver for sextants and
/// octants. A cell of one or two distinct colours (most cells: layers are flat) is answered
/// without the search.
struct CellSolver {
  /// The best split: `mask` the pixels inked in `ink` (bit k, pixel k), the rest `paper`.
  struct Split {
    var mask: Int
    var ink: SIMD4<Float>
    var paper: SIMD4<Float>
  }

  /// Partial sums of the pixels in each mask, reused from cell to cell (256 entries).
  private var sums: [SIMD4<Float>] = Array(repeating: .zero, count: 256)

  /// The split of `pixels[0..<n]`. Pixel 0 is always inked (a split and its complement are
  /// the same two colours); a cell of one colour is mask 0 with that colour as paper.
  mutating func solve(_ pixels: UnsafePointer<SIMD4<Float>>, count n: Int) -> Split {
    let first = pixels[0]
    let firstKey = Self.key(first)
    // One pass: which pixels equal pixel 0, and whether every other pixel is one colour.
    var same = 1
    var other: SIMD4<Float>? = nil
    var otherKey = SIMD4<UInt32>(repeating: 0)
    var twoColours = true
    for k in 1..<n {
      let key = Self.key(pixels[k])
      if key == firstKey {
        same |= 1 << k
      } else if let _ = other {
        if key != otherKey { twoColours = false }
      } else {
        other = pixels[k]
        otherKey = key
      }
    }
    guard let other else { return Split(mask: 0, ink: first, paper: first) }
    if twoColours { return Split(mask: same, ink: first, paper: other) }
    return search(pixels, count: n)
  }

  /// Every split with pixel 0 inked, scored by Σ|S|²/|set| of both sets (the squared error is
  /// the pixels' Σ|c|² less that): the highest wins, the first on a tie.
  private mutating func search(_ pixels: UnsafePointer<SIMD4<Float>>, count n: Int) -> Split {
    var total = SIMD4<Float>.zero
    for k in 0..<n { total += pixels[k] }
    let full = (1 << n) - 1
    var best = -Float.infinity
    var bestMask = full
    sums.withUnsafeMutableBufferPointer { sums in
      sums[0] = .zero
      // Masks in order: each is a smaller mask plus its lowest pixel.
      for mask in 1...full {
        let low = mask & -mask
        let k = low.trailingZeroBitCount
        let s = sums[mask & (mask - 1)] + pixels[k]
        sums[mask] = s
        guard mask & 1 == 1 else { continue }
        let inked = Float(mask.nonzeroBitCount)
        let rest = Float(n) - inked
        let r = total - s
        var score = (s * s).sum() / inked
        if rest > 0 { score += (r * r).sum() / rest }
        if score > best {
          best = score
          bestMask = mask
        }
      }
    }
    let inked = Float(bestMask.nonzeroBitCount)
    let ink = sums[bestMask] / inked
    let rest = Float(n) - inked
    let paper = rest > 0 ? (total - sums[bestMask]) / rest : ink
    return Split(
      mask: bestMask == full ? 0 : bestMask, ink: ink, paper: bestMask == full ? ink : paper)
  }

  @inline(__always)
  static func key(_ c: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(c, to: SIMD4<UInt32>.self) }
}
