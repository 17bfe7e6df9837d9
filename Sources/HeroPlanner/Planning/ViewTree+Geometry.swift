/// Where a view is once its ancestors' own transforms are counted, as Hero's snapshots place it:
/// `container.convert(view.layer.position, from: superview)` for the position
/// (HeroContext.swift:241, SourcePreprocessor.swift:42) and `flatTransformTo(layer:)`
/// (CALayer+Hero.swift:38-46) for the transform. Views without a transformed ancestor take the
/// plain frame arithmetic, so their numbers are exactly what they always were.
extension ViewTree {
  /// A view's bounds coordinates to its parent's: about the centre of its frame, then moved to
  /// the frame's place (the scene's `transform` is about the centre of `frame`).
  func toParent(_ index: Int) -> Transform3D {
    let view = nodes[index].view
    return view.ownTransform(size: view.frame.size)
      .concatenating(.translation(x: view.frame.minX, y: view.frame.minY, z: 0))
  }

  /// Hero's `flatTransformTo(layer:)`: the view's own transform with each ancestor's put
  /// before it, `CATransform3DConcat(superlayer.transform, trans)` (the ancestor applied
  /// first), up to the root, whose layer sits in the container. Not the geometric composition
  /// when an ancestor's transform and the view's do not commute; Hero's order is what runs.
  public func flatTransform(_ index: Int) -> Transform3D {
    var flat = nodes[index].view.transform
    guard nodes[index].hasTransformedAncestor else { return flat }
    var next = nodes[index].parent
    while let ancestor = next, ancestor != 0 {
      let own = nodes[ancestor].view.transform
      if !own.isIdentity { flat = own.concatenating(flat) }
      next = nodes[ancestor].parent
    }
    return flat
  }

  /// The mapping of a view's parent's bounds coordinates to those of `container` (an
  /// ancestor; nil: the screen), through the own transforms of the views between; nil when no
  /// view between has one (then frames' origins are all there is to it).
  func parentTo(_ index: Int, container: Int?) -> Transform3D? {
    guard nodes[index].hasTransformedAncestor else { return nil }
    var map = Transform3D.identity
    var transformed = false
    var next = nodes[index].parent
    while let ancestor = next, ancestor != (container ?? 0) {
      if !nodes[ancestor].view.transform.isIdentity { transformed = true }
      map = map.concatenating(toParent(ancestor))
      next = nodes[ancestor].parent
    }
    return transformed ? map : nil
  }

  /// The centre of a view (its layer's position) in `container`'s bounds coordinates (an
  /// animating ancestor whose snapshot holds it; nil: the screen).
  public func centre(_ index: Int, in container: Int?) -> Point {
    let origin = container.map { nodes[$0].frameInScreen.origin } ?? .zero
    let plain = nodes[index].frameInScreen.center - origin
    guard let map = parentTo(index, container: container) else { return plain }
    return map.apply(to: nodes[index].view.frame.center) ?? plain
  }

  /// Hero's `container.convert(view.bounds, from: view)`: the box around the view's bounds on
  /// screen, through its own transform and its ancestors'.
  public func boundsInScreen(_ index: Int) -> Rect {
    let node = nodes[index]
    guard index != 0, node.hasTransformedAncestor || !node.view.transform.isIdentity else {
      return node.frameInScreen
    }
    let toScreen = toParent(index).concatenating(
      parentTo(index, container: nil)
        ?? .translation(
          x: node.frameInScreen.minX - node.view.frame.minX,
          y: node.frameInScreen.minY - node.view.frame.minY, z: 0))
    let corners = TransitionPlan.quad(Rect(origin: .zero, size: node.view.frame.size), toScreen)
    guard let first = corners.first else { return node.frameInScreen }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for corner in corners.dropFirst() {
      (minX, minY) = (Swift.min(minX, corner.x), Swift.min(minY, corner.y))
      (maxX, maxY) = (Swift.max(maxX, corner.x), Swift.max(maxY, corner.y))
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
