import HeroPlanner
import Testing

@testable import HeroPreviewer
import HeroRaster

@Suite struct LiveValuesTests {
  /// A view on the from screen that fades, shrinks to half and turns 90° over 1 s, linearly,
  /// after a 0.5 s delay.
  func plan() -> TransitionPlan {
    planOfOneView(
      [
        .fade, .scale(x: 0.5, y: 0.5, z: 1), .rotate(x: 0, y: 0, z: .pi / 2),
        .timingFunction(.linear), .duration(1), .delay(0.5),
      ], name: "tile", frame: Rect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func valuesAndEasedFractionsFollowThePlayhead() {
    let plan = plan()
    let tile = ViewRef(.from, 1)
    let before = LiveValues.lines(for: tile, in: plan, time: 0.25)
    #expect(before.first == "now 0.25 s:", "\(before)")
    #expect(before.contains("opacity 1 · 0%"), "\(before)")
    let halfway = LiveValues.lines(for: tile, in: plan, time: 1)
    #expect(halfway.contains { $0.hasPrefix("opacity 0.5") && $0.hasSuffix(" · 50%") }, "\(halfway)")
    let transform = halfway.first { $0.hasPrefix("transform ") } ?? ""
    #expect(transform.contains("scale 0.75,0.75"), "\(transform)")
    #expect(transform.contains("rotate 45°") || transform.contains("rotate -45°"), "\(transform)")
    #expect(transform.hasSuffix(" · 50%"))
  }

  @Test func aViewThatDoesNotAnimateHasNoLiveValues() {
    let plan = plan()
    #expect(LiveValues.lines(for: ViewRef(.from, 0), in: plan, time: 1).isEmpty)
  }

  @Test func tracksComeInOrderOfStartWithTheViewsTiming() throws {
    let plan = plan()
    let tracks = PropertyTrack.tracks(for: plan.view(ViewRef(.from, 1)))
    #expect(Set(tracks.map(\.property)) == ["opacity", "transform"])
    for track in tracks {
      #expect(track.delay == 0.5 && track.duration == 1)
      #expect(track.easedFraction(at: 0.4) == 0)
      #expect(abs(track.easedFraction(at: 1.25) - 0.75) < 1e-6)
      #expect(track.easedFraction(at: 2) == 1)
    }
  }

  @Test func aSpringingViewsTracksRunOnTheirOwnClocks() throws {
    // HeroCoreAnimationViewContext.swift (1.6.4) springs every key but cornerRadius; cornerRadius
    // keeps the view's duration and curve.
    let plan = planOfOneView(
      [
        .translate(x: 100, y: 0, z: 0), .cornerRadius(20), .spring(stiffness: 250, damping: 30),
        .duration(0.3), .timingFunction(.linear),
      ], name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 40))
    let tracks = PropertyTrack.tracks(for: plan.view(ViewRef(.from, 1)))
    let corner = try #require(tracks.first { $0.property == "cornerRadius" })
    #expect(corner.spring == nil)
    #expect(abs(corner.duration - 0.3) < 1e-9)
    let springing = tracks.filter { $0.property != "cornerRadius" }
    #expect(!springing.isEmpty)
    for track in springing {
      #expect(track.spring == Spring(stiffness: 250, damping: 30))
      #expect(abs(track.duration - 0.5529366) < 1e-6)
    }
  }
}
