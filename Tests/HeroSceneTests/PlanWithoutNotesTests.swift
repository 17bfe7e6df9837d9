import Foundation
import Testing

@testable import HeroPlanner
@testable import HeroScene

/// A plan made without notes (`frame`, `record`) decides exactly what the explained plan does:
/// the same views, animations, timings, findings, stacking and frames, only without sentences.
@Suite struct PlanWithoutNotesTests {
  /// What differs between the two plans of a scene, beyond the notes.
  static func differences(_ scene: Scene, _ options: Planner.Options) -> [String] {
    let explained = Planner.plan(scene, options: options.explaining(true))
    let plain = Planner.plan(scene, options: options.explaining(false))
    var out: [String] = []
    if plain.views.contains(where: { !$0.sentences.isEmpty }) {
      out.append("the plan without notes has notes")
    }
    let stripped = explained.views.map { view -> PlannedView in
      var view = view
      view.sentences = []
      return view
    }
    if stripped != plain.views { out.append("planned views differ") }
    if explained.findings != plain.findings {
      out.append("findings differ: \(explained.findings) vs \(plain.findings)")
    }
    if explained.stacking != plain.stacking { out.append("stacking facts differ") }
    if explained.screenOnTop != plain.screenOnTop { out.append("screen on top differs") }
    if explained.totalDuration != plain.totalDuration { out.append("total duration differs") }
    if explained.animation != plain.animation || explained.animationReason != plain.animationReason {
      out.append("animation differs")
    }
    if explained.layers != plain.layers { out.append("layer trees differ") }
    if explained.content != plain.content { out.append("content layers differ") }
    for t in [0.0, 0.13, 0.5, 0.87, 1.0] {
      let at = t * explained.totalDuration
      if explained.sample(at: at) != plain.sample(at: at) { out.append("frame at \(t) differs") }
    }
    return out
  }

  @Test(arguments: StackingStatementsTests.sceneFiles)
  func aGalleryScenePlansTheSameWithoutNotes(path: String) throws {
    let scene = try SceneLoader.load(path: path)
    for container in [ContainerKind.modal, .navigation, .tab] {
      for presenting in [true, false] {
        let options = Planner.Options(container: container, presenting: presenting)
        let problems = Self.differences(scene, options)
        #expect(
          problems.isEmpty,
          "\(path) \(container) presenting \(presenting):\n\(problems.joined(separator: "\n"))")
      }
    }
  }

  @Test(arguments: 0..<60)
  func aRandomScenePlansTheSameWithoutNotes(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 11)
    let scene = RandomScene.make(&rng)
    let problems = Self.differences(scene, Planner.Options())
    #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))")
  }

  /// The comparison above is not empty-handed: the explained plan carries notes, the other none.
  @Test func onlyTheExplainedPlanHasNotes() {
    var rng = SplitMix64(seed: 3)
    let scene = RandomScene.make(&rng)
    let explained = Planner.plan(scene)
    let plain = Planner.plan(scene, options: Planner.Options(explains: false))
    #expect(explained.views.contains { !$0.notes.isEmpty })
    #expect(plain.views.allSatisfy { $0.notes.isEmpty })
  }
}
