/// "Did you mean …?": the nearest known name by edit distance, for modifier names, scene keys,
/// colour names and command names alike.
public enum NearestName {
  /// Words longer than this get no suggestion: no name is that long, and the distance would cost
  /// time in proportion to the word's length for every candidate.
  public static let longestWord = 64

  /// The closest candidate that still looks like a typo of `word`, or nil.
  ///
  /// A case-only difference always matches (`heroId` → `heroID`); otherwise up to a third of the
  /// word's length may differ (at least 2 edits). With `allowingPrefix`, a prefix of four or more
  /// letters names the first candidate it starts (`useGlobal` → `useGlobalCoordinateSpace`).
  public static func nearest(
    to word: String, in candidates: [String], allowingPrefix: Bool = false
  ) -> String? {
    let letters = Array(word.prefix(longestWord + 1).lowercased())
    guard letters.count <= longestWord else { return nil }
    if let same = candidates.first(where: { Array($0.lowercased()) == letters }) { return same }
    let limit = max(2, letters.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      // The distance is at least the difference in length: skip what cannot be near.
      guard abs(other.count - letters.count) <= limit else { continue }
      let d = distance(letters, other)
      if d <= limit, d < best?.distance ?? Int.max { best = (candidate, d) }
    }
    if let best { return best.name }
    if allowingPrefix, letters.count >= 4 {
      return candidates.first { Array($0.lowercased()).starts(with: letters) }
    }
    return nil
  }

  /// Levenshtein distance where swapping two neighbours counts as one edit; O(m·n) time and
  /// O(n) memory.
  public static func distance(_ a: String, _ b: String) -> Int {
    distance(Array(a), Array(b))
  }

  package static func distance(_ a: [Character], _ b: [Character]) -> Int {
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
