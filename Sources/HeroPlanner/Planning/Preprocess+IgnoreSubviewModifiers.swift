/// Step 1 of Hero's preprocessing: `ignoreSubviewModifiers` clears the target state of a
/// view's direct subviews, or of all its descendants when recursive. HeroIDs stay, so cleared
/// views can still be matched.
extension PlanningContext {
  mutating func processIgnoreSubviewModifiers() {
    for side in ScreenSide.allCases {
      let tree = tree(side)
      for index in 0..<tree.count {
        let ref = ViewRef(side, index)
        guard let recursive = read(ref, \.ignoreSubviewModifiers) ?? nil else { continue }
        let targets = recursive ? tree.descendants(of: index) : tree[index].children
        var clearedCount = 0
        for child in targets {
          let childRef = ViewRef(side, child)
          guard let childState = self[childRef] else { continue }
          clearedCount += 1
          let written = childState == TargetState() ? "" : ": " + (applied[childRef] ?? []).hero
          note(childRef, "modifiers cleared by ignoreSubviewModifiers on \(label(ref))\(written)")
          self[childRef] = nil
          applied[childRef] = nil
          cleared.insert(childRef)
        }
        let scope = recursive ? "all descendants" : "direct subviews"
        note(
          ref,
          "ignoreSubviewModifiers\(recursive ? "(true)" : ""): cleared the modifiers of \(clearedCount) of its \(scope)"
        )
      }
    }
  }
}
