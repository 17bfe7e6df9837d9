/// Samples one plan frame after frame into the same `Frame`: the plan's layer tree, content and
/// the per-view facts a frame layer repeats are read once into flat tables, and sampling writes
/// into storage kept from the last frame (the states, the walk's stack, the frame's layers and
/// their corner arrays), so a steady stream of frames allocates next to nothing.
///
/// `TransitionPlan.sample(at:)` is this sampler used once: there is one way of sampling.
public struct FrameSampler: Sendable {
  /// The plan the tables were read from.
  public let plan: TransitionPlan

  /// What a frame layer repeats of its view, read once.
  struct ViewFacts: Sendable {
    var ref: ViewRef
    var name: String
    var path: [Int]
    var text: String?
    var textColor: RGBAColor
    var textAlignment: TextAlignment?
    var image: FrameImage?
    var isGlobal: Bool
    /// The view's size when the transition starts (the overlay's size, the stretch's base).
    var originalSize: Size
    var arc: Arc?
  }

  /// A still view drawn in a snapshot, with its standing state made once.
  struct Content: Sendable {
    var view: Int
    var standing: LayerState
    /// Its local coordinates to the owner's.
    var local: Transform3D
    var opacity: Double
    var clips: [Rect]
    var clipQuads: [[Point]]
  }

  private let facts: [ViewFacts]
  /// The animating views' animations, densely, and each view's place there (-1: none).
  /// Mutable only so each is read in place (see `state(of:curve:spring:into:)`); never changed.
  private var animations: [ViewAnimation]
  /// Per animation, what can change between its ends: the rest of a view's state stays as
  /// its first sampling left it.
  private let varying: [LayerState.Varying]
  private let animationIndex: [Int]
  /// Each view's child snapshots as view indices, bottom first (empty for most).
  private let children: [[Int]]
  /// What each snapshot (or live root) draws of its still descendants, by view index.
  /// Mutable only so each is read in place (`render` holds them out); never changed.
  private var contents: [[Content]]
  /// The transition container's children: a view index, or `fromRoot` / `toRoot`.
  private let top: [Int]
  /// The live roots' states as they stand, from screen then to screen.
  private let rootStates: (LayerState, LayerState)
  private let rootIndices: (Int, Int)

  private static let fromRoot = -1
  private static let toRoot = -2

  // Storage kept between frames.
  private var curves: [Double] = []
  private var springs: [Double] = []
  /// Each view's sampled state, where `sampled` says it has one this frame.
  private var states: [LayerState] = []
  private var sampled: [Bool] = []
  /// Whether the view's state was sampled whole once (later samplings work out only what
  /// can change).
  private var whole: [Bool] = []
  /// The two clocks' values each state was sampled at (NaN: none yet): a view whose clocks
  /// stand where they stood (not started, or finished) keeps its state from the last frame.
  private var stateCurves: [Double] = []
  private var stateSprings: [Double] = []
  private var steps: [Step] = []
  /// The placements the walk's steps refer to (a step holds an index: a placement is 300
  /// bytes, and every child of a layer shares its parent's).
  private var placements: [Placement] = []
  private var ordering: [(z: Double, offset: Int, node: Int)] = []
  /// Layers no longer in the frame, kept for their arrays.
  private var spare: [FrameLayer] = []

