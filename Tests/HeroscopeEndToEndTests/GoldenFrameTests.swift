import Foundation
import HeroANSI
import HeroImage
import HeroPlanner
import HeroRaster
import HeroScene
import HeroPreviewer
import Testing
import HeroTestSupport

/// Golden frames: every scene of the gallery (and the built-in demo) drawn at several progress
/// points and sizes, as text maps and ANSI, mapped to the previewer's colour modes, and its plan
/// as text and JSON, compared with `Tests/Golden/`. A rendering change that is not meant to
/// change the picture must keep every entry; one that is meant to regenerates them:
///
///     HEROSCOPE_UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests
///
/// and the diff of `Tests/Golden/` shows what changed. The small text maps are kept in full (a
/// failure prints the rows that differ); everything else as an FNV-1a hash, named by scene,
/// format, size and progress so `heroscope frame` can show it.
@Suite struct GoldenFrameTests {
  static let progressPoints: [Double] = [0, 0.3, 0.55, 0.8, 1]
  /// The first size's text maps at `fullProgress` are kept in full; the others only hashed.
  static let sizes: [(columns: Int, rows: Int)] = [(33, 17), (80, 24), (200, 60)]
  static let fullProgress = 0.55
  /// The size at which the arc overlay and the colour modes are checked.
  static let mappedSize = (columns: 80, rows: 24)

  static var updating: Bool { ProcessInfo.processInfo.environment["HEROSCOPE_UPDATE_GOLDEN"] == "1" }

  static let folder = BinaryRunner.packageRoot.appendingPathComponent("Tests/Golden")

  @Test(.disabled(if: updating, "the files are being written"))
  func theGoldenDataCoversTheGallery() throws {
    // A missing or emptied folder would make every comparison below fail, never pass; this
    // names the cause once.
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    #expect(names.filter { $0.hasSuffix(".golden") }.count == galleryScenes.count + 2)
  }

  @Test(arguments: galleryScenes)
  func galleryFramesAndPlansMatchTheGolden(_ file: String) throws {
    let path = BinaryRunner.packageRoot.appendingPathComponent(file).path
    var scene = try SceneLoader.load(path: path, displayName: file)
    // The images the scene names, found as the commands find them (beside it).
    var loader = SceneImageLoader()
    let images = loader.load(scene, resolver: SceneImageResolver(sceneFile: path))
    scene = images.applied(to: scene)
    let table = RasterImages(
      images.images.mapValues {
        RasterImage(
          width: $0.image.width, height: $0.image.height, rgba: $0.image.pixels,
          scale: $0.resolved.scale)
      })
    let plan = Planner.plan(scene)
    var entries = Self.frameEntries(plan, images: table)
    entries += try Self.binaryEntries([file])
    try Self.compare(entries, name: String(file.dropFirst("Scenes/".count).dropLast(5)))
  }

  @Test func aBusyGeneratedSceneMatchesTheGolden() throws {
    // Hundreds of overlapping layers with rotation, perspective, clips and shadows: what the
    // gallery's small scenes leave out.
    try Self.compare(Self.frameEntries(Planner.plan(GoldenScene.make())), name: "generated")
  }

  @Test func demoFramesAndPlanMatchTheGolden() throws {
    // The demo lives in the executable: only its command-line output can be compared.
    var entries: [(key: String, value: String)] = []
    for progress in Self.progressPoints {
      for size in Self.sizes {
        for format in ["text", "ansi"] {
          let result = try BinaryRunner.run([
            "frame", "--progress", "\(progress)", "--size", "\(size.columns)x\(size.rows)",
            "--format", format,
          ])
          #expect(result.status == 0, "\(result.stderr)")
          entries.append(("\(format) \(size.columns)x\(size.rows) p\(progress)", result.stdout))
        }
      }
    }
    entries = entries.map { entry in
      let full = "text \(Self.sizes[0].columns)x\(Self.sizes[0].rows) p\(Self.fullProgress)"
      return entry.key == full ? entry : (entry.key, goldenHash(entry.value))
    }
    entries += try Self.binaryEntries([])
    try Self.compare(entries, name: "demo")
  }

