/// A view that does not animate, drawn as part of its nearest animating ancestor's snapshot
/// (or of a live screen root): Hero snapshots a view with its still descendants in it.
public struct ContentLayer: Hashable, Sendable {
  public var ref: ViewRef
  /// Its frame in the owner's local coordinates, as it stands.
  public var frame: Rect
  /// Its alpha times the alphas of the views between it and the owner.
  public var opacity: Double
  /// Frames of masksToBounds views between it and the owner, in the owner's coordinates.
  public var clips: [Rect]
}

extension ViewTree {
  /// The still descendants drawn in `owner`'s snapshot, in drawing order: depth-first, siblings
  /// ordered by zPosition (stable), not entering animating views.
  func content(of owner: Int, isAnimating: (Int) -> Bool) -> [ContentLayer] {
    var out: [ContentLayer] = []
    let origin = nodes[owner].frameInScreen.origin
    // (index, opacity of the views above it, clips of the views above it)
    var stack: [(Int, Double, [Rect])] = Self.zSorted(nodes[owner].children, in: self).reversed()
      .map { ($0, 1, []) }
    while let (index, inherited, clips) = stack.popLast() {
      if isAnimating(index) { continue }
      let node = nodes[index]
      let frame = node.frameInScreen.offsetBy(Point.zero - origin)
      let opacity = inherited * node.view.opacity
      out.append(
        ContentLayer(ref: ViewRef(side, index), frame: frame, opacity: opacity, clips: clips))
      let childClips = node.view.masksToBounds ? clips + [frame] : clips
      for child in Self.zSorted(node.children, in: self).reversed() {
        stack.append((child, opacity, childClips))
      }
    }
    return out
  }

  static func zSorted(_ indices: [Int], in tree: ViewTree) -> [Int] {
    indices.enumerated().sorted { a, b in
      let za = tree[a.element].view.zPosition
      let zb = tree[b.element].view.zPosition
      return za == zb ? a.offset < b.offset : za < zb
    }.map(\.element)
  }
}
