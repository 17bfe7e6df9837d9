/// The layers Hero puts in the transition container, as a tree: the two live root views and a
/// snapshot per animating view, each global snapshot in the container and each local one
/// inside its nearest animating ancestor's snapshot.
///
/// Children are kept in insertion order, which is drawing order before zPosition sorts them.
///
/// Building is O(1) per `add`: UIView.addSubview moves a view to the top of its container, so
/// the tree records each node's container and when it was last added, and sorts every
/// container's children by that once, when they are first read (Hero lifts the same snapshots
/// many times while matching pairs; moving them in arrays made planning super-linear).
public struct LayerTree: Hashable, Sendable {
  /// A node: a live screen root (drawn when the root does not animate) or a view's snapshot.
  public enum Node: Hashable, Sendable {
    case liveRoot(ScreenSide)
    case snapshot(ViewRef)
  }

  /// Animating views in the order their snapshots were made.
  public var insertionOrder: [ViewRef] = []

  /// Where a snapshot is and when it was last added there (a counter, which orders every
  /// container's children); `time` -1: not in the tree.
  private struct Slot: Hashable, Sendable {
    var time = -1
    /// The parent snapshot, or nil for the transition container.
    var parent: ViewRef?
  }
  /// One slot per view of each screen, grown as views are added: dense, since planning reads
  /// and moves every animating view's slot, often many times.
  private var fromSlots: [Slot] = []
  private var toSlots: [Slot] = []
  /// When each screen's live root was last added (nil: not in the tree).
  private var liveRootTimes: [ScreenSide: Int] = [:]
  private var clock = 0
  /// Lifts recorded by `liftGlobalSubtrees`, applied all at once by `resolveLifts`.
  private var lifts: [Lift] = []

  /// At `time`, every global snapshot in the subtrees of `parent`'s children after position
  /// `after` (depth-first) moved to the top of the transition container.
  private struct Lift: Hashable, Sendable {
    var time: Int
    var screen: ScreenSide
    var parent: Int
    var after: Int
  }
  /// `top` and `children` as sorted at the last `settle()`, valid while `unsettled` is false.
  private var settledTop: [Node] = []
  private var settledChildren: [ViewRef: [ViewRef]] = [:]
  private var unsettled = false

  public init() {}

  private subscript(slot ref: ViewRef) -> Slot {
    get {
      let slots = ref.screen == .from ? fromSlots : toSlots
      return ref.index < slots.count ? slots[ref.index] : Slot()
    }
    set {
      if ref.screen == .from {
        if ref.index >= fromSlots.count {
          fromSlots.append(
            contentsOf: repeatElement(Slot(), count: ref.index + 1 - fromSlots.count))
        }
        fromSlots[ref.index] = newValue
      } else {
        if ref.index >= toSlots.count {
          toSlots.append(contentsOf: repeatElement(Slot(), count: ref.index + 1 - toSlots.count))
        }
        toSlots[ref.index] = newValue
      }
    }
  }

  /// Every snapshot in the tree with its slot, from screen first.
  private var placed: [(ref: ViewRef, slot: Slot)] {
    var out: [(ref: ViewRef, slot: Slot)] = []
    for (side, slots) in [(ScreenSide.from, fromSlots), (.to, toSlots)] {
      for (index, slot) in slots.enumerated() where slot.time >= 0 {
        out.append((ViewRef(side, index), slot))
      }
    }
    return out
  }

  /// Whether a view's snapshot has been made.
  public func contains(_ ref: ViewRef) -> Bool { self[slot: ref].time >= 0 }

  /// The snapshot's container: `.some(nil)` for the transition container, nil when the view
  /// has no snapshot.
  public func container(of ref: ViewRef) -> ViewRef?? {
    let slot = self[slot: ref]
    return slot.time >= 0 ? .some(slot.parent) : nil
  }

  /// The transition container's children, bottom first. Setting it reorders (or adds) the
  /// container's nodes as given.
  public var top: [Node] {
    get { unsettled ? sortedTree().top : settledTop }
    set {
      settle()
      // Only a live root leaves the container when left out (there are two: no set of every
      // node, which hashed them all on each set).
      for side in ScreenSide.allCases
      where liveRootTimes[side] != nil && !newValue.contains(.liveRoot(side)) {
        liveRootTimes[side] = nil
      }
      for node in newValue {
        switch node {
        case .liveRoot(let side): liveRootTimes[side] = clock
        case .snapshot(let ref): self[slot: ref] = Slot(time: clock, parent: nil)
        }
        clock += 1
      }
      settledTop = newValue
    }
  }

  /// Each snapshot's child snapshots (local views), bottom first.
  public var children: [ViewRef: [ViewRef]] {
    unsettled ? sortedTree().children : settledChildren
  }

