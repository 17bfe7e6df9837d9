import HeroPlanner

/// A view's modifier list as edited in the previewer: which view (by its identity as loaded:
/// screen, path, name and heroID, so a reload or a write finds it again even when views were
/// inserted before it), the text and modifiers that now apply, and what the file had before.
public struct ViewEdit: Hashable, Sendable {
  public struct Target: Hashable, Sendable {
    public var screen: ScreenSide
    /// Child indices from the screen's root in the scene the edit applies to now; a reload or
    /// a write that finds the view elsewhere moves it.
    public var path: [Int]
    /// For the summary printed on quit: `to.views[1] 'white'`.
    public var label: String
    /// The view's `name` and `heroID` as loaded: with the screen, what finds it again.
    public var name: String?
    public var heroID: String?
    /// Whether the view's key is `modifierString` (Hero's string, read as Hero reads it)
    /// rather than `modifiers`: the edit reads and writes back that key.
    public var heroString: Bool

    public init(
      screen: ScreenSide, path: [Int], label: String, name: String? = nil, heroID: String? = nil,
      heroString: Bool = false
    ) {
      self.screen = screen
      self.path = path
      self.label = label
      self.name = name
      self.heroID = heroID
      self.heroString = heroString
    }

    /// The same view (screen and path): what one list of edits holds at most once.
    func isSameView(as other: Target) -> Bool { screen == other.screen && path == other.path }
  }

  /// The view's modifiers in the file before any edit of this session: what `u` back past a
  /// write restores, and writes. nil text is no `modifiers` key at all.
  public struct Original: Hashable, Sendable {
    public var text: String?
    public var modifiers: [HeroModifier]?

    public init(text: String?, modifiers: [HeroModifier]?) {
      self.text = text
      self.modifiers = modifiers
    }
  }

  public var target: Target
  /// The text written back; nil (a revert to a view without modifiers) removes the key.
  public var text: String?
  public var modifiers: [HeroModifier]?
  public var original = Original(text: nil, modifiers: nil)

  public init(
    target: Target, text: String?, modifiers: [HeroModifier]?,
    original: Original = Original(text: nil, modifiers: nil)
  ) {
    self.target = target
    self.text = text
    self.modifiers = modifiers
    self.original = original
  }

  /// This view's edit taken back: its original modifiers.
  public var reverted: ViewEdit {
    ViewEdit(target: target, text: original.text, modifiers: original.modifiers, original: original)
  }

  /// What is to be on screen and in the file: `current` (the edits as they stand, after undo
  /// and redo), and each edit of `saved` (the edits of the last write) that `current` no longer
  /// has, taken back to its original, so `u` past a write undoes in the file at the next `w`.
  public static func effective(current: [ViewEdit], saved: [ViewEdit]) -> [ViewEdit] {
    var all = current
    for edit in saved where !current.contains(where: { $0.target.isSameView(as: edit.target) }) {
      all.append(edit.reverted)
    }
    return all
  }

  /// How many views' modifiers differ between the edits as they stand and as last written:
  /// the status line's `2 unsaved`.
  public static func unsavedCount(current: [ViewEdit], saved: [ViewEdit]) -> Int {
    var count = 0
    for edit in current {
      let written = saved.first { $0.target.isSameView(as: edit.target) }
      if (written?.text ?? edit.original.text) != edit.text { count += 1 }
    }
    for edit in saved where !current.contains(where: { $0.target.isSameView(as: edit.target) }) {
      if edit.text != edit.original.text { count += 1 }
    }
    return count
  }

  /// The scene with every edit applied (edits whose view no longer exists are skipped).
  public static func apply(_ edits: [ViewEdit], to scene: Scene) -> Scene {
    var result = scene
    for edit in edits {
      let edited =
        edit.target.heroString
        ? result.replacingModifierString(
          on: edit.target.screen, at: edit.target.path, with: edit.text ?? "")
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
      lines.append("  \(TerminalText.escaped(edit.target.label))")
      lines.append("    view.hero.modifiers = \((edit.modifiers ?? []).swift)")
      lines.append("    heroModifiers string: \(jsonStringLiteral((edit.modifiers ?? []).hero))")
    }
    return lines.joined(separator: "\n")
  }
}
