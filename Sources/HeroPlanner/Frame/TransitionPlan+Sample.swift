/// Sampling a plan into a frame: every animating view's layer at time t, placed through its
/// container chain, with the still views drawn in their snapshots.
extension TransitionPlan {
  /// The frame at `progress` (0…1) of the total duration.
  public func sample(at progress: Double) -> Frame {
    let p = min(max(progress, 0), 1)
    var frame = sample(time: p * totalDuration)
    frame.progress = p
    return frame
  }

  /// The frame at `time` seconds.
  public func sample(time: Double) -> Frame {
    // Each property on its own clock: springs and the timing curve can disagree (§6). From the
    // small timing table: reading `views[i].animation` copies kilobytes a view.
    var curves = [Double?](repeating: nil, count: views.count)
    var springs = [Double?](repeating: nil, count: views.count)
    for i in timings.indices {
      guard let timing = timings[i] else { continue }
      curves[i] = timing.curveFraction(at: time)
      springs[i] = timing.springFraction(at: time)
    }
    var frame = render(curves: curves, springs: springs, includeInvisible: false)
    frame.time = time
    frame.progress = totalDuration > 0 ? min(max(time / totalDuration, 0), 1) : 1
    return frame
  }

  /// Every animating view at the same eased fraction (0: all at their start, 1: all at their
  /// end), invisible layers kept; for the plan's start and end states.
  public func frame(allAt fraction: Double) -> Frame {
    let fractions = views.map { $0.animation == nil ? nil : fraction }
    var frame = render(curves: fractions, springs: fractions, includeInvisible: true)
    frame.progress = fraction
    frame.time = fraction * totalDuration
    return frame
  }

  /// Where a layer is on screen, and what it passes on to the snapshots inside it.
  struct Placement {
    var toScreen: Transform3D
    var opacity: Double
    var clips: [[Point]]
    /// Points in this layer's coordinates as its sublayers see them: a size change stretches
    /// them, as Hero's setSize does.
    var sublayerToScreen: Transform3D
    var sublayerClips: [[Point]]

    static let screen = Placement(
      toScreen: .identity, opacity: 1, clips: [], sublayerToScreen: .identity, sublayerClips: [])
  }

  /// `curves` (the timing curve's eased fraction) and `springs` (the spring's, for the
  /// properties that spring) and the states made from them are indexed like `views`; the hot path
  /// reads fields in place rather than copying whole planned views.
  private func render(curves: [Double?], springs: [Double?], includeInvisible: Bool) -> Frame {
    views.withUnsafeBufferPointer {
      render(curves: curves, springs: springs, includeInvisible: includeInvisible, $0)
    }
  }

