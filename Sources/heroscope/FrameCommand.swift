import Foundation
import HeroANSI
import HeroCommandLine
import HeroPlanner
import HeroRaster

/// `heroscope frame [SCENE] --progress P [--format text|ansi|json|svg|png]`: one frame of the
/// transition.
struct FrameCommand: HeroscopeCommand {
  enum Format: String, CaseIterable {
    case text, ansi, json, svg, png
  }

  static let configuration = CommandConfiguration(
    name: "frame", abstract: "one frame of the transition at progress P",
    usage: [
      "[SCENE] --progress P [--size COLSxROWS] [--format text|ansi|json] [--arcs] [--cells CELLS]",
      "[SCENE] --progress P --focus VIEW [--size COLSxROWS] [--format text|ansi]",
      "[SCENE] --progress P --format svg [--arcs] [--no-caption]",
      "[SCENE] --progress P --format png [--scale S] [--focus VIEW] [--arcs] [-o FILE.png]",
      "[SCENE] --interact SCRIPT [--after T] [--format …]",
    ],
    discussion: """
      text is a map of which layer covers each cell, ansi 24-bit colour half blocks (cat-able),
      json every visible layer as quads in screen points, svg a picture in the scene's points,
      png the picture in pixels, S a point (default 2; labels in heroscope's 5x7 pixel font,
      arcs drawn as play draws them in pixels), to -o FILE.png or to standard output when that
      is not a terminal.
      With --interact, the frame T seconds (--after, default 0) after the script's last call:
      update(P), finish, cancel, apply(VIEW, MODIFIERS), changeTarget(VIEW, MODIFIERS) as Hero
      runs them (see docs/hero-reading.md).
      """)

  var scenes: [String] = []
  var progress: Double?
  var size: CanvasSize?
  var format: Format?
  var arcs = false
  var noCaption = false
  var interact: String?
  var after: Double?
  var cells: Blitter?
  var focus: String?
  /// `--3d [YAW_DEGREES]`: the debug plugin's 3D view, turned this far.
  var threeD: Double?
  /// `--scale S`: a PNG's pixels per point.
  var scale: Double?
  /// `-o FILE.png`: where a PNG goes (standard output when nil or `-`).
  var output: String?
  var planning = PlanningOptions()

  static var arguments: [Argument<Self>] {
    [
      .scene(\.scenes, of: "frame"),
      .option(
        "--progress", parser: .number(in: 0...1, valueName: "P"), \.progress,
        help: "where in the transition, from 0 (start) to 1 (end)"),
      .option(
        "--interact", parser: .string("SCRIPT"), \.interact,
        help: "Hero's interactive calls in place of a progress, e.g. \"update(0.4); finish\""),
      .option(
        "--after", parser: .number(in: 0...3_600, valueName: "T"), \.after,
        help: "with --interact: seconds after the last call (default 0)"),
      .option(
        "--size", parser: .canvasSize, \.size,
        help: "the terminal canvas in cells (default 100x40; not for svg)"),
      .option("--format", parser: .choice(), \.format, help: "what to print (default text)"),
      .flag("--arcs", \.arcs, help: "draw each arc's path"),
      .cells(\.cells),
      .option(
        "--focus", parser: .string("VIEW"), \.focus,
        help: "fit the picture to a view and its partner, start to end (a name, heroID or path)"),
      .flag("--no-caption", \.noCaption, help: "leave out the SVG's caption (svg only)"),
      .option(
        "--scale", parser: PictureFiles.scaleParser, \.scale,
        help: "a PNG's pixels per point, 0.25 to 8 (default 2)"),
      .option(
        "-o", "--output", parser: .string("FILE"), \.output,
        help: "where to write the PNG (default standard output when it is not a terminal)"
      ).completing(.files(extensions: ["png"])),
      .flag(
        "--3d", \.threeD, orNumber: -180...180, named: "YAW_DEGREES",
        standard: Frame.standardYaw,
        help: "Hero's debug plugin's 3D view: layers apart by drawing order, turned YAW_DEGREES "
          + "(default 30) about the vertical axis"),
      .planning(\.planning),
    ]
  }

  static let needsProgress = "frame needs --progress P, a number from 0 to 1"

  /// `--no-caption` means something only for SVG, and `--size` nothing for it: SVG is drawn in
  /// the scene's points.
  func validate() throws(UsageError) {
    if interact != nil, progress != nil {
      throw UsageError(
        "--progress and --interact do not go together: the script's update(P) sets the progress")
    }
    if interact == nil, progress == nil { throw UsageError(Self.needsProgress) }
    if after != nil, interact == nil {
      throw UsageError("--after needs --interact: it counts from the script's last call")
    }
    if noCaption, format != .svg {
      throw UsageError(
        "--no-caption applies only to frame --format svg and record -o FILE.svg")
    }
    if focus != nil, format == .svg || format == .json {
      throw UsageError(
        "--focus applies to frame --format text or ansi: \(format?.rawValue ?? "") is drawn whole")
    }
    if cells != nil, format == .svg || format == .json || format == .png {
      throw UsageError(
        "--cells applies to frame --format text or ansi: \(format?.rawValue ?? "") has no cells")
    }
    if format == .svg, size != nil {
      throw UsageError("--size does not apply to SVG, which is drawn in the scene's points")
    }
    try validatePNG()
  }

