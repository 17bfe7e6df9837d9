import Foundation
import Testing

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
        ["frame", "--progress", "0.5", "--format", "svg", "--speed", "2"], "--speed applies only to record -o FILE.svg"
      ),
      (["record", "-o", "/tmp/x.cast", "--speed", "2"], "--speed applies only to record -o FILE.svg"),
      (["play", "--speed", "2"], "--speed applies only to record -o FILE.svg"),
      (
        ["record", "-o", "/tmp/x.svg", "--speed", "0.3"],
        "--speed takes one of 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, not '0.3'"
      ),
      (["frame", "--progress", "0.5", "--no-caption"], "--no-caption applies only to"),
      (["frame", "--progress", "0.5", "--format", "svg", "--size", "80x20"], "--size does not apply to SVG"),
      (["record", "-o", "/tmp/x.svg", "--fps", "10"], "--fps does not apply to SVG"),
      (["frame", "--progress", "0.5", "--format", "png"], "--format takes text, ansi, json or svg, not 'png'"),
    ] as [([String], String)])
  func svgOptionsWhereTheyMeanNothingAreUsageErrors(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
