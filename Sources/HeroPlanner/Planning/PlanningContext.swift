/// The working state of one planning run: both view trees, every view's target state as the
/// preprocessors change it, the heroID registry, and the notes that explain each decision.
///
/// Mirrors Hero's `HeroContext`: only views inside the screen (or with forceAnimate) get a
/// state and a heroID registration; a view without modifiers has no state at all.
struct PlanningContext {
  let scene: Scene
  let container: ContainerKind
  let presenting: Bool
  let fromTree: ViewTree
  let toTree: ViewTree
  /// Each view's target state, indexed like its tree: dense arrays, read in place.
  var fromStates: [TargetState?] = []
  var toStates: [TargetState?] = []
  /// Whether the view is in Hero's context (inside the screen, or forceAnimate).
  var included: PerView<Bool>
  /// heroID → the registered view; a later view with the same id replaces an earlier one.
  var fromIDs: [String: Int] = [:]
  var toIDs: [String: Int] = [:]
  /// Each view's partner on the other screen (Hero's `pairedView(for:)`), worked out once from
  /// the registry: planning asks for it for every view, and a heroID lookup hashes a string.
  var partners: PerView<Int?>
  /// Hero's `insertToViewFirst`: the to screen's layers go in first, so the from screen is on top.
  var insertToViewFirst: Bool
  /// The notes that explain each view's decisions; nil when the plan is made without them.
  let log: NoteLog?
  var findings: [PlanFinding] = []
  /// Modifiers each view was given so far, in order: written, then conditionals and defaults.
  var applied: PerView<[HeroModifier]?>
  /// Roots whose state the default animation replaced: their modifiers are not the author's,
  /// so nothing is linted about them.
  var setByDefaultAnimation: Set<ViewRef> = []
  /// Views whose modifiers an ancestor's ignoreSubviewModifiers cleared.
  var cleared: Set<ViewRef> = []

