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

  /// Where each snapshot is now: its parent snapshot, or nil for the transition container.
  public private(set) var parent: [ViewRef: ViewRef?] = [:]

  /// When each node was last added (a counter), which orders every container's children.
  private var addedAt: [Node: Int] = [:]
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

  /// The transition container's children, bottom first. Setting it reorders (or adds) the
  /// container's nodes as given.
  public var top: [Node] {
    get { unsettled ? sortedTree().top : settledTop }
    set {
      settle()
      let kept = Set(newValue)
      for node in settledTop where !kept.contains(node) {
        if case .liveRoot = node { addedAt[node] = nil }
      }
      for node in newValue {
        addedAt[node] = clock
        clock += 1
        if case .snapshot(let ref) = node { parent[ref] = .some(nil) }
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
    self.parent[node] = .some(parent)
    addedAt[.snapshot(node)] = clock
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
    // Every add as a time on the finer scale, and the container it put the node in.
    var latest: [ViewRef: (time: Int, parent: ViewRef?)] = [:]
    for (node, time) in addedAt {
      guard case .snapshot(let ref) = node, let container = parent[ref] else { continue }
      latest[ref] = (time * scale, container)
    }
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
      for (position, child) in children.enumerated() {
        var stack = [child]
        while let index = stack.popLast() {
          rank += 1
          let ref = ViewRef(owner.screen, index)
          if newest[position] >= 0, let current = latest[ref], isGlobal(ref) {
            let time = newest[position] * scale + rank
            if time > current.time { latest[ref] = (time, nil) }
          }
          stack.append(contentsOf: tree[index].children.reversed())
        }
      }
    }
    lifts = []
    for (node, time) in addedAt {
      if case .snapshot(let ref) = node, let placed = latest[ref] {
        addedAt[node] = placed.time
        parent[ref] = .some(placed.parent)
      } else {
        addedAt[node] = time * scale
      }
    }
    // Later adds and lifts keep coming after these (on the finer scale from now on).
    clock = (addedAt.values.max() ?? 0) + 1
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
    var top: [(Int, Node)] = []
    var children: [ViewRef: [(Int, ViewRef)]] = [:]
    for (node, time) in addedAt {
      switch node {
      case .liveRoot:
        top.append((time, node))
      case .snapshot(let ref):
        switch parent[ref] {
        case .some(.some(let container)): children[container, default: []].append((time, ref))
        case .some(.none): top.append((time, node))
        case .none: break
        }
      }
    }
    return (
      top.sorted { $0.0 < $1.0 }.map(\.1),
      children.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) }
    )
  }

  public static func == (a: LayerTree, b: LayerTree) -> Bool {
    a.insertionOrder == b.insertionOrder && a.parent == b.parent && a.top == b.top
      && a.children == b.children
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(insertionOrder)
    hasher.combine(top)
  }
}
