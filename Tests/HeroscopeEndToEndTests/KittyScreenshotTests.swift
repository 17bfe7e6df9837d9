import Foundation
import HeroRaster
import HeroTestSupport
import Testing

/// `heroscope play --graphics kitty` in a real kitty (0.26.5, Mesa's software OpenGL) under
/// Xvfb on display :94, and `play --graphics sixel` in xterm as a VT340 on :96
/// (`Scripts/kitty-screenshot.sh`): scrubbed to 50 %, the picture region on the screenshot is
/// `frame --format png --progress 0.5` at the same pixel size, block by block; after `q` the
/// image is gone.
@Suite struct KittyScreenshotTests {
  /// The largest mean difference of a block (0…255, per channel) the screenshot may have from
  /// the reference: kitty draws the image pixel for pixel, so what differs is the reference's
  /// rounding to whole pixels at its own scale (an edge a pixel over) and the 5×7 labels; sixel
  /// adds each pixel's distance to its register (blends are a few levels off).
  static func tolerance(_ terminal: String) -> Double { terminal == "kitty" ? 6 : 8 }

  @Test(
    "play shows frame --format png's picture in a real terminal and takes it away on quit",
    arguments: ["kitty", "xterm"])
  func playShowsTheFramePictureAndTakesItAwayOnQuit(_ terminal: String) throws {
    let scratch = try ScratchFolder()
    let out = scratch.path(terminal)
    guard
      try Self.screenshots(
        terminal, display: KittyScreenshotSetup.display(terminal), scene: "", out: out)
    else { return }
    let status = try String(contentsOfFile: out + "/play-status.txt", encoding: .utf8)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
    if terminal == "kitty" {
      // kitty shares this machine's memory: the frames went through it (t=s).
      let stats = try String(contentsOfFile: out + "/stats.txt", encoding: .utf8)
      let graphics = stats.split(separator: "\n").first { $0.hasPrefix("# graphics") } ?? ""
      #expect(graphics.contains(" · shared memory"), "\(graphics)")
    }
    let numbers = try String(contentsOfFile: out + "/winsize.txt", encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    let window = try String(contentsOfFile: out + "/window.txt", encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(numbers.count == 4 && window.count == 2)
    let (rows, columns) = (numbers[0], numbers[1])
    let cell = (width: numbers[2] / columns, height: numbers[3] / rows)
    // What the player drew: the transition area over every column and all rows but the three
    // of chrome, at the terminal's cell (capped), the demo's 375 × 667-point screen fitted.
    let transitionRows = rows - 3
    let shape = PixelPicture.cell(terminal: cell, columns: columns, rows: transitionRows)
    let fit = ScreenFit(
      screen: (375, 667), columns: columns, rows: transitionRows, pixelsPerCell: shape,
      cellAspect: Double(cell.height) / Double(cell.width))
    // kitty stretches the picture over its cells: by this much beyond the cap (sixel is drawn
    // as it is, and the cell here is under the cap).
    let stretch = (Double(cell.width) / Double(shape.x), Double(cell.height) / Double(shape.y))
    let screen = fit.screenPixels
    let crop = [
      window[0] + Int((Double(screen.minX) * stretch.0).rounded()),
      window[1] + Int((Double(screen.minY) * stretch.1).rounded()),
      window[0] + Int((Double(screen.maxX) * stretch.0).rounded()),
      window[1] + Int((Double(screen.maxY) * stretch.1).rounded()),
    ]
    let reference = scratch.path("reference.png")
    let frame = try BinaryRunner.run([
      "frame", "--progress", "0.5", "--format", "png", "--scale", "\(fit.scaleX * stretch.0)",
      "-o", reference,
    ])
    try #require(frame.status == 0, "\(frame.stderr)")
    let report = try Pillow.run(
      Self.compare,
      [out + "/playing.png", out + "/quit.png", reference] + crop.map(String.init))
    let worst = try #require(Double(report.split(separator: " ")[0]), "\(report)")
    let gone = try #require(Double(report.split(separator: " ")[1]), "\(report)")
    #expect(worst <= Self.tolerance(terminal), "worst block differs by \(worst): \(report)")
    // After quitting, the region is the terminal's black background: the image was deleted.
    #expect(gone < 2, "the picture is still on screen after quitting: \(report)")
  }

  /// A small change in real kitty goes as an `a=f` edit of its rectangle (the stats log counts
  /// it), and the edited picture is the picture sent whole: a scene where only a 40-point dot
  /// moves (no modal fade), scrubbed one percent, screenshotted, then Ctrl-L (deleted and sent
  /// whole) and screenshotted again — the two the same, pixel for pixel. kitty 0.26.5 once drew
  /// an edit stretched over the whole image (a chunked `a=f`); this is the check.
  @Test func aSmallChangeGoesAsAnEditThatKittyDrawsAsTheWholePicture() throws {
    let scratch = try ScratchFolder()
    let scene = scratch.path("dot.json")
    try Self.dotScene.write(toFile: scene, atomically: true, encoding: .utf8)
    let out = scratch.path("kitty-edit")
    guard
      try Self.screenshots(
        "kitty", display: KittyScreenshotSetup.editDisplay, scene: scene, out: out,
        variables: ["EDIT_KEYS": "Right", "HEROSCOPE_KITTY_SHM": "off"])
    else { return }
    let stats = try String(contentsOfFile: out + "/stats.txt", encoding: .utf8)
    let graphics = stats.split(separator: "\n").first { $0.hasPrefix("# graphics") } ?? ""
    #expect(graphics.contains("kitty (") && graphics.contains(" a=f edit"), "\(graphics)")
    #expect(!graphics.contains("shared memory"), "\(graphics)")
    let report = try Pillow.run(
      Self.same, [out + "/edited.png", out + "/redrawn.png", out + "/playing.png"])
    #expect(report.hasPrefix("same moved"), "\(report)")
  }

  /// Runs `Scripts/kitty-screenshot.sh` for `terminal` on `display` (its screenshots in
  /// `out`); false where the test cannot run here (it is cancelled, saying why).
  static func screenshots(
    _ terminal: String, display: Int, scene: String, out: String,
    variables: [String: String] = [:]
  ) throws -> Bool {
    var skipped = KittyScreenshotSetup.missing(terminal)
    if skipped == nil {
      let script = BinaryRunner.packageRoot.appendingPathComponent("Scripts/kitty-screenshot.sh")
      let run = try ToolRunner.run(
        "/bin/bash", [script.path, BinaryRunner.binary.path, out, "\(display)", scene, terminal],
        environment: ToolRunner.environment(variables), timeout: 200)
      #expect(!run.timedOut, "the screenshot script did not finish in 200 s")
      if run.status == 77 {
        skipped = run.stderr
      } else {
        try #require(run.status == 0, "kitty-screenshot.sh: \(run.stderr)")
        return true
      }
    }
    #if compiler(>=6.3)
      try Test.cancel(Comment(rawValue: "skipped: \(skipped ?? "")"))
    #else
      print("KittyScreenshotTests skipped: \(skipped ?? "")")
      return false
    #endif
  }

  /// A dot that moves 40 points across the transition over a card that stays: no fade.
  static let dotScene = """
    {"name": "a dot moves", "size": [375, 667], "container": "modal",
     "animation": {"modal": "none"},
     "from": {"color": "#F2F2F7", "views": [
       {"name": "card", "frame": [20, 80, 335, 300], "color": "#5856D6"},
       {"name": "dot", "heroID": "dot", "frame": [40, 500, 40, 40], "color": "#FF3B30",
        "cornerRadius": 20}]},
     "to": {"color": "#F2F2F7", "views": [
       {"name": "card", "frame": [20, 80, 335, 300], "color": "#5856D6"},
       {"name": "dot", "heroID": "dot", "frame": [80, 500, 40, 40], "color": "#FF3B30",
        "cornerRadius": 20}]}}
    """

  /// argv: edited.png redrawn.png playing.png. Prints "same" when the first two are equal
  /// pixel for pixel (else where they differ), then "moved" when the edit changed the screen.
  static let same = """
    import sys
    from PIL import Image, ImageChops
    edited, redrawn, playing = (Image.open(p).convert("RGB") for p in sys.argv[1:4])
    box = ImageChops.difference(edited, redrawn).getbbox()
    moved = ImageChops.difference(edited, playing).getbbox()
    print(("same" if box is None else "differ at %s" % (box,)) + (" moved" if moved else " still"))
    """

  /// argv: playing.png quit.png reference.png left top right bottom. Prints the worst block's
  /// mean difference (12 × 20 blocks over the screen), the quit screenshot's mean brightness
  /// there, and the worst block's place.
  static let compare = """
    import sys
    from PIL import Image, ImageChops, ImageStat
    playing, quit, ref = (Image.open(p).convert("RGB") for p in sys.argv[1:4])
    box = tuple(int(v) for v in sys.argv[4:8])
    shot = playing.crop(box)
    ref = ref.resize(shot.size, Image.Resampling.BILINEAR)
    worst, where = 0.0, None
    W, H = shot.size
    for by in range(20):
        for bx in range(12):
            b = (bx * W // 12, by * H // 20, (bx + 1) * W // 12, (by + 1) * H // 20)
            d = ImageStat.Stat(ImageChops.difference(shot.crop(b), ref.crop(b))).mean
            if max(d) > worst:
                worst, where = max(d), b
    gone = max(ImageStat.Stat(quit.crop(box)).mean)
    print("%.2f %.2f worst-block=%s size=%s" % (worst, gone, where, shot.size))
    """
}

/// What the screenshot tests need, looked for once per terminal: each is skipped, saying why,
/// without it.
enum KittyScreenshotSetup {
  /// The display each terminal's Xvfb uses (the sixel encoder's test has 95, the probe's 93).
  static func display(_ terminal: String) -> Int { terminal == "kitty" ? 94 : 96 }
  /// The display of the kitty edit test (it runs beside the others).
  static let editDisplay = 97

  /// Why the test cannot run here (a tool missing, the display taken), or nil.
  static func missing(_ terminal: String) -> String? {
    for tool in ["Xvfb", terminal, "xdotool", "xdpyinfo", "import"]
    where ToolRunner.find(tool) == nil {
      return "\(tool) is not installed (.ci/run installs xvfb, kitty, xterm, xdotool, x11-utils"
        + " and imagemagick)"
    }
    if Pillow.python == nil { return "no python3 with Pillow (python3-pil)" }
    if FileManager.default.fileExists(atPath: "/tmp/.X\(display(terminal))-lock") {
      return "display :\(display(terminal)) is in use"
    }
    return nil
  }
}
