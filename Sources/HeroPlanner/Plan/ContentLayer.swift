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
  /// When it or a still view between it and the owner has its own transform: its local
  /// coordinates to the owner's (nil: `frame`'s origin is all there is to it).
  public var toOwner: Transform3D? = nil
  /// Clips of masksToBounds views with a transform on their way to the owner, as quads in the
  /// owner's coordinates.
  public var clipQuads: [[Point]] = []
}

extension ViewTree {
  /// The still descendants drawn in `owner`'s snapshot, in drawing order: depth-first, siblings
  /// ordered by zPosition (stable), not entering animating views.
  func content(of owner: Int, isAnimating: (Int) -> Bool) -> [ContentLayer] {
    var out: [ContentLayer] = []
    let origin = nodes[owner].frameInScreen.origin
    // The views above it: their opacity, clips, and the parent's transform to the owner when a
    // view on the way has its own transform.
    struct Above {
      var opacity = 1.0
      var clips: [Rect] = []
      var clipQuads: [[Point]] = []
      var parentToOwner: Transform3D?
    }
    var stack: [(Int, Above)] = Self.zSorted(nodes[owner].children, in: self).reversed()
      .map { ($0, Above()) }
    while let (index, above) = stack.popLast() {
      if isAnimating(index) { continue }
      let node = nodes[index]
      let frame = node.frameInScreen.offsetBy(Point.zero - origin)
      var layer = ContentLayer(
        ref: ViewRef(side, index), frame: frame, opacity: above.opacity * node.view.opacity,
        clips: above.clips, clipQuads: above.clipQuads)
      if above.parentToOwner != nil || !node.view.transform.isIdentity {
        let parentOrigin = node.parent.map { nodes[$0].frameInScreen.origin } ?? origin
        let inParent = node.frameInScreen.origin - parentOrigin
        let parentToOwner =
          above.parentToOwner
          ?? Transform3D.translation(
            x: parentOrigin.x - origin.x, y: parentOrigin.y - origin.y, z: 0)
        layer.toOwner = node.view.ownTransform(size: frame.size)
          .concatenating(.translation(x: inParent.x, y: inParent.y, z: 0))
          .concatenating(parentToOwner)
      }
      out.append(layer)
      var below = Above(
        opacity: layer.opacity, clips: layer.clips, clipQuads: layer.clipQuads,
        parentToOwner: layer.toOwner)
      if node.view.masksToBounds {
        if let toOwner = layer.toOwner {
          below.clipQuads.append(
            TransitionPlan.quad(Rect(origin: .zero, size: frame.size), toOwner))
        } else {
          below.clips.append(frame)
        }
      }
      for child in Self.zSorted(node.children, in: self).reversed() {
        stack.append((child, below))
      }
    }
    return out
  }

  static func zSorted(_ indices: [Int], in tree: ViewTree) -> [Int] {
    // Siblings mostly share a zPosition: then they stay in order, and nothing is sorted.
    guard let first = indices.first,
      indices.contains(where: { tree[$0].view.zPosition != tree[first].view.zPosition })
    else { return indices }
    return indices.enumerated().sorted { a, b in
      let za = tree[a.element].view.zPosition
      let zb = tree[b.element].view.zPosition
      return za == zb ? a.offset < b.offset : za < zb
    }.map(\.element)
  }
}
