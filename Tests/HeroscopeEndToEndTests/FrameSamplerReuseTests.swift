import Foundation
import HeroPlanner
import HeroScene
import Testing
import HeroTestSupport

/// The previewer and the benchmark sample one plan frame after frame into the same `Frame`
/// (its layers and their corner and clip arrays reused); every frame must be the one a fresh
/// `sample(at:)` gives, whichever frame came before it: layers that change kind, gain or lose
/// a shadow, clips or an arc, and frames with more or fewer layers than the last.
@Suite struct FrameSamplerReuseTests {
  /// Progress points out of order, so each frame follows very different ones.
  static let progressPoints: [Double] = [
    0.5, 0, 1, 0.31, 0.97, 0.02, 0.66, 0.44, 0.13, 0.8, 0.5, 1, 0.07, 0.58, 0.25, 0.91,
  ]

  static func check(_ plan: TransitionPlan, _ name: String) {
    var sampler = FrameSampler(plan)
    var frame = Frame.empty
    for progress in progressPoints {
      sampler.sample(at: progress, into: &frame)
      #expect(frame == plan.sample(at: progress), "\(name) at \(progress)")
    }
    sampler.sample(time: plan.totalDuration / 3, into: &frame)
    #expect(frame == plan.sample(time: plan.totalDuration / 3), "\(name) by time")
  }

  @Test(arguments: galleryScenes)
  func aReusedSamplerSamplesWhatAFreshOneDoesOnTheGallery(_ file: String) throws {
    let scene = try SceneLoader.load(
      path: BinaryRunner.packageRoot.appendingPathComponent(file).path, displayName: file)
    Self.check(Planner.plan(scene), file)
  }

  @Test func aReusedSamplerSamplesWhatAFreshOneDoesOnABusyScene() {
    // Shadows, clips, perspective, zPosition sorting and arcs, hundreds of layers.
    Self.check(Planner.plan(GoldenScene.make()), "generated")
  }

  /// Frames a player draws while paused or near either end: the same instant again, and steps
  /// so small that most views' clocks stand still (not started, or finished), so the sampler
  /// keeps their states from the frame before.
  static let standingPoints: [Double] = [
    0.5, 0.5, 0.5001, 0, 0, 0.0001, 1, 1, 0.9999, 0.98, 0.98, 0.2, 0.2001, 0.2, 1,
  ]

  @Test(arguments: galleryScenes)
  func statesKeptWhileClocksStandStillAreTheOnesAFreshSamplerGives(_ file: String) throws {
    let scene = try SceneLoader.load(
      path: BinaryRunner.packageRoot.appendingPathComponent(file).path, displayName: file)
    let plan = Planner.plan(scene)
    var sampler = FrameSampler(plan)
    var frame = Frame.empty
    for progress in Self.standingPoints {
      sampler.sample(at: progress, into: &frame)
      #expect(frame == plan.sample(at: progress), "\(file) at \(progress)")
    }
  }
}
