import HeroPlanner

/// A view's modifier list as edited in the previewer: which view (by screen and path, so it
/// survives a reload), and the text and modifiers that now apply.
public struct ViewEdit: Hashable, Sendable {
  public struct Target: Hashable, Sendable {
    public var screen: ScreenSide
    public var path: [Int]
    /// For the summary printed on quit: `to.views[1] 'white'`.
    public var label: String
    /// Whether the view's key is `modifierString` (Hero's string, read as Hero reads it)
    /// rather than `modifiers`: the edit reads and writes back that key.
    public var heroString: Bool

    public init(screen: ScreenSide, path: [Int], label: String, heroString: Bool = false) {
      self.screen = screen
      self.path = path
      self.label = label
      self.heroString = heroString
    }
  }

  public var target: Target
  public var text: String
  public var modifiers: [HeroModifier]

  /// The scene with every edit applied (edits whose view no longer exists are skipped).
  public static func apply(_ edits: [ViewEdit], to scene: Scene) -> Scene {
    var result = scene
    for edit in edits {
      let edited =
        edit.target.heroString
        ? result.replacingModifierString(
          on: edit.target.screen, at: edit.target.path, with: edit.text)
        : result.replacingModifiers(
          on: edit.target.screen, at: edit.target.path, with: edit.modifiers, text: edit.text)
      if let edited { result = edited }
    }
    return result
  }

  /// What `heroscope play` prints on quit: each edited view's modifiers, ready to paste.
  public static func summary(_ edits: [ViewEdit]) -> String {
    guard !edits.isEmpty else { return "" }
    var lines = ["Edited modifier lists (paste into your app):"]
    for edit in edits {
      lines.append("  \(edit.target.label)")
      lines.append("    view.hero.modifiers = \(edit.modifiers.swift)")
      lines.append("    heroModifiers string: \(jsonStringLiteral(edit.modifiers.hero))")
    }
    return lines.joined(separator: "\n")
  }
}