  public init(_ plan: TransitionPlan) {
    self.plan = plan
    let count = plan.views.count
    var facts: [ViewFacts] = []
    facts.reserveCapacity(count)
    for view in plan.views {
      facts.append(
        ViewFacts(
          ref: view.ref, name: view.name, path: view.path, text: view.sceneView.text,
          textColor: view.sceneView.textColor ?? .label,
          textAlignment: view.sceneView.textAlignment,
          image: view.sceneView.snapshot.map(FrameImage.snapshot)
            ?? view.sceneView.image.map {
              FrameImage(
                name: $0, contentMode: view.sceneView.contentMode,
                clipsToBounds: view.sceneView.masksToBounds,
                tint: view.sceneView.tintColor ?? FrameImage.defaultTint)
            },
          isGlobal: view.coordinateSpace == .global, originalSize: view.frameInScreen.size,
          arc: view.animation?.arc))
    }
    self.facts = facts
    animations = plan.views.compactMap(\.animation)
    varying = animations.map(\.varying)
    var next = 0
    animationIndex = plan.views.map { view in
      guard view.animation != nil else { return -1 }
      next += 1
      return next - 1
    }
    var children = [[Int]](repeating: [], count: count)
    for (ref, kids) in plan.layers.children where Self.holds(plan, ref) {
      children[plan.index(of: ref)] = kids.map(plan.index(of:))
    }
    self.children = children
    var contents = [[Content]](repeating: [], count: count)
    for (owner, items) in plan.content where Self.holds(plan, owner) {
      contents[plan.index(of: owner)] = items.map { item in
        let view = plan.view(item.ref).sceneView
        return Content(
          view: plan.index(of: item.ref),
          standing: LayerState(view: view, position: .zero, size: item.frame.size),
          // Own transforms on the way to the owner are in `toOwner`; without any, the origin.
          local: item.toOwner
            ?? Transform3D.translation(x: item.frame.minX, y: item.frame.minY, z: 0),
          opacity: item.opacity, clips: item.clips, clipQuads: item.clipQuads)
      }
    }
    self.contents = contents
    top = plan.layers.top.map { node in
      switch node {
      case .liveRoot(let side): side == .from ? Self.fromRoot : Self.toRoot
      case .snapshot(let ref): plan.index(of: ref)
      }
    }
    let size = plan.screenSize
    let centre = Point(x: size.width / 2, y: size.height / 2)
    rootIndices = (0, plan.fromCount)
    rootStates = (
      count > 0
        ? LayerState(view: plan.views[0].sceneView, position: centre, size: size)
        : LayerState(view: SceneView(frame: .zero), position: centre, size: size),
      plan.fromCount < count
        ? LayerState(view: plan.views[plan.fromCount].sceneView, position: centre, size: size)
        : LayerState(view: SceneView(frame: .zero), position: centre, size: size)
    )
  }

  /// Whether a reference names one of the plan's views (the tables skip any other).
  private static func holds(_ plan: TransitionPlan, _ ref: ViewRef) -> Bool {
    guard ref.index >= 0 else { return false }
    return ref.screen == .from
      ? ref.index < plan.fromCount : plan.fromCount + ref.index < plan.views.count
  }

  /// The frame at `progress` (0…1) of the total duration, into `frame`.
  public mutating func sample(at progress: Double, into frame: inout Frame) {
    let p = min(max(progress, 0), 1)
    sample(time: p * plan.totalDuration, into: &frame)
    frame.progress = p
  }

  /// The frame at `time` seconds, into `frame`.
  public mutating func sample(time: Double, into frame: inout Frame) {
    // Each property on its own clock: springs and the timing curve can disagree (§6).
    let timings = plan.timings
    resize(timings.count)
    for i in timings.indices {
      guard let timing = timings[i] else { continue }
      curves[i] = timing.curveFraction(at: time)
      // Without a spring the spring's clock is the curve's: the same value, solved once.
      springs[i] = timing.spring == nil ? curves[i] : timing.springFraction(at: time)
    }
    render(includeInvisible: false, into: &frame)
    frame.time = time
    let total = plan.totalDuration
    frame.progress = total > 0 ? min(max(time / total, 0), 1) : 1
  }

  /// Every animating view at the same eased fraction, invisible layers kept.
  mutating func frame(allAt fraction: Double) -> Frame {
    resize(plan.views.count)
    for i in curves.indices {
      curves[i] = fraction
      springs[i] = fraction
    }
    var frame = Frame.empty
    render(includeInvisible: true, into: &frame)
    frame.progress = fraction
    frame.time = fraction * plan.totalDuration
    return frame
  }

  private mutating func resize(_ count: Int) {
    guard curves.count != count else { return }
    curves = Array(repeating: 0, count: count)
    springs = Array(repeating: 0, count: count)
    states = Array(repeating: rootStates.0, count: count)
    sampled = Array(repeating: false, count: count)
    whole = Array(repeating: false, count: count)
    stateCurves = Array(repeating: .nan, count: count)
    stateSprings = Array(repeating: .nan, count: count)
  }
}