  /// UIView.addSubview: moves the node to the top of the container (or parent snapshot),
  /// taking it out of wherever it was.
  mutating func add(_ node: ViewRef, to parent: ViewRef?) {
    self[slot: node] = Slot(time: clock, parent: parent)
    clock += 1
    unsettled = true
  }

  /// Hero's lift of a matched partner's subtree and later siblings: every global snapshot made
  /// so far in the subtrees of `parent`'s children after position `after` (-1: all of them)
  /// moves to the top of the transition container, in depth-first order. Recorded in O(1);
  /// `resolveLifts` applies every lift at once.
  mutating func liftGlobalSubtrees(screen: ScreenSide, parent: Int, after: Int) {
    lifts.append(Lift(time: clock, screen: screen, parent: parent, after: after))
    clock += 1
    unsettled = true
  }

  /// Applies the recorded lifts: each snapshot ends where its latest add or lift put it.
  ///
  /// A lift at time t gives the snapshots it moves the times t + rank/n, in depth-first order
  /// (n: more than any rank), so later events still come after it. For each parent, one pass
  /// over its children's subtrees finds the latest lift that covers each of them: O(views ×
  /// depth), however many pairs lift the same siblings. `isGlobal` must answer as it did when
  /// the lifts were recorded.
  mutating func resolveLifts(trees: [ScreenSide: ViewTree], isGlobal: (ViewRef) -> Bool) {
    guard !lifts.isEmpty else { return }
    let scale = (trees.values.map(\.count).max() ?? 0) + 1
    // Every add as a time on the finer scale; lifts move the time later and the node to the top.
    for i in fromSlots.indices where fromSlots[i].time >= 0 { fromSlots[i].time *= scale }
    for i in toSlots.indices where toSlots[i].time >= 0 { toSlots[i].time *= scale }
    for side in ScreenSide.allCases { liveRootTimes[side] = liveRootTimes[side].map { $0 * scale } }
    var byParent: [ViewRef: [Lift]] = [:]
    for lift in lifts { byParent[ViewRef(lift.screen, lift.parent), default: []].append(lift) }
    for (owner, ownLifts) in byParent {
      guard let tree = trees[owner.screen] else { continue }
      let children = tree[owner.index].children
      // For each child position, the latest lift starting before it.
      var newest = [Int](repeating: -1, count: children.count + 1)
      for lift in ownLifts {
        let first = max(0, lift.after + 1)
        if first < newest.count { newest[first] = max(newest[first], lift.time) }
      }
      for position in children.indices.dropFirst() {
        newest[position] = max(newest[position], newest[position - 1])
      }
      var rank = 0
      var stack: [Int] = []  // one walk's stack, reused for every child
      for (position, child) in children.enumerated() {
        stack.append(child)
        while let index = stack.popLast() {
          rank += 1
          let ref = ViewRef(owner.screen, index)
          let current = self[slot: ref]
          if newest[position] >= 0, current.time >= 0, isGlobal(ref) {
            let time = newest[position] * scale + rank
            if time > current.time { self[slot: ref] = Slot(time: time, parent: nil) }
          }
          stack.append(contentsOf: tree[index].children.reversed())
        }
      }
    }
    lifts = []
    // Later adds and lifts keep coming after these (on the finer scale from now on).
    let latest = max(
      fromSlots.map(\.time).max() ?? -1, toSlots.map(\.time).max() ?? -1,
      liveRootTimes.values.max() ?? -1)
    clock = max(latest, 0) + 1
    unsettled = true
    settle()
  }

  /// Sorts every container's children once, so reading them costs nothing.
  mutating func settle() {
    guard unsettled else { return }
    (settledTop, settledChildren) = sortedTree()
    unsettled = false
  }

  /// Every container's nodes by when they were last added: O(n log n).
  private func sortedTree() -> (top: [Node], children: [ViewRef: [ViewRef]]) {
    precondition(lifts.isEmpty, "LayerTree: resolveLifts must run before the tree is read")
    var top: [(Int, Node)] = liveRootTimes.map { ($0.value, Node.liveRoot($0.key)) }
    var children: [ViewRef: [(Int, ViewRef)]] = [:]
    for (ref, slot) in placed {
      if let container = slot.parent {
        children[container, default: []].append((slot.time, ref))
      } else {
        top.append((slot.time, .snapshot(ref)))
      }
    }
    return (
      top.sorted { $0.0 < $1.0 }.map(\.1),
      children.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) }
    )
  }

  public static func == (a: LayerTree, b: LayerTree) -> Bool {
    a.insertionOrder == b.insertionOrder && a.placed.map(\.ref) == b.placed.map(\.ref)
      && a.placed.map(\.slot.parent) == b.placed.map(\.slot.parent)
      && a.top == b.top && a.children == b.children
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(insertionOrder)
    hasher.combine(top)
  }
}
