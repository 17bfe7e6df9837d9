/// Turns preprocessed target states into animations: which views animate, the layer each is
/// drawn in (Hero's snapshot order), their start and end states, durations, springs and arcs.
struct AnimationBuilder {
  var context: PlanningContext
  var animating: PerView<Bool>
  /// Each view's nearest animating ancestor (the snapshot it is drawn in), or nil.
  var owners: PerView<Int?>
  /// Boxed: a view's animation is kilobytes, and most views have none.
  var animations: PerView<BoxedOptional<ViewAnimation>>
  var containers: PerView<ViewRef?>
  /// The latest end (delay + duration) of any animation: the plan's total duration.
  var total: Double?
  var layers = LayerTree()
  var decompositions = TransformDecomposition.Cache()
  /// The key lists and changed-property lists of the views, each list made once.
  var heroKeys = PropertyNames.heroKeys
  var changedProperties = PropertyNames.changed

  init(context: PlanningContext) {
    self.context = context
    let (fromCount, toCount) = (context.tree(.from).count, context.tree(.to).count)
    animating = PerView(fromCount: fromCount, toCount: toCount, false)
    owners = PerView(fromCount: fromCount, toCount: toCount, nil)
    animations = PerView(fromCount: fromCount, toCount: toCount, BoxedOptional(wrappedValue: nil))
    containers = PerView(fromCount: fromCount, toCount: toCount, nil)
  }

  func isAnimating(_ ref: ViewRef) -> Bool { animating[ref] }

  mutating func build() {
    for side in ScreenSide.allCases {
      let count = context.tree(side).count
      let moving = (0..<count).map { context.read(ViewRef(side, $0), \.canAnimate) ?? false }
      // Parents come before children, so one pass finds every view's nearest animating ancestor.
      let tree = context.tree(side)
      var nearest = [Int?](repeating: nil, count: count)
      for index in 0..<count {
        if let parent = tree[index].parent {
          nearest[index] = moving[parent] ? parent : nearest[parent]
        }
      }
      for index in 0..<count {
        animating[ViewRef(side, index)] = moving[index]
        owners[ViewRef(side, index)] = nearest[index]
      }
    }
    let order: [ScreenSide] = context.insertToViewFirst ? [.to, .from] : [.from, .to]
    for side in order {
      for index in 0..<context.tree(side).count where animating[ViewRef(side, index)] {
        insertSnapshot(ViewRef(side, index))
      }
    }
    // Which views are global, looked up once: a closure reading the context while `layers`
    // changes copied the whole context for every view it asked about.
    var global = PerView(
      fromCount: context.tree(.from).count, toCount: context.tree(.to).count, false)
    for side in ScreenSide.allCases {
      for index in 0..<context.tree(side).count {
        let ref = ViewRef(side, index)
        global[ref] = context.read(ref, \.coordinateSpace) == .global
      }
    }
    layers.resolveLifts(trees: [.from: context.fromTree, .to: context.toTree]) { global[$0] }
    buildAnimations()
    noteStillViews()
  }

  // MARK: Layers

  /// The snapshot's container: nil (the transition container) for global views and for local
  /// views without an animating ancestor, else the nearest animating ancestor.
  func container(for ref: ViewRef) -> ViewRef? {
    if context.read(ref, \.coordinateSpace) == .global { return nil }
    return owner(of: ref)
  }

  /// The nearest animating ancestor of a view.
  func owner(of ref: ViewRef) -> ViewRef? {
    owners[ref].map { ViewRef(ref.screen, $0) }
  }

  /// Hero's `snapshotView(for:)`: adds the snapshot to its container; a view whose partner
  /// already has a snapshot brings the partner up with it, then lifts the global snapshots
  /// of the partner's subtree and later siblings above the pair.
  mutating func insertSnapshot(_ ref: ViewRef) {
    let parent = container(for: ref)
    containers[ref] = parent
    if let partner = context.pairedView(ref), layers.contains(partner) {
      layers.add(partner, to: parent)
      layers.add(ref, to: parent)
      // The global snapshots of the partner's subtree, then of its later siblings' subtrees,
      // go on top (recorded here, applied once by `resolveLifts` after the last snapshot).
      let tree = context.tree(partner.screen)
      layers.liftGlobalSubtrees(screen: partner.screen, parent: partner.index, after: -1)
      // The partner's place among its siblings is the last step of its path (searching the
      // parent's children for it was quadratic on a flat screen of pairs).
      if let grand = tree[partner.index].parent, let position = tree[partner.index].path.last {
        layers.liftGlobalSubtrees(screen: partner.screen, parent: grand, after: position)
      }
    }
    layers.add(ref, to: parent)
    layers.insertionOrder.append(ref)
  }