extension Frame {
  /// A frame with no layers, to sample into.
  public static var empty: Frame {
    Frame(
      progress: 0, time: 0, totalDuration: 0, screenSize: .zero, containerColor: .clear,
      layers: [])
  }
}

extension FrameSampler {
  /// Where a layer is on screen, and what it passes on to the snapshots inside it.
  struct Placement {
    var toScreen: Transform3D
    var opacity: Double
    var clips: [[Point]]
    /// Points in this layer's coordinates as its sublayers see them: a size change stretches
    /// them, as Hero's setSize does. (For a layer without sublayers, unread: `toScreen`, and
    /// no clips.)
    var sublayerToScreen: Transform3D
    var sublayerClips: [[Point]]
    /// How a size change stretches the child snapshots: Hero's setSize
    /// (HeroCoreAnimationViewContext.swift:162-186) scales their centres and bounds by it and
    /// leaves their transforms alone. (1, 1) when the size stands.
    var stretch = Size(width: 1, height: 1)
    /// The zPosition of the container's child this layer is in (itself at the top): what the
    /// 3D view lifts by (`FrameLayer.zPosition`).
    var lift = 0.0

    static let screen = Placement(
      toScreen: .identity, opacity: 1, clips: [], sublayerToScreen: .identity, sublayerClips: [])
  }

  /// One step of the depth-first walk over the layer tree (an explicit stack, so deep trees
  /// cannot overflow): a view index (or `fromRoot` / `toRoot`) and its parent's placement in
  /// `placements`. The state stays in `states`: a step is copied on every push and pop.
  enum Step {
    case node(Int, Int)
    case overlay(Int, Int)
  }

