import HeroCommandLine

extension ValueCompletion {
  /// What a scene argument may be: a scene file, a storyboard, or a folder.
  static let sceneFiles = ValueCompletion.files(extensions: ["json", "storyboard"])
  /// A storyboard.
  static let storyboardFiles = ValueCompletion.files(extensions: ["storyboard"])
}

/// The declarations several heroscope commands share, spelled once.
extension Argument {
  /// `[SCENE]` of `play`, `plan`, `frame` and `record`: one scene file or storyboard, the
  /// built-in demo without one.
  static func scene(_ keyPath: WritableKeyPath<Root, [String]>, of command: String) -> Self {
    .arguments(
      "SCENE", keyPath, count: 0...1, wrongCount: "\(command) takes one scene",
      help: "a scene file (.json) or storyboard; without one, the demo"
    ).completing(.sceneFiles)
  }

  /// The options of every command that plans, under one heading in help.
  static func planning(_ keyPath: WritableKeyPath<Root, PlanningOptions>) -> Self {
    .group(keyPath, section: "options of every command that plans")
  }
}
