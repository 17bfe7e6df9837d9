import Foundation
import HeroTestSupport
import Testing

/// Issue 32's picture test: Scenes/legibility.json (a 16 pt-radius card with a 1 pt border, a
/// 44 pt circle, a 10 pt dot, labels 24 pt and 18 pt tall, a 0.5 pt hairline) drawn in cells at
/// 80×24, 120×40 and 200×60 with every blitter, decoded into pixels by an independent decoder
/// (Scripts/cells-to-png.py, block patterns from the Unicode charts), and compared with the
/// SVG of the same frame as Chromium draws it.
@Suite(
  .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.skipMessage)),
  .enabled(if: Pillow.python != nil, "python3 with Pillow (python3-pil) is not installed"))
struct LegibilityBrowserTests {
  static let scene = "Scenes/legibility.json"
  static let sizes = ["80x24", "120x40", "200x60"]
  static let blitters = ["half", "quadrant", "sextant", "octant"]
  /// Chromium draws the SVG at three pixels a point, finer than any terminal picture here.
  static let svgScale = 3

  /// Per size and blitter: the error per pixel against the browser's picture, whether the
  /// hairline's row is there across the screen, and the pixels of the border's own colour.
  struct Measure: Decodable {
    var size: String
    var blitter: String
    var error: Double
    var hairline: Bool
    var borderPixels: Int
  }

