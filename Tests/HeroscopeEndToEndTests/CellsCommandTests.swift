import Foundation
import Testing
import HeroTestSupport

/// `--cells` and `HEROSCOPE_CELLS` on the commands that draw cells (issue 32 §2).
@Suite struct CellsCommandTests {
  /// The glyphs each blitter may draw besides the space and `▀`.
  static let glyphRanges: [String: [ClosedRange<UInt32>]] = [
    "quadrant": [0x2596...0x259F, 0x2580...0x2590],
    "sextant": [0x1FB00...0x1FB3B, 0x258C...0x2590],
    "octant": [0x1CD00...0x1CDE5, 0x1CEA0...0x1CEAB, 0x2580...0x259F, 0x1FB82...0x1FB85, 0x1FBE6...0x1FBE7],
  ]

  @Test(arguments: ["quadrant", "sextant", "octant"])
  func eachBlitterDrawsWithItsOwnGlyphs(cells: String) throws {
    let result = try BinaryRunner.run([
      "frame", "Scenes/example-menu.json", "--progress", "0.4", "--size", "60x24", "--format", "ansi",
      "--cells", cells,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let ranges = try #require(Self.glyphRanges[cells])
    let blocks = result.stdout.unicodeScalars.filter { $0.value >= 0x2580 && $0.value != 0x2580 }
      .filter { !(0x2800...0x28FF).contains($0.value) && $0 != "…" }
    // Labels aside (the menu's are ASCII), every block glyph is one of this blitter's.
    #expect(!blocks.isEmpty)
    for scalar in blocks where scalar.value > 0x2000 {
      #expect(ranges.contains { $0.contains(scalar.value) }, "\(cells) drew U+\(String(scalar.value, radix: 16))")
    }
    // Every row is 60 cells wide: a blitter's glyph takes one column.
    for line in result.stdout.split(separator: "\n") {
      let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(visible.unicodeScalars.count == 60)
    }
  }

  @Test func halfIsTheDefaultAndTheSameAsNoOption() throws {
    let plain = try BinaryRunner.run(["frame", "--progress", "0.5", "--size", "40x20", "--format", "ansi"])
    let half = try BinaryRunner.run([
      "frame", "--progress", "0.5", "--size", "40x20", "--format", "ansi", "--cells", "half",
    ])
    #expect(plain.status == 0 && half.status == 0)
    #expect(plain.stdout == half.stdout)
  }

  @Test func theVariableChoosesWhenTheOptionIsAbsentAndABadOneIsAUsageError() throws {
    let binary = BinaryRunner.binary.path
    let octant = try BinaryRunner.run(
      ["HEROSCOPE_CELLS=octant", binary, "frame", "--progress", "0.5", "--size", "40x20", "--format", "ansi"],
      executable: "/usr/bin/env")
    let option = try BinaryRunner.run([
      "frame", "--progress", "0.5", "--size", "40x20", "--format", "ansi", "--cells", "octant",
    ])
    #expect(octant.status == 0 && octant.stdout == option.stdout)
    let bad = try BinaryRunner.run(
      ["HEROSCOPE_CELLS=braille", binary, "frame", "--progress", "0.5", "--format", "ansi"],
      executable: "/usr/bin/env")
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("error: HEROSCOPE_CELLS must be half, quadrant, sextant or octant, not 'braille'"))
  }

  @Test(
    arguments: [
      (
        ["frame", "--progress", "0.5", "--format", "svg", "--cells", "octant"],
        "--cells applies to frame --format text or ansi: svg has no cells"
      ),
      (
        ["frame", "--progress", "0.5", "--format", "json", "--cells", "octant"],
        "--cells applies to frame --format text or ansi: json has no cells"
      ),
      (
        ["record", "-o", "x.svg", "--cells", "octant"],
        "--cells does not apply to SVG, which is drawn in the scene's points"
      ),
      (
        ["frame", "--progress", "0.5", "--cells", "braille"],
        "--cells takes half, quadrant, sextant or octant, not 'braille'"
      ),
    ] as [([String], String)])
  func cellsWhereThereAreNoCellsIsAUsageError(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: \(message)"), "\(result.stderr)")
  }

  @Test func aRecordingTakesTheBlitter() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cast = folder.appendingPathComponent("octant.cast").path
    let result = try BinaryRunner.run(["record", "-o", cast, "--cells", "octant", "--size", "40x20"])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: cast, encoding: .utf8)
    // JSON escapes the octants as surrogate pairs or writes them raw; either way some appear.
    #expect(text.unicodeScalars.contains { (0x1CD00...0x1CDE5).contains($0.value) } || text.contains("\\ud833"))
  }
}

/// `frame --focus VIEW` (issue 32 §4).
@Suite struct FocusCommandTests {
  @Test func focusFramesTheViewSoItFillsMoreOfThePicture() throws {
    func count(_ arguments: [String]) throws -> Int {
      let result = try BinaryRunner.run(
        ["frame", "Scenes/legibility.json", "--progress", "0", "--size", "40x12"] + arguments)
      #expect(result.status == 0, "\(result.stderr)")
      let map = result.stdout.components(separatedBy: "\n\n")[0]
      // The avatar's letter, from the legend.
      let legend = result.stdout.split(separator: "\n").first { $0.hasSuffix("avatar  [1]  opacity 1") }
      let letter = try #require(legend?.first)
      return map.filter { $0 == letter }.count
    }
    let whole = try count([])
    let framed = try count(["--focus", "avatar"])
    #expect(framed > whole * 10, "framed \(framed), whole \(whole)")
  }

  @Test func anUnknownViewIsAUsageErrorWithTheNearestName() throws {
    let result = try BinaryRunner.run([
      "frame", "Scenes/legibility.json", "--progress", "0", "--focus", "avatr",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: --focus: no view 'avatr' (a name, a heroID or a path such as to.views[0]); did you mean 'avatar'?"),
      "\(result.stderr)")
    let svg = try BinaryRunner.run(["frame", "--progress", "0", "--focus", "tile", "--format", "svg"])
    #expect(svg.status == 2)
  }
}