  init(scene: Scene, container: ContainerKind, presenting: Bool, explains: Bool = true) {
    self.scene = scene
    self.container = container
    self.presenting = presenting
    let from = ViewTree(side: .from, root: scene.from, screenSize: scene.size)
    let to = ViewTree(side: .to, root: scene.to, screenSize: scene.size)
    fromTree = from
    toTree = to
    included = PerView(fromCount: from.count, toCount: to.count, false)
    log = explains ? NoteLog(fromCount: from.count, toCount: to.count) : nil
    applied = PerView(fromCount: from.count, toCount: to.count, nil)
    partners = PerView(fromCount: from.count, toCount: to.count, nil)
    insertToViewFirst = !presenting && container != .tab
    let screen = Rect(origin: .zero, size: scene.size)
    // Room for every view's heroID at once: growing rehashes every id registered so far.
    fromIDs.reserveCapacity(from.count)
    toIDs.reserveCapacity(to.count)
    for side in ScreenSide.allCases {
      let tree = side == .from ? from : to
      var sideStates: [TargetState?] = []
      sideStates.reserveCapacity(tree.count)
      for index in 0..<tree.count {
        let node = tree[index]
        let state = node.view.modifiers.map { TargetState(modifiers: $0) }
        for finding in node.view.modifierStringFindings {
          var located = PlanFinding(
            finding.rule.findingRule, view: ViewRef(side, index), key: "modifierString",
            message: "modifierString: \(finding.message)")
          located.line = finding.line
          located.column = finding.fileColumn
          findings.append(located)
          note(ViewRef(side, index), "modifierString column \(finding.column): \(finding.message)")
        }
        if let written = node.view.modifiers {
          applied[ViewRef(side, index)] = written
          for message in HeroModifier.clampWarnings(written) {
            findings.append(
              PlanFinding(.modifierOutOfRange, view: ViewRef(side, index), message: message))
          }
          if HeroModifier.containsBeginWithIfMatched(written) {
            findings.append(
              PlanFinding(
                .modifierRemovedFromHero, view: ViewRef(side, index), key: "modifiers",
                message:
                  "beginWithIfMatched is not in Hero 1.6.4 (nor any Hero since 1.0.0; only 0.3.1 to 0.3.6 declare it): an app on Hero 1.6 cannot compile it; whenMatched(beginWith(…)) does the same"
              ))
          }
        }
        if let shadow = node.view.shadow, shadow.opacity == 0 {
          findings.append(
            PlanFinding(
              .shadowOpacityZero, view: ViewRef(side, index), key: "shadow",
              message:
                "its shadow has opacity 0 (CALayer's default), so it draws nothing; set shadow.opacity"
            ))
        }
        // HeroContext.swift:58: the view's bounds converted to the container, through every
        // transform on the way, and CGRect's closed intersection (an edge touching counts).
        let inside = tree.boundsInScreen(index).touches(screen)
        let isIncluded = state?.forceAnimate == true || inside
        included[ViewRef(side, index)] = isIncluded
        sideStates.append(isIncluded ? state : nil)
        if isIncluded, let id = node.view.heroID {
          // Registered and checked for an earlier view in one hash of the id.
          let earlier =
            side == .from
            ? fromIDs.updateValue(index, forKey: id) : toIDs.updateValue(index, forKey: id)
          if let earlier {
            findings.append(
              PlanFinding(
                .duplicateHeroID, view: ViewRef(side, index), key: "heroID",
                message:
                  "heroID '\(id)' is also used by \(tree.displayName(earlier).quotedName) on the \(side.rawValue) screen; Hero keeps only this later one"
              ))
          }
        }
        if !isIncluded {
          let ref = ViewRef(side, index)
          note(
            ref,
            "left out: its frame \(node.frameInScreen) is outside the screen (forceAnimate keeps a view in)"
          )
          if node.view.modifiers != nil || node.view.heroID != nil {
            findings.append(
              PlanFinding(
                .outsideScreen, view: ref, key: "frame",
                message: "left out: outside the screen, so its modifiers and heroID do nothing"))
          }
        }
      }
      if side == .from { fromStates = sideStates } else { toStates = sideStates }
    }
    for (id, fromIndex) in fromIDs {
      guard let toIndex = toIDs[id] else { continue }
      partners[ViewRef(.from, fromIndex)] = toIndex
      partners[ViewRef(.to, toIndex)] = fromIndex
    }
  }

  func tree(_ side: ScreenSide) -> ViewTree {
    side == .from ? fromTree : toTree
  }

  /// Read and changed in place: a target state is large, and planning reads a field of one
  /// for every view a matched pair lifts.
  subscript(ref: ViewRef) -> TargetState? {
    // A plain getter, inlined: `context[ref]?.source` then loads the one field from the array,
    // where a `_read` coroutine copied the whole state out to yield it.
    @inline(__always) get {
      ref.screen == .from ? fromStates[ref.index] : toStates[ref.index]
    }
    _modify {
      if ref.screen == .from {
        yield &fromStates[ref.index]
      } else {
        yield &toStates[ref.index]
      }
    }
  }

  /// Reads part of a view's state where it lies, nil when it has none: the subscript's getter
  /// copies the whole 768-byte state (and retains what it holds) to hand back one field.
  @inline(__always)
  func read<Result>(_ ref: ViewRef, _ body: (TargetState) -> Result) -> Result? {
    func field(_ states: UnsafeBufferPointer<TargetState?>) -> Result? {
      switch states[ref.index] {
      case .some(let state): body(state)
      case .none: nil
      }
    }
    return ref.screen == .from
      ? fromStates.withUnsafeBufferPointer(field) : toStates.withUnsafeBufferPointer(field)
  }