  /// Builds the frame from `curves` and `springs` (indexed like the plan's views, read where
  /// the view animates).
  private mutating func render(includeInvisible: Bool, into frame: inout Frame) {
    let timings = plan.timings
    var anyZ = false
    // The states are held out of `self` while the frame is built, so they are read in place
    // (a state is 450 bytes: each copy showed in profiles).
    var states: [LayerState] = []
    swap(&states, &self.states)
    var animations: [ViewAnimation] = []
    swap(&animations, &self.animations)
    animations.withUnsafeMutableBufferPointer { animations in
      states.withUnsafeMutableBufferPointer { states in
        for i in timings.indices {
          let k = animationIndex[i]
          guard timings[i] != nil, k >= 0 else {
            sampled[i] = false
            continue
          }
          let (curve, spring) = (curves[i], springs[i])
          if curve != stateCurves[i] || spring != stateSprings[i] {
            whole[i] = Self.state(
              of: &animations[k], curve: curve, spring: spring,
              only: whole[i] ? varying[k] : .all, into: &states[i])
            stateCurves[i] = curve
            stateSprings[i] = spring
          }
          if states[i].zPosition != 0 { anyZ = true }
          sampled[i] = true
        }
      }
    }
    swap(&animations, &self.animations)
    var contents: [[Content]] = []
    swap(&contents, &self.contents)
    defer { swap(&contents, &self.contents) }
    let sortByZ = anyZ || rootStates.0.zPosition != 0 || rootStates.1.zPosition != 0
    var out: [FrameLayer] = []
    swap(&out, &frame.layers)
    var count = 0
    steps.removeAll(keepingCapacity: true)
    placements.removeAll(keepingCapacity: true)
    placements.append(.screen)
    push(top, placement: 0, states: states, sortByZ: sortByZ)
    while let step = steps.popLast() {
      switch step {
      case .overlay(let i, let p):
        guard sampled[i] else { continue }
        let opacity = placements[p].opacity * states[i].overlayOpacity
        guard includeInvisible || opacity > 0 else { continue }
        let size = facts[i].originalSize
        let k = slot(&out, &count)
        Self.write(
          &out[k], facts: facts, kind: .overlay, view: i, size: size,
          toScreen: placements[p].toScreen,
          opacity: opacity, color: states[i].overlayColor, cornerRadius: states[i].cornerRadius,
          borderWidth: 0, borderColor: nil, clips: placements[p].clips, animating: true,
          lift: placements[p].lift)
        out[k].shadow = nil
        out[k].text = nil
        out[k].textColor = .label
        out[k].textAlignment = nil
        out[k].image = nil
        out[k].isGlobal = false
      case .node(let node, let p) where node < 0:
        let rootIndex = node == Self.fromRoot ? rootIndices.0 : rootIndices.1
        guard rootIndex < timings.count, timings[rootIndex] == nil else { continue }
        let toScreen = placements[p].toScreen
        let placement = Placement(
          toScreen: toScreen,
          opacity: node == Self.fromRoot ? rootStates.0.opacity : rootStates.1.opacity,
          clips: [], sublayerToScreen: toScreen, sublayerClips: [],
          lift: node == Self.fromRoot ? rootStates.0.zPosition : rootStates.1.zPosition)
        if includeInvisible || placement.opacity > 0 {
          let k = slot(&out, &count)
          var state = node == Self.fromRoot ? rootStates.0 : rootStates.1
          Self.writeView(
            &out[k], facts: facts, view: rootIndex, state: &state, placement: placement,
            animating: false)
        }
        emitContent(
          &contents[rootIndex], placement: placement, bounds: nil,
          includeInvisible: includeInvisible,
          into: &out, count: &count)
      case .node(let i, let p):
        guard sampled[i], timings[i] != nil else { continue }
        // The state and the parent's placement read in place, by static functions: a method
        // of the sampler called here copied the whole sampler (retaining its every array).
        // Inside a snapshot whose size changes, the view's centre and size are stretched
        // (a copy: the state stays as sampled for the next frame).
        let sublayers = !children[i].isEmpty || !contents[i].isEmpty
        let visible: Bool
        var placement: Placement
        var k = 0
        // A container's child lifts by its own zPosition; a nested one by its container's.
        let lift = p == 0 ? states[i].zPosition : placements[p].lift
        var size = states[i].size
        if placements[p].stretch != Size(width: 1, height: 1) {
          var shown = Self.stretched(states[i], by: placements[p].stretch)
          size = shown.size
          placement = Self.place(
            state: &shown, original: facts[i].originalSize, parent: &placements[p],
            sublayers: sublayers)
          placement.lift = lift
          visible = includeInvisible || placement.opacity > 0
          if visible {
            k = slot(&out, &count)
            Self.writeView(
              &out[k], facts: facts, view: i, state: &shown, placement: placement,
              animating: true)
          }
        } else {
          placement = Self.place(
            state: &states[i], original: facts[i].originalSize, parent: &placements[p],
            sublayers: sublayers)
          placement.lift = lift
          visible = includeInvisible || placement.opacity > 0
          if visible {
            k = slot(&out, &count)
            Self.writeView(
              &out[k], facts: facts, view: i, state: &states[i], placement: placement,
              animating: true)
          }
        }
        if visible {
          if let arc = facts[i].arc {
            let map = placements[p].sublayerToScreen
            out[k].arc = Arc(
              start: map.apply(to: arc.start) ?? arc.start,
              control: map.apply(to: arc.control) ?? arc.control,
              end: map.apply(to: arc.end) ?? arc.end)
            out[k].arcFraction = curves[i]
          }
        }
        if !contents[i].isEmpty {
          emitContent(
            &contents[i], placement: placement,
            bounds: Rect(origin: .zero, size: size),
            includeInvisible: includeInvisible, into: &out, count: &count)
        }
        let hasOverlay = states[i].overlayOpacity > 0
        guard hasOverlay || !children[i].isEmpty else { continue }
        placements.append(placement)
        let own = placements.count - 1
        if hasOverlay { steps.append(.overlay(i, own)) }
        push(children[i], placement: own, states: states, sortByZ: sortByZ)
      }
    }
    swap(&states, &self.states)
    while out.count > count { spare.append(out.removeLast()) }
    swap(&out, &frame.layers)
    frame.totalDuration = plan.totalDuration
    frame.screenSize = plan.screenSize
    frame.containerColor = plan.containerColor
    frame.progress = 0
    frame.time = 0
  }

