/// Step 5: `source`. A view with `source = id` goes global and animates to (or from) the other
/// screen's view with that id: its position, transform, size if different, corner radius if it
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
        guard let targetIndex = registered(other, id) else {
          if tree(side)[index].view.heroID != id {
            note(
              ref,
              "source '\(id)' finds no view with that heroID on the \(other.rawValue) screen: nothing to move to"
            )
            warn(
              ref,
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
    defer { self[ref] = state }
    let view = tree(ref.screen)[ref.index]
    let targetNode = tree(target.screen)[target.index]
    let lost = modifiers(of: ref, setting: [.transform, .position, .size])
    if !lost.isEmpty {
      let matched = pairedView(ref) != nil
      note(
        ref,
        "\(hero: lost)\(origin(ref)) ignored: the view takes its position, size and transform from \(label(target))"
      )
      warn(
        ref,
        "\(lost.hero) has no effect: the view is \(matched ? "matched" : "given a source") (heroID '\(state.source ?? "")'), so it moves to \(label(target))"
      )
    }
    state.coordinateSpace = .global
    let center = targetNode.frameInScreen.center
    state.position = Point(x: tidy(center.x), y: tidy(center.y))
    state.transform = .identity
    state.size = nil
    // What it takes, for the note: only listed when the plan keeps notes.
    var taken: [String] = []
    if explains {
      taken.reserveCapacity(5)
      taken += ["position", "transform"]
    }
    if view.frameInScreen.size != targetNode.frameInScreen.size {
      state.size = targetNode.frameInScreen.size
      taken.append("size")
    }
    if state.cornerRadius == nil, view.view.cornerRadius != targetNode.view.cornerRadius {
      state.cornerRadius = targetNode.view.cornerRadius
      taken.append("corner radius")
    }
    let mine = view.view.shadow ?? ShadowStyle()
    let theirs = targetNode.view.shadow ?? ShadowStyle()
    if mine.color != theirs.color { state.shadowColor = theirs.color }
    if mine.opacity != theirs.opacity { state.shadowOpacity = theirs.opacity }
    if mine.offset != theirs.offset { state.shadowOffset = theirs.offset }
    if mine.radius != theirs.radius { state.shadowRadius = theirs.radius }
    if mine != theirs { taken.append("shadow") }
    note(
      ref,
      "global coordinate space: takes \(label(target))'s \(taken, joinedBy: ", ") (not its colour or border)"
    )
  }
}
