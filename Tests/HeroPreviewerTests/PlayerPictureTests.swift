import HeroANSI
import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster
@testable import HeroPreviewer

/// The picture region drawn as a kitty image by the player (the memory backend runs the real
/// encoder): decoded, it is `frame --format png`'s picture of the same progress; it goes when
/// the player quits, on a repaint, and is not sent again unchanged.
@Suite struct PlayerPictureTests {
  let scene = testScene()

  /// A 20 × 15 terminal of 10 × 20-pixel cells: the 20 × 12-cell transition area is 200 × 240
  /// pixels, the 100-point screen 2 pixels a point across it, centred 20 pixels down.
  func player(
    script: [(Double, InputEvent)], progress: Double = 0.5, edits: Bool = true, columns: Int = 20
  ) -> (Player, MemoryBackend) {
    let backend = MemoryBackend(columns: columns, rows: 15, capabilities: colour256)
    var facts = TerminalFacts()
    facts.cellPixels = PixelSize(width: 10, height: 20)
    facts.version = edits ? "kitty(0.26.5)" : "ghostty 1.0"
    backend.facts = facts
    backend.graphics = .kitty
    backend.script = script.map { (time: $0.0, event: $0.1) }
    var state = PlayerState(scene: scene)
    state.progress = progress
    return (Player(scene: scene, state: state, backend: backend, recordFrames: true), backend)
  }

  /// `frame --format png --scale 2`'s pixels (RGB) at `progress` with `highlights`.
  func reference(_ plan: TransitionPlan, progress: Double, highlights: [ViewRef: Highlight])
    -> [UInt8]
  {
    var buffers = RasterBuffers()
    let frame = plan.sample(at: progress)
    let fit = PictureWriter.fit(screen: (100, 100), scale: 2)
    let rgba = PictureWriter.rgba(frame, fit: fit, highlights: highlights, buffers: &buffers)
    var rgb: [UInt8] = []
    for pixel in 0..<(rgba.count / 4) { rgb += rgba[(pixel * 4)..<(pixel * 4 + 3)] }
    return rgb
  }

  /// The screen's 200 × 200 pixels out of the 200 × 240 image.
  func screenPixels(_ image: KittyDecoder.Image) -> [UInt8] {
    Array(image.rgb[(20 * 200 * 3)..<(220 * 200 * 3)])
  }

  @Test func whatIsWrittenDecodesToTheFramePictureFrameAfterFrame() throws {
    // Drawn at 50 %, scrubbed to 51 %, then Shift-Tab selects the card: its outline is a small
    // change (an `a=f` edit for kitty, a whole frame for Ghostty: `KittyEncoder.drawsEdits`; the
    // edits themselves are decoded in KittyEncoderTests).
    let (player, backend) = player(script: [
      (1, .key(.right)), (2, .key(.backTab)), (3, .key(.character("q"))),
    ])
    try player.run()
    let plan = player.plan
    let selected = try #require(player.state.selected)
    var highlights: [ViewRef: Highlight] = [selected: .selected]
    if let partner = plan.view(selected).matchedWith { highlights[partner] = .partner }
    let expected = [
      reference(plan, progress: 0.5, highlights: [:]),
      reference(plan, progress: 0.51, highlights: [:]),
      reference(plan, progress: 0.51, highlights: highlights),
    ]
    // One write of image bytes per frame, then the removal on quitting.
    let writes = backend.pictureWrites
    #expect(writes.count == 4)
    var decoder = KittyDecoder()
    var at = 0
    for (k, count) in writes.prefix(3).enumerated() {
      #expect(count > 0, "frame \(k) sent nothing")
      try decoder.read(Array(backend.pictureLog[at..<(at + count)]))
      at += count
      #expect(decoder.images.count == 1)
      let image = try #require(decoder.images.values.first)
      #expect((image.width, image.height, image.columns, image.rows) == (200, 240, 20, 12))
      let got = screenPixels(image)
      let differing = zip(got, expected[k]).filter { $0 != $1 }.count
      #expect(differing == 0, "frame \(k): \(differing) bytes differ")
    }
    #expect(decoder.commands.contains { $0["a"] == "f" }, "the selection went as an edit")
    try decoder.read(Array(backend.pictureLog[at...]))
    #expect(decoder.images.isEmpty, "the image stays after quitting")
  }

  @Test func anUnchangedPictureIsNotSentAgain() throws {
    // A resize to the same size draws the screen again: the same picture, nothing sent.
    let (player, backend) = player(script: [(1, .resize), (2, .key(.character("q")))])
    try player.run()
    #expect(player.frames.count == 2)
    let writes = backend.pictureWrites
    #expect(writes.count == 3)
    #expect(writes.count == 3 && writes[0] > 1000 && writes[1] == 0 && writes[2] > 0)
  }

  @Test func aRepaintDeletesTheImageAndSendsItInFull() throws {
    let (player, backend) = player(script: [(1, .repaint), (2, .key(.character("q")))])
    try player.run()
    var decoder = KittyDecoder()
    try decoder.read(backend.pictureLog)
    let placed = decoder.commands.filter { $0["a"] == "T" }.count
    let deletes = decoder.commands.filter { $0["a"] == "d" }.count
    #expect(placed == 2)
    // Both ids on the repaint, both again on quitting.
    #expect(deletes == 4)
    #expect(decoder.images.isEmpty)
  }

