/// Step 3: the default animation of the container (`heroModalAnimationType` and friends).
///
/// `auto` resolves to the container's type; `selectBy` picks by direction; a type still `auto`
/// becomes `none` when either root can animate by its own modifiers, else push (navigation),
/// slide (tab) or fade (modal). Both roots' states are then replaced as Hero's
/// DefaultAnimationPreprocessor does.
extension PlanningContext {
  /// The resolved type and a sentence on how it was reached.
  func resolveAnimation(requested: AnimationType) -> (AnimationType, String) {
    var type = requested.selected(presenting: presenting).resolvedDirections
    var how = "\(requested)"
    if case .selectBy = requested {
      how += " → \(type) (\(presenting ? "presenting" : "dismissing"))"
    }
    if type == .auto {
      let toRoot = self[ViewRef(.to, 0)]?.canAnimate ?? false
      let fromRoot = self[ViewRef(.from, 0)]?.canAnimate ?? false
      if toRoot || fromRoot {
        type = .none
        how += " → none (the \(toRoot ? "to" : "from") root animates by its own modifiers)"
      } else {
        switch container {
        case .navigation: type = .push(presenting ? .left : .right)
        case .tab: type = .slide(presenting ? .left : .right)
        case .modal: type = .fade
        }
        how +=
          " → \(type) (the default for \(container.rawValue) when \(presenting ? "presenting" : "dismissing"))"
      }
    }
    return (type, how)
  }

  mutating func processDefaultAnimation(_ type: AnimationType) {
    let toRoot = ViewRef(.to, 0)
    let fromRoot = ViewRef(.from, 0)
    guard
      let decision = DefaultAnimationRules.modifiers(
        for: type, screenSize: scene.size, fromRoot: tree(.from)[0].view,
        toScreenFirst: insertToViewFirst, fadeLeavesPresentingScreen: fadeLeavesPresentingScreen,
        tvOS: scene.platform == .tvOS)
    else { return }
    insertToViewFirst = decision.toScreenFirst
    let (to, from) = (decision.to, decision.from)
    for (ref, modifiers) in [(toRoot, to), (fromRoot, from)] {
      if let own = applied[ref], !own.isEmpty {
        note(ref, "its own modifiers are replaced by the default animation: \(own.hero)")
        let cascades = own.contains { if case .cascade = $0 { true } else { false } }
        let advice =
          cascades
          ? "set the animation type to none or cascade from a subview"
          : "set the animation type to none to keep them"
        warn(
          ref, .rootModifiersReplaced,
          "\(own.hero) on a root does nothing with the default animation \(type), which replaces the root's modifiers; \(advice)"
        )
      }
      replaceWithDefaultAnimation(ref, modifiers)
      note(ref, "default animation \(type): \(modifiers.hero)")
    }
    if let stays = decision.fromNote { note(fromRoot, stays) }
  }
}

/// Hero's DefaultAnimationPreprocessor as one pure rule: the modifiers each root gets for an
/// animation type, and whether the to screen is inserted first.
enum DefaultAnimationRules {
  struct Decision: Equatable {
    var to: [HeroModifier]
    var from: [HeroModifier]
    var toScreenFirst: Bool
    /// A note for the from root when it keeps its place (fade with an opaque from root).
    var fromNote: PlanNote?
  }

  /// Hero's shift for a screen of this size: where the appearing or disappearing root goes.
  static func shift(_ direction: AnimationType.Direction, appearing: Bool, size: Size) -> Point {
    switch direction.resolved {
    case .left, .right:
      return Point(x: (direction.resolved == .right) == appearing ? -size.width : size.width, y: 0)
    default:
      return Point(x: 0, y: (direction.resolved == .down) == appearing ? -size.height : size.height)
    }
  }

