import Foundation
import HeroANSI
import HeroImage
import HeroPlanner
import HeroTestSupport
import Testing

@_spi(Panels) @testable import HeroRaster
@testable import HeroPreviewer

/// The picture drawn by the player in the protocols whose images cannot be deleted (sixel,
/// iTerm2's inline images): the image is what `frame --format png` paints, its cells' text is
/// written before it in the same frame (never after: text would cut holes), the cells it
/// leaves are written again, and a slow picture lowers the rate without losing the last one.
@Suite struct PlayerPaintedPictureTests {
  let scene = testScene()
  /// Where the image starts in a frame's bytes: DCS for sixel, OSC 1337 for iTerm2.
  static let sixelStart: [UInt8] = [0x1B, UInt8(ascii: "P")]
  static let itermStart = Array("\u{1B}]1337;File=".utf8)

  /// A 20 × 15 terminal of 10 × 20-pixel cells, as `PlayerPictureTests` has it.
  func player(
    _ graphics: GraphicsProtocol, script: [(Double, InputEvent)], progress: Double = 0.5,
    autoplay: Bool = false
  ) -> (Player, MemoryBackend) {
    let backend = MemoryBackend(columns: 20, rows: 15, capabilities: colour256)
    var facts = TerminalFacts()
    facts.cellPixels = PixelSize(width: 10, height: 20)
    backend.facts = facts
    backend.graphics = graphics
    backend.script = script.map { (time: $0.0, event: $0.1) }
    var state = PlayerState(scene: scene, autoplay: autoplay)
    state.progress = progress
    return (Player(scene: scene, state: state, backend: backend, recordFrames: true), backend)
  }

  /// `frame --format png --scale 2`'s pixels (RGB) of the plan at `progress`.
  func reference(_ plan: TransitionPlan, progress: Double) -> [UInt8] {
    var buffers = RasterBuffers()
    let fit = PictureWriter.fit(screen: (100, 100), scale: 2)
    let rgba = PictureWriter.rgba(plan.sample(at: progress), fit: fit, buffers: &buffers)
    var rgb: [UInt8] = []
    for pixel in 0..<(rgba.count / 4) { rgb += rgba[(pixel * 4)..<(pixel * 4 + 3)] }
    return rgb
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
  }

  /// The mean channel difference of the screen's 200 × 200 pixels (rows 20–219 of the
  /// 200 × 240 image) from `reference`.
  static func meanDifference(_ rgb: [UInt8], _ reference: [UInt8]) -> Double {
    let screen = Array(rgb[(20 * 200 * 3)..<(220 * 200 * 3)])
    guard screen.count == reference.count else { return .infinity }
    let total = zip(screen, reference).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
    return Double(total) / Double(screen.count)
  }

  @Test func sixelDrawsThePictureAfterItsCellsAndAsFramePNGPaintsIt() throws {
    let (player, backend) = player(.sixel, script: [(1, .key(.character("q")))])
    try player.run()
    #expect(backend.preparedScenes.count == 1, "the palette is made from the scene once")
    let first = try #require(backend.frameBytes.first)
    let start = try #require(Self.find(Self.sixelStart, in: first), "no sixel image")
    // Nothing after the image but the image: the text came before it.
    #expect(Array(first[(first.count - 2)...]) == [0x1B, UInt8(ascii: "\\")])
    #expect(Self.find(Self.sixelStart, in: Array(first[(start + 2)...])) == nil)
    let image = try SixelImage.decode(first)
    #expect(image.width == 200 && image.height == 240)
    // Each pixel is the nearest of the scene's registers: flat colours exactly, blends close.
    #expect(Self.meanDifference(image.rgb, reference(player.plan, progress: 0.5)) < 1.5)
  }

