import HeroANSI
import HeroRaster
import HeroTestSupport
import Testing

@Suite("Sixel palette: a scene's colours exactly, then their blends")
struct SixelPaletteTests {
  @Test("every colour of the scene is a register, as its percents show it")
  func sceneColoursAreRegisters() throws {
    let scene = try PictureSamples.scene("example-menu.json")
    let (backgrounds, colours) = SixelPalette.sceneColours(scene)
    let palette = SixelPalette(scene: scene)
    #expect(palette.colours.count == 256)
    #expect(Set(palette.colours).count == palette.colours.count)
    for colour in backgrounds + colours {
      #expect(palette.colours.contains(SixelPalette.shown(colour)), "\(colour)")
    }
  }

  @Test("a register shows a channel within one level of it (percent has 101 levels)")
  func percentRoundTrip() {
    for value in 0...255 {
      let shown = SixelPalette.shown(RGB(UInt8(value), 0, 0)).r
      #expect(abs(Int(shown) - value) <= 1, "\(value) shows as \(shown)")
    }
  }

  @Test("fades of a colour over the background are in the palette, 1/16 apart")
  func fadesOverBackground() {
    let red = RGB(229, 57, 53)
    let white = RGB.white
    let palette = SixelPalette(colours: [red], backgrounds: [white], registers: 256)
    for step in 1..<16 {
      let t = Double(step) / 16
      let fade = RGB(
        UInt8((255 + (229 - 255) * t).rounded()), UInt8((255 + (57 - 255) * t).rounded()),
        UInt8((255 + (53 - 255) * t).rounded()))
      let nearest = PictureSamples.nearest(fade, in: palette.colours)
      #expect(PictureSamples.distance(nearest, fade) <= 3 * 2 * 2, "fade \(step)/16: \(fade)")
    }
  }

  @Test("a terminal with 16 registers gets 16 colours, the given ones first")
  func fewRegisters() {
    let given = (0..<10).map { RGB(UInt8($0 * 20), 100, 200) }
    let palette = SixelPalette(colours: given, backgrounds: [.black], registers: 16)
    #expect(palette.colours.count == 16)
    #expect(palette.colours[0] == .black)
    #expect(Array(palette.colours[1...10]) == given.map(SixelPalette.shown))
  }
}

@Suite("Sixel encoder: the bytes, decoded, are the palette's pixels")
struct SixelEncoderTests {
  /// The demo-like gallery scene halfway, 1 pixel a point.
  func halfway() throws -> (SixelPalette, PictureFrame) {
    let scene = try PictureSamples.scene("example-menu.json")
    return (SixelPalette(scene: scene), PictureSamples.picture(scene, progress: 0.5, scale: 1))
  }

