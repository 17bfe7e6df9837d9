import Dispatch
import Synchronization

/// Runs another reloader's `poll` off the frame loop: reading and planning a large saved file
/// can take seconds, and meanwhile keys and drawing go on with the last good plan on screen.
///
/// `poll` never blocks. It starts the wrapped reloader's poll on a background queue when none is
/// running, and hands over what the last one found (a reload or a failure) at the next call.
public final class BackgroundReloader: SceneReloading, Sendable {
  private struct State: Sendable {
    /// The wrapped reloader, nil while a poll of it is running.
    var source: (any SceneReloading & Sendable)?
    /// What the last finished poll found, not yet handed over.
    var found: SceneReload?
  }

  private let state: Mutex<State>

  public init(_ source: any SceneReloading & Sendable) {
    state = Mutex(State(source: source, found: nil))
  }

  /// Whether a poll of the wrapped reloader is running now.
  public var isPolling: Bool { state.withLock { $0.source == nil } }

  public func poll() -> SceneReload? {
    state.withLock { current -> SceneReload? in
      if let found = current.found {
        current.found = nil
        return found
      }
      guard let source = current.source else { return nil }
      current.source = nil
      DispatchQueue.global().async { [self] in
        var working = source
        let change = working.poll()
        self.state.withLock {
          $0.source = working
          if let change { $0.found = change }
        }
      }
      return nil
    }
  }
}
