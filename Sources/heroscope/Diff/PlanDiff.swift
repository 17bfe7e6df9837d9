/// What changed between two plans of a transition: views that appear or disappear, and each
/// compared field of a view in both, old → new.
///
/// Views are paired by screen, the names of their ancestors, their name and heroID (the n-th
/// view of the same identity with the n-th), not by index, so inserting a view changes nothing
/// about the others.
struct PlanDiff {
  struct Change {
    /// The view's screen and scene paths before and after (nil on the side it is missing
    /// from); all nil for a change of the transition as a whole.
    var screen: String?
    var beforePath: String?
    var afterPath: String?
    var name: String?
    var heroID: String?
    /// `appears`, `disappears`, or the field: `duration`, `start.position`…
    var field: String
    var before: DiffValue
    var after: DiffValue
  }

  var changes: [Change] = []

  /// The fields compared for a view in both plans, in the order reported.
  static var fields: [(name: String, read: (DiffView) -> DiffValue)] {
    [
      ("included", { .flag($0.included) }),
      ("animates", { .flag($0.animates) }),
      ("matched", { .flag($0.matched) }),
      ("coordinateSpace", { .text($0.coordinateSpace) }),
      ("delay", { DiffValue($0.delay) }),
      ("duration", { DiffValue($0.duration) }),
      ("timingFunction", { DiffValue($0.timingFunction) }),
      ("spring", { DiffValue($0.spring) }),
      ("arc", { DiffValue($0.arc) }),
    ] + layerFields("start", \.start) + layerFields("end", \.end)
  }

  private static func layerFields(
    _ side: String, _ layer: KeyPath<DiffView, DiffLayer?>
  ) -> [(name: String, read: (DiffView) -> DiffValue)] {
    [
      ("\(side).position", { DiffValue($0[keyPath: layer]?.position) }),
      ("\(side).size", { DiffValue($0[keyPath: layer]?.size) }),
      ("\(side).opacity", { DiffValue($0[keyPath: layer]?.opacity) }),
      ("\(side).transform", { DiffValue($0[keyPath: layer]?.transform) }),
      ("\(side).cornerRadius", { DiffValue($0[keyPath: layer]?.cornerRadius) }),
      ("\(side).color", { DiffValue($0[keyPath: layer]?.color) }),
    ]
  }