  /// Crops each decoded frame to the screen (what differs from the container colour in the
  /// corner), scales the browser's picture to it, and measures.
  static let compare = #"""
    import json, sys
    from PIL import Image
    svg = Image.open(sys.argv[1]).convert("RGB")
    out = []
    for spec in sys.argv[2:]:
        size, blitter, path = spec.split("|")
        cells = Image.open(path).convert("RGB")
        corner = cells.getpixel((0, 0))
        w, h = cells.size
        px = cells.load()
        def differs(p):
            return max(abs(p[k] - corner[k]) for k in range(3)) > 8
        xs = [x for x in range(w) if any(differs(px[x, y]) for y in range(0, h, 4))]
        ys = [y for y in range(h) if any(differs(px[x, y]) for x in range(0, w, 4))]
        box = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
        screen = cells.crop(box)
        sw, sh = screen.size
        reference = svg.resize((sw, sh), Image.LANCZOS)
        a, b = screen.load(), reference.load()
        total = 0
        border = 0
        counted = 0
        for y in range(sh):
            # The labels' rows (355-409 pt) are text in every blitter alike, drawn by the
            # decoder's font here and the browser's there: left out of the error.
            text = 355 <= (y + 0.5) / sh * 667 <= 409
            for x in range(sw):
                p, q = a[x, y], b[x, y]
                if not text:
                    total += abs(p[0] - q[0]) + abs(p[1] - q[1]) + abs(p[2] - q[2])
                    counted += 1
                if abs(p[0] - 0x1a) + abs(p[1] - 0x73) + abs(p[2] - 0xe8) < 24:
                    border += 1
        # The hairline (0.5 pt at y = 420 of 667): some row near it darker than the white
        # screen across nine tenths of the screen's width.
        centre = round(420.25 / 667 * sh)
        hairline = False
        for y in range(max(0, centre - 12), min(sh, centre + 13)):
            dark = sum(1 for x in range(sw) if sum(a[x, y]) < 3 * 250)
            if dark >= 0.9 * sw:
                hairline = True
        out.append({"size": size, "blitter": blitter, "error": total / (3 * counted),
                    "hairline": hairline, "borderPixels": border})
    print(json.dumps(out))
    """#

  static let measures = Result { () throws -> [Measure] in
    let folder = try ScratchFolder()
    let svg = try BinaryRunner.run([
      "frame", scene, "--progress", "0", "--format", "svg", "--no-caption",
    ])
    guard svg.status == 0 else { throw Chromium.Failure(description: svg.stderr) }
    try Data(svg.stdout.utf8).write(to: URL(fileURLWithPath: folder.path("frame.svg")))
    let (width, height) = (375 * svgScale, 667 * svgScale)
    let page = folder.url.appendingPathComponent("frame.html")
    try Data(
      """
      <!DOCTYPE html><html><body style="margin:0;overflow:hidden">\
      <img src="frame.svg" style="display:block;width:\(width)px;height:\(height)px"></body></html>
      """.utf8
    ).write(to: page)
    // Written beside the page as frame-100.png.
    _ = try Chromium.screenshot(page, width: width, height: height)
    var specs: [String] = []
    for size in sizes {
      for blitter in blitters {
        let ansi = try BinaryRunner.run([
          "frame", scene, "--progress", "0", "--format", "ansi", "--size", size, "--cells",
          blitter,
        ])
        guard ansi.status == 0 else { throw Chromium.Failure(description: ansi.stderr) }
        let name = "\(size)-\(blitter)"
        try Data(ansi.stdout.utf8).write(to: URL(fileURLWithPath: folder.path(name + ".ansi")))
        let decoded = try BinaryRunner.run(
          ["Scripts/cells-to-png.py", folder.path(name + ".ansi"), folder.path(name + ".png")],
          executable: Pillow.python)
        guard decoded.status == 0 else { throw Chromium.Failure(description: decoded.stderr) }
        specs.append("\(size)|\(blitter)|\(folder.path(name + ".png"))")
      }
    }
    let json = try Pillow.run(compare, [folder.path("frame-100.png")] + specs)
    return try JSONDecoder().decode([Measure].self, from: Data(json.utf8))
  }

  /// Each finer blitter is closer to the browser's picture than the next coarser one at every
  /// size: octants than sextants, sextants than quadrants, quadrants than half blocks
  /// (measured 2.14 / 1.94 / 1.67 / 1.49 at 80×24, 1.59 / 1.43 / 1.27 / 1.16 at 120×40 and
  /// 1.24 / 1.15 / 1.06 / 1.01 at 200×60, half to octant). Before the finer pictures shaded
  /// straight edges by coverage, quadrants and sextants were not closer than half blocks at
  /// 120×40 and 200×60: a finer pixel put a border's tint in a narrower row, up to half a
  /// pixel from where the border is (docs/cells.md).
  @Test func finerCellsAreCloserToTheBrowserThanCoarserOnes() throws {
    let measures = try Self.measures.get()
    #expect(measures.count == Self.sizes.count * Self.blitters.count)
    for size in Self.sizes {
      for (coarser, finer) in zip(Self.blitters, Self.blitters.dropFirst()) {
        let a = try #require(measures.first { $0.size == size && $0.blitter == coarser })
        let b = try #require(measures.first { $0.size == size && $0.blitter == finer })
        #expect(
          b.error < a.error,
          "\(size): \(finer) \(b.error) per pixel, \(coarser) \(a.error)")
      }
    }
  }

  @Test func theHairlineIsThereAndTheBorderNeverFillsAPixel() throws {
    for measure in try Self.measures.get() {
      #expect(measure.hairline, "no hairline at \(measure.size) with \(measure.blitter)")
      #expect(
        measure.borderPixels == 0,
        "\(measure.borderPixels) border-coloured pixels at \(measure.size), \(measure.blitter)")
    }
  }

  @Test func bothLabelsAreDrawnAtEverySize() throws {
    for size in Self.sizes {
      for blitter in Self.blitters {
        let ansi = try BinaryRunner.run([
          "frame", Self.scene, "--progress", "0", "--format", "ansi", "--size", size, "--cells",
          blitter,
        ])
        // The characters alone: escape sequences taken out.
        let text = ansi.stdout.replacingOccurrences(
          of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        #expect(text.contains("Photos"), "\(size) \(blitter)")
        #expect(text.contains("Shared with you"), "\(size) \(blitter)")
      }
    }
  }
}
