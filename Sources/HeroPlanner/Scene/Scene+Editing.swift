/// Changing one view of a scene, for live editing of modifier lists in the previewer.
extension Scene {
  /// The scene with the view at `path` (child indices from the root) on `side` given new
  /// modifiers, written as `text` (by default printed in Hero's syntax); nil when there is no
  /// such view.
  public func replacingModifiers(
    on side: ScreenSide, at path: [Int], with modifiers: [HeroModifier]?, text: String? = nil
  ) -> Scene? {
    var root = self.root(side)
    guard root.replaceModifiers(at: path[...], with: modifiers, text: text ?? modifiers?.hero)
    else { return nil }
    var copy = self
    if side == .from { copy.from = root } else { copy.to = root }
    return copy
  }

  /// The view at `path` on `side`, if there is one.
  public func view(on side: ScreenSide, at path: [Int]) -> SceneView? {
    var current = root(side)
    for index in path {
      guard current.subviews.indices.contains(index) else { return nil }
      current = current.subviews[index]
    }
    return current
  }
}

extension SceneView {
  /// Walks down by index without recursion into unrelated branches; deep paths are fine.
  fileprivate mutating func replaceModifiers(
    at path: ArraySlice<Int>, with modifiers: [HeroModifier]?, text: String?
  ) -> Bool {
    guard let first = path.first else {
      self.modifiers = modifiers
      self.modifierText = text
      return true
    }
    guard subviews.indices.contains(first) else { return false }
    return subviews[first].replaceModifiers(at: path.dropFirst(), with: modifiers, text: text)
  }
}