  /// An animation's state written into the view's slot, both passed in place: called on a
  /// value that might change during the call (an array element, a plan's view), the whole
  /// animation (1.4 kB, its arrays retained) was copied first for every view of every frame, and
  /// a returned state (450 bytes) was copied into its slot; `inout` rules both out.
  /// (Returns `ViewAnimation.state`'s answer: whether the state is whole.)
  private static func state(
    of animation: inout ViewAnimation, curve: Double, spring: Double,
    only: LayerState.Varying, into out: inout LayerState
  ) -> Bool {
    withUnsafeMutablePointer(to: &animation) {
      ViewAnimation.state(of: $0, curve: curve, spring: spring, only: only, into: &out)
    }
  }

  /// Pushes nodes so the first is walked first, in zPosition order when any layer has one
  /// (stable: equal zPositions keep their order).
  private mutating func push(
    _ nodes: [Int], placement: Int, states: [LayerState], sortByZ: Bool
  ) {
    guard sortByZ else {
      for node in nodes.reversed() { steps.append(.node(node, placement)) }
      return
    }
    ordering.removeAll(keepingCapacity: true)
    for (offset, node) in nodes.enumerated() {
      let z =
        node == Self.fromRoot
        ? rootStates.0.zPosition
        : node == Self.toRoot
          ? rootStates.1.zPosition : sampled[node] ? states[node].zPosition : 0
      ordering.append((z, offset, node))
    }
    ordering.sort { a, b in a.z == b.z ? a.offset < b.offset : a.z < b.z }
    for entry in ordering.reversed() { steps.append(.node(entry.node, placement)) }
  }

  /// The index of the next layer of `out`: one kept from the last frame, a spare one, or new.
  private mutating func slot(_ out: inout [FrameLayer], _ count: inout Int) -> Int {
    if count == out.count { out.append(spare.popLast() ?? Self.blank) }
    count += 1
    return count - 1
  }

  private static let blank = FrameLayer(
    kind: .view, view: ViewRef(.from, 0), name: "", path: [], size: .zero,
    toScreen: .identity, quad: [], opacity: 0, color: nil)

  /// A child snapshot's state in a parent whose size changed: Hero's setSize
  /// (HeroCoreAnimationViewContext.swift:171-178) divides the subviews' centres and bounds by
  /// the old-to-new size ratio, and leaves their layer transforms as they are.
  private static func stretched(_ state: LayerState, by stretch: Size) -> LayerState {
    var out = state
    out.position = Point(x: state.position.x * stretch.width, y: state.position.y * stretch.height)
    out.size = Size(
      width: state.size.width * stretch.width, height: state.size.height * stretch.height)
    return out
  }

  /// A snapshot's placement: anchor, transform and position in its container, then the
  /// container's own placement (`parent`). `original`: the view's size at the start.
  /// `sublayers`: whether it has child snapshots or content, which alone read the sublayer
  /// mapping and clips (most layers have neither: they are not worked out for them).
  /// (`inout` only so neither is copied.)
  private static func place(
    state: inout LayerState, original: Size, parent: inout Placement, sublayers: Bool
  ) -> Placement {
    let size = state.size
    let anchor = Transform3D.translation(
      x: -state.anchorPoint.x * size.width, y: -state.anchorPoint.y * size.height, z: 0)
    let local = anchor.concatenating(state.transform)
      .concatenating(.translation(x: state.position.x, y: state.position.y, z: 0))
    // A child snapshot is stretched by its own centre and size (`stretched`), not as a picture.
    let toScreen = local.concatenating(parent.toScreen)
    guard sublayers else {
      return Placement(
        toScreen: toScreen, opacity: parent.opacity * state.opacity,
        clips: parent.sublayerClips, sublayerToScreen: toScreen, sublayerClips: [])
    }
    let stretch = Transform3D.scale(
      x: original.width == 0 ? 1 : size.width / original.width,
      y: original.height == 0 ? 1 : size.height / original.height, z: 1)
    var sublayerClips = parent.sublayerClips
    if state.masksToBounds {
      sublayerClips.append(TransitionPlan.quad(Rect(origin: .zero, size: size), toScreen))
    }
    return Placement(
      toScreen: toScreen, opacity: parent.opacity * state.opacity,
      clips: parent.sublayerClips, sublayerToScreen: stretch.concatenating(toScreen),
      sublayerClips: sublayerClips, stretch: Size(width: stretch.m11, height: stretch.m22))
  }