  /// `--scale` and `-o` belong to PNG; `--size` and `--cells` do not (it is in pixels).
  private func validatePNG() throws(UsageError) {
    guard format == .png else {
      if scale != nil { throw UsageError("--scale applies only to frame --format png") }
      if output != nil { throw UsageError("-o applies only to frame --format png") }
      return
    }
    if size != nil {
      throw UsageError("--size does not apply to PNG, which is drawn in pixels: use --scale S")
    }
    if let output {
      try OutputFile.checkExtension(
        output, known: [".png"], command: "frame --format png", writes: "a PNG (.png)")
    }
  }

  func run() throws(CommandFailure) -> ExitStatus {
    // Required: the parser has already refused a command line without it.
    let (loaded, planned) = try SceneInput.plan(scenes.first, planning, explains: false).get()
    // The files the frame is made from, which a PNG must never replace.
    let inputs = SceneInput.filesRead(for: scenes.first, loaded)
    let images = loaded.rasterImages
    var plan = planned
    var frame: Frame
    if let interact {
      let interaction = try InteractionOption.run(interact, on: planned)
      plan = interaction.resumed
      frame = plan.sample(time: after ?? 0)
    } else {
      guard let progress else { throw .usage(Self.needsProgress) }
      frame = plan.sample(at: progress)
    }
    if let yaw = threeD { frame = frame.stacked3D(yaw: yaw, zoom: Frame.standardZoom) }
    switch format ?? .text {
    case .json:
      Output.print(FrameJSON.document(frame, plan: plan).rendered())
    case .text:
      // Labels on: a label's cells belong to its view, so a clear UILabel shows in the map.
      let raster = render(
        frame, blitter: try chosenBlitter(cells), viewport: try viewport(plan), images: images)
      Output.print(TextMapWriter.write(raster, frame: frame, plan: plan))
    case .ansi:
      // Made by the program from sanitised labels: printed as is, escape sequences and all.
      let raster = render(
        frame, blitter: try chosenBlitter(cells), viewport: try viewport(plan), images: images)
      Output.raw(ANSIWriter.full(raster.canvas))
    case .svg:
      let options = SVGOptions(arcs: arcs, caption: !noCaption)
      let svg = SVGWriter.frame(
        frame, plan: plan, options: options, images: PictureFiles.svgImages(images))
      Output.print(String(svg.dropLast()))
    case .png:
      return try writePNG(frame, viewport: try viewport(plan), images: images, inputs: inputs)
    }
    return .ok
  }

  /// The PNG to `-o FILE` or to standard output, which must not be a terminal.
  private func writePNG(
    _ frame: Frame, viewport: Rect?, images: RasterImages, inputs: [String]
  ) throws(CommandFailure) -> ExitStatus {
    let path = output ?? "-"
    if path == "-", isatty(STDOUT_FILENO) == 1 {
      throw .usage(
        "frame --format png writes a binary picture: give -o FILE.png or redirect standard "
          + "output (> FILE.png)")
    }
    let scale = scale ?? 2
    try PictureFiles.checkSize(frame.screenSize, scale: scale, viewport: viewport)
    let png = PictureFiles.png(
      frame, scale: scale, viewport: viewport, arcs: arcs, images: images)
    do {
      try OutputFile.write(png, to: path, inputs: inputs)
    } catch {
      Output.error(
        "\(TerminalText.escaped(path)): cannot write the PNG: \(TerminalText.escaped(error.reason))"
      )
      return .badInput
    }
    return .ok
  }

  private func render(_ frame: Frame, blitter: Blitter, viewport: Rect?, images: RasterImages)
    -> Raster
  {
    let size = size ?? .standard
    return Rasteriser.render(
      frame, columns: size.columns, rows: size.rows,
      options: RasterOptions(
        arcs: arcs, labels: true, blitter: blitter, viewport: viewport, images: images))
  }

  /// `--focus VIEW`: the rectangle its view and partner cover from start to end.
  private func viewport(_ plan: TransitionPlan) throws(CommandFailure) -> Rect? {
    guard let focus else { return nil }
    guard let index = InteractionViewLookup.index(of: focus, in: plan) else {
      let names = plan.views.map(\.name)
      let hint = NearestName.nearest(to: focus, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw .usage(
        "--focus: no view \(quotedForMessage(focus)) (a name, a heroID or a path such as "
          + "to.views[0])\(hint)")
    }
    guard let rect = plan.focusRect(on: plan.views[index].ref) else {
      throw .usage("--focus: \(quotedForMessage(focus)) draws nothing at the start or the end")
    }
    return rect
  }
}