  // MARK: Animations

  /// The layer of a view as it stands, in its container's coordinates: Hero's snapshot of it,
  /// its position converted into the container and its transform flattened with every
  /// ancestor's (HeroContext.swift:241, 243), the container's own included when it is local.
  func currentLayer(_ ref: ViewRef) -> LayerState {
    let tree = context.tree(ref.screen)
    let node = tree[ref.index]
    var layer = LayerState(
      view: node.view, position: tree.centre(ref.index, in: containers[ref]?.index),
      size: node.frameInScreen.size)
    if node.hasTransformedAncestor { layer.transform = tree.flatTransform(ref.index) }
    return layer
  }

  /// Each animating view's animation, one Hero rule at a time: its start and end states, its
  /// duration, its arc, its clocks (springs per property), then where it is drawn.
  mutating func buildAnimations() {
    // Indexed like `layers.insertionOrder`.
    var computed: [(Double, PlanNote)?] = []
    computed.reserveCapacity(layers.insertionOrder.count)
    var longest = 0.0
    let explains = context.explains
    for ref in layers.insertionOrder {
      // Read where the state lies: the estimate needs three of its fields. (The closure must
      // not capture `self`: that copied the whole builder for every view.)
      let current = currentLayer(ref)
      let estimated = context.read(ref) { state in
        (Self.estimatedDuration(from: current, to: state, explains: explains), state.duration)
      }
      guard let (estimate, set) = estimated else {
        computed.append(nil)
        continue
      }
      computed.append(estimate)
      if let set, set.isFinite {
        longest = max(longest, set)
      } else {
        longest = max(longest, estimate.0)
      }
    }
    for (position, ref) in layers.insertionOrder.enumerated() {
      guard let state = context[ref], let estimate = computed[position] else { continue }
      let (start, end) = endpoints(ref, state)
      let duration = context.record(
        TimingRules.duration(state, estimate: estimate, longest: longest, explains: explains),
        for: ref)
      let arc = context.record(
        TimingRules.arc(state, from: start.position, to: end.position, explains: explains),
        for: ref)
      let curve = state.timingFunction ?? .standard
      // A matched from-view takes its timing from its partner, which carries the warning.
      let authored = !(ref.screen == .from && context.pairedView(ref) != nil)
      let clocks = context.record(
        TimingRules.clocks(
          state,
          keys: heroKeys.list(
            state.heroKeySet(scaleSizeChange: state.useScaleBasedSizeChange ?? false)),
          duration: duration, arc: arc, curve: curve, warn: authored),
        for: ref)
      let changed = changedProperties.list(start.changedPropertySet(to: end))
      let direction =
        ref.screen == .to
        ? "appearing: from its target state to its own"
        : "disappearing: from its own state to its target"
      context.note(
        ref,
        changed.isEmpty
          ? "animates (forceAnimate) but nothing changes"
          : "animates \(changed, joinedBy: ", ") (\(direction))")
      let animation = ViewAnimation(
        start: start, end: end, delay: state.delay, clocks: clocks, curve: curve, arc: arc,
        animatedProperties: changed, decompositions: &decompositions)
      total = max(total ?? -.infinity, animation.delay + animation.duration)
      animations[ref] = BoxedOptional(wrappedValue: animation)
      if explains {
        context.record(
          Self.placement(state, container: containers[ref], context: context), for: ref)
        noteAncestorTransforms(ref)
      }
      noteResizingContainer(ref, changed: animation.animatedProperties)
      for modifier in context.applied[ref] ?? [] where modifier.isSnapshotType {
        context.note(
          ref, "\(modifier.hero) chooses how Hero snapshots the view: no visual effect in heroscope"
        )
        context.warn(
          ref, .snapshotTypeNotDrawn, "\(modifier.hero) has no visual effect in heroscope")
      }
    }
    noteMatchLongestOrder(longest: longest)
  }