  @Test("the image is DCS P0;1;0q with raster attributes, after a cursor move to its cell")
  func framing() throws {
    let (palette, picture) = try halfway()
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[1;1H\u{1B}P0;1;0q\"1;1;\(picture.width);\(picture.height)#"))
    #expect(text.hasSuffix("\u{1B}\\"))
    // No `-` after the last band: it would move the sixel cursor a band further down.
    #expect(!text.hasSuffix("-\u{1B}\\"))
    #expect(encoder.lastByteCount == bytes.count)
  }

  @Test("decoded, every pixel is painted with the register nearest to the picture's colour")
  func decodesToNearest() throws {
    let (palette, picture) = try halfway()
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let image = try SixelImage.decode(bytes)
    #expect(image.width == picture.width && image.height == picture.height)
    #expect(image.outside == 0)
    #expect(image.painted.allSatisfy { $0 })
    #expect(image.aspect.0 == 1 && image.aspect.1 == 1)
    #expect(image.parameters == [0, 1, 0])
    var wrong = 0
    var cache: [RGB: RGB] = [:]
    for i in 0..<(picture.width * picture.height) {
      let original = RGB(picture.rgb[i * 3], picture.rgb[i * 3 + 1], picture.rgb[i * 3 + 2])
      let decoded = RGB(image.rgb[i * 3], image.rgb[i * 3 + 1], image.rgb[i * 3 + 2])
      let want =
        cache[original] ?? PictureSamples.nearest(original, in: palette.colours)
      cache[original] = want
      // Equal distance ties may pick either entry; the distance is what must match.
      if PictureSamples.distance(decoded, original) != PictureSamples.distance(want, original) {
        wrong += 1
      }
    }
    #expect(wrong == 0)
    #expect(encoder.colourSearches == cache.count)
  }

  @Test("flat stripes come back exactly and as runs (!n)")
  func runs() throws {
    let colours = [RGB(250, 250, 250), RGB(30, 136, 229), RGB(0, 0, 0)]
    let picture = PictureSamples.stripes(colours, stripe: 40, height: 12)
    var encoder = SixelEncoder(
      palette: SixelPalette(colours: colours, backgrounds: [], registers: 16))
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("!40~"))
    #expect(bytes.count < 200)
    let image = try SixelImage.decode(bytes)
    for (i, colour) in colours.enumerated() {
      let x = i * 40 + 5
      let shown = SixelPalette.shown(colour)
      #expect(image.rgb[x * 3] == shown.r && image.rgb[x * 3 + 1] == shown.g)
      #expect(image.rgb[x * 3 + 2] == shown.b)
    }
    #expect(text.hasPrefix("\u{1B}[2;3H"))
  }

  @Test("an unchanged picture sends nothing; a changed one is sent again")
  func unchanged() throws {
    let (palette, picture) = try halfway()
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    var again: [UInt8] = []
    encoder.show(picture, into: &again)
    #expect(again.isEmpty)
    #expect(encoder.lastEncodeTime == .zero)
    var changed = picture
    changed.rgb[0] ^= 0xFF
    encoder.show(changed, into: &again)
    #expect(!again.isEmpty)
  }

  @Test("remove writes nothing and leaves the picture's cells to redraw, once")
  func removeMarksCells() throws {
    let (palette, picture) = try halfway()
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    #expect(encoder.takeCellsToRedraw() == nil)
    encoder.show(picture, into: &bytes)
    #expect(encoder.takeCellsToRedraw() == nil)
    var removal: [UInt8] = []
    encoder.remove(into: &removal)
    #expect(removal.isEmpty)
    #expect(encoder.takeCellsToRedraw() == CellArea(column: 0, row: 0, columns: 40, rows: 30))
    #expect(encoder.takeCellsToRedraw() == nil)
    // After a remove the same picture is drawn again in full.
    var next: [UInt8] = []
    encoder.show(picture, into: &next)
    #expect(next.count == bytes.count)
  }

  @Test("a picture that moves leaves its old cells to redraw")
  func moveMarksOldCells() throws {
    let (palette, picture) = try halfway()
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    var moved = picture
    moved.column = 5
    encoder.show(moved, into: &bytes)
    #expect(encoder.takeCellsToRedraw() == CellArea(column: 0, row: 0, columns: 40, rows: 30))
  }

  @Test("a picture reaching the screen's last row is cut a row short: no scrolling")
  func neverReachesLastRow() throws {
    let (palette, picture) = try halfway()
    var moved = picture
    moved.row = 2  // rows 2…31 of a 32-row screen: the last row is 31.
    var encoder = SixelEncoder(palette: palette, screenRows: 32)
    var bytes: [UInt8] = []
    encoder.show(moved, into: &bytes)
    let image = try SixelImage.decode(bytes)
    // 29 of the 30 rows, in pixels.
    #expect(image.height == 29 * picture.height / 30)
    var roomy = SixelEncoder(palette: palette, screenRows: 33)
    var full: [UInt8] = []
    roomy.show(moved, into: &full)
    #expect(try SixelImage.decode(full).height == picture.height)
  }
}

@Suite("Picture pacing: 30 Hz while encoding does not fit the budget")
struct PictureFramePacingTests {
  @Test("fast pictures keep 60 Hz; one over the 6 ms budget drops to 30 Hz")
  func dropsToThirty() {
    var pacing = PictureFramePacing()
    for _ in 0..<20 { pacing.record(encodeTime: .milliseconds(3)) }
    #expect(pacing.rate.rounded() == 60)
    pacing.record(encodeTime: .milliseconds(9))
    #expect(pacing.reduced)
    #expect(pacing.rate.rounded() == 30)
    #expect(!pacing.isDue(sinceLast: .milliseconds(17)))
    #expect(pacing.isDue(sinceLast: .milliseconds(31)))
  }

  @Test("it recovers after a window of pictures under three quarters of the budget, not before")
  func recovers() {
    var pacing = PictureFramePacing(window: 4)
    pacing.record(encodeTime: .milliseconds(8))
    for _ in 0..<4 { pacing.record(encodeTime: .milliseconds(5)) }
    // 5 ms fits the budget but not three quarters of it: no flapping at the edge.
    #expect(pacing.reduced)
    for _ in 0..<3 { pacing.record(encodeTime: .milliseconds(2)) }
    #expect(pacing.reduced)
    pacing.record(encodeTime: .milliseconds(2))
    #expect(!pacing.reduced)
    #expect(pacing.isDue(sinceLast: .milliseconds(16)))
  }

  @Test("a picture that sent nothing does not count")
  func zeroIgnored() {
    var pacing = PictureFramePacing(window: 2)
    pacing.record(encodeTime: .zero)
    #expect(pacing.recent.isEmpty)
  }
}