  init(before: PlanDocument, after: PlanDocument, tolerance: Double) {
    let totals = (DiffValue(before.totalDuration), DiffValue(after.totalDuration))
    if totals.0.differs(from: totals.1, tolerance: tolerance) {
      changes.append(
        Change(field: "totalDuration", before: totals.0, after: totals.1))
    }
    if before.animation != after.animation {
      changes.append(
        Change(
          field: "animation", before: DiffValue(before.animation),
          after: DiffValue(after.animation)))
    }
    let beforeKeys = Self.identities(before.views)
    let afterKeys = Self.identities(after.views)
    let afterIndex = Dictionary(
      afterKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let beforeIndex = Dictionary(
      beforeKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var pairs: [(Int, Int)] = []
    for (i, key) in beforeKeys.enumerated() {
      if let j = afterIndex[key] {
        pairs.append((i, j))
      } else {
        let view = before.views[i]
        changes.append(
          Change(
            screen: view.screen, beforePath: view.sourcePath, name: view.name,
            heroID: view.heroID, field: "disappears", before: .flag(true), after: .none))
      }
    }
    let order = Self.drawOrderChanges(pairs, before: before.views, after: after.views)
    // Reported in the after plan's order, with the views that appear in their places.
    var byAfter: [Int: (Int, Int)] = [:]
    for pair in pairs { byAfter[pair.1] = pair }
    for (j, key) in afterKeys.enumerated() {
      let view = after.views[j]
      guard let (i, _) = byAfter[j] else {
        if beforeIndex[key] == nil {
          changes.append(
            Change(
              screen: view.screen, afterPath: view.sourcePath, name: view.name,
              heroID: view.heroID, field: "appears", before: .none, after: .flag(true)))
        }
        continue
      }
      let old = before.views[i]
      func change(_ field: String, _ a: DiffValue, _ b: DiffValue) {
        guard a.differs(from: b, tolerance: tolerance) else { return }
        changes.append(
          Change(
            screen: view.screen, beforePath: old.sourcePath, afterPath: view.sourcePath,
            name: view.name, heroID: view.heroID, field: field, before: a, after: b))
      }
      for field in Self.fields { change(field.name, field.read(old), field.read(view)) }
      for side in ["start", "end"] {
        if let moved = order[side]?[i] { change("\(side).layerOrder", moved.before, moved.after) }
      }
    }
  }

  /// Each view's identity: screen, ancestors' names, name, heroID, and how many views before
  /// it share all of them.
  static func identities(_ views: [DiffView]) -> [String] {
    var names: [String: String] = [:]
    for view in views {
      names[view.screen + "/" + view.path.map(String.init).joined(separator: ".")] = view.name
    }
    var seen: [String: Int] = [:]
    return views.map { view in
      var chain: [String] = [view.screen]
      for depth in 0..<view.path.count {
        let prefix = view.path.prefix(depth).map(String.init).joined(separator: ".")
        chain.append(names[view.screen + "/" + prefix] ?? "?")
      }
      chain.append(view.name)
      chain.append(view.heroID.map { "#" + $0 } ?? "")
      let key = chain.joined(separator: "\u{1F}")
      let n = seen[key, default: 0]
      seen[key] = n + 1
      return key + "\u{1F}\(n)"
    }
  }

  /// Where drawing order changed, as what each view is drawn above and under: for the start and
  /// the end frames, by the before-plan index of the view, its place before and after. Only
  /// views that moved are reported, not those whose neighbours did: among the paired views
  /// drawn in both plans, the longest run that keeps its order stays put, and each other view
  /// moved (one view raised to the top is one change, not one for every view it passed). A
  /// view drawn in one plan only is reported as drawn or not drawn.
  static func drawOrderChanges(_ pairs: [(Int, Int)], before: [DiffView], after: [DiffView])
    -> [String: [Int: (before: DiffValue, after: DiffValue)]]
  {
    var result: [String: [Int: (before: DiffValue, after: DiffValue)]] = [:]
    for (side, layer) in [("start", \DiffView.start), ("end", \DiffView.end)] {
      var changes: [Int: (before: DiffValue, after: DiffValue)] = [:]
      let drawnBoth = pairs.filter { i, j in
        before[i][keyPath: layer]?.layer != nil && after[j][keyPath: layer]?.layer != nil
      }
      // Bottom to top in each plan.
      let beforeOrder = drawnBoth.sorted {
        before[$0.0][keyPath: layer]?.layer ?? 0 < before[$1.0][keyPath: layer]?.layer ?? 0
      }
      let afterOrder = drawnBoth.sorted {
        after[$0.1][keyPath: layer]?.layer ?? 0 < after[$1.1][keyPath: layer]?.layer ?? 0
      }
      var afterRank: [Int: Int] = [:]
      for (rank, pair) in afterOrder.enumerated() { afterRank[pair.0] = rank }
      var beforeRank: [Int: Int] = [:]
      for (rank, pair) in beforeOrder.enumerated() { beforeRank[pair.0] = rank }
      let staying = longestIncreasingRun(beforeOrder.map { afterRank[$0.0] ?? 0 })
      for (position, pair) in beforeOrder.enumerated() where !staying.contains(position) {
        let i = pair.0
        changes[i] = (
          .text(place(beforeRank[i] ?? 0, in: beforeOrder.map { before[$0.0] })),
          .text(place(afterRank[i] ?? 0, in: afterOrder.map { after[$0.1] }))
        )
      }
      for (i, j) in pairs {
        let drawnBefore = before[i][keyPath: layer]?.layer != nil
        let drawnAfter = after[j][keyPath: layer]?.layer != nil
        guard drawnBefore != drawnAfter else { continue }
        changes[i] = (
          .text(drawnBefore ? "drawn" : "not drawn"), .text(drawnAfter ? "drawn" : "not drawn")
        )
      }
      result[side] = changes
    }
    return result
  }

  /// `above to.views[1] 'title', under to.views[3] 'over'`: the view at `rank` of `order`
  /// (bottom to top) by its neighbours.
  static func place(_ rank: Int, in order: [DiffView]) -> String {
    func name(_ view: DiffView) -> String { "\(view.sourcePath) '\(view.name)'" }
    var parts: [String] = []
    if rank > 0 { parts.append("above " + name(order[rank - 1])) }
    if rank + 1 < order.count { parts.append("under " + name(order[rank + 1])) }
    if parts.isEmpty { return "alone" }
    if rank == 0 { parts.append("at the bottom") }
    if rank + 1 == order.count { parts.append("on top") }
    return parts.joined(separator: ", ")
  }

  /// The positions of one longest strictly increasing subsequence of `values` (patience
  /// sorting, O(n log n)); the earliest such run where there are several.
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions: the smallest tail of a run of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: Set<Int> = []
    var position = tails.last ?? -1
    while position >= 0 {
      run.insert(position)
      position = previous[position]
    }
    return run
  }
}
