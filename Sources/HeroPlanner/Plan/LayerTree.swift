/// The layers Hero puts in the transition container, as a tree: the two live root views and a
/// snapshot per animating view, each global snapshot in the container and each local one
/// inside its nearest animating ancestor's snapshot.
///
/// Children are kept in insertion order, which is drawing order before zPosition sorts them.
public struct LayerTree: Hashable, Sendable {
  /// A node: a live screen root (drawn when the root does not animate) or a view's snapshot.
  public enum Node: Hashable, Sendable {
    case liveRoot(ScreenSide)
    case snapshot(ViewRef)
  }

  /// The transition container's children, bottom first.
  public var top: [Node] = []
  /// Each snapshot's child snapshots (local views), bottom first.
  public var children: [ViewRef: [ViewRef]] = [:]
  /// Animating views in the order their snapshots were made.
  public var insertionOrder: [ViewRef] = []

  /// Where each snapshot is now: its parent snapshot, or nil for the transition container.
  public var parent: [ViewRef: ViewRef?] = [:]

  /// UIView.addSubview: moves the node to the top of the container (or parent snapshot),
  /// taking it out of wherever it was.
  mutating func add(_ node: ViewRef, to parent: ViewRef?) {
    if let old = self.parent[node] {
      if let old {
        children[old]?.removeAll { $0 == node }
      } else {
        top.removeAll { $0 == .snapshot(node) }
      }
    }
    self.parent[node] = .some(parent)
    if let parent {
      children[parent, default: []].removeAll { $0 == node }
      children[parent, default: []].append(node)
    } else {
      top.removeAll { $0 == .snapshot(node) }
      top.append(.snapshot(node))
    }
  }
}
