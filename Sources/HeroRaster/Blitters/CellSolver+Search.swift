/// `searchReference`'s answer, bit for bit, for a fraction of its time: a busy octant frame
/// sends most of its cells there (translucent layers over one another and edges shaded by
/// coverage give a cell five to eight colours: 16 to 128 splits), and the reference's step
/// spent as long on its horizontal sums, a software bit count and an unpredictable branch as
/// on the running sum. Here the running sum is taken in the same order (its rounding is the
/// reference's), its channels stored apart, and the scores worked out four splits at a time
/// with the same operations per split; the best is the highest score and, among those equal
/// to it, the lowest mask, which is what the reference's comparison keeps.
extension CellSolver {
  /// The splits of 8 colours.
  static let maximumSteps = 128

  /// `visit`, for the tests: each split's mask and score, in the reference's order.
  mutating func search(
    _ pixels: UnsafePointer<SIMD4<Float>>, count n: Int, first: Int,
    visit: ((Int, Float) -> Void)? = nil
  ) -> Split {
    // The fourth lane is 0 in every pixel a painter writes; the scores below leave out its
    // terms (adding +0 to a sum of squares changes nothing), so a cell where it is not is
    // left to the reference.
    var total = SIMD4<Float>.zero
    var fourth: UInt32 = 0
    for k in 0..<n {
      total += pixels[k]
      fourth |= Self.key(pixels[k])[3]
    }
    guard fourth == 0 else { return searchReference(pixels, count: n, first: first, visit: visit) }
    let mask = stepLanes.withUnsafeMutableBufferPointer { scratch in
      stepMasks.withUnsafeMutableBufferPointer { masks in
        stepSums.withUnsafeMutableBufferPointer { sums in
          guard let scratch = scratch.baseAddress, let masks = masks.baseAddress,
            let sums = sums.baseAddress
          else { return (1 << n) - 1 }
          return Self.bestMask(
            pixels, count: n, first: first, total: total, scratch: scratch, masks: masks,
            sums: sums, visit: visit)
        }
      }
    }
    return Self.split(pixels, count: n, mask: mask)
  }

  /// The best split's mask. `scratch`: 6 × `maximumSteps` floats, for the steps' sums by
  /// channel, their two reciprocals and scores; `masks`, `maximumSteps` of them; `sums`, 8.
  @inline(__always)
  private static func bestMask(
    _ pixels: UnsafePointer<SIMD4<Float>>, count n: Int, first: Int, total: SIMD4<Float>,
    scratch: UnsafeMutablePointer<Float>, masks: UnsafeMutablePointer<Int32>,
    sums: UnsafeMutablePointer<SIMD4<Float>>, visit: ((Int, Float) -> Void)?
  ) -> Int {
    // Each colour's pixels, how many and their sum, pixel 0's first.
    var groups = SIMD8<Int32>()
    var sizes = SIMD8<Int32>()
    var count = 0
    do {
      groups[0] = Int32(first)
      sizes[0] = Int32(first.nonzeroBitCount)
      sums[0] = pixels[0] * Float(first.nonzeroBitCount)
      count = 1
      var grouped = first
      for k in 1..<n where grouped & (1 << k) == 0 {
        let key = Self.key(pixels[k])
        var mask = 1 << k
        for j in (k + 1)..<n where Self.key(pixels[j]) == key { mask |= 1 << j }
        grouped |= mask
        groups[count] = Int32(mask)
        sizes[count] = Int32(mask.nonzeroBitCount)
        sums[count] = pixels[k] * Float(mask.nonzeroBitCount)
        count += 1
      }
    }
    let steps = 1 << (count - 1)
    // Four lanes at least, the spare ones NaN: a NaN score is never the best.
    let padded = max(4, steps)
    let red = scratch
    let green = scratch + Self.maximumSteps
    let blue = scratch + 2 * Self.maximumSteps
    let inkShare = scratch + 3 * Self.maximumSteps
    let paperShare = scratch + 4 * Self.maximumSteps
    let scores = scratch + 5 * Self.maximumSteps
    for t in steps..<padded {
      (red[t], green[t], blue[t]) = (.nan, .nan, .nan)
      (inkShare[t], paperShare[t], masks[t]) = (0, 0, Int32.max)
    }
    // The running sum in Gray-code order, as the reference takes it.
    do {
      var s = sums[0]
      var mask = groups[0]
      var inked = sizes[0]
      var state = 0
      for step in 0..<steps {
        if step > 0 {
          let j = step.trailingZeroBitCount
          let group = j + 1
          let out = state & (1 << j) != 0
          mask ^= groups[group]
          if out {
            s -= sums[group]
            inked -= sizes[group]
          } else {
            s += sums[group]
            inked += sizes[group]
          }
          state ^= 1 << j
        }
        (red[step], green[step], blue[step]) = (s[0], s[1], s[2])
        inkShare[step] = Self.reciprocals[Int(inked)]
        paperShare[step] = Self.reciprocals[n - Int(inked)]
        masks[step] = mask
      }
    }
    // Four splits at a time: the reference's (s·s).sum() is ((r² + g²) + b²) + 0.
    func load(_ p: UnsafeMutablePointer<Float>, _ t: Int) -> SIMD4<Float> {
      UnsafeRawPointer(p + t).loadUnaligned(as: SIMD4<Float>.self)
    }
    let (tr, tg, tb) = (
      SIMD4<Float>(repeating: total[0]), SIMD4<Float>(repeating: total[1]),
      SIMD4<Float>(repeating: total[2])
    )
    var highest = SIMD4<Float>(repeating: -.infinity)
    for t in stride(from: 0, to: padded, by: 4) {
      let (r, g, b) = (load(red, t), load(green, t), load(blue, t))
      let (rr, rg, rb) = (tr - r, tg - g, tb - b)
      let inside = (r * r + g * g) + b * b
      let outside = (rr * rr + rg * rg) + rb * rb
      let score = inside * load(inkShare, t) + outside * load(paperShare, t)
      UnsafeMutableRawPointer(scores + t).storeBytes(of: score, as: SIMD4<Float>.self)
      highest.replace(with: score, where: score .> highest)
    }
    if let visit { for t in 0..<steps { visit(Int(masks[t]), scores[t]) } }
    let best = max(max(highest[0], highest[1]), max(highest[2], highest[3]))
    var bestMask = Int32((1 << n) - 1)
    for t in 0..<steps where scores[t] == best && masks[t] < bestMask { bestMask = masks[t] }
    return Int(bestMask)
  }
}
