import Foundation
import HeroPlanner
import HeroRaster

/// `--images`: a frame with 20 photo views at 200×60 (half blocks) against the same frame with
/// the views as plain boxes (issue 34 §5: at most 2×). Each photo is 1,200 × 800 pixels, drawn
/// by aspect fill in views of 120–200 points, so every frame samples minified levels.
struct ImageFigures {
  var photosMedianMs: Double
  var boxesMedianMs: Double
  /// The same at the transition's end, drawn again and again (a held or paused frame): the
  /// photos are painted from their copies as drawn (`ImageCopies`), no sampling.
  var stillPhotosMedianMs: Double
  var stillBoxesMedianMs: Double

  /// 20 matched views moving from a grid of small tiles to a column of large ones.
  static func scene(photos: Bool) -> Scene {
    func view(_ i: Int, side: String, frame: Rect) -> SceneView {
      var v = SceneView(
        kind: photos ? .image : .view, name: "\(side) \(i)", heroID: "photo\(i)", frame: frame,
        color: RGBAColor(red: 0.3, green: 0.4, blue: Double(i) / 20), cornerRadius: 8,
        masksToBounds: true, image: photos ? "photo\(i % 4)" : nil,
        sourcePath: "\(side).views[\(i)]")
      v.contentMode = .scaleAspectFill
      return v
    }
    let from = (0..<20).map { i in
      view(
        i, side: "from",
        frame: Rect(x: Double(i % 4) * 90 + 10, y: Double(i / 4) * 120 + 20, width: 80, height: 110)
      )
    }
    let to = (0..<20).map { i in
      view(
        i, side: "to",
        frame: Rect(x: Double(i % 2) * 185 + 5, y: Double(i / 2) * 60, width: 180, height: 120))
    }
    return Scene(
      name: photos ? "20 photos" : "20 boxes", size: Size(width: 375, height: 667),
      from: SceneView(frame: .zero, color: .white, subviews: from),
      to: SceneView(frame: .zero, color: .white, subviews: to))
  }

  /// Four 1,200 × 800 photos of smooth gradients and fine stripes, made here.
  static func photos() -> RasterImages {
    var table: [String: RasterImage] = [:]
    for n in 0..<4 {
      let (w, h) = (1_200, 800)
      var rgba = [UInt8](repeating: 255, count: w * h * 4)
      for y in 0..<h {
        for x in 0..<w {
          let i = (y * w + x) * 4
          rgba[i] = UInt8((x * 255 / w + n * 60) % 256)
          rgba[i + 1] = UInt8((y * 255 / h) % 256)
          rgba[i + 2] = (x / 3 + y / 5 + n) % 2 == 0 ? 40 : 220
        }
      }
      table["photo\(n)"] = RasterImage(width: w, height: h, rgba: rgba, scale: 2)
    }
    return RasterImages(table)
  }

  static func measureBoth(quick: Bool) -> ImageFigures {
    let images = photos()
    let frames = quick ? 20 : 120
    /// The median over `frames` frames, at the transition's progress points (or at its end
    /// each time when `still`), one stream's buffers throughout.
    func median(_ scene: Scene, _ images: RasterImages, still: Bool = false) -> Double {
      let plan = Planner.plan(scene)
      var buffers = RasterBuffers()
      var raster = Raster()
      var sampler = FrameSampler(plan)
      var frame = Frame.empty
      var times: [Double] = []
      for i in 0..<frames {
        sampler.sample(at: still ? 1 : Double(i) / Double(frames - 1), into: &frame)
        times.append(
          heroscope_bench.measure {
            Rasteriser.render(
              frame, columns: 200, rows: 60,
              options: RasterOptions(blitter: .half, images: images), buffers: &buffers,
              into: &raster)
          })
      }
      return percentile(times.sorted(), 0.5) * 1000
    }
    return ImageFigures(
      photosMedianMs: median(scene(photos: true), images),
      boxesMedianMs: median(scene(photos: false), RasterImages()),
      stillPhotosMedianMs: median(scene(photos: true), images, still: true),
      stillBoxesMedianMs: median(scene(photos: false), RasterImages(), still: true))
  }

  var table: String {
    func ratio(_ a: Double, _ b: Double) -> Double { b > 0 ? a / b : 0 }
    return String(
      format:
        "\n20 photo views at 200x60 (half blocks): raster + cells, median ms\n"
        + "            transition   still end\n"
        + "photos      %8.3f ms  %8.3f ms\nboxes       %8.3f ms  %8.3f ms\n"
        + "ratio       %8.2f×    %8.2f×\n",
      photosMedianMs, stillPhotosMedianMs, boxesMedianMs, stillBoxesMedianMs,
      ratio(photosMedianMs, boxesMedianMs), ratio(stillPhotosMedianMs, stillBoxesMedianMs))
  }
}
