import Foundation
import HeroANSI
import HeroCommandLine
import HeroPlanner
import HeroRaster

/// `heroscope record [SCENE] -o FILE.cast [--fps N] [--size COLSxROWS]`: an asciicast v2
/// recording of the whole transition; `-o FILE.svg [--speed S]`: an animated SVG of it;
/// `-o FILE.gif` or `-o FILE.png [--scale S]`: a GIF or an APNG in pixels.
struct RecordCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "record",
    abstract: "the whole transition as an asciicast, an animated SVG, a GIF or an APNG",
    usage: [
      "[SCENE] -o FILE.cast [--fps N] [--speed S] [--size COLSxROWS] [--arcs] [--pingpong]",
      "[SCENE] -o FILE.svg [--speed S] [--arcs] [--no-caption] [--pingpong]",
      "[SCENE] -o FILE.gif|FILE.png [--scale S] [--fps N] [--speed S] [--arcs] [--pingpong]",
    ],
    discussion: """
      The output's extension chooses: .svg is an animated SVG at the transition's real timing,
      looping; .cast an asciicast v2 recording (asciinema play FILE.cast); .gif a GIF and .png
      an animated PNG, in pixels at --scale S a point (default 1; labels in heroscope's 5x7 pixel
      font; --arcs as play draws them in pixels); any other extension is refused. -o - writes the cast to standard output; a device or FIFO is written in place. A recording covers at most the first minute of a transition.
      """)

  var scenes: [String] = []
  var output: String?
  var fps: Int?
  var size: CanvasSize?
  var arcs = false
  var speed: Double?
  var noCaption = false
  var cells: Blitter?
  var pingPong = false
  /// `--scale S`: a GIF's or APNG's pixels per point.
  var scale: Double?
  var planning = PlanningOptions()

  static var arguments: [Argument<Self>] {
    [
      .scene(\.scenes, of: "record"),
      .option(
        "-o", "--output", parser: .string("FILE"), \.output,
        help: "where to write: FILE.cast, FILE.svg, FILE.gif, FILE.png, or - for standard output",
        missing: needsOutput
      ).completing(.files(extensions: ["cast", "svg", "gif", "png"])),
      .option(
        "--fps", parser: .integer(in: 1...240), \.fps,
        help: "frames per second of a cast, GIF or APNG (default 30)"),
      .option(
        "--scale", parser: PictureFiles.scaleParser, \.scale,
        help: "a GIF's or APNG's pixels per point, 0.25 to 8 (default 1)"),
      .option(
        "--size", parser: .canvasSize, \.size, help: "the cast's terminal in cells (default 100x40)"
      ),
      .flag("--arcs", \.arcs, help: "draw each arc's path"),
      .cells(\.cells),
      .option(
        "--speed", parser: .playbackSpeed, \.speed,
        help: "the playback speed: a previewer step, 0.1 to 4 (default 1)"),
      .flag("--no-caption", \.noCaption, help: "leave out the SVG's caption"),
      .flag(
        "--pingpong", \.pingPong, help: "play the transition forward, then back to its start"),
      .planning(\.planning),
    ]
  }

  static let needsOutput = "record needs -o FILE.cast, -o FILE.svg, -o FILE.gif or -o FILE.png"

  /// Whether the recording is an SVG (`-o FILE.svg`).
  var writesSVG: Bool { output?.lowercased().hasSuffix(".svg") ?? false }

  /// The animation in pixels the recording is written as (`-o FILE.gif`, `-o FILE.png`).
  var pixels: PictureFiles.Animation? {
    let lowered = output?.lowercased() ?? ""
    return lowered.hasSuffix(".gif") ? .gif : lowered.hasSuffix(".png") ? .apng : nil
  }

  /// `--no-caption` means something only for SVG, and `--size` and `--fps` nothing for it,
  /// which is drawn in the scene's points at the transition's own timing; `--scale` only for
  /// the recordings in pixels, and `--size` and `--cells` nothing for them.
  func validate() throws(UsageError) {
    if let output {
      try OutputFile.checkExtension(
        output, known: [".cast", ".svg", ".gif", ".png"], command: "record",
        writes: "an asciicast (.cast), an animated SVG (.svg), a GIF (.gif) or an APNG (.png)")
    }
    if scale != nil, pixels == nil {
      throw UsageError("--scale applies only to record -o FILE.gif and -o FILE.png")
    }
    if pixels != nil {
      if size != nil {
        throw UsageError("--size does not apply to GIF or APNG, drawn in pixels: use --scale S")
      }
      if cells != nil {
        throw UsageError("--cells does not apply to GIF or APNG, drawn in pixels")
      }
    }
    if noCaption, !writesSVG {
      throw UsageError(
        "--no-caption applies only to frame --format svg and record -o FILE.svg")
    }
    if writesSVG, size != nil {
      throw UsageError("--size does not apply to SVG, which is drawn in the scene's points")
    }
    if writesSVG, cells != nil {
      throw UsageError("--cells does not apply to SVG, which is drawn in the scene's points")
    }
    if writesSVG, fps != nil {
      throw UsageError("--fps does not apply to SVG, which keeps the transition's own timing")
    }
  }

  func run() throws(CommandFailure) -> ExitStatus {
    // Required: the parser has already refused a command line without it.
    guard let output else { throw .usage(Self.needsOutput) }
    let (loaded, plan) = try SceneInput.plan(scenes.first, planning, explains: false).get()
    // The files the recording is made from, which it must never replace.
    let inputs = SceneInput.filesRead(for: scenes.first, loaded)
    if RecordingLimit.cuts(plan) {
      Output.error(
        "the transition lasts \(formatNumber(plan.totalDuration, decimals: 3)) s; the recording "
          + "covers its first \(formatNumber(RecordingLimit.longest)) s")
    }
    if writesSVG {
      return recordSVG(plan, to: output, inputs: inputs, images: loaded.rasterImages)
    }
    if let pixels {
      return try recordPixels(
        plan, as: pixels, to: output, inputs: inputs, images: loaded.rasterImages)
    }
    let size = size ?? .standard
    let cast = AsciicastWriter.record(
      plan, columns: size.columns, rows: size.rows, fps: fps ?? 30,
      timestamp: Int(Date().timeIntervalSince1970),
      options: RasterOptions(
        arcs: arcs, blitter: try chosenBlitter(cells), images: loaded.rasterImages),
      pingPong: pingPong, speed: speed ?? 1)
    do {
      try OutputFile.write(Array(cast.utf8), to: output, inputs: inputs)
    } catch {
      Output.error(
        "\(TerminalText.escaped(output)): cannot write the recording: \(TerminalText.escaped(error.reason))"
      )
      return .badInput
    }
    let frames = cast.split(separator: "\n").count - 2
    Output.error(
      "recorded \(frames) frames (\(thereAndBack)\(formatNumber(RecordingLimit.covered(plan), decimals: 3)) s + "
        + "\(formatNumber(AsciicastWriter.hold)) s hold)\(atSpeed) to \(TerminalText.escaped(output))"
    )
    return .ok
  }

  /// `2 × ` before the transition's length in the summary when it plays there and back.
  var thereAndBack: String { pingPong ? "2 × " : "" }

  /// The animated SVG, at `--speed`, looping.
  private func recordSVG(
    _ plan: TransitionPlan, to output: String, inputs: [String], images: RasterImages
  ) -> ExitStatus {
    let embedded = PictureFiles.svgImages(images)
    let speed = speed ?? 1
    let options = SVGOptions(arcs: arcs, caption: !noCaption, speed: speed)
    let svg =
      pingPong
      ? SVGWriter.pingPongRecording(plan, options: options, images: embedded)
      : SVGWriter.recording(plan, options: options, images: embedded)
    do {
      try OutputFile.write(Array(svg.utf8), to: output, inputs: inputs)
    } catch {
      Output.error(
        "\(TerminalText.escaped(output)): cannot write the recording: \(TerminalText.escaped(error.reason))"
      )
      return .badInput
    }
    Output.error(
      "recorded \(thereAndBack)\(formatNumber(RecordingLimit.covered(plan), decimals: 3)) s at \(formatNumber(speed))× "
        + "(+ \(formatNumber(SVGWriter.hold)) s hold, looping) as SVG to \(TerminalText.escaped(output))"
        + " (\(svg.utf8.count) bytes)")
    return .ok
  }
}
