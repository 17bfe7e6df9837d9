import Foundation
import HeroPlanner
import HeroRaster

// Benchmarks the frame path: sampling a plan and rasterising a 200×60 canvas, for scenes of
// 10, 100 and 1,000 layers. Run with `swift run -c release heroscope-bench`.

/// A scene with `count` views spread over both screens: a grid that cascades, some matched
/// pairs, arcs, fades, scales and rotations, like a busy real screen.
func benchmarkScene(views count: Int) -> Scene {
  var rng = SplitMix64(seed: UInt64(count))
  func randomView(_ i: Int, side: String) -> SceneView {
    let x = Double.random(in: 0...330, using: &rng)
    let y = Double.random(in: 0...620, using: &rng)
    let w = Double.random(in: 8...120, using: &rng)
    let h = Double.random(in: 8...120, using: &rng)
    let color = RGBAColor(
      red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
      blue: .random(in: 0...1, using: &rng))
    let modifiers: [HeroModifier] = [
      [.fade, .scale(x: 0.5, y: 0.5, z: 1)], [.translate(x: 0, y: 80, z: 0), .fade],
      [.rotate(x: 0, y: 0, z: 0.5), .opacity(0.3)], [.fade, .arc(intensity: 1)],
    ][i % 4]
    let heroID = i % 10 == 0 ? "pair\(i)" : nil
    return SceneView(
      name: "\(side) \(i)", heroID: heroID, frame: Rect(x: x, y: y, width: w, height: h),
      color: color,
      cornerRadius: i % 3 == 0 ? 6 : 0, borderWidth: i % 5 == 0 ? 1 : 0, borderColor: .black,
      text: i % 7 == 0 ? "label \(i)" : nil,
      modifiers: heroID == nil ? modifiers : [.arc(intensity: 1)],
      sourcePath: "\(side).views[\(i)]")
  }
  let half = max(1, count / 2)
  let from = (0..<half).map { randomView($0, side: "from") }
  let to = (0..<(count - half)).map { randomView($0, side: "to") }
  return Scene(
    name: "\(count) views", size: Size(width: 375, height: 667),
    from: SceneView(
      frame: .zero, color: .white,
      modifiers: [.cascade(delta: 0.001, direction: .topToBottom, delayMatchedViews: false)],
      subviews: from, sourcePath: "from"),
    to: SceneView(frame: .zero, color: .white, subviews: to, sourcePath: "to"))
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))
  return sorted[index]
}

func milliseconds(_ seconds: Double) -> String { String(format: "%7.3f ms", seconds * 1000) }

let frames = 240
let clock = ContinuousClock()
print(
  "heroscope-bench: \(frames) frames per scene across the transition, canvas 200×60, arc overlay on"
)
print(
  "views   plan        layers/frame   sample median   sample p99   raster median   raster p99   total p99"
)
for count in [10, 100, 1_000] {
  let scene = benchmarkScene(views: count)
  var planned: TransitionPlan?
  let planDuration = clock.measure { planned = Planner.plan(scene) }
  guard let plan = planned else { continue }
  var sampleTimes: [Double] = []
  var rasterTimes: [Double] = []
  var totalTimes: [Double] = []
  var layerCounts = 0
  for i in 0..<frames {
    let progress = Double(i) / Double(frames - 1)
    var frame: Frame?
    let sampleDuration = clock.measure { frame = plan.sample(at: progress) }
    guard let frame else { continue }
    layerCounts += frame.layers.count
    let rasterDuration = clock.measure {
      _ = Rasteriser.render(frame, columns: 200, rows: 60, options: RasterOptions(arcs: true))
    }
    let s =
      Double(sampleDuration.components.attoseconds) / 1e18
      + Double(sampleDuration.components.seconds)
    let r =
      Double(rasterDuration.components.attoseconds) / 1e18
      + Double(rasterDuration.components.seconds)
    sampleTimes.append(s)
    rasterTimes.append(r)
    totalTimes.append(s + r)
  }
  sampleTimes.sort()
  rasterTimes.sort()
  totalTimes.sort()
  let planSeconds =
    Double(planDuration.components.attoseconds) / 1e18 + Double(planDuration.components.seconds)
  print(
    String(format: "%5d", count) + "  " + milliseconds(planSeconds)
      + String(format: "   %12d", layerCounts / frames) + "   "
      + milliseconds(percentile(sampleTimes, 0.5)) + "    "
      + milliseconds(percentile(sampleTimes, 0.99)) + "     "
      + milliseconds(percentile(rasterTimes, 0.5)) + "    "
      + milliseconds(percentile(rasterTimes, 0.99)) + "  "
      + milliseconds(percentile(totalTimes, 0.99)))
}
