/// "Did you mean …?" for unknown keys: the nearest known name by edit distance.
///
/// The planner has its own for modifier names; it is internal there, and a scene's keys are a
/// different vocabulary, so the loader keeps this small copy.
enum NearestName {
  /// The closest candidate that still looks like a typo of `word`, or nil.
  ///
  /// A case-only difference always matches (`heroId` → `heroID`); otherwise up to a third of the
  /// word's length may differ (at least 2 edits).
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    let limit = max(2, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(lowered, candidate.lowercased())
      if d <= limit, d < best?.distance ?? Int.max { best = (candidate, d) }
    }
    return best?.name
  }

  /// Levenshtein distance where swapping two neighbours counts as one edit; O(m·n) time.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows are enough: the previous two (for transpositions) and the current one.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
