import Foundation
import HeroPlanner
import HeroRaster
import HeroScene

/// Each blitter's frame: the picture painted at its pixels per cell and turned into cells, the
/// median over the transition, for the 1,000-view scene and the demo at 200×60 (issue 32:
/// octants within 2× half blocks' frame time).
struct BlitterFigures {
  var scene: String
  var blitter: Blitter
  var columns: Int
  var rows: Int
  var rasterMedianMs: Double

  static func measureAll(quick: Bool) -> [BlitterFigures] {
    var scenes: [(String, TransitionPlan)] = [
      ("1,000 views", Planner.plan(benchmarkScene(views: 1_000)))
    ]
    if let json = try? Comparison.demoJSON(),
      let demo = try? SceneLoader.load(json: json, fileName: "demo")
    {
      scenes.append(("demo", Planner.plan(demo)))
    }
    let frames = quick ? 20 : 120
    var figures: [BlitterFigures] = []
    for (name, plan) in scenes {
      for blitter in Blitter.allCases {
        var buffers = RasterBuffers()
        var raster = Raster()
        var sampler = FrameSampler(plan)
        var frame = Frame.empty
        var times: [Double] = []
        for i in 0..<frames {
          sampler.sample(at: Double(i) / Double(frames - 1), into: &frame)
          times.append(
            measure {
              Rasteriser.render(
                frame, columns: 200, rows: 60, options: RasterOptions(arcs: true, blitter: blitter),
                buffers: &buffers, into: &raster)
            })
        }
        figures.append(
          BlitterFigures(
            scene: name, blitter: blitter, columns: 200, rows: 60,
            rasterMedianMs: percentile(times.sorted(), 0.5) * 1000))
      }
    }
    return figures
  }

  var json: String {
    "{\"scene\": \(jsonStringLiteral(scene)), \"cells\": \"\(blitter.rawValue)\", \"cols\": \(columns),"
      + " \"rows\": \(rows), \"rasterMedianMs\": \(number(rasterMedianMs))}"
  }

  static func table(_ figures: [BlitterFigures]) -> String {
    var out = "\nblitters at 200x60: raster + cells, median ms (and × half blocks)\n"
    for f in figures {
      let half = figures.first { $0.scene == f.scene && $0.blitter == .half }?.rasterMedianMs ?? 0
      out += String(
        format: "%-12@ %-9@ %8.3f ms  %5.2f×\n", f.scene as NSString,
        f.blitter.rawValue as NSString,
        f.rasterMedianMs, half > 0 ? f.rasterMedianMs / half : 0)
    }
    return out
  }
}
