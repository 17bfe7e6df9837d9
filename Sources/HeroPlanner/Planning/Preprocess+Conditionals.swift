/// Step 2: `when…` modifiers kept aside are appended when their condition holds — matched (a
/// registered view with the same heroID on the other screen), presenting, appearing (on the to
/// screen) — each evaluated once, in the order written.
extension PlanningContext {
  mutating func processConditionals() {
    for side in ScreenSide.allCases {
      for index in 0..<tree(side).count {
        let ref = ViewRef(side, index)
        guard let conditionals = read(ref, \.conditionalModifiers), !conditionals.isEmpty else {
          continue
        }
        for item in conditionals {
          let (holds, reason) = evaluate(item.condition, for: ref)
          let name = Self.modifierName(item.condition)
          if holds {
            append(item.modifiers, to: ref)
            note(ref, "\(name) applied (\(reason)): \(item.modifiers.hero)")
          } else {
            note(ref, "\(name) not applied (\(reason)): \(item.modifiers.hero)")
          }
        }
      }
    }
  }

  func evaluate(_ condition: TargetState.Condition, for ref: ViewRef) -> (Bool, String) {
    switch condition {
    case .matched:
      if let partner = pairedView(ref) { return (true, "matched with \(label(partner))") }
      return (false, "not matched")
    case .presenting: return (presenting, presenting ? "presenting" : "dismissing")
    case .dismissing: return (!presenting, presenting ? "presenting" : "dismissing")
    case .appearing: return (ref.screen == .to, ref.screen == .to ? "appearing" : "disappearing")
    case .disappearing:
      return (ref.screen == .from, ref.screen == .to ? "appearing" : "disappearing")
    }
  }

  static func modifierName(_ condition: TargetState.Condition) -> String {
    switch condition {
    case .matched: "whenMatched"
    case .presenting: "whenPresenting"
    case .dismissing: "whenDismissing"
    case .appearing: "whenAppearing"
    case .disappearing: "whenDisappearing"
    }
  }
}
