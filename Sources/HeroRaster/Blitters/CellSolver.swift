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

  /// Each colour's sum in a cell, reused from cell to cell (a cell has at most 8 colours).
  private var sums: [SIMD4<Float>] = Array(repeating: .zero, count: 8)
  /// `search`'s steps, made once (a temporary allocation their size is on the heap, each
  /// cell): their sums by channel, reciprocals and scores, then the table of 1/k; their
  /// masks, then each colour's mask and size; each colour's sum.
  var stepLanes: [Float] =
    Array(repeating: 0, count: 6 * CellSolver.maximumSteps)
    + (0..<16).map { CellSolver.reciprocals[$0] }
  var stepMasks: [Int32] = Array(repeating: 0, count: CellSolver.maximumSteps + 16)
  var stepSums: [SIMD4<Float>] = Array(repeating: .zero, count: 8)

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
    return search(pixels, count: n, first: same)
  }

  /// `solve` with every cell of three or more colours through `searchReference`: what the
  /// tests hold `search` to.
  mutating func solveByReference(_ pixels: UnsafePointer<SIMD4<Float>>, count n: Int) -> Split {
    let split = solve(pixels, count: n)
    var colours = 1
    for k in 1..<n where !(0..<k).contains(where: { Self.key(pixels[$0]) == Self.key(pixels[k]) }) {
      colours += 1
    }
    guard colours > 2 else { return split }
    var first = 0
    for k in 0..<n where Self.key(pixels[k]) == Self.key(pixels[0]) { first |= 1 << k }
    return searchReference(pixels, count: n, first: first)
  }

  /// The splits that keep each colour's pixels together, pixel 0's colour inked: a split
  /// that parts two equal pixels never has less error (moving one to its twin's set does not
  /// raise it), and most cells of three or more colours hold only a few (flat layers meeting
  /// at an edge or a corner), so this is 2, 4 or 8 splits where every split of 8 pixels is
  /// 128. Each is scored by Σ|S|²/|set| of both sets (the squared error is the pixels' Σ|c|²
  /// less that), the splits taken in Gray-code order so each adds or takes away one colour's
  /// sum; the highest wins, the lowest mask on a tie. `first`: the pixels equal to pixel 0.
  /// `visit`, for the tests: each split's mask and score, in turn.
  mutating func searchReference(
    _ pixels: UnsafePointer<SIMD4<Float>>, count n: Int, first: Int,
    visit: ((Int, Float) -> Void)? = nil
  ) -> Split {
    var total = SIMD4<Float>.zero
    for k in 0..<n { total += pixels[k] }
    let full = (1 << n) - 1
    var best = -Float.infinity
    var bestMask = full
    sums.withUnsafeMutableBufferPointer { sums in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: 8) { groups in
        guard let groups = groups.baseAddress, let sums = sums.baseAddress else { return }
        // Each colour's pixels and their sum, pixel 0's first.
        let count = Self.groupColours(pixels, count: n, first: first, groups: groups, sums: sums)
        var mask = first
        var s = sums[0]
        var state = 0
        for step in 0..<(1 << (count - 1)) {
          if step > 0 {
            // Gray code: step's lowest set bit is the colour that goes in or out.
            let j = step.trailingZeroBitCount
            let group = Int(groups[j + 1])
            if state & (1 << j) == 0 {
              mask |= group
              s += sums[j + 1]
            } else {
              mask &= ~group
              s -= sums[j + 1]
            }
            state ^= 1 << j
          }
          let inked = mask.nonzeroBitCount
          let r = total - s
          // (1/k from a table: a division per set cost as much as the rest of the step.)
          let score =
            (s * s).sum() * Self.reciprocals[inked] + (r * r).sum() * Self.reciprocals[n - inked]
          visit?(mask, score)
          if score > best || (score == best && mask < bestMask) {
            best = score
            bestMask = mask
          }
        }
      }
    }
    return Self.split(pixels, count: n, mask: bestMask)
  }

  /// Each colour of `pixels[0..<n]`, pixel 0's first (`first`: the pixels equal to it): its
  /// pixels as a mask into `groups` and their sum into `sums` (8 of each at most); how many
  /// colours. The search and its reference group a cell the same way.
  @inline(__always)
  static func groupColours(
    _ pixels: UnsafePointer<SIMD4<Float>>, count n: Int, first: Int,
    groups: UnsafeMutablePointer<Int32>, sums: UnsafeMutablePointer<SIMD4<Float>>
  ) -> Int {
    groups[0] = Int32(first)
    sums[0] = pixels[0] * Float(first.nonzeroBitCount)
    var count = 1
    var grouped = first
    for k in 1..<n where grouped & (1 << k) == 0 {
      let key = Self.key(pixels[k])
      var mask = 1 << k
      for j in (k + 1)..<n where Self.key(pixels[j]) == key { mask |= 1 << j }
      grouped |= mask
      groups[count] = Int32(mask)
      sums[count] = pixels[k] * Float(mask.nonzeroBitCount)
      count += 1
    }
    return count
  }

  /// The two colours of `mask` as the sets' means, added up afresh (a running sum has
  /// rounded); a mask of every pixel is one colour.
  static func split(_ pixels: UnsafePointer<SIMD4<Float>>, count n: Int, mask bestMask: Int)
    -> Split
  {
    let full = (1 << n) - 1
    var ink = SIMD4<Float>.zero
    var paper = SIMD4<Float>.zero
    for k in 0..<n {
      if bestMask & (1 << k) != 0 { ink += pixels[k] } else { paper += pixels[k] }
    }
    let inked = Float(bestMask.nonzeroBitCount)
    ink /= inked
    guard bestMask != full else { return Split(mask: 0, ink: ink, paper: ink) }
    return Split(mask: bestMask, ink: ink, paper: paper / (Float(n) - inked))
  }

  /// 1/k for k = 0…8, and 0 for k = 0 (an empty set adds nothing to a score).
  static let reciprocals = SIMD16<Float>(
    0, 1, 1 / 2, 1 / 3, 1 / 4, 1 / 5, 1 / 6, 1 / 7, 1 / 8, 0, 0, 0, 0, 0, 0, 0)

  @inline(__always)
  static func key(_ c: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(c, to: SIMD4<UInt32>.self) }
}