  /// §4: an appearing view animates from its target state to its own, a disappearing one from
  /// its own to its target; `beginWith` values are set first, so they become its own state.
  mutating func endpoints(_ ref: ViewRef, _ state: TargetState) -> (LayerState, LayerState) {
    var base = currentLayer(ref)
    if !state.displayShadow { base.shadowOpacity = 0 }
    if let begin = state.beginState {
      let beginState = TargetState(modifiers: begin)
      base.apply(
        beginState,
        scaleSizeChange: beginState.useScaleBasedSizeChange ?? state.useScaleBasedSizeChange
          ?? false)
      context.note(ref, "beginWith sets \(begin.hero) before the animation is built")
    }
    var target = base
    target.apply(state, scaleSizeChange: state.useScaleBasedSizeChange ?? false)
    return ref.screen == .to ? (target, base) : (base, target)
  }

  /// §8: where the snapshot is drawn: inside its nearest animating ancestor (local), or in the
  /// transition container (global, or local without an animating ancestor).
  static func placement(_ state: TargetState, container: ViewRef?, context: PlanningContext)
    -> PlanningDecision<Void>
  {
    if let container {
      return PlanningDecision(
        (),
        note: "local: drawn inside \(context.label(container)), moving, scaling and fading with it")
    }
    if state.coordinateSpace == .global {
      return PlanningDecision(
        (), note: "global: drawn in the transition container, independent of its ancestors")
    }
    return PlanningDecision(
      (), note: "local, with no animating ancestor: drawn in the transition container")
  }

  /// What an ancestor's own transform does to a view that animates by itself: Hero places its
  /// snapshot with the ancestors' transforms (HeroContext.swift:241, 243); one inside an
  /// animating ancestor's snapshot gets that ancestor's transform twice, from the ancestor's
  /// snapshot and in its own flattened transform.
  mutating func noteAncestorTransforms(_ ref: ViewRef) {
    let tree = context.tree(ref.screen)
    guard tree[ref.index].hasTransformedAncestor else { return }
    let flat = tree.flatTransform(ref.index)
    let at = currentLayer(ref).position.rounded
    context.note(
      ref,
      "its ancestors' transforms place it, as Hero's snapshot: centre (\(number: at.x), \(number: at.y)), \(hero: TargetState.readableTransform(flat)) (flattened with theirs, HeroContext.swift:241, 243)"
    )
    if let container = containers[ref], !tree.flatTransform(container.index).isIdentity {
      context.note(
        ref,
        "\(context.label(container))'s transform counts twice: its snapshot holds this one, and this one's flattened transform includes it again (CALayer+Hero.swift:38-46 walks up to the window)"
      )
    }
  }

  /// A local view that moves or resizes inside a snapshot whose size changes: Hero's setSize
  /// (HeroCoreAnimationViewContext.swift:162-186) animates the view's `position` and `bounds`
  /// from the parent's context, and the view's own context animates the same keys of the same
  /// layer (`hero.position`, `hero.bounds`); the context started last wins, in the order of a
  /// Dictionary keyed by views (HeroDefaultAnimator.swift:112-117). heroscope draws both.
  mutating func noteResizingContainer(_ ref: ViewRef, changed: [String]) {
    guard let container = containers[ref],
      changed.contains("position") || changed.contains("size"),
      let resizes = animations[container].read({ $0.start.size != $0.end.size }), resizes,
      let sets = context.read(container, Self.callsSetSize), sets
    else { return }
    let own = changed.filter { $0 == "position" || $0 == "size" }
    context.note(
      ref,
      "\(own, joinedBy: " and ") inside \(context.label(container)), whose size changes: Hero's setSize animates this view's position and size too, on the same keys, and whichever of the two starts last wins (a Dictionary's order, HeroDefaultAnimator.swift:112-117); heroscope draws its own motion stretched with the parent"
    )
    context.warn(
      ref, .resizingParentOrder,
      "its \(own.joined(separator: " and ")) animation and the size change of \(context.name(container).quotedName) set the same keys: which one runs depends on the order Hero walks its views in (HeroDefaultAnimator.swift:112-117)"
    )
  }

  /// Whether a size change of this state goes through Hero's setSize with its subviews
  /// scaled: not when it is a scale (`useScaleBasedSizeChange`), nor without a snapshot (lines
  /// 182-184 only lay the view out again).
  static func callsSetSize(_ state: TargetState) -> Bool {
    state.useScaleBasedSizeChange != true && state.snapshotType != .noSnapshot
  }

