import Foundation
import HeroPlanner
@_spi(Panels) import HeroRaster
import HeroScene
import HeroTestSupport
import Testing

/// The files to share in pixels (issue 33, part 3): `frame --format png`, `record -o
/// FILE.gif|FILE.png`, made by the real binary and opened by an independent decoder (Pillow,
/// Debian's python3-pil); `--speed` and `--fps` for every recording.
@Suite struct PictureFilesTests {
  static let pillow = Pillow.python != nil
  static let scene = "Scenes/example-match.json"

  /// The picture of `scene` at `progress` and `scale` as the rasteriser paints it, in process.
  static func painted(
    _ scene: String, progress: Double, scale: Double, arcs: Bool = false
  ) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    let loaded = try SceneLoader.load(
      path: BinaryRunner.packageRoot.appendingPathComponent(scene).path, displayName: scene)
    let frame = Planner.plan(loaded).sample(at: progress)
    let fit = PictureWriter.fit(
      screen: (frame.screenSize.width, frame.screenSize.height), scale: scale)
    var buffers = RasterBuffers()
    let rgba = PictureWriter.rgba(frame, fit: fit, arcs: arcs, buffers: &buffers)
    return (fit.pixelWidth, fit.pixelHeight, rgba)
  }

  /// `--arcs` in pixels: the PNG is the picture with every arc's curve and marks painted in
  /// (as play draws them where the terminal takes images), and a GIF's frames carry them too.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func arcsArePaintedIntoThePNGAndTheGIF() throws {
    let folder = try ScratchFolder()
    let scene = "Scenes/showcase-arc.json"
    let png = folder.path("arcs.png")
    let result = try BinaryRunner.run(
      ["frame", scene, "--progress", "0.5", "--format", "png", "--scale", "1", "--arcs", "-o", png])
    #expect(result.status == 0, "\(result.stderr)")
    _ = try PillowReader.frames(png, into: folder)
    let withArcs = try Self.painted(scene, progress: 0.5, scale: 1, arcs: true)
    let without = try Self.painted(scene, progress: 0.5, scale: 1)
    #expect(try folder.bytes("0.rgba") == withArcs.rgba)
    #expect(withArcs.rgba != without.rgba)
    // The curve's colour is there (and is not without the arcs).
    func curvePixels(_ rgba: [UInt8]) -> Int {
      let curve = ArcOverlay.curveColor
      return stride(from: 0, to: rgba.count, by: 4).filter {
        rgba[$0] == curve.r && rgba[$0 + 1] == curve.g && rgba[$0 + 2] == curve.b
      }.count
    }
    #expect(curvePixels(withArcs.rgba) > 20 && curvePixels(without.rgba) == 0)
    // A GIF with the arcs and one without: frames of the same count, not the same pictures.
    let gifs = (folder.path("arcs.gif"), folder.path("plain.gif"))
    let arcsRun = try BinaryRunner.run(["record", scene, "-o", gifs.0, "--fps", "10", "--arcs"])
    let plainRun = try BinaryRunner.run(["record", scene, "-o", gifs.1, "--fps", "10"])
    #expect(arcsRun.status == 0 && plainRun.status == 0, "\(arcsRun.stderr)\(plainRun.stderr)")
    let arcsFolder = try ScratchFolder()
    let plainFolder = try ScratchFolder()
    let arcsFrames = try PillowReader.frames(gifs.0, into: arcsFolder)
    let plainFrames = try PillowReader.frames(gifs.1, into: plainFolder)
    #expect(arcsFrames.durations == plainFrames.durations)
    #expect(try arcsFolder.bytes("1.rgba") != plainFolder.bytes("1.rgba"))
  }

  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func framePNGHoldsExactlyThePicturePaintedAtThatProgress() throws {
    let folder = try ScratchFolder()
    let png = folder.path("frame.png")
    let result = try BinaryRunner.run(
      ["frame", Self.scene, "--progress", "0.4", "--format", "png", "--scale", "1", "-o", png])
    #expect(result.status == 0, "\(result.stderr)")
    let decoded = try PillowReader.frames(png, into: folder)
    let painted = try Self.painted(Self.scene, progress: 0.4, scale: 1)
    #expect(decoded.format == "PNG")
    #expect(decoded.sizes == ["\(painted.width)x\(painted.height)"])
    #expect(try folder.bytes("0.rgba") == painted.rgba)
    // Not one flat colour: the comparison could fail.
    #expect(Set(stride(from: 0, to: painted.rgba.count, by: 4).map { painted.rgba[$0] }).count > 2)
  }

  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func framePNGIsTwoPixelsAPointByDefaultAndGoesToARedirectedStandardOutput() throws {
    let folder = try ScratchFolder()
    let png = folder.path("out.png")
    let command =
      "'\(BinaryRunner.binary.path)' frame \(Self.scene) --progress 0.5 --format png > '\(png)'"
    let result = try BinaryRunner.run(["-c", command], executable: "/bin/sh")
    #expect(result.status == 0, "\(result.stderr)")
    let painted = try Self.painted(Self.scene, progress: 0.5, scale: 2)
    let decoded = try PillowReader.frames(png, into: folder)
    #expect(decoded.sizes == ["\(painted.width)x\(painted.height)"])
    #expect(try folder.bytes("0.rgba") == painted.rgba)
  }

  /// The demo's "Photo" label (white on the red cell, 15…120 × 230…335 pt at the start) in the
  /// project's 5×7 font at 2 pixels a point: each glyph pixel 3 × 3 picture pixels, the five
  /// letters centred in the box, in the label's own colour.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func labelsAreDrawnInTheirColourCentredInTheirBox() throws {
    let folder = try ScratchFolder()
    let png = folder.path("start.png")
    let result = try BinaryRunner.run(["frame", "--progress", "0", "--format", "png", "-o", png])
    #expect(result.status == 0, "\(result.stderr)")
    let decoded = try PillowReader.frames(png, into: folder)
    #expect(decoded.sizes == ["750x1334"])
    let rgba = try folder.bytes("0.rgba")
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 460..<670 {
      for x in 30..<240 {
        let i = (y * 750 + x) * 4
        if rgba[i] == 255, rgba[i + 1] == 255, rgba[i + 2] == 255 {
          xs.append(x)
          ys.append(y)
        }
      }
    }
    let (left, right) = (xs.min() ?? 0, xs.max() ?? 0)
    let (top, bottom) = (ys.min() ?? 0, ys.max() ?? 0)
    // Five glyphs 6 × 3 pixels apart, less the last gap: 87 pixels; seven rows of 3: 21.
    #expect((86...89).contains(right - left + 1), "\(left)…\(right)")
    #expect((21...22).contains(bottom - top + 1), "\(top)…\(bottom)")
    #expect(abs(Double(left + right) / 2 - 134.5) <= 1.5)
    #expect(abs(Double(top + bottom) / 2 - 564.5) <= 1.5)
    // The cell's own red still shows around the text.
    #expect(Array(rgba[(470 * 750 + 40) * 4..<(470 * 750 + 40) * 4 + 3]) == [229, 57, 53])
  }

  /// `--focus VIEW` fits the picture to the view and its partner, start to end: the PNG is
  /// that rectangle at the scale, the same picture as painted in process.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func framePNGWithFocusIsTheFocusRectangleAtTheScale() throws {
    let folder = try ScratchFolder()
    let png = folder.path("focus.png")
    let result = try BinaryRunner.run(
      ["frame", "--progress", "0.5", "--format", "png", "--focus", "photo", "--scale", "1", "-o", png])
    #expect(result.status == 0, "\(result.stderr)")
    let scene = try SceneLoader.load(
      json: String(
        contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Sources/heroscope/DemoScene.swift"),
        encoding: .utf8
      ).components(separatedBy: "\"\"\"")[1], fileName: "demo")
    let plan = Planner.plan(scene)
    let index = try #require(InteractionViewLookup.index(of: "photo", in: plan))
    let rect = try #require(plan.focusRect(on: plan.views[index].ref))
    let frame = plan.sample(at: 0.5)
    let fit = PictureWriter.fit(
      screen: (frame.screenSize.width, frame.screenSize.height), scale: 1, viewport: rect)
    var buffers = RasterBuffers()
    let painted = PictureWriter.rgba(frame, fit: fit, buffers: &buffers)
    let decoded = try PillowReader.frames(png, into: folder)
    #expect(decoded.sizes == ["\(fit.pixelWidth)x\(fit.pixelHeight)"])
    #expect(fit.pixelWidth < 375 || fit.pixelHeight < 667)
    #expect(try folder.bytes("0.rgba") == painted)
  }

  @Test func framePNGToATerminalIsAUsageErrorAskingForAFile() throws {
    let command = "'\(BinaryRunner.binary.path)' frame --progress 0.5 --format png"
    let result = try BinaryRunner.run(
      ["-qec", command, "/dev/null"], executable: "/usr/bin/script", timeout: 60)
    #expect(result.status == 2)
    #expect(result.stdout.contains("give -o FILE.png or redirect standard output"))
    #expect(!result.stdout.contains("PNG\r\n"))
  }

  @Test func framePNGNeverReplacesTheSceneItWasMadeFrom() throws {
    let folder = try ScratchFolder()
    let scene = folder.path("scene.json")
    let original = try Data(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(Self.scene))
    try original.write(to: URL(fileURLWithPath: scene))
    try FileManager.default.createSymbolicLink(atPath: folder.path("out.png"), withDestinationPath: scene)
    let result = try BinaryRunner.run(
      ["frame", scene, "--progress", "0.5", "--format", "png", "-o", folder.path("out.png")])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write the PNG"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == original)
  }

  static let usageErrors: [([String], String)] = [
    (["frame", "--progress", "0.5", "--scale", "2"], "--scale applies only to frame --format png"),
    (["frame", "--progress", "0.5", "-o", "/tmp/x.png"], "-o applies only to frame --format png"),
    (
      ["frame", "--progress", "0.5", "--format", "png", "--size", "80x24", "-o", "/tmp/x.png"],
      "--size does not apply to PNG"
    ),
    (
      ["frame", "--progress", "0.5", "--format", "png", "--cells", "quadrant", "-o", "/tmp/x.png"],
      "--cells applies to frame --format text or ansi"
    ),
    (
      ["frame", "--progress", "0.5", "--format", "png", "--scale", "9", "-o", "/tmp/x.png"],
      "--scale"
    ),
    (
      ["frame", "--progress", "0.5", "--format", "png", "-o", "/tmp/x.gif"],
      "frame --format png does not write '.gif'"
    ),
    (
      ["record", "-o", "/tmp/x.cast", "--scale", "2"],
      "--scale applies only to record -o FILE.gif and -o FILE.png"
    ),
    (["record", "-o", "/tmp/x.gif", "--size", "80x24"], "--size does not apply to GIF or APNG"),
    (["record", "-o", "/tmp/x.png", "--cells", "quadrant"], "--cells does not apply to GIF or APNG"),
    (["record", "-o", "/tmp/x.svg", "--fps", "10"], "--fps does not apply to SVG"),
    (
      ["record", "-o", "/tmp/x.jpg"],
      "record writes an asciicast (.cast), an animated SVG (.svg), a GIF (.gif) or an APNG (.png)"
    ),
    (
      ["record", "-o", "/tmp/x.png", "--scale", "8", "--fps", "240", "--speed", "0.1"],
      "choose a smaller --scale or --fps"
    ),
  ]

  @Test(arguments: usageErrors)
  func optionsThatDoNotGoTogetherAreUsageErrors(_ arguments: [String], _ message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
  }

  /// The demo (0.375 s) at half speed and 10 frames a second: 0.75 s of playback in tenths,
  /// then the half-second hold, in hundredths.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func gifKeepsTheRecordingsTimingAtItsSpeedAndFramesPerSecond() throws {
    let folder = try ScratchFolder()
    let gif = folder.path("demo.gif")
    let result = try BinaryRunner.run(
      ["record", "-o", gif, "--fps", "10", "--speed", "0.5", "--scale", "0.5"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("recorded 9 frames (0.375 s + 0.5 s hold) at 0.5× as GIF"))
    let decoded = try PillowReader.frames(gif, into: folder)
    #expect(decoded.format == "GIF")
    #expect(Set(decoded.sizes) == ["188x334"])
    #expect(decoded.durations == [100, 100, 100, 100, 100, 100, 100, 50, 500])
  }

  /// The APNG's last frame, as Pillow composes it from the changed rectangles, is the PNG of
  /// the transition's end; its delays are in milliseconds.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func apngEndsOnThePictureOfTheTransitionsEnd() throws {
    let folder = try ScratchFolder()
    let apng = folder.path("demo.png")
    let result = try BinaryRunner.run(["record", "-o", apng, "--fps", "20", "--scale", "0.5"])
    #expect(result.status == 0, "\(result.stderr)")
    let decoded = try PillowReader.frames(apng, into: folder)
    #expect(decoded.format == "PNG")
    #expect(decoded.durations.count > 3)
    #expect(decoded.durations.reduce(0, +) == 875)
    // The last frame is the end, held half a second.
    #expect(decoded.durations.last == 500)
    let end = folder.path("end.png")
    let frame = try BinaryRunner.run(
      ["frame", "--progress", "1", "--format", "png", "--scale", "0.5", "-o", end])
    #expect(frame.status == 0)
    let endFolder = try ScratchFolder()
    _ = try PillowReader.frames(end, into: endFolder)
    let last = decoded.durations.count - 1
    #expect(try folder.bytes("\(last).rgba") == endFolder.bytes("0.rgba"))
  }

  /// The budget of the issue: the demo's whole transition at scale 1 in at most 1.5 MB.
  @Test(arguments: ["gif", "png"])
  func theDemosWholeTransitionAtScaleOneFitsInOneAndAHalfMegabytes(_ ext: String) throws {
    let folder = try ScratchFolder()
    let file = folder.path("demo.\(ext)")
    let result = try BinaryRunner.run(["record", "-o", file])
    #expect(result.status == 0, "\(result.stderr)")
    let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0
    #expect(size > 1_000 && size <= 1_500_000, "\(size) bytes")
  }

  /// `--speed` for a cast: half speed doubles the playback time; the hold stays half a second.
  @Test func castPlaysAtItsSpeed() throws {
    let folder = try ScratchFolder()
    let cast = folder.path("demo.cast")
    let result = try BinaryRunner.run(
      ["record", "-o", cast, "--size", "40x16", "--fps", "20", "--speed", "0.5"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("at 0.5× to"))
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    let times = try lines.dropFirst().map { line in
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      return try #require(event[0] as? Double)
    }
    // About 0.75 s at 20 frames a second: 16 frames 0.05 s apart (the last at the end), then
    // the hold.
    #expect(times.count == 17)
    #expect(abs(times[1] - 0.05) < 1e-9 && abs(times[14] - 0.7) < 1e-9)
    #expect(times[15] > 0.7 && abs(times[15] - 0.75) < 0.002)
    #expect(abs(times[16] - times[15] - 0.5) < 1e-6)
  }
}

/// Pillow as the independent decoder: each frame (composed, as a viewer shows it) written as
/// RGBA to FOLDER/N.rgba; the format, sizes and durations returned.
enum PillowReader {
  static let script = """
    import sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    print(im.format)
    for i in range(getattr(im, "n_frames", 1)):
        im.seek(i)
        print("%dx%d %s" % (im.size[0], im.size[1], im.info.get("duration", 0)))
        open(sys.argv[2] + "/%d.rgba" % i, "wb").write(im.convert("RGBA").tobytes())
    """

  struct Decoded {
    var format: String
    var sizes: [String]
    var durations: [Int]
  }

  static func frames(_ file: String, into folder: ScratchFolder) throws -> Decoded {
    let lines = try Pillow.run(script, [file, folder.url.path]).split(separator: "\n").map(String.init)
    let frames = lines.dropFirst().map { $0.split(separator: " ").map(String.init) }
    return Decoded(
      format: lines.first ?? "", sizes: frames.map { $0[0] },
      durations: frames.map { Int(Double($0[1]) ?? -1) })
  }
}
