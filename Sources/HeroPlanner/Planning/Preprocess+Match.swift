/// Step 4: matching. Every to-view whose heroID names a registered from-view is paired with it;
/// each of Hero's match rules is one function of `MatchRules`, applied here in Hero's order.
extension PlanningContext {
  mutating func processMatches() {
    let toTree = tree(.to)
    for index in 0..<toTree.count {
      guard let id = toTree[index].view.heroID, let fromIndex = registered(.from, id) else {
        continue
      }
      let tv = ViewRef(.to, index)
      let fv = ViewRef(.from, fromIndex)
      var tState = self[tv] ?? TargetState()
      var fState = self[fv] ?? TargetState()

      // One view at a time: a list of both copied two target states per pair.
      if tState.opacity != nil { noteIgnoredOpacity(tv, id: id) }
      if fState.opacity != nil { noteIgnoredOpacity(fv, id: id) }
      fState = record(
        MatchRules.sharedTiming(
          from: fState, to: tState,
          written: modifiers(of: fv, setting: [.arc, .duration, .timingFunction, .delay, .spring]),
          id: id, origin: origin(fv)),
        for: fv)
      tState.source = id
      fState.source = id
      note(tv, "matched with \(label(fv)) by heroID '\(id)'")
      note(
        fv,
        "matched with \(label(tv)) by heroID '\(id)': takes its arc, duration, timing function, delay and spring"
      )
      let pair = MatchRules.fades(
        from: fState, to: tState, fromView: tree(.from)[fromIndex].view,
        toView: toTree[index].view, toScreenFirst: insertToViewFirst)
      for text in pair.fromNotes { note(fv, text) }
      for text in pair.toNotes { note(tv, text) }
      self[tv] = pair.to
      self[fv] = pair.from
    }
  }

  private mutating func noteIgnoredOpacity(_ ref: ViewRef, id: String) {
    record(
      MatchRules.ignoredOpacity(
        modifiers(of: ref, setting: [.opacity]), id: id, origin: origin(ref)),
      for: ref)
  }
}

/// Hero's match rules (HERO-SEMANTICS.md §4), each a pure function that returns its decision
/// and the notes that explain it.
enum MatchRules {
  /// What the fade rule decided for both views of a pair.
  struct PairDecision {
    var from: TargetState
    var to: TargetState
    var fromNotes: [PlanNote] = []
    var toNotes: [PlanNote] = []
  }

  /// A matched view's written opacity does nothing: the match decides its opacity.
  static func ignoredOpacity(_ written: [HeroModifier], id: String, origin: String)
    -> PlanningDecision<Void>
  {
    guard !written.isEmpty else { return PlanningDecision(()) }
    return PlanningDecision(
      (),
      notes: ["\(written.hero)\(origin) ignored: matched views take their opacity from the match"],
      warnings: [
        "\(written.hero) has no effect: the view is matched (heroID '\(id)'), so its opacity comes from the match"
      ])
  }

  /// The from-view takes the to-view's arc, duration, timing function, delay and spring; its
  /// own (`written`) do nothing.
  static func sharedTiming(
    from: TargetState, to: TargetState, written: [HeroModifier], id: String, origin: String
  ) -> PlanningDecision<TargetState> {
    var state = from
    state.arc = to.arc
    state.duration = to.duration
    state.timingFunction = to.timingFunction
    state.delay = to.delay
    state.spring = to.spring
    guard !written.isEmpty else { return PlanningDecision(state) }
    return PlanningDecision(
      state,
      notes: [
        "\(written.hero)\(origin) ignored: a matched pair takes its timing from the to-view"
      ],
      warnings: [
        "\(written.hero) has no effect: the view is matched (heroID '\(id)') and the pair takes its timing from the to-view"
      ])
  }

  /// The view of the screen inserted last fades (in on the to screen, out on the from screen);
  /// its partner stays, unless either view is not opaque (or has alpha < 1) and neither has
  /// forceNonFade: then both fade. Only one of the two shows its shadow. What covers what is
  /// said from the frames (TransitionPlan+Stacking), not here.
  static func fades(
    from fState: TargetState, to tState: TargetState, fromView: SceneView, toView: SceneView,
    toScreenFirst: Bool
  ) -> PairDecision {
    let forceNonFade = tState.nonFade || fState.nonFade
    let nonOpaque = !fromView.opaque || fromView.opacity < 1 || !toView.opaque || toView.opacity < 1
    let fromFades = toScreenFirst
    var top = fromFades ? fState : tState
    var bottom = fromFades ? tState : fState
    let bottomView = fromFades ? toView : fromView
    let topView = fromFades ? fromView : toView
    let topFades = fromFades ? "fades out" : "fades in"
    let bottomFades = fromFades ? "fades in" : "fades out"
    var topNotes: [PlanNote] = []
    var bottomNotes: [PlanNote] = []
    top.opacity = 0
    if !forceNonFade && nonOpaque {
      bottom.opacity = 0
      let why = "cross-fade: a view of the pair is not opaque"
      topNotes.append("\(topFades) while its partner \(bottomFades) (\(why))")
      bottomNotes.append("\(bottomFades) while its partner \(topFades) (\(why))")
    } else {
      bottom.opacity = nil
      let why =
        toScreenFirst ? "the to screen is inserted first" : "the from screen is inserted first"
      topNotes.append("\(topFades); its partner stays opaque (\(why))")
      let stopped = forceNonFade && nonOpaque ? " (forceNonFade stops the cross-fade)" : ""
      bottomNotes.append("stays opaque while its partner \(topFades)\(stopped)")
      if !bottomView.masksToBounds && bottom.displayShadow {
        top.displayShadow = false
        if (topView.shadow?.opacity ?? 0) > 0 {
          topNotes.append("shadow hidden: its partner shows the shadow")
        }
      }
    }
    return fromFades
      ? PairDecision(from: top, to: bottom, fromNotes: topNotes, toNotes: bottomNotes)
      : PairDecision(from: bottom, to: top, fromNotes: bottomNotes, toNotes: topNotes)
  }
}
