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

  /// The scene with the view at `path` on `side` given a new `modifierString`, read as Hero
  /// reads it; nil when there is no such view or Hero itself could not run the string.
  public func replacingModifierString(on side: ScreenSide, at path: [Int], with text: String)
    -> Scene?
  {
    guard let reading = try? HeroStringReader.read(text) else { return nil }
    var root = self.root(side)
    guard root.replaceModifiers(at: path[...], with: reading.modifiers, text: text) else {
      return nil
    }
    root.setModifierString(at: path[...], text, findings: reading.findings)
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
      self.modifierString = nil
      self.modifierStringFindings = []
      return true
    }
    guard subviews.indices.contains(first) else { return false }
    return subviews[first].replaceModifiers(at: path.dropFirst(), with: modifiers, text: text)
  }

  fileprivate mutating func setModifierString(
    at path: ArraySlice<Int>, _ text: String, findings: [HeroStringFinding]
  ) {
    guard let first = path.first else {
      modifierString = text
      // The file's line and column are unknown until the edit is written and read again.
      modifierStringFindings = findings
      return
    }
    guard subviews.indices.contains(first) else { return }
    subviews[first].setModifierString(at: path.dropFirst(), text, findings: findings)
  }
}
