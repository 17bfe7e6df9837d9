import Foundation
import HeroANSI
import HeroImage
import HeroPlanner
import HeroRaster
import HeroScene

/// Issue 33's budgets for pictures in the terminal, on the demo: for each way, the bytes a
/// frame sends and the time to make it (painting the picture, `PictureWriter.rgba` as the
/// pixel path paints it, plus encoding), medians over the transition at 30 frames a second;
/// and the whole transition as a GIF and an APNG at 1 pixel a point (from `PictureFigures`).
///
/// kitty is measured as its payload is made (RGB, zlib level 1, base64, in chunks of 4096
/// bytes with their APC framing) until the kitty encoder is on main: `kittyBytes` is the one
/// place to switch to it.
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
      ("sixel", (400, 720), 25_000, 6.0), ("iterm", (400, 720), nil, nil),
    ] as [(String, (Int, Int), Int?, Double?)] {
      var buffers = RasterBuffers()
      var sixel = SixelEncoder(palette: palette)
      var iterm = ITermEncoder()
      var kittyScratch: [UInt8] = []
      var way = Way(name: name, width: 0, height: 0, budgetBytes: budgetBytes, budgetMs: budgetMs)
      for frame in frames {
        let scale = Self.scale(fitting: box.0, box.1, screen: frame.screenSize)
        let fit = PictureWriter.fit(
          screen: (frame.screenSize.width, frame.screenSize.height), scale: scale)
        var picture = PictureFrame(
          rgb: [], width: fit.pixelWidth, height: fit.pixelHeight, column: 0, row: 0,
          columns: 40, rows: 36)
        way.paint.append(
          measure {
            let rgba = PictureWriter.rgba(frame, fit: fit, buffers: &buffers)
            picture.rgb = rgb(rgba)
          })
        way.width = picture.width
        way.height = picture.height
        var output: [UInt8] = []
        way.encode.append(
          measure {
            switch name {
            case "kitty": kittyBytes(picture, scratch: &kittyScratch, into: &output)
            case "sixel": sixel.show(picture, into: &output)
            default: iterm.show(picture, into: &output)
            }
          })
        way.bytes.append(Double(output.count))
      }
      ways.append(way)
    }
    return GraphicsFigures(
      ways: ways, gifBytes: pictures?.gifBytes ?? -1, apngBytes: pictures?.apngBytes ?? -1)
  }

  /// RGBA bytes to RGB, as the play path hands pictures to an encoder.
  static func rgb(_ rgba: [UInt8]) -> [UInt8] {
    let count = rgba.count / 4
    return [UInt8](unsafeUninitializedCapacity: count * 3) { out, initialized in
      rgba.withUnsafeBufferPointer { rgba in
        for i in 0..<count {
          out[i * 3] = rgba[i * 4]
          out[i * 3 + 1] = rgba[i * 4 + 1]
          out[i * 3 + 2] = rgba[i * 4 + 2]
        }
      }
      initialized = count * 3
    }
  }

  /// A kitty frame's bytes: `a=T,f=24,o=z` with the RGB at zlib level 1, base64, in APC
  /// chunks of at most 4096 bytes. (With the kitty encoder on main this becomes
  /// `kitty.show(picture, into: &output)`.)
  static func kittyBytes(
    _ picture: PictureFrame, scratch: inout [UInt8], into output: inout [UInt8]
  ) {
    picture.rgb.withUnsafeBytes { Zlib.compress($0, level: 1, into: &scratch) }
    let encoded = [UInt8](Data(scratch).base64EncodedData())
    var offset = 0
    var first = true
    while offset < encoded.count || first {
      let end = min(encoded.count, offset + 4096)
      let more = end < encoded.count ? 1 : 0
      let control =
        first
        ? "a=T,f=24,s=\(picture.width),v=\(picture.height),o=z,q=2,i=1,m=\(more)" : "m=\(more)"
      output += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(control.utf8) + [59]
      output += encoded[offset..<end]
      output += [0x1B, 0x5C]
      offset = end
      first = false
    }
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
      + " \"kittyMeasuredAs\": \"zlib level 1 + base64 (stand-in until the kitty encoder)\"}"
  }

  var table: String {
    var lines = [
      "",
      "pictures in the terminal, the demo at 30 fps: medians per frame (paint = the picture's",
      "pixels, encode = the protocol's bytes; budgets from issue 33; kitty as zlib 1 + base64)",
      "way     picture     bytes  max bytes  paint ms  encode ms  total ms  budget",
    ]
    for w in ways {
      let budget =
        w.budgetBytes.map { bytes in
          "≤ \(bytes / 1000) KB, ≤ \(w.budgetMs.map { String(format: "%.0f", $0) } ?? "-") ms: "
            + (w.withinBudget ? "met" : "MISSED")
        } ?? "none"
      lines.append(
        String(
          format: "%-6@  %4dx%-5d %7d  %9d  %8.3f  %9.3f  %8.3f  %@", w.name, w.width, w.height,
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
