import Foundation
import Testing

@testable import HeroPlanner
@testable import HeroScene

/// Every sentence heroscope says about what covers what ("above", "under", "on top"…), in notes,
/// findings and the plan's header, must agree with the draw order of the frames it draws: for
/// every scene in Scenes/ and for randomly generated scenes.
@Suite struct StackingStatementsTests {
  static let stackingWords = [
    "on top", "above", "below", "covers", "covered", "under its", "under the", "over it", "under it",
  ]

  /// The disagreements between what a plan says and what its frames draw.
  static func violations(_ plan: TransitionPlan) -> [String] {
    var out: [String] = []
    // 1. Every sentence about stacking is one of the plan's facts, said of its view.
    for view in plan.views {
      for note in view.notes where stackingWords.contains(where: note.contains) {
        let stated = plan.stacking.contains { $0.view == view.ref && plan.sentence($0) == note }
        if !stated { out.append("\(view.sourcePath): not from a stacking fact: \(note)") }
      }
    }
    for finding in plan.findings where stackingWords.contains(where: finding.message.contains) {
      let backed = plan.stacking.contains {
        $0.view == finding.view && !$0.aboveAtStart && !$0.aboveAtEnd
      }
      if !backed { out.append("finding not backed by a fact: \(finding.message)") }
    }
    // 2. Every fact holds in the frames: the plan's start and end, and sampled times.
    var frames = [(plan.frame(allAt: 0), Optional(true)), (plan.frame(allAt: 1), Optional(false))]
    for p in [0.0, 0.2, 0.4, 0.6, 0.8, 1.0] { frames.append((plan.sample(at: p), nil)) }
    for (frame, atStart) in frames {
      let index = plan.drawIndex(in: frame)
      for fact in plan.stacking {
        guard let a = index[plan.index(of: fact.view)], let b = index[plan.index(of: fact.other)]
        else { continue }
        let expected: Bool
        if let atStart {
          expected = atStart ? fact.aboveAtStart : fact.aboveAtEnd
        } else {
          guard fact.aboveAtStart == fact.aboveAtEnd else { continue }
          expected = fact.aboveAtStart
        }
        if (a > b) != expected {
          out.append(
            "at \(frame.progress): \(plan.view(fact.view).sourcePath) is drawn \(a > b ? "above" : "under") "
              + "\(plan.view(fact.other).sourcePath), but the plan says \(plan.sentence(fact))")
        }
      }
    }
    // 3. The planner's own walk (drawOrder, which skips drawing) orders views as the frames do.
    for fraction in [0.0, 1.0] {
      let drawn = plan.drawIndex(in: plan.frame(allAt: fraction))
      let walked = plan.drawOrder(allAt: fraction)
      let both = plan.views.indices.filter { drawn[$0] != nil || walked[$0] != nil }
      let inFrame = both.sorted { (drawn[$0] ?? -1) < (drawn[$1] ?? -1) }
      let inWalk = both.sorted { (walked[$0] ?? -1) < (walked[$1] ?? -1) }
      if inFrame != inWalk {
        out.append("at \(fraction): drawOrder \(inWalk) differs from the frame's \(inFrame)")
      }
    }
    // 4. The header's root order.
    if let top = plan.screenOnTop {
      let index = plan.drawIndex(in: plan.frame(allAt: 0))
      if let t = index[plan.index(of: ViewRef(.to, 0))], let f = index[plan.index(of: ViewRef(.from, 0))],
        (t > f) != (top == .to)
      {
        out.append("the header says the \(top.rawValue) root is on top, the frame disagrees")
      }
    }
    return out
  }

  static var sceneFiles: [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent($0).path }
  }

  @Test func theGalleryHasScenes() {
    #expect(Self.sceneFiles.count >= 40)
  }

  @Test(arguments: sceneFiles)
  func everyStatementInAGallerySceneAgreesWithItsFrames(path: String) throws {
    let scene = try SceneLoader.load(path: path)
    for presenting in [true, false] {
      let plan = Planner.plan(scene, options: Planner.Options(presenting: presenting))
      let problems = Self.violations(plan)
      #expect(problems.isEmpty, "\(path) presenting \(presenting):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test(arguments: 0..<60)
  func everyStatementInARandomSceneAgreesWithItsFrames(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 11)
    let scene = RandomScene.make(&rng)
    let plan = Planner.plan(scene)
    let problems = Self.violations(plan)
    #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))")
  }
}

/// Random scenes with matched pairs in random orders, nesting, fades, global views, zPosition
/// and the default animations, so stacking meets the cases a gallery does not.
enum RandomScene {
  static let modifiers = [
    nil, "fade", "scale(0.5)", "translate(0, 80)", "fade useGlobalCoordinateSpace", "zPosition(2)",
    "arc", "spring(100, 10)", "forceNonFade", "fade delay(0.1)",
  ]
  static let animations: [AnimationType] = [.none, .fade, .push(.left), .zoom, .pull(.right), .auto]

  static func make(_ rng: inout SplitMix64) -> Scene {
    let ids = ["a", "b", "c", "d"]
    func views(_ count: Int, depth: Int) -> [SceneView] {
      (0..<count).map { i in
        let id = Int.random(in: 0..<6, using: &rng) < 4 ? ids.randomElement(using: &rng) : nil
        let text = modifiers.randomElement(using: &rng) ?? nil
        let children =
          depth < 1 && Bool.random(using: &rng) ? views(Int.random(in: 1...2, using: &rng), depth: depth + 1) : []
        return SceneView(
          name: "v\(depth)-\(i)", heroID: id,
          frame: Rect(
            x: Double.random(in: 0...250, using: &rng), y: Double.random(in: 0...550, using: &rng),
            width: Double.random(in: 20...200, using: &rng), height: Double.random(in: 20...200, using: &rng)),
          color: .black, opaque: Int.random(in: 0..<4, using: &rng) > 0,
          zPosition: Int.random(in: 0..<8, using: &rng) == 0 ? 1 : 0,
          modifiers: text.flatMap { try? ModifierParser.parse($0) }, subviews: children,
          sourcePath: "v\(depth)-\(i)")
      }
    }
    let container = [ContainerKind.modal, .navigation, .tab].randomElement(using: &rng) ?? .modal
    return Scene(
      name: "random", container: container, presenting: Bool.random(using: &rng),
      animation: [container: animations.randomElement(using: &rng) ?? .none],
      from: SceneView(
        name: "from", frame: .zero, color: .white, subviews: views(Int.random(in: 1...5, using: &rng), depth: 0),
        sourcePath: "from"),
      to: SceneView(
        name: "to", frame: .zero, color: .white, subviews: views(Int.random(in: 1...5, using: &rng), depth: 0),
        sourcePath: "to"))
  }
}