  /// The roots' modifiers for `type` (HERO-SEMANTICS.md §3.3's table); nil for `none` (and the
  /// unresolved `auto` and `selectBy`), which leave the roots alone.
  static func modifiers(
    for type: AnimationType, screenSize: Size, fromRoot: SceneView, toScreenFirst: Bool,
    fadeLeavesPresentingScreen: Bool = false, tvOS: Bool = false
  ) -> Decision? {
    func shift(_ d: AnimationType.Direction, appearing: Bool) -> Point {
      Self.shift(d, appearing: appearing, size: screenSize)
    }
    let base: [HeroModifier] = [.timingFunction(.standard), .duration(0.35)]
    let shadow: [HeroModifier] = [
      .shadowOpacity(0.5), .shadowColor(.black), .shadowRadius(5), .shadowOffset(.zero),
      .masksToBounds(false),
    ]
    func translate(_ p: Point) -> HeroModifier { .translate(x: p.x, y: p.y, z: 0) }
    func third(_ p: Point) -> Point { p / 3 }
    let overlay = HeroModifier.overlay(color: .black, opacity: 0.1)
    let scaled: (Double) -> HeroModifier = { .scale(x: $0, y: $0, z: 1) }
    var to: [HeroModifier] = base
    var from: [HeroModifier] = base
    var first = toScreenFirst
    var fromNote: PlanNote?
    switch type {
    case .push(let d):
      first = false
      to += [
        translate(shift(d, appearing: true)), .shadowOpacity(0), .beginWith(shadow),
        .timingFunction(.deceleration),
      ]
      from += [
        translate(third(shift(d, appearing: false))), overlay, .timingFunction(.deceleration),
      ]
    case .pull(let d):
      first = true
      from += [translate(shift(d, appearing: false)), .shadowOpacity(0), .beginWith(shadow)]
      to += [translate(third(shift(d, appearing: true))), overlay]
    case .slide(let d):
      from += [translate(shift(d, appearing: false))]
      to += [translate(shift(d, appearing: true))]
    case .zoomSlide(let d):
      from += [translate(shift(d, appearing: false)), scaled(0.8)]
      to += [translate(shift(d, appearing: true)), scaled(0.8)]
    case .cover(let d):
      first = false
      to += [
        translate(shift(d, appearing: true)), .shadowOpacity(0), .beginWith(shadow),
        .timingFunction(.deceleration),
      ]
      from += [overlay, .timingFunction(.deceleration)]
    case .uncover(let d):
      first = true
      from += [translate(shift(d, appearing: false)), .shadowOpacity(0), .beginWith(shadow)]
      to += [overlay]
    case .pageIn(let d):
      first = false
      to += [
        translate(shift(d, appearing: true)), .shadowOpacity(0), .beginWith(shadow),
        .timingFunction(.deceleration),
      ]
      from += [scaled(0.7), overlay, .timingFunction(.deceleration)]
    case .pageOut(let d):
      first = true
      from += [translate(shift(d, appearing: false)), .shadowOpacity(0), .beginWith(shadow)]
      to += [scaled(0.7), overlay]
    case .fade:
      // Over full screen, a dismissal leaves the presenting screen (the to root) alone.
      to = (fadeLeavesPresentingScreen ? to : [.fade]) + [.durationMatchLongest]
      if tvOS {
        // DefaultAnimationPreprocessor.swift:368-369: on tvOS the from root always fades.
        from = [.fade, .durationMatchLongest]
        fromNote = "fades whether opaque or not: Hero's tvOS branch always fades the from screen"
      } else if !fromRoot.opaque || (fromRoot.color?.alpha ?? 1) < 1 {
        from = [.fade, .durationMatchLongest]
      } else {
        from += [.durationMatchLongest]
        fromNote = "stays in place while the to screen fades: the from root is opaque"
      }
    case .zoom:
      first = true
      from += [scaled(1.3), .fade]
      to += [scaled(0.7)]
    case .zoomOut:
      first = false
      to += [scaled(1.3), .fade]
      from += [scaled(0.7)]
    case .auto, .none, .selectBy:
      return nil
    }
    return Decision(to: to, from: from, toScreenFirst: first, fromNote: fromNote)
  }
}
