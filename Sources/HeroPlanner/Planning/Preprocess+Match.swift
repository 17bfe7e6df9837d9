/// Step 4: matching. Every to-view whose heroID names a registered from-view is paired with it:
/// both get `source = heroID`, the from-view takes the to-view's arc, duration, timing function,
/// delay and spring, and opacity is set so only one of the two shows (or both cross-fade when
/// either is not opaque).
extension PlanningContext {
  mutating func processMatches() {
    let toTree = tree(.to)
    for index in 0..<toTree.count {
      guard let id = toTree[index].view.heroID, let fromIndex = registered(.from, id) else {
        continue
      }
      let tv = ViewRef(.to, index)
      let fv = ViewRef(.from, fromIndex)
      let tView = toTree[index].view
      let fView = tree(.from)[fromIndex].view
      var tState = self[tv] ?? TargetState()
      var fState = self[fv] ?? TargetState()

      for (ref, state) in [(tv, tState), (fv, fState)] where state.opacity != nil {
        let written = modifiers(of: ref, setting: [.opacity])
        if !written.isEmpty {
          note(
            ref,
            "\(written.hero)\(origin(ref)) ignored: matched views take their opacity from the match"
          )
          warn(
            ref,
            "\(written.hero) has no effect: the view is matched (heroID '\(id)'), so its opacity comes from the match"
          )
        }
      }

      let timing = modifiers(of: fv, setting: [.arc, .duration, .timingFunction, .delay, .spring])
      if !timing.isEmpty {
        note(
          fv,
          "\(timing.hero)\(origin(fv)) ignored: a matched pair takes its timing from the to-view")
        warn(
          fv,
          "\(timing.hero) has no effect: the view is matched (heroID '\(id)') and the pair takes its timing from the to-view"
        )
      }

      tState.source = id
      fState.source = id
      fState.arc = tState.arc
      fState.duration = tState.duration
      fState.timingFunction = tState.timingFunction
      fState.delay = tState.delay
      fState.spring = tState.spring
      note(tv, "matched with \(label(fv)) by heroID '\(id)'")
      note(
        fv,
        "matched with \(label(tv)) by heroID '\(id)': takes its arc, duration, timing function, delay and spring"
      )

      // The view of the screen inserted last always fades (in on the to screen, out on the from
      // screen); its partner stays unless the pair cross-fades. Only one shows a shadow. What
      // covers what is said from the frames (TransitionPlan+Stacking), not here.
      let forceNonFade = tState.nonFade || fState.nonFade
      let nonOpaque = !fView.opaque || fView.opacity < 1 || !tView.opaque || tView.opacity < 1
      let fromOnTop = insertToViewFirst
      let (topRef, bottomRef) = fromOnTop ? (fv, tv) : (tv, fv)
      let (topView, bottomView) = fromOnTop ? (fView, tView) : (tView, fView)
      var top = fromOnTop ? fState : tState
      var bottom = fromOnTop ? tState : fState
      func fades(_ ref: ViewRef) -> String { ref.screen == .from ? "fades out" : "fades in" }
      top.opacity = 0
      if !forceNonFade && nonOpaque {
        bottom.opacity = 0
        let why = "cross-fade: a view of the pair is not opaque"
        note(topRef, "\(fades(topRef)) while its partner \(fades(bottomRef)) (\(why))")
        note(bottomRef, "\(fades(bottomRef)) while its partner \(fades(topRef)) (\(why))")
      } else {
        bottom.opacity = nil
        let why =
          fromOnTop ? "the to screen is inserted first" : "the from screen is inserted first"
        note(topRef, "\(fades(topRef)); its partner stays opaque (\(why))")
        let stopped = forceNonFade && nonOpaque ? " (forceNonFade stops the cross-fade)" : ""
        note(bottomRef, "stays opaque while its partner \(fades(topRef))\(stopped)")
        if !bottomView.masksToBounds && bottom.displayShadow {
          top.displayShadow = false
          if (topView.shadow?.opacity ?? 0) > 0 {
            note(topRef, "shadow hidden: its partner shows the shadow")
          }
        }
      }
      (fState, tState) = fromOnTop ? (top, bottom) : (bottom, top)
      self[tv] = tState
      self[fv] = fState
    }
  }
}
