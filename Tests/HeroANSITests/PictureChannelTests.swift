import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

/// The play path's image half: the sixel palette made from the scene (again only when its
/// colours change), and the cells an image that cannot be deleted leaves to be written again.
@Suite struct PictureChannelTests {
  func picture(_ scene: Scene, row: Int = 0) -> PictureFrame {
    PictureSamples.picture(scene, progress: 0.5, scale: 0.25, row: row, columns: 20, rows: 15)
  }

  @Test func sixelDrawsNothingUntilItHasAScene() throws {
    let scene = try PictureSamples.scene("example-menu.json")
    var channel = PictureChannel(graphics: .sixel, facts: TerminalFacts())
    var bytes: [UInt8] = []
    #expect(channel.frame(picture(scene), screenRows: 40, into: &bytes) == nil)
    #expect(bytes.isEmpty)
    channel.prepare(for: scene)
    #expect(channel.frame(picture(scene), screenRows: 40, into: &bytes) == nil)
    #expect(bytes.starts(with: Array("\u{1B}[1;1H\u{1B}P".utf8)))
    #expect(channel.lastImageBytes == bytes.count)
  }

  @Test func theSameColoursKeepThePaletteAndANewColourMakesANewOne() throws {
    let scene = try PictureSamples.scene("example-menu.json")
    var channel = PictureChannel(graphics: .sixel, facts: TerminalFacts())
    channel.prepare(for: scene)
    var bytes: [UInt8] = []
    _ = channel.frame(picture(scene), screenRows: 40, into: &bytes)
    // Another description, the same colours: the encoder stays, the same picture sends nothing.
    var renamed = scene
    renamed.description = "edited"
    channel.prepare(for: renamed)
    bytes.removeAll()
    #expect(channel.frame(picture(scene), screenRows: 40, into: &bytes) == nil)
    #expect(bytes.isEmpty)
    // A new colour: a new palette, and the picture sent again in full over its own cells.
    var recoloured = scene
    recoloured.from.color = RGBAColor(red: 0.2, green: 0.6, blue: 0.3)
    channel.prepare(for: recoloured)
    let redraw = channel.frame(picture(recoloured), screenRows: 40, into: &bytes)
    #expect(redraw == CellArea(column: 0, row: 0, columns: 20, rows: 15))
    #expect(!bytes.isEmpty)
  }

  @Test(arguments: [GraphicsProtocol.sixel, .iterm])
  func aMovedOrRemovedImageLeavesItsCellsToRedraw(_ graphics: GraphicsProtocol) throws {
    let scene = try PictureSamples.scene("example-menu.json")
    var channel = PictureChannel(graphics: graphics, facts: TerminalFacts())
    channel.prepare(for: scene)
    #expect(graphics.paintsIntoCells)
    // iTerm2 scales its image to the cells; no terminal scales a sixel.
    #expect(graphics.scalesImages == (graphics == .iterm))
    var bytes: [UInt8] = []
    #expect(channel.frame(picture(scene), screenRows: 40, into: &bytes) == nil)
    // One row down (the stats line came): the old cells are to be written again.
    #expect(
      channel.frame(picture(scene, row: 1), screenRows: 40, into: &bytes)
        == CellArea(column: 0, row: 0, columns: 20, rows: 15))
    bytes.removeAll()
    #expect(
      channel.remove(into: &bytes) == CellArea(column: 0, row: 1, columns: 20, rows: 15))
    #expect(bytes.isEmpty, "nothing deletes an image in these protocols")
    #expect(channel.remove(into: &bytes) == nil)
  }

  @Test func kittyDeletesItsImagesAndLeavesNoCells() throws {
    let scene = try PictureSamples.scene("example-menu.json")
    var channel = PictureChannel(graphics: .kitty, facts: TerminalFacts())
    #expect(!GraphicsProtocol.kitty.paintsIntoCells && GraphicsProtocol.kitty.scalesImages)
    var bytes: [UInt8] = []
    #expect(channel.frame(picture(scene), screenRows: 40, into: &bytes) == nil)
    bytes.removeAll()
    #expect(channel.remove(into: &bytes) == nil)
    #expect(bytes.starts(with: Array("\u{1B}_G".utf8)))
  }
}
