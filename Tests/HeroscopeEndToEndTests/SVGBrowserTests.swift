import Foundation
import Testing
import HeroTestSupport

/// A frame JSON layer, as the browser test needs it.
private struct JSONLayer {
  var name: String
  var quad: [(x: Double, y: Double)]
  var opacity: Double
  var color: [Double]?
  var text: String?
  var borderWidth: Double
  var shadow: (quad: [(x: Double, y: Double)], radius: Double)?

  init(_ json: [String: Any]) throws {
    name = json["name"] as? String ?? ""
    quad = try #require(json["quad"] as? [[Double]]).map { ($0[0], $0[1]) }
    opacity = json["opacity"] as? Double ?? 0
    color = (json["color"] as? String).map(Self.rgba)
    text = json["text"] as? String
    borderWidth = json["borderWidth"] as? Double ?? 0
    if let s = json["shadow"] as? [String: Any], let q = s["quad"] as? [[Double]] {
      shadow = (q.map { ($0[0], $0[1]) }, s["radius"] as? Double ?? 0)
    }
  }

  /// `#rrggbbaa` as components 0…255 and alpha 0…1.
  static func rgba(_ hex: String) -> [Double] {
    let digits = Array(hex.dropFirst())
    var out: [Double] = []
    for i in stride(from: 0, to: 8, by: 2) {
      out.append(Double(Int(String(digits[i...(i + 1)]), radix: 16) ?? 0))
    }
    out[3] /= 255
    return out
  }

  var centre: (x: Double, y: Double) {
    (quad.map(\.x).reduce(0, +) / 4, quad.map(\.y).reduce(0, +) / 4)
  }

  func contains(_ p: (x: Double, y: Double)) -> Bool {
    var sign = 0.0
    for i in 0..<4 {
      let a = quad[i]
      let b = quad[(i + 1) % 4]
      let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
      if abs(cross) < 1e-9 { continue }
      if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
    }
    return true
  }

  static func distance(_ p: (x: Double, y: Double), toEdgesOf quad: [(x: Double, y: Double)])
    -> Double
  {
    var best = Double.infinity
    for i in 0..<quad.count {
      let a = quad[i]
      let b = quad[(i + 1) % quad.count]
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length2 = dx * dx + dy * dy
      let t = length2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0
      let ex = a.x + t * dx - p.x
      let ey = a.y + t * dy - p.y
      best = min(best, (ex * ex + ey * ey).squareRoot())
    }
    return best
  }
}

/// The colour the frame JSON says a point has, composited bottom to top, or nil where the JSON
/// alone cannot say (a label, a border, a shadow or an edge close by, not covered since by an
/// opaque layer).
private func expectedColour(at p: (x: Double, y: Double), _ layers: [JSONLayer], container: [Double])
  -> [Double]?
{
  var colour = Array(container.prefix(3))
  var certain = true
  for layer in layers where layer.opacity > 0 {
    let inside = layer.contains(p)
    if inside, let c = layer.color {
      let alpha = c[3] * layer.opacity
      for k in 0..<3 { colour[k] = colour[k] * (1 - alpha) + c[k] * alpha }
      if alpha >= 0.999 { certain = true }
    }
    let edge = JSONLayer.distance(p, toEdgesOf: layer.quad)
    if edge < 2 + (inside ? layer.borderWidth * 2 : 0) { certain = false }
    if inside, let text = layer.text, !text.isEmpty { certain = false }
    if let shadow = layer.shadow {
      let s = JSONLayer(quad: shadow.quad)
      if s.contains(p) || JSONLayer.distance(p, toEdgesOf: shadow.quad) < shadow.radius * 2 + 2 {
        certain = false
      }
    }
  }
  return certain ? colour : nil
}

extension JSONLayer {
  fileprivate init(quad: [(x: Double, y: Double)]) {
    name = ""
    self.quad = quad
    opacity = 1
    borderWidth = 0
  }
}

private func frameJSON(_ arguments: [String]) throws -> [String: Any] {
  let result = try BinaryRunner.run(["frame", "--format", "json"] + arguments)
  #expect(result.status == 0, "\(result.stderr)")
  return try #require(
    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
}

