import HeroPlanner

/// Where `w` saves the edits: the program writes them into the scene file (or a scene JSON
/// beside a storyboard), tests keep them. The player only shows what came back.
public protocol SceneWriting {
  /// Writes `edits`, made on `scene` (the file as last read or written, without them; edits
  /// name their views by identity in it), the transition at `transition` (0 for a scene file).
  mutating func write(_ edits: [ViewEdit], scene: Scene, transition: Int) -> SceneWrite
}

public enum SceneWrite: Hashable, Sendable {
  /// A confirmation for the status line: what was written where.
  case written(String)
  /// Written into the scene file itself, which now loads as `onDisk`: the player takes it as
  /// the scene, and knows the reload of its own write when the watcher brings it.
  case saved(String, onDisk: Scene)
  case failed(String)
}

extension PlayerState {
  /// What a write came back with: a confirmation until the next key, or an alert.
  public mutating func wrote(_ outcome: SceneWrite) {
    switch outcome {
    case .written(let message), .saved(let message, _):
      alert = nil
      notice = message
      savedEdits = edits
    case .failed(let message):
      alert = message
    }
  }
}
