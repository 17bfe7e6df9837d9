import HeroCommandLine

/// The optional SCENE of `play`, `plan`, `frame` and `record`.
extension Argument {
  /// `[SCENE]`: one scene file or storyboard, the built-in demo without one.
  static func scene(_ keyPath: WritableKeyPath<Root, [String]>, of command: String) -> Self {
    .arguments(
      "SCENE", keyPath, count: 0...1, wrongCount: "\(command) takes one scene",
      help: "a scene file (.json) or a storyboard (.storyboard); without one, the built-in demo")
  }
}
