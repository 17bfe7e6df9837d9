import HeroANSI
import HeroPlanner
import HeroRaster
import HeroScene

/// libFuzzer target: every scene that loads is planned, sampled at several instants, rasterised
/// at two sizes and written as a text map and as ANSI, without trapping or hanging; planned
/// without notes too, which must decide and draw the same, and sampled by one sampler frame
/// after frame, which works out only what changes and must draw what a fresh one does (a
/// difference traps).
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
  }
  return 0
}
