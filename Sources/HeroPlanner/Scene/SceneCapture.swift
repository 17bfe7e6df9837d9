/// What a scene captured from a running app (Capture/HeroscopeCapture.swift) says beside its
/// screens: who wrote it, and Hero's own resolved target state of every view.
public struct SceneCapture: Hashable, Sendable {
  /// The newest capture format this heroscope reads.
  public static let newestVersion = 1

  public var version: Int
  /// `HeroscopeCapture 1`, Hero's version, device model, OS, screen scale and ISO 8601 date, as
  /// far as the app knew them.
  public var writer: String?
  public var hero: String?
  public var device: String?
  public var os: String?
  public var scale: Double?
  public var date: String?
  public var fromViewController: String?
  public var toViewController: String?
  /// The capture's own sentence on what it does not hold.
  public var notCaptured: String?
  /// UIKit facts with no scene key (class name, hidden, isHeroEnabledForSubviews), by scene path.
  public var views: [String: ViewFacts]
  /// Hero's `context[view]` for every captured view, by scene path (`from.views[0]`); nil when
  /// the capture was written without a transition (`HeroscopeCapture.scene`).
  public var resolved: [String: Resolved]?

  public init(version: Int) {
    self.version = version
    views = [:]
  }

  /// One view's UIKit facts.
  public struct ViewFacts: Hashable, Sendable {
    public var className: String?
    public var hidden = false
    public var heroEnabledForSubviews = true
    public init() {}
  }

  /// What Hero held for one view when the capture ran.
  public enum Resolved: Hashable, Sendable {
    /// In the container, without a target state.
    case none
    /// Outside the container without forceAnimate: Hero left it out.
    case leftOut
    /// Its resolved target state.
    case state(TargetState)
  }
}
