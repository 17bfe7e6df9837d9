/// `durationMatchLongest` and the order Hero visits its views in.
///
/// HeroDefaultAnimator.animate (lines 94-121) first takes the longest set or computed duration
/// over its views, then walks them again, in a Dictionary's order (`viewContexts.values`, keyed
/// by UIView: no order an app can rely on), giving each `durationMatchLongest` view the longest
/// so far and raising it, after starting each view, by that view's delay plus its longest key
/// (a spring's settling time). So a view met after a delayed or sprung one can get more than
/// the first pass's longest. heroscope plans the first pass's value (the view met first, the
/// lower bound) and keeps the upper bound (`ViewAnimation.durationUpTo`: the latest end of
/// the other views) for `plan`, the inspector and `check`.
extension AnimationBuilder {
  mutating func noteMatchLongestOrder(longest: Double) {
    var lasting: [(ref: ViewRef, until: Double)] = []
    var matching: [ViewRef] = []
    for ref in layers.insertionOrder {
      guard let until = animations[ref].read({ $0.delay + $0.duration }) else { continue }
      lasting.append((ref, until))
      if context.read(ref, \.duration) == .infinity { matching.append(ref) }
    }
    for ref in matching {
      let others = lasting.filter { $0.ref != ref && $0.until > longest + 1e-9 }
      guard let latest = others.max(by: { $0.until < $1.until }) else { continue }
      let name = context.tree(latest.ref.screen).displayName(latest.ref.index)
      let picked = formatNumber(longest, decimals: 3)
      let most = formatNumber(latest.until, decimals: 3)
      context.note(
        ref,
        "durationMatchLongest picked \(picked) s, the longest duration, as when Hero meets this view first; met after \(name.quotedName) (its delay plus its length) it would get \(most) s"
      )
      if var animation = animations[ref].wrappedValue {
        animation.durationUpTo = latest.until
        animations[ref] = BoxedOptional(wrappedValue: animation)
      }
      // Warned about even when the default animation set it: the app's duration is at stake.
      context.findings.append(
        PlanFinding(
          .durationMatchLongestOrder, view: ref,
          message:
            "durationMatchLongest\(context.origin(ref)) depends on the order Hero walks its views in (a Dictionary's, HeroDefaultAnimator.swift:112-118): \(picked) s as planned, up to \(most) s on a device after \(name.quotedName); set a duration to be sure"
        ))
    }
  }
}
