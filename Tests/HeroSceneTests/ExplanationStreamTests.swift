import Foundation
import Testing

@testable import HeroPlanner
@testable import HeroScene

/// `plan` and `plan --json` stream a view at a time: the bytes must be those of the explanation
/// built whole (`explanation().json()`, `textBytes`), whatever the chunk size, on every gallery
/// scene, on random scenes and on names that need escapes.
@Suite struct ExplanationStreamTests {
  /// The streamed document and the chunks it came in.
  static func streamed(_ plan: TransitionPlan, json: Bool, chunkBytes: Int) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    if json {
      plan.streamExplanationJSON(terminator: "\n", chunkBytes: chunkBytes) { chunks.append(Array($0)) }
    } else {
      plan.streamExplanationText(description: "a description", terminator: "\n", chunkBytes: chunkBytes) {
        chunks.append(Array($0))
      }
    }
    return chunks
  }

  /// Where streaming and the whole explanation differ, as a line for the failure message.
  static func differences(_ plan: TransitionPlan) -> [String] {
    let whole = plan.explanation()
    var problems: [String] = []
    for json in [true, false] {
      var expected = json ? whole.json() : whole.textBytes(description: "a description")
      expected.append(10)
      for chunkBytes in [1, 300, TransitionPlan.explanationChunkBytes] {
        let got = streamed(plan, json: json, chunkBytes: chunkBytes).flatMap { $0 }
        if got != expected {
          let at =
            zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(got.count, expected.count)
          problems.append("\(json ? "json" : "text") in chunks of \(chunkBytes): differs at byte \(at)")
        }
      }
    }
    return problems
  }

  @Test(arguments: StackingStatementsTests.sceneFiles)
  func aGalleryPlanStreamsTheBytesOfItsWholeExplanation(path: String) throws {
    let scene = try SceneLoader.load(path: path)
    for presenting in [true, false] {
      let plan = Planner.plan(scene, options: Planner.Options(presenting: presenting))
      let problems = Self.differences(plan)
      #expect(problems.isEmpty, "\(path) presenting \(presenting): \(problems)")
    }
  }

  @Test(arguments: 0..<40)
  func aRandomPlanStreamsTheBytesOfItsWholeExplanation(seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
    let plan = Planner.plan(RandomScene.make(&rng))
    let problems = Self.differences(plan)
    #expect(problems.isEmpty, "seed \(seed): \(problems)")
  }

  /// Names and heroIDs with quotes, backslashes, control characters, bidirectional controls
  /// and non-ASCII text: the escaped notes come out as the whole explanation writes them.
  @Test func namesThatNeedEscapesStreamAsTheWholeExplanationWritesThem() throws {
    let names = ["a\"b", "c\\d", "e\u{1}f", "g\u{202E}h", "ä\"ö", "tab\there", "del\u{7F}", "c1\u{85}z", "plain"]
    func views(_ side: String, y: Double) -> [SceneView] {
      names.enumerated().map { i, name in
        SceneView(
          name: name + side, heroID: i % 2 == 0 ? name : nil,
          frame: Rect(x: Double(i) * 30, y: y, width: 20, height: 20), color: .black,
          modifiers: [i % 3 == 0 ? .fade : .arc(intensity: 1)], sourcePath: "\(side).views[\(i)]")
      }
    }
    let scene = Scene(
      name: "hostile \u{7} \"scene\"", size: Size(width: 375, height: 667),
      from: SceneView(frame: .zero, color: .white, subviews: views("from", y: 0), sourcePath: "from"),
      to: SceneView(frame: .zero, color: .white, subviews: views("to", y: 300), sourcePath: "to"))
    let plan = Planner.plan(scene)
    #expect(Self.differences(plan).isEmpty)
    let json = Self.streamed(plan, json: true, chunkBytes: 1).flatMap { $0 }
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
    let written = (document["views"] as? [[String: Any]] ?? []).compactMap { $0["heroID"] as? String }
    #expect(Set(written) == Set(names.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)))
  }

  /// A chunk ends only after a whole view (so never inside a character): in chunks of one
  /// byte, the JSON comes in one chunk a view and one for the rest.
  @Test func chunksEndAfterWholeViews() throws {
    var rng = SplitMix64(seed: 5)
    let plan = Planner.plan(RandomScene.make(&rng))
    let chunks = Self.streamed(plan, json: true, chunkBytes: 1)
    #expect(chunks.count == plan.views.count + 1)
    for chunk in chunks.dropFirst().dropLast() {
      #expect(String(decoding: chunk, as: UTF8.self).hasSuffix("}"))
    }
    let text = Self.streamed(plan, json: false, chunkBytes: 1)
    #expect(text.count == plan.views.count + 1)
  }
}
