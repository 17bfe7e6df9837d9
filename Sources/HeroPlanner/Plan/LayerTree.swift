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
      for node in settledTop where !newValue.contains(node) {
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

  /// Sorts every container's children once, so reading them costs nothing.
  mutating func settle() {
    guard unsettled else { return }
    (settledTop, settledChildren) = sortedTree()
    unsettled = false
  }

  /// Every container's nodes by when they were last added: O(n log n).
  private func sortedTree() -> (top: [Node], children: [ViewRef: [ViewRef]]) {
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
