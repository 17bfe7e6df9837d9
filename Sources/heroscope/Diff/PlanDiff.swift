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
    let ranks = Self.layerRanks(pairs, before: before.views, after: after.views)
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
        let a = ranks[side]?.before[i].map { DiffValue.number(Double($0)) } ?? .none
        let b = ranks[side]?.after[j].map { DiffValue.number(Double($0)) } ?? .none
        change("\(side).layerOrder", a, b)
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

  /// Each paired view's rank in the draw order of the start and end frames, counted among the
  /// paired views only: what changes is which of them covers which.
  static func layerRanks(_ pairs: [(Int, Int)], before: [DiffView], after: [DiffView])
    -> [String: (before: [Int: Int], after: [Int: Int])]
  {
    var result: [String: (before: [Int: Int], after: [Int: Int])] = [:]
    for (side, layer) in [("start", \DiffView.start), ("end", \DiffView.end)] {
      func ranks(_ indices: [Int], _ views: [DiffView]) -> [Int: Int] {
        let drawn = indices.compactMap { i in views[i][keyPath: layer]?.layer.map { (i, $0) } }
        var out: [Int: Int] = [:]
        for (rank, entry) in drawn.sorted(by: { $0.1 < $1.1 }).enumerated() { out[entry.0] = rank }
        return out
      }
      result[side] = (ranks(pairs.map(\.0), before), ranks(pairs.map(\.1), after))
    }
    return result
  }
}