  /// A view's layer from its state (sampled, or as it stands): the one place a view becomes a
  /// frame layer, shadow included.
  private static func writeView(
    _ layer: inout FrameLayer, facts: [ViewFacts], view i: Int, state: inout LayerState,
    placement: Placement, animating: Bool
  ) {
    let toScreen = placement.toScreen
    write(
      &layer, facts: facts, kind: .view, view: i, size: state.size, toScreen: toScreen,
      opacity: placement.opacity, color: state.backgroundColor,
      cornerRadius: state.cornerRadius, borderWidth: state.borderWidth,
      borderColor: state.borderColor, clips: placement.clips, animating: animating,
      lift: placement.lift)
    writeDetails(
      &layer, facts: facts, view: i, state: &state, toScreen: toScreen, animating: animating)
  }

  /// The shadow, label and coordinate space of a view layer.
  private static func writeDetails(
    _ layer: inout FrameLayer, facts: [ViewFacts], view i: Int, state: inout LayerState,
    toScreen: Transform3D, animating: Bool
  ) {
    if state.shadowOpacity > 0 {
      // CALayer's shadow follows the shadow path when there is one, else the layer's shape.
      let bounds = Rect(origin: .zero, size: state.size)
      let shape = (state.shadowPath?.rect ?? bounds).offsetBy(
        Point(x: state.shadowOffset.width, y: state.shadowOffset.height))
      var quad: [Point] = []
      if var old = layer.shadow {
        layer.shadow = nil
        swap(&quad, &old.quad)
      }
      TransitionPlan.setQuad(&quad, shape, toScreen)
      layer.shadow = FrameShadow(
        quad: quad, rect: shape,
        cornerRadius: state.shadowPath?.cornerRadius ?? state.cornerRadius,
        fromPath: state.shadowPath != nil, color: state.shadowColor,
        opacity: state.shadowOpacity * state.shadowColor.alpha * layer.opacity,
        radius: state.shadowRadius * TransitionPlan.scale(of: toScreen))
    } else {
      layer.shadow = nil
    }
    // Field by field: copying the facts out retained all their strings and arrays.
    // A slot mostly holds the same view frame after frame: its strings and arrays are the
    // facts' own already, and assigning them again cost a retain and a release each.
    if !Self.same(layer.text, facts[i].text) { layer.text = facts[i].text }
    layer.textColor = facts[i].textColor
    layer.textAlignment = facts[i].textAlignment
    if layer.image != facts[i].image { layer.image = facts[i].image }
    layer.isGlobal = animating && facts[i].isGlobal
  }

  /// Whether two strings are one (the same storage, or the same small string): then
  /// assigning one to the other changes nothing.
  @inline(__always)
  private static func same(_ a: String, _ b: String) -> Bool {
    unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
  }

