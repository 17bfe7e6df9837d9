import HeroText

/// Step 5: `source`. A view with `source = id` goes global and animates to (or from) the other
/// screen's view with that id: its position on screen, its transform flattened with its
/// ancestors' (so a partner's own `transform` is taken), size if different, corner radius if it
/// set none, and shadow, contents and anchor point where they differ. Background colour and
/// border are not taken — and whatever the view's own transform or size modifiers said is lost,
/// which is why fade, scale, translate and rotate do nothing on matched views.
extension PlanningContext {
  mutating func processSources() {
    for side in ScreenSide.allCases {
      let other: ScreenSide = side == .from ? .to : .from
      for index in 0..<tree(side).count {
        let ref = ViewRef(side, index)
        guard let id = read(ref, \.source) ?? nil else { continue }
        // A matched view's source is its heroID, and its partner is the view registered with
        // it: known already, without hashing the id again.
        let partner = pairedView(ref).flatMap {
          tree(side)[index].view.heroID == id ? $0.index : nil
        }
        guard let targetIndex = partner ?? registered(other, id) else {
          if tree(side)[index].view.heroID != id {
            note(
              ref,
              "source '\(id)' finds no view with that heroID on the \(other.rawValue) screen: nothing to move to"
            )
            warn(
              ref, .sourceWithoutPartner,
              "source(\(id)) does nothing: no view on the \(other.rawValue) screen has heroID '\(id)' (Hero skips it silently)"
            )
          }
          continue
        }
        prepareSource(ref, target: ViewRef(other, targetIndex))
      }
    }
  }

  private mutating func prepareSource(_ ref: ViewRef, target: ViewRef) {
    guard var state = take(ref) else { return }
    // Fields read where they lie: a node copied retains its path, children and view box.
    let (ownTree, targetTree) = (tree(ref.screen), tree(target.screen))
    let ownSize = ownTree[ref.index].frameInScreen.size
    let targetFrame = targetTree[target.index].frameInScreen
    let ownCornerRadius = ownTree[ref.index].view.cornerRadius
    let targetCornerRadius = targetTree[target.index].view.cornerRadius
    let lost = modifiers(of: ref, where: \.ignoredWhenMatched)
    if !lost.isEmpty {
      let matched = pairedView(ref) != nil
      note(
        ref,
        "\(hero: lost)\(origin(ref)) ignored: the view takes its position, size and transform from \(label(target))"
      )
      warn(
        ref, .sourceOverridesModifiers,
        "\(lost.hero) has no effect: the view is \(matched ? "matched" : "given a source") (heroID '\(state.source ?? "")'), so it moves to \(label(target))"
      )
    }
    state.coordinateSpace = .global
    // SourcePreprocessor.swift:42-43, 50-51: the partner's layer position converted to the
    // container and its transform flattened with its ancestors' (CALayer+Hero.swift:38-46).
    let center = targetTree.centre(target.index, in: nil)
    state.position = Point(x: tidy(center.x), y: tidy(center.y))
    state.transform = targetTree.flatTransform(target.index)
    state.size = nil
    // What it takes, for the note: only listed when the plan keeps notes.
    var taken: [String] = []
    if explains {
      taken.reserveCapacity(5)
      taken += ["position", "transform"]
    }
    if ownSize != targetFrame.size {
      state.size = targetFrame.size
      if explains { taken.append("size") }
    }
    if state.cornerRadius == nil, ownCornerRadius != targetCornerRadius {
      state.cornerRadius = targetCornerRadius
      if explains { taken.append("corner radius") }
    }
    let mine = ownTree[ref.index].view.shadow ?? ShadowStyle()
    let theirs = targetTree[target.index].view.shadow ?? ShadowStyle()
    if mine.color != theirs.color { state.shadowColor = theirs.color }
    if mine.opacity != theirs.opacity { state.shadowOpacity = theirs.opacity }
    if mine.offset != theirs.offset { state.shadowOffset = theirs.offset }
    if mine.radius != theirs.radius { state.shadowRadius = theirs.radius }
    if explains && mine != theirs { taken.append("shadow") }
    note(
      ref,
      "global coordinate space: takes \(label(target))'s \(taken, joinedBy: ", ") (not its colour or border)"
    )
    self[ref] = consume state  // moved back, not copied
  }
}
