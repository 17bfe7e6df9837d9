import HeroImage
import HeroPlanner
import HeroRaster
import HeroScene

/// The files to share in pixels (issue 33), on the demo: the median time to paint a frame's
/// picture and to encode it as a PNG at 2 pixels a point (what `frame --format png` does), and
/// the bytes of the whole transition as a GIF and as an APNG at 1 pixel a point and 30 frames a
/// second (what `record -o FILE.gif|.png` writes; the budget is 1.5 MB).
struct PictureFigures {
  var paintMs: Double
  var pngEncodeMs: Double
  var pngBytes: Int
  var gifBytes: Int
  var apngBytes: Int

  static func measureDemo() throws -> PictureFigures {
    let plan = Planner.plan(try SceneLoader.load(json: Comparison.demoJSON(), fileName: "demo"))
    let schedule = RecordingSchedule(plan, fps: 30)
    var buffers = RasterBuffers()
    var paints: [Double] = []
    var encodes: [Double] = []
    var pngBytes: [Double] = []
    for moment in schedule.moments {
      let frame = plan.sample(time: moment.transition)
      let fit = PictureWriter.fit(
        screen: (frame.screenSize.width, frame.screenSize.height), scale: 2)
      var bytes: [UInt8] = []
      paints.append(measure { bytes = PictureWriter.rgba(frame, fit: fit, buffers: &buffers) })
      let image =
        RGBAImage(width: fit.pixelWidth, height: fit.pixelHeight, pixels: bytes)
        ?? RGBAImage(width: 1, height: 1)
      var png: [UInt8] = []
      encodes.append(measure { png = PNGEncoder.encode(image, level: 6) })
      pngBytes.append(Double(png.count))
    }
    var frames: [AnimationFrame] = []
    for (moment, delay) in zip(schedule.moments, schedule.durations) {
      let frame = plan.sample(time: moment.transition)
      let fit = PictureWriter.fit(
        screen: (frame.screenSize.width, frame.screenSize.height), scale: 1)
      let bytes = PictureWriter.rgba(frame, fit: fit, buffers: &buffers)
      let image =
        RGBAImage(width: fit.pixelWidth, height: fit.pixelHeight, pixels: bytes)
        ?? RGBAImage(width: 1, height: 1)
      frames.append(AnimationFrame(image: image, delay: delay))
    }
    func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) }
    return PictureFigures(
      paintMs: median(paints) * 1000, pngEncodeMs: median(encodes) * 1000,
      pngBytes: Int(median(pngBytes)),
      gifBytes: (try? GIFEncoder.encode(frames).count) ?? -1,
      apngBytes: (try? APNGEncoder.encode(frames, level: 6).count) ?? -1)
  }

  var json: String {
    "{\"demoPaintMs\": \(number(paintMs)), \"pngEncodeMs\": \(number(pngEncodeMs)),"
      + " \"pngBytes\": \(pngBytes), \"gifBytes\": \(gifBytes), \"apngBytes\": \(apngBytes)}"
  }

  var table: String {
    "\nfiles in pixels, the demo: a frame at 2 px/pt (750x1334) painted in "
      + "\(number(paintMs)) ms, PNG encoded in \(number(pngEncodeMs)) ms (\(pngBytes) bytes);"
      + "\nthe whole transition at 1 px/pt, 30 fps: GIF \(gifBytes) bytes, APNG \(apngBytes) bytes"
  }
}