  @Test func theHelpOverThePictureTakesTheImageAwayAndShowsCells() throws {
    let (player, backend) = player(script: [
      (1, .key(.character("?"))), (2, .key(.character("?"))), (3, .key(.character("q"))),
    ])
    try player.run()
    var decoder = KittyDecoder()
    try decoder.read(backend.pictureLog)
    #expect(decoder.commands.map { $0["a"] ?? "" } == ["T", "d", "d", "T", "d", "d"])
  }

  @Test func theStatsLineCropsThePictureAndSaysTheProtocol() throws {
    // 160 columns of 10-pixel cells would be 1,600 pixels: capped at 1,000, a cell is 6 × 12.
    let (player, backend) = player(
      script: [(1, .key(.character("s"))), (2, .key(.character("q")))], columns: 160)
    try player.run()
    var decoder = KittyDecoder()
    try decoder.read(backend.pictureLog)
    let sizes = decoder.commands.filter { $0["a"] == "T" }.map { ($0["r"] ?? "", $0["v"] ?? "") }
    #expect(sizes.map(\.0) == ["12", "11"])
    #expect(sizes.map(\.1) == ["144", "132"])
    // Over the screen's 24 columns alone (the cells beside it are the container's colour),
    // not the 160 columns' 960 pixels.
    #expect(decoder.commands.filter { $0["a"] == "T" }.allSatisfy { $0["c"] == "24" })
    // The image last sent: its pixels and bytes.
    #expect(backend.lines[0].contains("kitty 144x144 px"), "\(backend.lines[0])")
  }

  @Test func clicksOnThePictureStillFindViews() throws {
    let (player, _) = player(script: [(1, .key(.character("q")))])
    try player.run()
    let screen = try #require(player.lastScreen)
    #expect(screen.picture != nil)
    // The red box is at the top of the screen at the end of its move; the middle of the
    // picture at 50 % has a view over it; the blank cells under the image hide no text.
    let owned = (0..<12).flatMap { row in (0..<20).map { (row, $0) } }.filter {
      screen.view(atColumn: $0.1, row: $0.0) != nil
    }
    #expect(!owned.isEmpty)
    #expect((0..<12).allSatisfy { row in (0..<20).allSatisfy { screen.canvas[$0, row].glyph == " " } })
  }

  @Test func theArcsAreDrawnIntoThePixels() throws {
    // `c` shows the box's arc: its curve in the overlay's colour, antialiased, four pixels
    // wide at 2 pixels a point (its middle pixels wholly covered, so exactly that colour).
    let (player, backend) = player(script: [
      (1, .key(.character("c"))), (2, .key(.character("q"))),
    ])
    try player.run()
    var decoder = KittyDecoder()
    let first = backend.pictureWrites[0]
    try decoder.read(Array(backend.pictureLog[..<first]))
    let curve: [UInt8] = [255, 213, 79]
    func curvePixels() throws -> Int {
      let image = try #require(decoder.images.values.first)
      return (0..<(image.width * image.height)).filter {
        Array(image.rgb[($0 * 3)..<($0 * 3 + 3)]) == curve
      }.count
    }
    #expect(try curvePixels() == 0)
    try decoder.read(Array(backend.pictureLog[first..<(first + backend.pictureWrites[1])]))
    #expect(try curvePixels() > 100)
  }

  @Test func cellsWhereTheProtocolIsCells() throws {
    let backend = MemoryBackend(columns: 20, rows: 15, capabilities: colour256)
    backend.graphics = .cells
    backend.script = [(time: 1, event: .key(.character("q")))]
    let player = Player(scene: scene, state: PlayerState(scene: scene), backend: backend)
    try player.run()
    #expect(player.lastScreen?.picture == nil)
    #expect(backend.pictureLog.isEmpty)
  }

  @Test func theZOrderViewIsAnImageTooAndTheTransitionComesBack() throws {
    let (player, backend) = player(
      script: [
        (1, .key(.character("z"))), (2, .key(.character("z"))), (3, .key(.character("q"))),
      ], columns: 60)
    try player.run()
    let writes = backend.pictureWrites.filter { $0 > 0 }
    // The transition, the z-order view, the transition again, the removal on quitting.
    #expect(writes.count == 4, "\(backend.pictureWrites)")
    var decoder = KittyDecoder()
    var at = 0
    var sizes: [(Int, Int)] = []
    for count in backend.pictureWrites.prefix(3) where count > 0 {
      try decoder.read(Array(backend.pictureLog[at..<(at + count)]))
      at += count
      let image = try #require(decoder.images.values.first)
      sizes.append((image.columns, image.rows))
    }
    // The transition covers the screen's columns (the cells beside it are blank), the z-order
    // view the fan's columns only: its legend is text beside it.
    #expect(sizes.count == 3)
    #expect(sizes.first?.0 == sizes.last?.0 && (sizes.first?.0 ?? 60) < 60)
    #expect(sizes.count == 3 && sizes[1].0 == 60 - 28)
  }
}
