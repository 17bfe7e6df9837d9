import HeroText

/// Step 6: `cascade`. A view's direct subviews are sorted by the direction; subview i and every
/// descendant of it that has a target state gets delay i·delta plus the cascading view's own
/// delay. Matched views are left alone unless `delayMatchedViews`, which gives them and their
/// partners the delay after the last subview (count·delta plus that delay).
extension PlanningContext {
  mutating func processCascades() {
    for side in ScreenSide.allCases {
      let tree = tree(side)
      for index in 0..<tree.count {
        let ref = ViewRef(side, index)
        guard let cascade = read(ref, \.cascade) ?? nil else { continue }
        let children = tree[index].children
        // Stable: equal keys keep document order.
        let sorted = children.enumerated().sorted { a, b in
          let fa = tree.frameInParent(a.element)
          let fb = tree.frameInParent(b.element)
          if cascade.direction.orders(fa, before: fb) { return true }
          if cascade.direction.orders(fb, before: fa) { return false }
          return a.offset < b.offset
        }.map(\.element)
        let initial = read(ref, \.delay) ?? 0
        let final = tidy(Double(sorted.count) * cascade.delta + initial)
        let direction = cascade.direction.resolved.name
        let cascader = label(ref)
        var delayed = 0
        var matchedLeftAlone = 0
        for (i, child) in sorted.enumerated() {
          let delay = tidy(Double(i) * cascade.delta + initial)
          var stack = [child]
          while let current = stack.popLast() {
            let currentRef = ViewRef(side, current)
            if let partner = pairedView(currentRef) {
              if cascade.delayMatchedViews {
                self[currentRef]?.delay = final
                self[partner]?.delay = final
                delayed += 1
                note(
                  currentRef,
                  "cascade from \(cascader) with delayMatchedViews: delay \(number: final, decimals: 4) (after all \(sorted.count) subviews)"
                )
                note(
                  partner,
                  "cascade from \(cascader) (partner's screen) with delayMatchedViews: delay \(number: final, decimals: 4)"
                )
              } else {
                matchedLeftAlone += 1
                note(
                  currentRef,
                  "cascade from \(cascader) leaves this matched view alone (delayMatchedViews is false)"
                )
              }
            } else if self[currentRef] != nil {
              self[currentRef]?.delay = delay
              delayed += 1
              note(
                currentRef,
                "cascade from \(cascader): delay \(number: delay, decimals: 4) (index \(i) of \(sorted.count), \(direction))"
              )
            }
            stack.append(contentsOf: tree[current].children.reversed())
          }
        }
        note(
          ref,
          "cascade(\(formatNumber(cascade.delta)), \(direction)): delayed \(delayed) view\(delayed == 1 ? "" : "s") under \(sorted.count) subview\(sorted.count == 1 ? "" : "s")"
        )
        if delayed == 0 {
          let why =
            matchedLeftAlone > 0
            ? "its subviews with modifiers are all matched, and delayMatchedViews is false"
            : "none of its subviews (or their descendants) has modifiers of its own"
          warn(ref, .cascadeDelaysNothing, "cascade delays nothing: \(why)")
        }
      }
    }
  }
}
