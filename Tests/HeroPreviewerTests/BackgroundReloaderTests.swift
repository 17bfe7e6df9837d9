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
      _ = gate.wait(timeout: .now() + .seconds(60))
      return .failed("slow.json: broken")
    }
  }

  /// Every wait here has a deadline: a reloader that never starts or never finishes fails the
  /// test with what it was waiting for instead of hanging the run.
  static let deadline: DispatchTimeInterval = .seconds(30)

  @Test func pollingNeverWaitsForASlowLoad() throws {
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let reloader = BackgroundReloader(GatedReloader(started: started, gate: gate))
    // The first poll starts the load and returns at once, though the load is held up.
    #expect(reloader.poll() == nil)
    try #require(
      started.wait(timeout: .now() + Self.deadline) == .success, "the first poll started no load")
    #expect(reloader.isPolling)
    // Polls while it is held up return at once too, with nothing.
    for _ in 0..<100 { #expect(reloader.poll() == nil) }
    gate.signal()
    // Once the load is done, the next poll hands over what it found.
    let end = Date().addingTimeInterval(30)
    while reloader.isPolling && Date() < end { usleep(1_000) }
    try #require(!reloader.isPolling, "the load was let go but never finished within 30 s")
    #expect(reloader.poll() == .failed("slow.json: broken"))
    // And the one after starts the next look at the file.
    #expect(reloader.poll() == nil)
    try #require(
      started.wait(timeout: .now() + Self.deadline) == .success, "the next poll started no load")
    gate.signal()
  }
}