  /// `views` is read through its buffer: `views[i].name` through the array's subscript copies
  /// the whole planned view (kilobytes) to read one field, for every layer of every frame.
  private func render(
    curves: [Double?], springs: [Double?], includeInvisible: Bool,
    _ views: UnsafeBufferPointer<PlannedView>
  ) -> Frame {
    var states = [LayerState?](repeating: nil, count: views.count)
    var anyZ = false
    for i in views.indices {
      if let c = curves[i],
        let state = views[i].animation?.state(curve: c, spring: springs[i] ?? c)
      {
        if state.zPosition != 0 { anyZ = true }
        states[i] = state
      }
    }
    var out: [FrameLayer] = []
    func emit(_ layer: FrameLayer) {
      if includeInvisible || layer.opacity > 0 { out.append(layer) }
    }
    func z(_ node: LayerTree.Node) -> Double {
      switch node {
      case .liveRoot(let side): views[index(of: ViewRef(side, 0))].sceneView.zPosition
      case .snapshot(let ref): states[index(of: ref)]?.zPosition ?? 0
      }
    }
    func sorted(_ nodes: [LayerTree.Node]) -> [LayerTree.Node] {
      guard anyZ || views[0].sceneView.zPosition != 0 || views[fromCount].sceneView.zPosition != 0
      else { return nodes }
      return nodes.enumerated().sorted { a, b in
        let za = z(a.element)
        let zb = z(b.element)
        return za == zb ? a.offset < b.offset : za < zb
      }.map(\.element)
    }

    // Depth-first over the layer tree with an explicit stack, so deep trees cannot overflow.
    enum Step {
      case node(LayerTree.Node, Placement)
      /// The state stays in `states` (at the view's index): a step is copied on every push
      /// and pop, and a whole layer state in it made every step that large.
      case overlay(ViewRef, Placement)
    }
    var steps: [Step] = sorted(layers.top).reversed().map { .node($0, .screen) }
    while let step = steps.popLast() {
      switch step {
      case .overlay(let ref, let placement):
        guard let state = states[index(of: ref)] else { continue }
        emit(overlayLayer(ref, state: state, placement: placement, views))
      case .node(.liveRoot(let side), let parent):
        let root = ViewRef(side, 0)
        let rootIndex = index(of: root)
        guard views[rootIndex].animation == nil else { continue }
        let rootView = views[rootIndex].sceneView
        let state = LayerState(
          view: rootView, position: Point(x: screenSize.width / 2, y: screenSize.height / 2),
          size: screenSize)
        let placement = Placement(
          toScreen: parent.toScreen, opacity: rootView.opacity, clips: [],
          sublayerToScreen: parent.toScreen, sublayerClips: [])
        emit(viewLayer(root, state: state, placement: placement, animating: false, views))
        for layer in contentLayers(of: root, placement: placement, boundsClip: nil, views) {
          emit(layer)
        }
      case .node(.snapshot(let ref), let parent):
        let i = index(of: ref)
        guard let state = states[i], timings[i] != nil else { continue }
        let placement = place(ref, state: state, in: parent, views)
        var layer = viewLayer(ref, state: state, placement: placement, animating: true, views)
        if let arc = views[i].animation?.arc {
          let map = parent.sublayerToScreen
          layer.arc = Arc(
            start: map.apply(to: arc.start) ?? arc.start,
            control: map.apply(to: arc.control) ?? arc.control,
            end: map.apply(to: arc.end) ?? arc.end)
          layer.arcFraction = curves[i]
        }
        emit(layer)
        let bounds = Self.quad(Rect(origin: .zero, size: state.size), placement.toScreen)
        for content in contentLayers(of: ref, placement: placement, boundsClip: bounds, views) {
          emit(content)
        }
        if state.overlayOpacity > 0 { steps.append(.overlay(ref, placement)) }
        let inner = sorted((layers.children[ref] ?? []).map { .snapshot($0) })
        steps.append(contentsOf: inner.reversed().map { .node($0, placement) })
      }
    }
    return Frame(
      progress: 0, time: 0, totalDuration: totalDuration, screenSize: screenSize,
      containerColor: containerColor, layers: out)
  }

  /// A snapshot's placement: anchor, transform and position in its container, then the
  /// container's own placement.
  private func place(
    _ ref: ViewRef, state: LayerState, in parent: Placement,
    _ views: UnsafeBufferPointer<PlannedView>
  ) -> Placement {
    let anchor = Transform3D.translation(
      x: -state.anchorPoint.x * state.size.width, y: -state.anchorPoint.y * state.size.height, z: 0)
    let local = anchor.concatenating(state.transform)
      .concatenating(.translation(x: state.position.x, y: state.position.y, z: 0))
    let toScreen = local.concatenating(parent.sublayerToScreen)
    let original = views[index(of: ref)].frameInScreen.size
    let stretch = Transform3D.scale(
      x: original.width == 0 ? 1 : state.size.width / original.width,
      y: original.height == 0 ? 1 : state.size.height / original.height, z: 1)
    var sublayerClips = parent.sublayerClips
    if state.masksToBounds {
      sublayerClips.append(Self.quad(Rect(origin: .zero, size: state.size), toScreen))
    }
    return Placement(
      toScreen: toScreen, opacity: parent.opacity * state.opacity, clips: parent.sublayerClips,
      sublayerToScreen: stretch.concatenating(toScreen), sublayerClips: sublayerClips)
  }

  /// The layer of an animating view or a live root, placed by its placement.
  private func viewLayer(
    _ ref: ViewRef, state: LayerState, placement: Placement, animating: Bool,
    _ views: UnsafeBufferPointer<PlannedView>
  ) -> FrameLayer {
    viewLayer(
      ref, state: state, toScreen: placement.toScreen, opacity: placement.opacity,
      clips: placement.clips, animating: animating, views)
  }

