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

      let forceNonFade = tState.nonFade || fState.nonFade
      let nonOpaque = !fView.opaque || fView.opacity < 1 || !tView.opaque || tView.opacity < 1
      let why = nonOpaque ? "a view of the pair is not opaque" : ""
      if insertToViewFirst {
        fState.opacity = 0
        if !forceNonFade && nonOpaque {
          tState.opacity = 0
          note(fv, "fades out while its partner fades in (cross-fade: \(why))")
          note(tv, "fades in while its partner fades out (cross-fade: \(why))")
        } else {
          tState.opacity = nil
          note(fv, "fades out on top of its partner: the from screen is on top")
          note(
            tv,
            "stays opaque under its fading partner\(forceNonFade && nonOpaque ? " (forceNonFade stops the cross-fade)" : "")"
          )
          if !tView.masksToBounds && tState.displayShadow {
            fState.displayShadow = false
            if (fView.shadow?.opacity ?? 0) > 0 {
              note(fv, "shadow hidden: its partner shows the shadow")
            }
          }
        }
      } else {
        tState.opacity = 0
        if !forceNonFade && nonOpaque {
          fState.opacity = 0
          note(tv, "fades in while its partner fades out (cross-fade: \(why))")
          note(fv, "fades out while its partner fades in (cross-fade: \(why))")
        } else {
          fState.opacity = nil
          note(tv, "fades in on top of its partner: the to screen is on top")
          note(
            fv,
            "stays opaque under its fading-in partner\(forceNonFade && nonOpaque ? " (forceNonFade stops the cross-fade)" : "")"
          )
          if !fView.masksToBounds && fState.displayShadow {
            tState.displayShadow = false
            if (tView.shadow?.opacity ?? 0) > 0 {
              note(tv, "shadow hidden: its partner shows the shadow")
            }
          }
        }
      }
      self[tv] = tState
      self[fv] = fState
    }
  }
}
