/// "Did you mean …?": the nearest known name by edit distance.
enum Suggestion {
  /// The closest candidate within a distance that still looks like a typo, or nil.
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
    let limit = max(2, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(lowered, candidate.lowercased())
      if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    if let best { return best.0 }
    // A prefix long enough to be meant (`useGlobal` for `useGlobalCoordinateSpace`).
    if word.count >= 4 { return candidates.first { $0.lowercased().hasPrefix(lowered) } }
    return nil
  }

  /// Levenshtein distance with transpositions counted as one edit.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
