import HeroCommandLine

/// The declarations several heroscope commands share, spelled once.
extension Argument {
  /// `[SCENE]` of `play`, `plan`, `frame` and `record`: one scene file or storyboard, the
  /// built-in demo without one.
  static func scene(_ keyPath: WritableKeyPath<Root, [String]>, of command: String) -> Self {
    .arguments(
      "SCENE", keyPath, count: 0...1, wrongCount: "\(command) takes one scene",
      help: "a scene file (.json) or storyboard; without one, the demo")
  }

  /// The options of every command that plans, under one heading in help.
  static func planning(_ keyPath: WritableKeyPath<Root, PlanningOptions>) -> Self {
    .group(keyPath, section: "options of every command that plans")
  }
}