@Suite(.enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.skipMessage)))
struct SVGBrowserTests {
  /// Stands for `turned`, written to a file by the test.
  static let turnedScene = "<turned>"
  /// Views in perspective, rotated, with borders, shadows and translucency.
  static let turned = """
    { "name": "Turned", "size": [320, 480], "animation": { "modal": "fade" },
      "from": { "color": "#fafafa", "views": [
        { "name": "card", "heroID": "card", "frame": [20, 40, 140, 120], "color": "#1e88e5",
          "cornerRadius": 16, "borderWidth": 4, "borderColor": "#0d47a1",
          "shadow": { "opacity": 0.4, "radius": 8, "offset": [0, 6] } } ] },
      "to": { "color": "#fff8e1", "views": [
        { "name": "card", "heroID": "card", "frame": [60, 260, 200, 160], "color": "#1e88e5",
          "modifiers": "arc" },
        { "name": "tilted", "frame": [40, 40, 240, 140], "color": "#8e24aa",
          "modifiers": "perspective(400) rotate(0.9, 0, 0)" },
        { "name": "spun", "frame": [200, 200, 100, 60], "color": "#43a047cc",
          "modifiers": "rotate(0.7) scale(0.6)" } ] } }
    """
  /// The scenes and progress values the colour test photographs.
  static let frameCases: [([String], Double)] = [
    ([], 0.3), ([], 0.7), (["Scenes/example-app-store-card.json"], 0.5),
    (["Scenes/showcase-default-zoom-slide.json"], 0.5), (["Scenes/cascade.json"], 0.5),
    ([turnedScene], 0.1), ([turnedScene], 0.6),
  ]
  /// The instants (in the browser's clock, at a tenth of the speed) the recording is shown at.
  static let recordingInstants = [2500, 4000, 7500]

  static func frameKey(_ scene: [String], _ progress: Double) -> String {
    scene.joined(separator: " ") + " @ \(progress)"
  }

  /// Every picture the suite looks at, made by heroscope and photographed in one Chromium run
  /// (once, by whichever test asks first): the frame command's options and screenshot per
  /// colour case, the mover scene and a screenshot per instant of its recording.
  struct Photographs {
    var frames: [String: ([String], PNGImage)] = [:]
    var mover: URL
    var recordings: [Int: PNGImage] = [:]
  }

