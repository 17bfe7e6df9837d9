import HeroPlanner

/// Where `w` saves the edits: the program writes them into the scene file (or a scene JSON
/// beside a storyboard), tests keep them. The player only shows what came back.
public protocol SceneWriting {
  /// Writes `edits`, made on `scene` (as loaded, without them), the transition at
  /// `transition` (0 for a scene file).
  mutating func write(_ edits: [ViewEdit], scene: Scene, transition: Int) -> SceneWrite
}

public enum SceneWrite: Hashable, Sendable {
  /// A confirmation for the status line: what was written where.
  case written(String)
  case failed(String)
}

extension PlayerState {
  /// What a write came back with: a confirmation until the next key, or an alert.
  public mutating func wrote(_ outcome: SceneWrite) {
    switch outcome {
    case .written(let message):
      alert = nil
      notice = message
    case .failed(let message):
      alert = message
    }
  }
}
