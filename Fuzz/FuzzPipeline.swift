import HeroANSI
import HeroPlanner
import HeroRaster
import HeroScene

/// libFuzzer target: every scene that loads is planned, sampled at several instants, rasterised
/// at two sizes and written as a text map and as ANSI, without trapping or hanging; planned
/// without notes too, which must decide and draw the same, and sampled by one sampler frame
/// after frame, which works out only what changes and must draw what a fresh one does (a
/// difference traps). Each plan is also driven interactively (Hero's update, apply, finish and
/// cancel on its first animating view) and the resumed motion sampled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard
    let scene = try? SceneLoader.load(
      data: UnsafeBufferPointer(start: data, count: size), fileName: "fuzz.json")
  else { return 0 }
  for presenting in [true, false] {
    var options = Planner.Options()
    options.presenting = presenting
    let plan = Planner.plan(scene, options: options)
    options.explains = false
    let plain = Planner.plan(scene, options: options)
    precondition(plain.findings == plan.findings, "findings differ without notes")
    precondition(plain.stacking == plan.stacking, "stacking differs without notes")
    precondition(plain.totalDuration == plan.totalDuration, "durations differ without notes")
    var sampler = FrameSampler(plain)
    var reused = Frame.empty
    for progress in [0, 0.37, 1] {
      let frame = plan.sample(at: progress)
      precondition(plain.sample(at: progress) == frame, "frames differ without notes")
      sampler.sample(at: progress, into: &reused)
      precondition(reused == frame, "a reused sampler's frame differs")
      for (columns, rows) in [(40, 12), (7, 3)] {
        let raster = Rasteriser.render(
          frame, columns: columns, rows: rows, options: RasterOptions(arcs: true))
        _ = TextMapWriter.write(raster, frame: frame)
        _ = ANSIWriter.full(raster.canvas)
      }
    }
    interact(plan)
  }
  return 0
}

private func interact(_ plan: TransitionPlan) {
  let name = plan.animatingViews.first?.sourcePath ?? "from"
  for text in [
    "update(0.37); apply(\(name), position(10, 20) fade); finish",
    "update(0.8); changeTarget(\(name), translate(0, 50), isDestination: false); cancel",
    "update(0.5)", "finish(animate: false)",
  ] {
    guard let script = try? InteractionScript.parse(text),
      let interaction = try? Interaction(script, on: plan)
    else { continue }
    precondition(
      interaction.completesAfter.isFinite && interaction.completesAfter >= 0,
      "completes after \(interaction.completesAfter)")
    for t in [0, interaction.completesAfter / 2, interaction.completesAfter] {
      let frame = interaction.resumed.sample(time: t)
      _ = Rasteriser.render(frame, columns: 20, rows: 6, options: RasterOptions(arcs: true))
    }
  }
}