  @inline(__always)
  private static func same(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): same(a, b)
    default: false
    }
  }

  /// Whether two arrays share their storage (equal then, so assigning one to the other
  /// changes nothing).
  @inline(__always)
  private static func same<T>(_ a: [T], _ b: [T]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
    }
  }

  /// The fields every layer sets, the corners written into the layer's own array.
  private static func write(
    _ layer: inout FrameLayer, facts: [ViewFacts], kind: FrameLayer.Kind, view i: Int, size: Size,
    toScreen: Transform3D, opacity: Double, color: RGBAColor?, cornerRadius: Double,
    borderWidth: Double, borderColor: RGBAColor?, clips: [[Point]], animating: Bool,
    lift: Double
  ) {
    layer.kind = kind
    layer.zPosition = lift
    layer.view = facts[i].ref
    if !Self.same(layer.name, facts[i].name) { layer.name = facts[i].name }
    if !Self.same(layer.path, facts[i].path) { layer.path = facts[i].path }
    layer.size = size
    layer.toScreen = toScreen
    TransitionPlan.setQuad(&layer.quad, Rect(origin: .zero, size: size), toScreen)
    layer.opacity = opacity
    layer.color = color
    layer.cornerRadius = cornerRadius
    layer.borderWidth = borderWidth
    layer.borderColor = borderColor
    if !Self.same(layer.clips, clips) { layer.clips = clips }
    layer.arc = nil
    layer.arcFraction = nil
    layer.isAnimating = animating
  }

  /// The still views drawn in a snapshot (or live root), clipped to its bounds (`bounds`, in
  /// its own coordinates; nil for a live root) and to their masksToBounds ancestors.
  /// `items`: the owner's entry of `contents`, held out of the sampler by `render`.
  private mutating func emitContent(
    _ items: inout [Content], placement: Placement, bounds: Rect?, includeInvisible: Bool,
    into out: inout [FrameLayer], count: inout Int
  ) {
    let map = placement.sublayerToScreen
    for n in items.indices {
      let opacity = placement.opacity * items[n].opacity
      guard includeInvisible || opacity > 0 else { continue }
      let k = slot(&out, &count)
      let toScreen = items[n].local.concatenating(map)
      // The clips go into the layer's own arrays: the placement's, the owner's bounds, the
      // masksToBounds ancestors' rectangles and quads, in that order.
      var clips: [[Point]] = []
      swap(&clips, &out[k].clips)
      let total =
        placement.clips.count + (bounds == nil ? 0 : 1) + items[n].clips.count
        + items[n].clipQuads.count
      if clips.count > total { clips.removeLast(clips.count - total) }
      var j = 0
      for clip in placement.clips {
        Self.setClip(&clips, j, clip)
        j += 1
      }
      if let bounds {
        Self.setQuadClip(&clips, j, bounds, placement.toScreen)
        j += 1
      }
      for rect in items[n].clips {
        Self.setQuadClip(&clips, j, rect, map)
        j += 1
      }
      for quad in items[n].clipQuads {
        Self.setClip(&clips, j, quad, map)
        j += 1
      }
      let view = items[n].view
      Self.write(
        &out[k], facts: facts, kind: .view, view: view, size: items[n].standing.size,
        toScreen: toScreen, opacity: opacity, color: items[n].standing.backgroundColor,
        cornerRadius: items[n].standing.cornerRadius, borderWidth: items[n].standing.borderWidth,
        borderColor: items[n].standing.borderColor, clips: [], animating: false,
        lift: placement.lift)
      swap(&clips, &out[k].clips)
      Self.writeDetails(
        &out[k], facts: facts, view: view, state: &items[n].standing, toScreen: toScreen,
        animating: false)
    }
  }

  /// Clip `j` of `clips` set to `points` (mapped by `map` when given), in place when it has as
  /// many points.
  private static func setClip(
    _ clips: inout [[Point]], _ j: Int, _ points: [Point], _ map: Transform3D? = nil
  ) {
    guard j < clips.count else {
      clips.append(map.map { TransitionPlan.mapped(points, $0) } ?? points)
      return
    }
    guard clips[j].count == points.count else {
      clips[j] = map.map { TransitionPlan.mapped(points, $0) } ?? points
      return
    }
    for n in points.indices {
      clips[j][n] = map.map { TransitionPlan.mapped(points[n], $0) } ?? points[n]
    }
  }

  /// Clip `j` of `clips` set to a rectangle's corners on screen.
  private static func setQuadClip(_ clips: inout [[Point]], _ j: Int, _ r: Rect, _ t: Transform3D) {
    if j < clips.count {
      TransitionPlan.setQuad(&clips[j], r, t)
    } else {
      clips.append(TransitionPlan.quad(r, t))
    }
  }
}
