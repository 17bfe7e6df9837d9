import Foundation
import HeroANSI
import HeroImage
import HeroPlanner
import HeroRaster
import HeroScene

/// Issue 33's budgets for pictures in the terminal, on the demo: for each way, the bytes a
/// frame sends and the time to make it (painting the picture and its RGB bytes,
/// `PictureWriter.rgb`, the pixel path's conversion, plus the encoder's bytes), medians over
/// the transition at 30 frames a second; and the whole transition as a GIF and an APNG at 1
/// pixel a point (from `PictureFigures`). kitty is `KittyEncoder`, each frame sent whole.
struct GraphicsFigures {
  struct Way {
    var name: String
    var width: Int
    var height: Int
    var bytes: [Double] = []
    var paint: [Double] = []
    var encode: [Double] = []
    /// The issue's budget: bytes and milliseconds per frame (nil: none).
    var budgetBytes: Int?
    var budgetMs: Double?

    func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) }
    var medianBytes: Int { Int(median(bytes)) }
    var maxBytes: Int { Int(bytes.max() ?? 0) }
    var paintMs: Double { median(paint) * 1000 }
    var encodeMs: Double { median(encode) * 1000 }
    /// The median of each frame's paint + encode (not the sum of the two medians).
    var totalMs: Double { median(zip(paint, encode).map { $0 + $1 }) * 1000 }
    var withinBudget: Bool {
      (budgetBytes.map { medianBytes <= $0 } ?? true) && (budgetMs.map { totalMs <= $0 } ?? true)
    }
  }

  var ways: [Way]
  var gifBytes: Int
  var apngBytes: Int
  /// The issue's budget for the whole transition as a GIF or an APNG.
  static let fileBudget = 1_500_000

  /// The scale that fits the demo's screen into `width` × `height` pixels.
  static func scale(fitting width: Int, _ height: Int, screen: Size) -> Double {
    min(Double(width) / screen.width, Double(height) / screen.height)
  }

  static func measureDemo(pictures: PictureFigures?) throws -> GraphicsFigures {
    let scene = try SceneLoader.load(json: Comparison.demoJSON(), fileName: "demo")
    let plan = Planner.plan(scene)
    let schedule = RecordingSchedule(plan, fps: 30)
    let frames = schedule.moments.map { plan.sample(time: $0.transition) }
    let palette = SixelPalette(scene: scene)
    var ways: [Way] = []
    for (name, box, budgetBytes, budgetMs) in [
      ("kitty", (400, 720), 40_000, 3.0), ("kitty", (800, 1440), 90_000, 8.0),
      ("kitty-shm", (400, 720), 40_000, 3.0), ("kitty-shm", (800, 1440), 90_000, 8.0),
      ("sixel", (400, 720), 25_000, 6.0), ("iterm", (400, 720), nil, nil),
    ] as [(String, (Int, Int), Int?, Double?)] {
      var buffers = RasterBuffers()
      var sixel = SixelEncoder(palette: palette)
      var iterm = ITermEncoder()
      // kitty-shm: through shared memory, as play sends to a kitty on this machine (the
      // objects nobody reads here are unlinked by `remove` before each frame).
      var kitty = KittyEncoder(sharedMemory: name == "kitty-shm")
      var discarded: [UInt8] = []
      var output: [UInt8] = []
      // One picture for the way, its bytes written in place frame after frame as play's are.
      var picture = PictureFrame(
        rgb: [], width: 0, height: 0, column: 0, row: 0, columns: 40, rows: 36)
      var way = Way(name: name, width: 0, height: 0, budgetBytes: budgetBytes, budgetMs: budgetMs)
      for frame in frames {
        let scale = Self.scale(fitting: box.0, box.1, screen: frame.screenSize)
        let fit = PictureWriter.fit(
          screen: (frame.screenSize.width, frame.screenSize.height), scale: scale)
        picture.width = fit.pixelWidth
        picture.height = fit.pixelHeight
        way.paint.append(
          measure { PictureWriter.rgb(frame, fit: fit, buffers: &buffers, into: &picture.rgb) })
        way.width = picture.width
        way.height = picture.height
        output.removeAll(keepingCapacity: true)
        // Every frame sent whole, as a frame that changed is (play sends nothing for one
        // that did not): the encoder is told its picture is gone first.
        if name.hasPrefix("kitty") { kitty.remove(into: &discarded) }
        way.encode.append(
          measure {
            switch name {
            case "kitty", "kitty-shm": kitty.show(picture, into: &output)
            case "sixel": sixel.show(picture, into: &output)
            default: iterm.show(picture, into: &output)
            }
          })
        way.bytes.append(Double(output.count))
      }
      // The last frame's shared memory object, which no terminal reads here, unlinked.
      kitty.remove(into: &discarded)
      ways.append(way)
    }
    return GraphicsFigures(
      ways: ways, gifBytes: pictures?.gifBytes ?? -1, apngBytes: pictures?.apngBytes ?? -1)
  }

  var json: String {
    "{\"ways\": ["
      + ways.map { w in
        "{\"way\": \(jsonStringLiteral(w.name)), \"width\": \(w.width), \"height\": \(w.height),"
          + " \"bytesMedian\": \(w.medianBytes), \"bytesMax\": \(w.maxBytes),"
          + " \"paintMs\": \(number(w.paintMs)), \"encodeMs\": \(number(w.encodeMs)),"
          + " \"totalMs\": \(number(w.totalMs)),"
          + " \"budgetBytes\": \(w.budgetBytes.map(String.init) ?? "null"),"
          + " \"budgetMs\": \(w.budgetMs.map(number) ?? "null"), \"withinBudget\": \(w.withinBudget)}"
      }.joined(separator: ", ")
      + "], \"gifBytes\": \(gifBytes), \"apngBytes\": \(apngBytes),"
      + " \"fileBudgetBytes\": \(Self.fileBudget),"
      + " \"filesWithinBudget\": \(gifBytes <= Self.fileBudget && apngBytes <= Self.fileBudget),"
      + " \"kittyMeasuredAs\": \"KittyEncoder, every frame whole; kitty-shm through shared memory\"}"
  }

  var table: String {
    var lines = [
      "",
      "pictures in the terminal, the demo at 30 fps: medians per frame (paint = the picture's",
      "RGB bytes, encode = the protocol's bytes; budgets from issue 33; kitty every frame whole)",
      "way        picture     bytes  max bytes  paint ms  encode ms  total ms  budget",
    ]
    for w in ways {
      let budget =
        w.budgetBytes.map { bytes in
          "≤ \(bytes / 1000) KB, ≤ \(w.budgetMs.map { String(format: "%.0f", $0) } ?? "-") ms: "
            + (w.withinBudget ? "met" : "MISSED")
        } ?? "none"
      lines.append(
        String(
          format: "%@  %4dx%-5d %7d  %9d  %8.3f  %9.3f  %8.3f  %@",
          w.name.padding(toLength: 9, withPad: " ", startingAt: 0), w.width, w.height,
          w.medianBytes, w.maxBytes, w.paintMs, w.encodeMs, w.totalMs, budget))
    }
    let fileVerdict =
      gifBytes <= Self.fileBudget && apngBytes <= Self.fileBudget ? "met" : "MISSED"
    lines.append(
      "the whole transition at 1 px/pt: GIF \(gifBytes) bytes, APNG \(apngBytes) bytes"
        + " (budget ≤ 1.5 MB each: \(fileVerdict))")
    return lines.joined(separator: "\n")
  }
}
