import Dispatch
import Foundation
import HeroPlanner
import Testing

@testable import HeroPreviewer

/// A slow save is loaded off the frame loop: polling never waits for it (issue 15 §5).
@Suite struct BackgroundReloaderTests {
  /// A reloader whose poll waits until the test lets it go, then reports a failure.
  struct GatedReloader: SceneReloading, Sendable {
    let started: DispatchSemaphore
    let gate: DispatchSemaphore
    mutating func poll() -> SceneReload? {
      started.signal()
      gate.wait()
      return .failed("slow.json: broken")
    }
  }

  @Test func pollingNeverWaitsForASlowLoad() {
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let reloader = BackgroundReloader(GatedReloader(started: started, gate: gate))
    // The first poll starts the load and returns at once, though the load is held up.
    #expect(reloader.poll() == nil)
    started.wait()
    #expect(reloader.isPolling)
    // Polls while it is held up return at once too, with nothing.
    for _ in 0..<100 { #expect(reloader.poll() == nil) }
    gate.signal()
    // Once the load is done, the next poll hands over what it found.
    while reloader.isPolling { usleep(1_000) }
    #expect(reloader.poll() == .failed("slow.json: broken"))
    // And the one after starts the next look at the file.
    #expect(reloader.poll() == nil)
    started.wait()
    gate.signal()
  }
}