  /// Hero's duration for an unset one: 0.208 s + min(d, 500)/3000, where d is how far the
  /// position (offset by the transform's translation) and the size (through the transform's
  /// affine part) move.
  static func estimatedDuration(
    from current: LayerState, to state: TargetState, explains: Bool = true
  ) -> (Double, PlanNote) {
    let toTransform = state.transform ?? current.transform
    let fromPosition = current.position + current.transform.translation
    let toPosition = (state.position ?? current.position) + toTransform.translation
    let fromSize = current.transform.apply(to: current.size).asPoint
    let toSize = toTransform.apply(to: state.size ?? current.size).asPoint
    let move = fromPosition.distance(to: toPosition)
    let resize = fromSize.distance(to: toSize)
    let d = move + resize
    let duration = 0.208 + min(max(d, 0), 500) / 3000
    guard explains else { return (duration, PlanNote(parts: [])) }
    let detail: PlanNote =
      "0.208 + min(\(number: d, decimals: 1), 500)/3000 (move \(number: move, decimals: 1) pt + size change \(number: resize, decimals: 1) pt)"
    return (duration, detail)
  }

  /// Notes for views that do not animate: what they are drawn with.
  mutating func noteStillViews() {
    for side in ScreenSide.allCases {
      let tree = context.tree(side)
      for index in 0..<tree.count where !isAnimating(ViewRef(side, index)) {
        let ref = ViewRef(side, index)
        let with: PlanNote =
          owner(of: ref).map { "drawn as part of \(context.label($0))'s snapshot" }
          ?? (index == 0
            ? "shown as it stands" : "drawn with the \(side.rawValue) screen as it stands")
        if context.cleared.contains(ref) {
          context.note(
            ref, "does not animate: ignoreSubviewModifiers cleared its modifiers; \(with)")
        } else if context[ref] != nil {
          let kept = (context.applied[ref] ?? []).filter { !$0.isSnapshotType }
          context.note(
            ref,
            "does not animate: \(kept.isEmpty ? "no modifier" : kept.hero) sets nothing Hero animates; \(with)"
          )
        } else if context.included[ref] {
          context.note(ref, "does not animate (no modifiers): \(with)")
        } else {
          context.note(ref, with)
        }
      }
    }
  }

  // MARK: Result

  /// Consumes the builder's work: each view's target state is moved into its planned view.
  mutating func plan(requested: AnimationType, animation: AnimationType, reason: String)
    -> TransitionPlan
  {
    var views: [PlannedView] = []
    views.reserveCapacity(context.tree(.from).count + context.tree(.to).count)
    for side in ScreenSide.allCases {
      let tree = context.tree(side)
      for index in 0..<tree.count {
        let ref = ViewRef(side, index)
        let node = tree[index]
        let parent = containers[ref]
        let animates = !animations[ref].isNil
        let space: TargetState.CoordinateSpace =
          context.read(ref, \.coordinateSpace) == .global ? .global : .local
        let planned = PlannedView(
          ref: ref, name: tree.displayName(index), heroID: node.view.heroID, path: node.path,
          sourcePath: node.view.sourcePath, sceneView: node.viewBox,
          frameInScreen: node.frameInScreen,
          included: context.included[ref],
          matchedWith: context.pairedView(ref),
          state: BoxedOptional(wrappedValue: context.take(ref)), animation: animations[ref],
          coordinateSpace: space, container: parent,
          drawnWith: animates ? nil : (owner(of: ref) ?? ViewRef(side, 0)),
          notes: context.log?.take(ref) ?? [])
        views.append(planned)
      }
    }
    var layerTree = layers
    layerTree.top.insert(contentsOf: [.liveRoot(.to), .liveRoot(.from)], at: 0)
    var content: [ViewRef: [ContentLayer]] = [:]
    for side in ScreenSide.allCases {
      let tree = context.tree(side)
      let moving = animating[side]
      // A view without subviews draws no content in its snapshot: no entry.
      for index in 0..<tree.count
      where (index == 0 || moving[index]) && !tree[index].children.isEmpty {
        content[ViewRef(side, index)] = tree.content(of: index) { moving[$0] }
      }
    }
    return TransitionPlan(
      sceneName: context.scene.name, screenSize: context.scene.size,
      containerColor: context.drawnContainerColor, container: context.container,
      presenting: context.presenting, requestedAnimation: requested, animation: animation,
      animationReason: reason, toScreenFirst: context.insertToViewFirst, totalDuration: total ?? 0,
      views: views,
      findings: context.findings.sorted {
        ($0.view ?? ViewRef(.from, -1)) < ($1.view ?? ViewRef(.from, -1))
      },
      layers: layerTree, content: content, fromCount: context.tree(.from).count)
  }
}

extension Point {
  /// Rounded to 0.1 pt, for notes.
  var rounded: Point {
    Point(x: (x * 10).rounded() / 10, y: (y * 10).rounded() / 10)
  }
}