  /// Text maps, ANSI (with labels; with the arc overlay at one size) and the colour modes.
  static func frameEntries(_ plan: TransitionPlan, images: RasterImages = RasterImages())
    -> [(key: String, value: String)]
  {
    var entries: [(key: String, value: String)] = []
    for progress in progressPoints {
      let frame = plan.sample(at: progress)
      for (n, size) in sizes.enumerated() {
        let label = "\(size.columns)x\(size.rows) p\(progress)"
        let raster = Rasteriser.render(
          frame, columns: size.columns, rows: size.rows,
          options: RasterOptions(labels: false, images: images))
        let text = TextMapWriter.write(raster, frame: frame)
        let full = n == 0 && progress == fullProgress
        entries.append(("text \(label)", full ? text : goldenHash(text)))
        // The owners in full: past 62 layers the text map shows only `*`.
        entries.append(
          ("owners \(label)", goldenHash(raster.cellOwners.map(String.init).joined(separator: ","))))
        let canvas = Rasteriser.render(
          frame, columns: size.columns, rows: size.rows, options: RasterOptions(images: images)
        ).canvas
        entries.append(("ansi \(label)", goldenHash(ANSIWriter.full(canvas))))
      }
      let (columns, rows) = mappedSize
      let label = "\(columns)x\(rows) p\(progress)"
      // Each finer blitter, cells and owners, at the mapped size.
      for blitter in Blitter.allCases where blitter != .half {
        let raster = Rasteriser.render(
          frame, columns: columns, rows: rows,
          options: RasterOptions(blitter: blitter, images: images))
        entries.append(("ansi \(blitter.rawValue) \(label)", goldenHash(ANSIWriter.full(raster.canvas))))
        entries.append(
          (
            "owners \(blitter.rawValue) \(label)",
            goldenHash(raster.cellOwners.map(String.init).joined(separator: ","))
          ))
      }
      let arcs = Rasteriser.render(
        frame, columns: columns, rows: rows, options: RasterOptions(arcs: true, images: images)
      ).canvas
      entries.append(("ansi arcs \(label)", goldenHash(ANSIWriter.full(arcs))))
      let modes: [(ColorMode, Bool)] = [
        (.direct, true), (.palette256, true), (.basic8, true), (.monochrome, true),
        (.palette256, false),
      ]
      for (mode, unicode) in modes {
        var mapper = CellMapper(mode: mode, unicode: unicode)
        let cells = mapper.map(arcs)
        let serialised = cells.map { "\($0.glyph.value),\($0.foreground),\($0.background)" }
        entries.append(
          (
            "cells \(mode.rawValue)\(unicode ? "" : " ascii") \(label)",
            goldenHash(serialised.joined(separator: ";"))
          ))
      }
    }
    return entries
  }

  /// What only the binary prints: the plan as text and JSON, and a frame as JSON.
  static func binaryEntries(_ scene: [String]) throws -> [(key: String, value: String)] {
    var entries: [(key: String, value: String)] = []
    let runs: [(String, [String])] = [
      ("plan text", ["plan"]), ("plan json", ["plan", "--json"]),
      ("frame json p0.55", ["frame", "--progress", "0.55", "--format", "json"]),
    ]
    for (key, arguments) in runs {
      let result = try BinaryRunner.run([arguments[0]] + scene + arguments.dropFirst())
      #expect(result.status == 0, "\(key): \(result.stderr)")
      entries.append((key, goldenHash(result.stdout)))
    }
    return entries
  }

  /// Compares with `Tests/Golden/NAME.golden`, or writes it when updating.
  static func compare(_ entries: [(key: String, value: String)], name: String) throws {
    let url = folder.appendingPathComponent(name + ".golden")
    if updating {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(serialise(entries, name: name).utf8).write(to: url)
      return
    }
    let stored = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "no golden data for \(name) at \(url.path); make it with HEROSCOPE_UPDATE_GOLDEN=1")
    let golden = parse(stored)
    #expect(
      golden.map(\.key) == entries.map(\.key),
      "\(name): the golden file has other entries; regenerate with HEROSCOPE_UPDATE_GOLDEN=1")
    let expected = Dictionary(golden.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    for (key, value) in entries {
      guard let want = expected[key] else { continue }
      let got = trimmed(value)
      #expect(want == got, "\(name): \(key) differs\(describeDifference(want, got))")
    }
  }

  /// `== key` lines, each followed by its value (a hash, or a text map and legend).
  static func serialise(_ entries: [(key: String, value: String)], name: String) -> String {
    var out =
      "# golden frames and plans of \(name); regenerate with"
      + " HEROSCOPE_UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests\n"
    for (key, value) in entries {
      out += "== \(key)\n" + value + (value.hasSuffix("\n") ? "" : "\n")
    }
    return out
  }

  static func parse(_ text: String) -> [(key: String, value: String)] {
    var entries: [(key: String, value: String)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("== ") {
        entries.append((String(line.dropFirst(3)), ""))
      } else if !entries.isEmpty {
        entries[entries.count - 1].value += line + "\n"
      }
    }
    return entries.map { ($0.key, trimmed($0.value)) }
  }

  /// Without trailing newlines: how values are compared, whatever the file's last line.
  static func trimmed(_ value: String) -> String {
    var value = value
    while value.hasSuffix("\n") { value.removeLast() }
    return value
  }

  /// For a multi-line value, the first rows that differ; hashes say only that they differ.
  static func describeDifference(_ expected: String, _ actual: String) -> String {
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    guard want.count > 1 || got.count > 1 else {
      return " (hash \(expected) → \(actual); see it with `heroscope frame … --format ansi`)"
    }
    var lines: [String] = []
    for i in 0..<max(want.count, got.count) where lines.count < 12 {
      let w = i < want.count ? String(want[i]) : "<none>"
      let g = i < got.count ? String(got[i]) : "<none>"
      if w != g { lines.append("row \(i): expected |\(w)|\n        actual   |\(g)|") }
    }
    return ":\n" + lines.joined(separator: "\n")
  }
}

/// FNV-1a, 64 bits, of the UTF-8 bytes: stable across runs and platforms (Hasher is not).
func goldenHash(_ text: String) -> String {
  var h: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    h ^= UInt64(byte)
    h = h &* 0x100_0000_01b3
  }
  let digits = String(h, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}
