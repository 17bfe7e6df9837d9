/// A set of properties as bits, each the index of a name in a `PropertyNames` list.
struct PropertySet: Hashable, Sendable {
  var bits: UInt32 = 0

  mutating func insert(_ index: Int) { bits |= 1 << UInt32(index) }

  func contains(_ index: Int) -> Bool { bits & (1 << UInt32(index)) != 0 }
}

/// Property names in a fixed order, and the lists a plan's views share: most views of a scene
/// animate the same few sets of properties, so each list is made once per plan, not per view.
struct PropertyNames {
  let all: [String]
  private var lists: [UInt32: [String]] = [:]

  init(_ all: [String]) { self.all = all }

  /// Hero's keys, in the order `TargetState.heroKeySet` numbers them.
  static let heroKeys = PropertyNames([
    "size", "position", "opacity", "cornerRadius", "backgroundColor", "zPosition", "border",
    "shadow", "contentsRect", "contentsScale", "transform", "overlay", "anchorPoint",
  ])

  /// What changes between two layer states, in the order `LayerState.changedPropertySet`
  /// numbers them.
  static let changed = PropertyNames([
    "position", "size", "transform", "opacity", "cornerRadius", "backgroundColor", "border",
    "shadow", "zPosition", "anchorPoint", "overlay",
  ])

  /// The names in `set`, in order.
  func names(_ set: PropertySet) -> [String] {
    var out: [String] = []
    out.reserveCapacity(set.bits.nonzeroBitCount)
    for (index, name) in all.enumerated() where set.contains(index) { out.append(name) }
    return out
  }

  /// `names(set)`, made once per set and shared after.
  mutating func list(_ set: PropertySet) -> [String] {
    if let made = lists[set.bits] { return made }
    let made = names(set)
    lists[set.bits] = made
    return made
  }
}
