/// `searchReference`'s answer, bit for bit, for a fraction of its time: a busy octant frame
/// sends most of its cells there (translucent layers over one another and edges shaded by
/// coverage give a cell five to eight colours: 16 to 128 splits), and the reference's step
/// spent more on its horizontal sums, its bit counts (in software: the baseline x86-64 target
/// has no popcnt) and its comparison with the best so far than on the running sum. Here the running sum is taken in the same order (its rounding is the
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
          else { return -1 }
          return Self.bestMask(
            pixels, count: n, first: first, total: total, scratch: scratch, masks: masks,
            sums: sums, visit: visit)
        }
      }
    }
    guard mask >= 0 else { return searchReference(pixels, count: n, first: first, visit: visit) }
    return Self.split(pixels, count: n, mask: mask)
  }

  /// The best split's mask, or -1 for a cell of fewer than three colours. `scratch`: the
  /// steps' sums by channel, their two reciprocals and scores (`maximumSteps` each), then the
  /// reciprocals 1/k (`reciprocals`); `masks`: the steps' masks, then each colour's mask and
  /// size (8 each); `sums`: each colour's sum. Everything through pointers: a SIMD vector
  /// indexed by a variable went through the stack, and a static table through a once-check,
  /// on every step.
  @inline(__always)
  private static func bestMask(
    _ pixels: UnsafePointer<SIMD4<Float>>, count n: Int, first: Int, total: SIMD4<Float>,
    scratch: UnsafeMutablePointer<Float>, masks: UnsafeMutablePointer<Int32>,
    sums: UnsafeMutablePointer<SIMD4<Float>>, visit: ((Int, Float) -> Void)?
  ) -> Int {
    let m = Self.maximumSteps
    let scores = scratch + 5 * m
    let reciprocal = UnsafePointer(scratch + 6 * m)
    let (groups, sizes) = (masks + m, masks + m + 8)
    // Each colour's pixels, how many and their sum, pixel 0's first.
    let count = groupColours(pixels, count: n, first: first, groups: groups, sums: sums)
    for i in 0..<count { sizes[i] = Int32(groups[i].nonzeroBitCount) }
    // Three colours at least (`solve` answers one or two): a multiple of four steps.
    guard count >= 3 else { return -1 }
    let steps = 1 << (count - 1)
    // The running sum in Gray-code order, as the reference takes it, four steps a round:
    // colour 1 goes in and out again, colour 2 in on even rounds and out on odd ones, and
    // a round after the first starts with colour 3 + the round's lowest set bit in or out.
    // Each round's four splits scored at once, the sums' channels gathered into vectors: the
    // reference's (s·s).sum() is ((r² + g²) + b²) + 0, the same operations per split.
    let (tr, tg, tb) = (
      SIMD4<Float>(repeating: total[0]), SIMD4<Float>(repeating: total[1]),
      SIMD4<Float>(repeating: total[2])
    )
    var highest = SIMD4<Float>(repeating: -.infinity)
    @inline(__always) func score(
      _ t: Int, _ s: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>),
      _ inked: (Int32, Int32, Int32, Int32)
    ) {
      let r = SIMD4(s.0[0], s.1[0], s.2[0], s.3[0])
      let g = SIMD4(s.0[1], s.1[1], s.2[1], s.3[1])
      let b = SIMD4(s.0[2], s.1[2], s.2[2], s.3[2])
      let ink = SIMD4(
        reciprocal[Int(inked.0)], reciprocal[Int(inked.1)], reciprocal[Int(inked.2)],
        reciprocal[Int(inked.3)])
      let paper = SIMD4(
        reciprocal[n - Int(inked.0)], reciprocal[n - Int(inked.1)],
        reciprocal[n - Int(inked.2)], reciprocal[n - Int(inked.3)])
      let (rr, rg, rb) = (tr - r, tg - g, tb - b)
      let inside = (r * r + g * g) + b * b
      let outside = (rr * rr + rg * rg) + rb * rb
      let value = inside * ink + outside * paper
      UnsafeMutableRawPointer(scores + t).storeBytes(of: value, as: SIMD4<Float>.self)
      highest.replace(with: value, where: value .> highest)
    }
    let (sum1, sum2) = (sums[1], sums[2])
    let (group1, group2) = (groups[1], groups[2])
    let (size1, size2) = (sizes[1], sizes[2])
    var s = sums[0]
    var mask = groups[0]
    var inked = sizes[0]
    var state = 0
    for round in 0..<(steps / 4) {
      let t = 4 * round
      if round > 0 {
        let j = round.trailingZeroBitCount + 2
        let group = j + 1
        if state & (1 << j) != 0 {
          s -= sums[group]
          inked -= sizes[group]
        } else {
          s += sums[group]
          inked += sizes[group]
        }
        mask ^= groups[group]
        state ^= 1 << j
      }
      let s0 = s
      let (mask0, inked0) = (mask, inked)
      s += sum1
      let s1 = s
      let (mask1, inked1) = (mask0 ^ group1, inked0 &+ size1)
      let second = round & 1 == 0
      if second { s += sum2 } else { s -= sum2 }
      let s2 = s
      let (mask2, inked2) = (mask1 ^ group2, second ? inked1 &+ size2 : inked1 &- size2)
      s -= sum1
      let s3 = s
      (mask, inked) = (mask2 ^ group1, inked2 &- size1)
      masks[t] = mask0
      masks[t + 1] = mask1
      masks[t + 2] = mask2
      masks[t + 3] = mask
      score(t, (s0, s1, s2, s3), (inked0, inked1, inked2, inked))
    }
    func load(_ p: UnsafeMutablePointer<Float>, _ t: Int) -> SIMD4<Float> {
      UnsafeRawPointer(p + t).loadUnaligned(as: SIMD4<Float>.self)
    }
    if let visit { for t in 0..<steps { visit(Int(masks[t]), scores[t]) } }
    // The highest (a NaN score never is), and the lowest mask of those that score it.
    let best = max(max(highest[0], highest[1]), max(highest[2], highest[3]))
    var bestMask = Int32((1 << n) - 1)
    for t in stride(from: 0, to: steps, by: 4)
    where any(load(scores, t) .== SIMD4(repeating: best)) {
      for u in t..<(t + 4) where scores[u] == best && masks[u] < bestMask { bestMask = masks[u] }
    }
    return Int(bestMask)
  }
}