  @Test func theHelpOverASixelPictureWritesItsCellsAgainAndClosingItDrawsItAgain() throws {
    let (player, backend) = player(
      .sixel,
      script: [
        (1, .key(.character("?"))), (2, .key(.character("?"))), (3, .key(.character("q"))),
      ])
    try player.run()
    let images = backend.frameBytes.filter { Self.find(Self.sixelStart, in: $0) != nil }
    #expect(images.count == 2, "drawn, then drawn again after the help")
    // Sixel cannot delete: the help's frame writes the picture's cells again as text.
    let picture = CellArea(column: 0, row: 0, columns: 20, rows: 12)
    #expect(backend.redrawnAreas.first == picture)
    // The help's frame sent no image; the frame after it sent the picture last.
    let helpFrame = try #require(backend.frameBytes.dropFirst().first)
    #expect(Self.find(Self.sixelStart, in: helpFrame) == nil)
    let again = images[1]
    #expect(Array(again[(again.count - 2)...]) == [0x1B, UInt8(ascii: "\\")])
  }

  @Test func aSlowPictureIsSentAtThirtyAHertzAndTheLastOneStill() throws {
    // Every present takes 10 ms on the clock: over the 6 ms budget, so pictures come at most
    // every 33 ms (a little early counts) while the transition plays.
    let (player, backend) = player(
      .sixel, script: [(2, .key(.character("q")))], progress: 0, autoplay: true)
    backend.presentCost = 0.010
    try player.run()
    let times = backend.pictureTimes
    let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
    // The first picture's 10 ms already passes the 6 ms budget: every gap after it is 30 Hz's.
    #expect(gaps.count >= 8, "gaps: \(gaps)")
    #expect(gaps.allSatisfy { $0 >= 0.9 * 0.0333 }, "gaps: \(gaps)")
    // The last picture sent is the transition's end.
    let last = try SixelImage.decode(
      Array(backend.pictureLog[try #require(lastImageStart(backend.pictureLog))...]))
    #expect(Self.meanDifference(last.rgb, reference(player.plan, progress: 1)) < 1.5)
  }

  func lastImageStart(_ log: [UInt8]) -> Int? {
    guard log.count >= 2 else { return nil }
    return (0..<(log.count - 1)).last { log[$0] == 0x1B && log[$0 + 1] == UInt8(ascii: "P") }
  }

  @Test func itermDrawsThePictureAsAPNGAfterItsCells() throws {
    let (player, backend) = player(.iterm, script: [(1, .key(.character("q")))])
    try player.run()
    let first = try #require(backend.frameBytes.first)
    let start = try #require(Self.find(Self.itermStart, in: first), "no OSC 1337")
    #expect(first.last == 0x07)
    let body = Array(first[start...].dropLast())
    let colon = try #require(body.firstIndex(of: UInt8(ascii: ":")))
    let text = String(decoding: body[(colon + 1)...], as: UTF8.self)
    let png = try #require(Data(base64Encoded: text))
    let image = try ImageDecoder.decode([UInt8](png))
    #expect(image.width == 200 && image.height == 240)
    var rgb: [UInt8] = []
    for pixel in 0..<(image.pixels.count / 4) { rgb += image.pixels[(pixel * 4)..<(pixel * 4 + 3)] }
    #expect(Self.meanDifference(rgb, reference(player.plan, progress: 0.5)) == 0)
  }

  /// No terminal scales a sixel image: it is painted at the cell's own pixels beyond the cap
  /// kitty's pictures have (the terminal scales those), up to the terminal's own limit.
  @Test func aSixelPictureIsAtTheCellsOwnPixelsUpToTheTerminalsLimit() throws {
    func width(_ graphics: GraphicsProtocol, limit: PixelSize?) throws -> Int {
      let backend = MemoryBackend(columns: 20, rows: 15, capabilities: colour256)
      var facts = TerminalFacts()
      facts.cellPixels = PixelSize(width: 60, height: 120)
      facts.sixelMaxPixels = limit
      backend.facts = facts
      backend.graphics = graphics
      backend.script = [(time: 1, event: .key(.character("q")))]
      let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
      try player.run()
      return try #require(player.lastScreen?.picture).width
    }
    // 20 columns of 60 pixels: 1,200, past the 1,000 kitty's pictures are capped at.
    #expect(try width(.kitty, limit: nil) == 1000)
    #expect(try width(.sixel, limit: nil) == 1200)
    #expect(try width(.sixel, limit: PixelSize(width: 600, height: 600)) <= 600)
  }
}