  static let photographs = Result { () throws -> Photographs in
    let dir = URL(fileURLWithPath: try temporaryDirectory())
    let turnedFile = dir.appendingPathComponent("turned.json")
    try Data(turned.utf8).write(to: turnedFile)
    var pages: [Chromium.Page] = []
    var frameOptions: [(String, [String])] = []
    for (index, (scene, progress)) in frameCases.enumerated() {
      let options =
        (scene == [turnedScene] ? [turnedFile.path] : scene) + ["--progress", "\(progress)"]
      let svg = try BinaryRunner.run(["frame", "--format", "svg", "--no-caption"] + options)
      guard svg.status == 0 else {
        throw Chromium.Failure(description: "frame \(options) failed: \(svg.stderr)")
      }
      let svgFile = dir.appendingPathComponent("frame-\(index).svg")
      try Data(svg.stdout.utf8).write(to: svgFile)
      let json = try BinaryRunner.run(["frame", "--format", "json"] + options)
      guard let object = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)),
        let size = (object as? [String: Any])?["size"] as? [Double], size.count == 2
      else { throw Chromium.Failure(description: "frame \(options) --format json has no size") }
      pages.append(Chromium.Page(file: svgFile, width: Int(size[0]), height: Int(size[1])))
      frameOptions.append((frameKey(scene, progress), options))
    }
    let mover = try moverPages(in: dir)
    pages += mover.pages
    let images = try Chromium.screenshots(of: pages, in: dir, milliseconds: 500)
    var photographs = Photographs(mover: mover.scene)
    for ((key, options), image) in zip(frameOptions, images) {
      photographs.frames[key] = (options, image)
    }
    for (instant, image) in zip(recordingInstants, images.dropFirst(frameOptions.count)) {
      photographs.recordings[instant] = image
    }
    return photographs
  }

  /// A view that moves on an arc for 1 s, recorded as an animated SVG at a tenth of the speed,
  /// and a page per instant showing it paused there.
  static func moverPages(in dir: URL) throws -> (scene: URL, pages: [Chromium.Page]) {
    let scene = dir.appendingPathComponent("mover.json")
    try Data(
      """
      { "name": "Mover", "size": [300, 400], "animation": { "modal": "none" },
        "from": { "color": "#ffffff", "views": [
          { "name": "mover", "heroID": "m", "frame": [200, 40, 60, 60], "color": "#ff0000" } ] },
        "to": { "color": "#ffffff", "views": [
          { "name": "mover", "heroID": "m", "frame": [40, 300, 60, 60], "color": "#ff0000",
            "modifiers": "arc duration(1) timingFunction(linear)" } ] } }
      """.utf8
    ).write(to: scene)
    let svgFile = dir.appendingPathComponent("mover.svg")
    // At a tenth of the speed, 1 s of the browser's clock is 0.1 s of the transition (which
    // takes 1 s).
    let record = try BinaryRunner.run([
      "record", scene.path, "-o", svgFile.path, "--speed", "0.1", "--no-caption",
    ])
    guard record.status == 0 else {
      throw Chromium.Failure(description: "record failed: \(record.stderr)")
    }
    // The browser's SMIL clock follows real time even under a virtual-time budget, so on a busy
    // machine a screenshot "after 4 s" could show a later instant. The SVG is shown inline in a
    // page that pauses its animations and sets their clock to the instant wanted: what is drawn
    // then depends on the SVG's timing alone.
    let svgText = try String(contentsOf: svgFile, encoding: .utf8)
      .replacingOccurrences(of: #"<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
    return (
      scene,
      try recordingInstants.map { milliseconds in
        let page = dir.appendingPathComponent("mover-\(milliseconds).html")
        try Data(
          """
          <!DOCTYPE html><html><body style="margin:0;overflow:hidden">\(svgText)
          <script>
          const svg = document.querySelector("svg");
          svg.pauseAnimations();
          svg.setCurrentTime(\(Double(milliseconds) / 1000));
          </script></body></html>
          """.utf8
        ).write(to: page)
        return Chromium.Page(file: page, width: 300, height: 400)
      }
    )
  }

  @Test(arguments: frameCases)
  func theBrowserShowsEachViewsColourAtItsCentre(scene: [String], progress: Double) throws {
    let shot = try Self.photographs.get().frames[Self.frameKey(scene, progress)]
    let (options, image) = try #require(shot, "no screenshot of \(scene) at \(progress)")
    let json = try frameJSON(options)
    let size = try #require(json["size"] as? [Double])
    let layers = try #require(json["layers"] as? [[String: Any]]).map(JSONLayer.init)
    let container = JSONLayer.rgba(try #require(json["containerColor"] as? String))
    #expect(image.width == Int(size[0]) && image.height == Int(size[1]))

    var checked = 0
    for layer in layers where layer.color != nil && layer.opacity > 0 {
      let p = layer.centre
      guard p.x >= 1, p.y >= 1, p.x < size[0] - 1, p.y < size[1] - 1,
        let expected = expectedColour(at: p, layers, container: container)
      else { continue }
      let pixel = image[Int(p.x), Int(p.y)]
      let actual = [Double(pixel.r), Double(pixel.g), Double(pixel.b)]
      let off = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
      #expect(
        off <= 3,
        "'\(layer.name)' at (\(Int(p.x)), \(Int(p.y))): browser \(actual), frame JSON \(expected.map { $0.rounded() })"
      )
      checked += 1
    }
    #expect(checked >= 3, "only \(checked) view centres could be checked")
  }

  @Test(arguments: recordingInstants)
  func theAnimatedSVGPlaysAtTheTransitionsTiming(milliseconds: Int) throws {
    let photographs = try Self.photographs.get()
    let scene = photographs.mover
    let image = try #require(photographs.recordings[milliseconds], "no screenshot at \(milliseconds) ms")

    func moverCentre(_ progress: Double) throws -> (x: Double, y: Double) {
      let json = try frameJSON([scene.path, "--progress", "\(progress)"])
      let layers = try #require(json["layers"] as? [[String: Any]]).map(JSONLayer.init)
      return try #require(layers.last { $0.name == "mover" }).centre
    }
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        if p.r > 200 && p.g < 60 && p.b < 60 {
          xs.append(x)
          ys.append(y)
        }
      }
    }
    let minX = try #require(xs.min(), "no red view in the screenshot")
    let found = (
      x: Double(minX + (xs.max() ?? minX) + 1) / 2,
      y: Double((ys.min() ?? 0) + (ys.max() ?? 0) + 1) / 2
    )
    let expected = try moverCentre(Double(milliseconds) / 10_000)
    #expect(
      abs(found.x - expected.x) <= 4 && abs(found.y - expected.y) <= 4,
      "the browser shows the view at \(found), the frame JSON says \(expected)")
    // It really is part-way: far from where it starts and where it ends.
    for end in [try moverCentre(0), try moverCentre(1)] {
      #expect(abs(found.x - end.x) + abs(found.y - end.y) > 50)
    }
  }
}
