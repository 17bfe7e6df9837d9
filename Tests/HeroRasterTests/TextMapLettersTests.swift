import HeroPlanner
import Testing

@testable import HeroRaster

@Suite struct TextMapLettersTests {
  /// A view's letter in the legend of `frame --format text` at a progress.
  func legend(_ plan: TransitionPlan, at progress: Double, stable: Bool = true)
    -> [String: Character]
  {
    let frame = plan.sample(at: progress)
    let raster = Rasteriser.render(frame, columns: 60, rows: 30, options: RasterOptions())
    var letters: [String: Character] = [:]
    let text = TextMapWriter.write(raster, frame: frame, plan: stable ? plan : nil)
    for line in text.split(separator: "\n")
    where line.count > 3 && line.dropFirst().hasPrefix("  ") {
      let parts = line.components(separatedBy: "  ")
      letters[parts[1] + " " + parts[2] + " " + parts[3]] = line.first
    }
    return letters
  }

  /// Whether every layer has one letter over frames 0, 0.1 … 1.
  func lettersStay(_ plan: TransitionPlan, stable: Bool) -> Bool {
    var seen: [String: Character] = [:]
    for step in 0...10 {
      for (layer, letter) in legend(plan, at: Double(step) / 10, stable: stable) {
        if let before = seen[layer], before != letter { return false }
        seen[layer] = letter
      }
    }
    return seen.count > 3
  }

  @Test func aLayerKeepsItsLetterInEveryFrameOfTheScene() {
    let plan = Planner.plan(richScene())
    #expect(lettersStay(plan, stable: true))
    // In draw order, layers coming and going move the letters of the others.
    #expect(!lettersStay(plan, stable: false))
  }

  @Test func lettersAreThePlanOrderWithOverlaysAfterEveryView() {
    let plan = Planner.plan(richScene())
    let frame = plan.sample(at: 0.5)
    let letters = TextMapWriter.letters(for: frame, plan: plan)
    for (layer, letter) in zip(frame.layers, letters) where layer.kind == .view {
      #expect(letter == plan.index(of: layer.view))
    }
    #expect(
      zip(frame.layers, letters).allSatisfy { $0.kind == .view || $1 >= plan.views.count })
    // Without the plan, draw order, as the raster tests read maps.
    let raster = Rasteriser.render(frame, columns: 60, rows: 30, options: RasterOptions())
    #expect(TextMapWriter.rows(raster) == TextMapWriter.rows(raster, letters: nil))
  }
}