  /// A view's layer from its state (sampled, or as it stands): the one place a view becomes a
  /// frame layer, shadow included.
  private func viewLayer(
    _ ref: ViewRef, state: LayerState, toScreen: Transform3D, opacity: Double, clips: [[Point]],
    animating: Bool, _ views: UnsafeBufferPointer<PlannedView>
  ) -> FrameLayer {
    let i = index(of: ref)
    let bounds = Rect(origin: .zero, size: state.size)
    var shadow: FrameShadow?
    if state.shadowOpacity > 0 {
      // CALayer's shadow follows the shadow path when there is one, else the layer's shape.
      let shape = (state.shadowPath?.rect ?? bounds).offsetBy(
        Point(x: state.shadowOffset.width, y: state.shadowOffset.height))
      shadow = FrameShadow(
        quad: Self.quad(shape, toScreen), rect: shape,
        cornerRadius: state.shadowPath?.cornerRadius ?? state.cornerRadius,
        fromPath: state.shadowPath != nil, color: state.shadowColor,
        opacity: state.shadowOpacity * state.shadowColor.alpha * opacity,
        radius: state.shadowRadius * Self.scale(of: toScreen))
    }
    var layer = FrameLayer(
      kind: .view, view: ref, name: views[i].name, path: views[i].path, size: state.size,
      toScreen: toScreen, quad: Self.quad(bounds, toScreen), opacity: opacity,
      color: state.backgroundColor, cornerRadius: state.cornerRadius,
      borderWidth: state.borderWidth, borderColor: state.borderColor, shadow: shadow,
      text: views[i].sceneView.text,
      textColor: views[i].sceneView.textColor ?? .label, clips: clips, isAnimating: animating,
      isGlobal: animating && views[i].coordinateSpace == .global)
    layer.textAlignment = views[i].sceneView.textAlignment
    return layer
  }

  /// Hero's overlay: a sublayer as big as the snapshot was when the overlay was made, on top of
  /// everything in the snapshot.
  private func overlayLayer(
    _ ref: ViewRef, state: LayerState, placement: Placement,
    _ views: UnsafeBufferPointer<PlannedView>
  ) -> FrameLayer {
    let i = index(of: ref)
    let size = views[i].frameInScreen.size
    return FrameLayer(
      kind: .overlay, view: ref, name: views[i].name, path: views[i].path, size: size,
      toScreen: placement.toScreen,
      quad: Self.quad(Rect(origin: .zero, size: size), placement.toScreen),
      opacity: placement.opacity * state.overlayOpacity, color: state.overlayColor,
      cornerRadius: state.cornerRadius, clips: placement.clips, isAnimating: true)
  }

  /// The still views drawn in a snapshot (or live root), clipped to its bounds and to their
  /// masksToBounds ancestors.
  private func contentLayers(
    of owner: ViewRef, placement: Placement, boundsClip: [Point]?,
    _ views: UnsafeBufferPointer<PlannedView>
  ) -> [FrameLayer] {
    var out: [FrameLayer] = []
    let map = placement.sublayerToScreen
    let baseClips = placement.clips + (boundsClip.map { [$0] } ?? [])
    for item in content[owner] ?? [] {
      let view = views[index(of: item.ref)].sceneView
      let standing = LayerState(view: view, position: .zero, size: item.frame.size)
      // Own transforms on the way to the owner are in `toOwner`; without any, the origin.
      let local =
        item.toOwner ?? Transform3D.translation(x: item.frame.minX, y: item.frame.minY, z: 0)
      var clips = baseClips + item.clips.map { Self.quad($0, map) }
      for quad in item.clipQuads { clips.append(Self.mapped(quad, map)) }
      out.append(
        viewLayer(
          item.ref, state: standing, toScreen: local.concatenating(map),
          opacity: placement.opacity * item.opacity, clips: clips, animating: false, views))
    }
    return out
  }

  /// The corners of a local rectangle on screen, clockwise from its top-left corner. A corner
  /// behind the eye is pushed to the horizon so the quad stays usable.
  static func quad(_ r: Rect, _ t: Transform3D) -> [Point] {
    mapped(
      [
        Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
        Point(x: r.minX, y: r.maxY),
      ], t)
  }

  /// Points mapped by a transform, a point behind the eye pushed to the horizon as in `quad`.
  static func mapped(_ points: [Point], _ t: Transform3D) -> [Point] {
    points.map {
      t.apply(to: $0)
        ?? Point(x: $0.x * t.m11 + $0.y * t.m21 + t.m41, y: $0.x * t.m12 + $0.y * t.m22 + t.m42)
    }
  }

  /// The mean linear scale of a transform's 2D part, for blur radii.
  static func scale(of t: Transform3D) -> Double {
    let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
    let sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
    return (sx + sy) / 2
  }
}
