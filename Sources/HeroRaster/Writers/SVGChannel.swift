import HeroPlanner

/// One attribute of one SVG element over the ticks of a segment: its value at each tick, how
/// far it may stray before a key frame is needed, and how a value is written.
struct SVGChannel {
  var values: [[Double]]
  /// The largest error a dropped key frame may leave, in the value's own units.
  var tolerance: Double
  var render: ([Double]) -> String

  /// Ticks whose values must be kept so that straight lines between them stay within
  /// `tolerance` of every tick: the first and the last, and every corner in between.
  func keyframes(times: [Double]) -> [Int] {
    let n = values.count
    guard n > 2 else { return Array(0..<n) }
    var kept = [0]
    var anchor = 0
    var end = 2
    while end < n {
      if fits(from: anchor, to: end, times: times) {
        end += 1
      } else {
        anchor = end - 1
        kept.append(anchor)
        end = anchor + 2
      }
    }
    kept.append(n - 1)
    return kept
  }

  /// Whether the ticks strictly between `a` and `b` lie on the line from `a` to `b`.
  private func fits(from a: Int, to b: Int, times: [Double]) -> Bool {
    let span = times[b] - times[a]
    let va = values[a]
    let vb = values[b]
    for i in (a + 1)..<b {
      let f = span > 0 ? (times[i] - times[a]) / span : 0
      let vi = values[i]
      for k in vi.indices where abs(vi[k] - (va[k] + (vb[k] - va[k]) * f)) > tolerance {
        return false
      }
    }
    return true
  }

  /// Whether every tick is within `tolerance` of the first (then the attribute is constant).
  var isConstant: Bool {
    guard let first = values.first else { return true }
    return values.allSatisfy { v in
      v.count == first.count && zip(v, first).allSatisfy { abs($0 - $1) <= tolerance / 2 }
    }
  }
}
