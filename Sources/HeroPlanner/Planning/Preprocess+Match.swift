/// Step 4: matching. Every to-view whose heroID names a registered from-view is paired with it;
/// each of Hero's match rules is one function of `MatchRules`, applied here in Hero's order.
extension PlanningContext {
  mutating func processMatches() {
    let toTree = tree(.to)
    for index in 0..<toTree.count {
      // The registered to-view's partner is known; another to-view with the id (a duplicate)
      // still finds the registered from-view, as Hero's lookup by id does.
      guard let id = toTree[index].view.heroID,
        let fromIndex = partners[ViewRef(.to, index)] ?? registered(.from, id)
      else {
        continue
      }
      let tv = ViewRef(.to, index)
      let fv = ViewRef(.from, fromIndex)
      // Both states are taken out of the tables and put back once changed: a target state is
      // 768 bytes, and copying it in and out of the rules was most of matching's time.
      var tState = take(tv) ?? TargetState()
      var fState = take(fv) ?? TargetState()

      if tState.opacity != nil { noteIgnoredOpacity(tv, id: id) }
      if fState.opacity != nil { noteIgnoredOpacity(fv, id: id) }
      record(
        MatchRules.shareTiming(
          from: &fState, to: tState,
          written: modifiers(of: fv, setting: [.arc, .duration, .timingFunction, .delay, .spring]),
          id: id, origin: origin(fv), explains: explains),
        for: fv)
      tState.source = id
      fState.source = id
      note(tv, "matched with \(label(fv)) by heroID '\(id)'")
      note(
        fv,
        "matched with \(label(tv)) by heroID '\(id)': takes its arc, duration, timing function, delay and spring"
      )
      let notes = MatchRules.fade(
        from: &fState, to: &tState, fromView: MatchRules.Look(tree(.from)[fromIndex].view),
        toView: MatchRules.Look(toTree[index].view), toScreenFirst: insertToViewFirst,
        explains: explains)
      for text in notes.from { note(fv, text) }
      for text in notes.to { note(tv, text) }
      self[tv] = tState
      self[fv] = fState
    }
  }

  private mutating func noteIgnoredOpacity(_ ref: ViewRef, id: String) {
    record(
      MatchRules.ignoredOpacity(
        modifiers(of: ref, setting: [.opacity]), id: id, origin: origin(ref), explains: explains),
      for: ref)
  }
}

/// Hero's match rules (HERO-SEMANTICS.md §4), each a pure function that returns its decision
/// and the notes that explain it.
enum MatchRules {
  /// A matched view's written opacity does nothing: the match decides its opacity.
  static func ignoredOpacity(
    _ written: [HeroModifier], id: String, origin: String, explains: Bool = true
  ) -> PlanningDecision<Void> {
    guard !written.isEmpty else { return PlanningDecision(()) }
    return PlanningDecision(
      (), explains: explains,
      note: "\(hero: written)\(origin) ignored: matched views take their opacity from the match",
      warnings: [
        (
          .matchedFadeIgnored,
          "\(written.hero) has no effect: the view is matched (heroID '\(id)'), so its opacity comes from the match"
        )
      ])
  }

  /// The from-view takes the to-view's arc, duration, timing function, delay and spring; its
  /// own (`written`) do nothing.
  static func shareTiming(
    from state: inout TargetState, to: TargetState, written: [HeroModifier], id: String,
    origin: String, explains: Bool = true
  ) -> PlanningDecision<Void> {
    state.arc = to.arc
    state.duration = to.duration
    state.timingFunction = to.timingFunction
    state.delay = to.delay
    state.spring = to.spring
    guard !written.isEmpty else { return PlanningDecision(()) }
    return PlanningDecision(
      (), explains: explains,
      note: "\(hero: written)\(origin) ignored: a matched pair takes its timing from the to-view",
      warnings: [
        (
          .matchedTimingIgnored,
          "\(written.hero) has no effect: the view is matched (heroID '\(id)') and the pair takes its timing from the to-view"
        )
      ])
  }

  /// The view of the screen inserted last fades (in on the to screen, out on the from screen);
  /// its partner stays, unless either view is not opaque (or has alpha < 1) and neither has
  /// forceNonFade: then both fade. Only one of the two shows its shadow. What covers what is
  /// said from the frames (TransitionPlan+Stacking), not here. Changes both states in place and
  /// returns the notes of each.
  static func fade(
    from fState: inout TargetState, to tState: inout TargetState, fromView: SceneView,
    toView: SceneView, toScreenFirst: Bool, explains: Bool = true
  ) -> (from: [PlanNote], to: [PlanNote]) {
    fade(
      from: &fState, to: &tState, fromView: Look(fromView), toView: Look(toView),
      toScreenFirst: toScreenFirst, explains: explains)
  }

  /// What `fade` reads of a scene view: read out of the view's box, not copied with it.
  struct Look {
    var opaque: Bool
    var opacity: Double
    var masksToBounds: Bool
    var shadowOpacity: Double

    init(_ view: SceneView) {
      opaque = view.opaque
      opacity = view.opacity
      masksToBounds = view.masksToBounds
      shadowOpacity = view.shadow?.opacity ?? 0
    }
  }

  static func fade(
    from fState: inout TargetState, to tState: inout TargetState, fromView: Look, toView: Look,
    toScreenFirst: Bool, explains: Bool = true
  ) -> (from: [PlanNote], to: [PlanNote]) {
    let forceNonFade = tState.nonFade || fState.nonFade
    let nonOpaque = !fromView.opaque || fromView.opacity < 1 || !toView.opaque || toView.opacity < 1
    let fromFades = toScreenFirst
    let bottomView = fromFades ? toView : fromView
    let topView = fromFades ? fromView : toView
    let topFades = fromFades ? "fades out" : "fades in"
    let bottomFades = fromFades ? "fades in" : "fades out"
    var topNotes: [PlanNote] = []
    var bottomNotes: [PlanNote] = []
    /// The view on top (the screen inserted last) fades; which of the two states that is.
    func change(top: inout TargetState, bottom: inout TargetState) {
      top.opacity = 0
      if !forceNonFade && nonOpaque {
        bottom.opacity = 0
        guard explains else { return }
        let why = "cross-fade: a view of the pair is not opaque"
        topNotes.append("\(topFades) while its partner \(bottomFades) (\(why))")
        bottomNotes.append("\(bottomFades) while its partner \(topFades) (\(why))")
      } else {
        bottom.opacity = nil
        if explains {
          let why =
            toScreenFirst ? "the to screen is inserted first" : "the from screen is inserted first"
          topNotes.append("\(topFades); its partner stays opaque (\(why))")
          let stopped = forceNonFade && nonOpaque ? " (forceNonFade stops the cross-fade)" : ""
          bottomNotes.append("stays opaque while its partner \(topFades)\(stopped)")
        }
        if !bottomView.masksToBounds && bottom.displayShadow {
          top.displayShadow = false
          if explains && topView.shadowOpacity > 0 {
            topNotes.append("shadow hidden: its partner shows the shadow")
          }
        }
      }
    }
    if fromFades {
      change(top: &fState, bottom: &tState)
      return (topNotes, bottomNotes)
    }
    change(top: &tState, bottom: &fState)
    return (bottomNotes, topNotes)
  }
}
