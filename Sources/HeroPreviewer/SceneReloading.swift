import HeroPlanner
import HeroRaster

/// Where a reloaded scene comes from: the scene file watcher in the program, a script of
/// changes in tests. `poll` is called a few times a second.
public protocol SceneReloading {
  /// nil when nothing changed; a new scene, or a one-line message when the file is broken.
  mutating func poll() -> SceneReload?
}

public enum SceneReload: Hashable, Sendable {
  case reloaded(Scene)
  /// The scene with its images decoded again (some are new, or their files changed): drawn
  /// with these from now on.
  case reloadedWithImages(Scene, RasterImages)
  /// A storyboard saved again: every transition, in the order `[` and `]` step through.
  case reloadedTransitions([Scene])
  /// A capture folder with a new capture (or more): every capture, oldest first; the player
  /// switches to the newest, the last.
  case newCaptures([Scene])
  case failed(String)
}
