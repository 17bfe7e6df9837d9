import Foundation
import Testing
import HeroTestSupport

@Suite struct SVGCommandTests {
  private func temporaryFile(_ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "heroscope-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  @Test func frameWritesAnSVGInTheScenesPoints() throws {
    let result = try BinaryRunner.run(["frame", "--progress", "0.45", "--format", "svg"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<?xml"))
    #expect(result.stdout.contains("viewBox=\"0 0 375 667\""))
    #expect(result.stdout.contains("Demo: gallery to photo"))
    #expect(result.stdout.hasSuffix("</svg>\n"))
  }

  @Test func theSameSceneGivesTheSameBytes() throws {
    let arguments = ["frame", "Scenes/showcase-arc.json", "--progress", "0.5", "--format", "svg", "--arcs"]
    let first = try BinaryRunner.run(arguments)
    let second = try BinaryRunner.run(arguments)
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)

    let a = try temporaryFile("a.svg")
    let b = try temporaryFile("b.svg")
    #expect(try BinaryRunner.run(["record", "Scenes/showcase-arc.json", "-o", a, "--speed", "0.5"]).status == 0)
    #expect(try BinaryRunner.run(["record", "Scenes/showcase-arc.json", "-o", b, "--speed", "0.5"]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
  }

  @Test func recordWritesAnAnimatedSVGThatLoops() throws {
    let file = try temporaryFile("demo.svg")
    let result = try BinaryRunner.run(["record", "-o", file, "--speed", "0.5"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("as SVG to \(file)"))
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    #expect(svg.contains("<animate"))
    #expect(svg.contains("repeatCount=\"indefinite\""))
    // The demo's duration at half speed, then the half-second hold.
    let plan = try BinaryRunner.run(["plan", "--json"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
    let total = try #require(json["totalDuration"] as? Double)
    let durations = Set(svg.split(separator: "dur=\"").dropFirst().map { $0.prefix { $0 != "s" } })
    #expect(durations.count == 1)
    let loop = try #require(durations.first.flatMap { Double($0) })
    #expect(abs(loop - (total / 0.5 + 0.5)) < 1e-4)
    #expect(!svg.contains("<script"))
  }

  @Test(
    arguments: [
      (
        ["frame", "--progress", "0.5", "--format", "svg", "--speed", "2"], "frame does not take --speed"
      ),
      (
        ["record", "-o", "/tmp/x.cast", "--no-caption"],
        "--no-caption applies only to frame --format svg and record -o FILE.svg"
      ),
      (["play", "--speed", "2"], "play does not take --speed"),
      (
        ["record", "-o", "/tmp/x.svg", "--speed", "0.3"],
        "--speed takes one of 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, not '0.3'"
      ),
      (["frame", "--progress", "0.5", "--no-caption"], "--no-caption applies only to"),
      (["frame", "--progress", "0.5", "--format", "svg", "--size", "80x20"], "--size does not apply to SVG"),
      (["record", "-o", "/tmp/x.svg", "--fps", "10"], "--fps does not apply to SVG"),
      (["frame", "--progress", "0.5", "--format", "pdf"], "--format takes text, ansi, json, svg or png, not 'pdf'"),
    ] as [([String], String)])
  func svgOptionsWhereTheyMeanNothingAreUsageErrors(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The first shape (rect or path) and the opacity of each layer group of an SVG frame, by the
/// group's `data-index`.
private final class LayerShapes: NSObject, XMLParserDelegate {
  struct Shape {
    var opacity: Double?
    var element = ""
    var attributes: [String: String] = [:]
  }

  var shapes: [Int: Shape] = [:]
  private var current: Int?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if let index = attributes["data-index"].flatMap(Int.init) {
      current = index
      shapes[index] = Shape()
    } else if let i = current {
      if name == "g", shapes[i]?.opacity == nil, let o = attributes["opacity"] {
        shapes[i]?.opacity = Double(o)
      } else if name == "rect" || name == "path", shapes[i]?.element == "",
        attributes["filter"] == nil
      {
        shapes[i]?.element = name
        shapes[i]?.attributes = attributes
      }
    }
  }
}

@Suite struct SVGAgainstFrameJSONTests {
  @Test(arguments: [0.1, 0.5, 0.9])
  func everyLayerOfTheSVGIsWhereTheFrameJSONSaysInItsColourAndOpacity(progress: Double) throws {
    let options = ["Scenes/example-app-store-card.json", "--progress", "\(progress)"]
    let svg = try BinaryRunner.run(["frame", "--format", "svg"] + options)
    let json = try BinaryRunner.run(["frame", "--format", "json"] + options)
    #expect(svg.status == 0 && json.status == 0)
    let parser = XMLParser(data: Data(svg.stdout.utf8))
    let shapes = LayerShapes()
    parser.delegate = shapes
    #expect(parser.parse(), "not XML: \(String(describing: parser.parserError))")
    let frame = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let layers = try #require(frame["layers"] as? [[String: Any]])
    var checked = 0
    for (i, layer) in layers.enumerated() {
      guard let colour = layer["color"] as? String else { continue }
      let name = layer["name"] as? String ?? ""
      let shape = try #require(shapes.shapes[i], "layer \(i) '\(name)' is not in the SVG")
      #expect(shape.attributes["fill"] == String(colour.prefix(7)), "'\(name)'")
      // A spring can overshoot an opacity past 1; a picture shows at most 1.
      let opacity = min(max(try #require(layer["opacity"] as? Double), 0), 1)
      #expect(abs((shape.opacity ?? -1) - opacity) < 1e-4, "'\(name)'")
      let quad = try #require(layer["quad"] as? [[Double]])
      var corners: [[Double]]
      if shape.element == "rect" {
        let n = ["x", "y", "width", "height"].map { Double(shape.attributes[$0] ?? "") ?? .nan }
        corners = [[n[0], n[1]], [n[0] + n[2], n[1]], [n[0] + n[2], n[1] + n[3]], [n[0], n[1] + n[3]]]
      } else {
        // A path starts at the top-left corner (or, rounded, where the top edge's straight
        // part starts): compare the corners of an unrounded one.
        let d = shape.attributes["d"] ?? ""
        guard !d.contains("C") else { continue }
        let numbers = d.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
        corners = stride(from: 0, to: 8, by: 2).map { [numbers[$0], numbers[$0 + 1]] }
      }
      for k in 0..<4 {
        #expect(
          abs(corners[k][0] - quad[k][0]) < 0.015 && abs(corners[k][1] - quad[k][1]) < 0.015,
          "'\(name)' corner \(k): SVG \(corners[k]), JSON \(quad[k])")
      }
      checked += 1
    }
    #expect(checked >= 5)
  }
}