  /// Moves a view's state out of its table, leaving nil, without copying it: a rule that
  /// changes a state takes it, changes it and puts it back.
  mutating func take(_ ref: ViewRef) -> TargetState? {
    ref.screen == .from ? fromStates[ref.index].take() : toStates[ref.index].take()
  }

  /// Whether notes are kept: rules skip writing the ones they would hand back.
  var explains: Bool { log != nil }

  /// Adds a note to a view's explanation; the sentence is not even put together when the plan
  /// is made without notes.
  func note(_ ref: ViewRef, _ text: @autoclosure () -> PlanNote) {
    log?.append(text(), to: ref)
  }

  /// Applies modifiers to a view's state, creating it if needed, and records them.
  mutating func append(_ modifiers: [HeroModifier], to ref: ViewRef) {
    var state = self[ref] ?? TargetState()
    state.append(contentsOf: modifiers)
    self[ref] = state
    applied[ref] = (applied[ref] ?? []) + modifiers
  }

  /// Replaces a root's state with the default animation's modifiers.
  mutating func replaceWithDefaultAnimation(_ ref: ViewRef, _ modifiers: [HeroModifier]) {
    self[ref] = TargetState(modifiers: modifiers)
    applied[ref] = modifiers
    setByDefaultAnimation.insert(ref)
  }

  /// A warning about what the author wrote; none about modifiers the default animation set.
  mutating func warn(_ ref: ViewRef, _ rule: FindingRule, _ message: String) {
    guard !setByDefaultAnimation.contains(ref) else { return }
    findings.append(PlanFinding(rule, view: ref, message: message))
  }

  /// Marks notes about a root's default-animation modifiers.
  func origin(_ ref: ViewRef) -> String {
    setByDefaultAnimation.contains(ref) ? " (set by the default animation)" : ""
  }

  func registered(_ side: ScreenSide, _ heroID: String) -> Int? {
    side == .from ? fromIDs[heroID] : toIDs[heroID]
  }

  /// Hero's `pairedView(for:)`: the view with the same heroID on the other screen, if both are
  /// the registered views for that id.
  func pairedView(_ ref: ViewRef) -> ViewRef? {
    partners[ref].map { ViewRef(ref.screen == .from ? .to : .from, $0) }
  }

  func name(_ ref: ViewRef) -> String { tree(ref.screen).displayName(ref.index) }

  /// `'name' (to.views[0])`, for notes: written out when the note is read.
  func label(_ ref: ViewRef) -> ViewLabel {
    ViewLabel(ref: ref, view: tree(ref.screen)[ref.index].viewBox)
  }

  /// The written modifiers of a view that set one of the given properties, for "… ignored" notes.
  func modifiers(of ref: ViewRef, setting properties: [ModifierProperty]) -> [HeroModifier] {
    modifiers(of: ref) { properties.contains($0.property) }
  }

  /// The written modifiers of a view whose kind `isIncluded` accepts, in written order.
  func modifiers(of ref: ViewRef, where isIncluded: (ModifierKind) -> Bool) -> [HeroModifier] {
    guard let written = applied[ref] else { return [] }
    // By index: iterating an array of modifiers copies each one (a switch over every case).
    var found: [HeroModifier] = []
    for index in written.indices where isIncluded(written[index].kind) {
      found.append(written[index])
    }
    return found
  }
}

extension String {
  /// The string in single quotes, for naming views in notes.
  var quotedName: String { "'\(self)'" }
}

extension HeroModifier {
  /// Whether a list uses `beginWithIfMatched`, at any depth: Hero 0.3.1-0.3.6 declared it
  /// (HeroModifier.swift:496 at 0.3.6), no Hero since 1.0.0 does.
  static func containsBeginWithIfMatched(_ list: [HeroModifier]) -> Bool {
    var stack = [list]
    while let next = stack.popLast() {
      for modifier in next {
        if case .beginWithIfMatched = modifier { return true }
        if let nested = modifier.nestedModifiers { stack.append(nested) }
      }
    }
    return false
  }
}
