import HeroANSI
import HeroImage
import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster
@testable import HeroPreviewer

/// A backend that draws the picture as kitty images as the ncurses backend does (the encoder
/// and one output buffer kept between frames), and reads the process's allocation count at
/// every present.
final class CountingPictureBackend: TerminalBackend {
  let size: (columns: Int, rows: Int)
  let capabilities = TerminalCapabilities(colorMode: .palette256, unicode: true)
  let graphics: GraphicsProtocol
  let facts: TerminalFacts
  private var screen: [TerminalCell]
  private var mapper = CellMapper(mode: .palette256, unicode: true)
  private var pictures: PictureChannel
  private var output: [UInt8] = []
  private(set) var counts: [UInt64] = []
  private(set) var progress: [Double] = []
  private(set) var imageBytes: [Int] = []
  var currentProgress: () -> Double = { 0 }
  private let frameLimit: Int
  var time = 0.0

  init(
    columns: Int, rows: Int, frames: Int, graphics: GraphicsProtocol = .kitty,
    sharedMemory: Bool = false, tmux: Bool = false
  ) {
    size = (columns, rows)
    var facts = TerminalFacts()
    facts.cellPixels = PixelSize(width: 8, height: 16)
    facts.version = "kitty(0.26.5)"
    facts.kittySharedMemory = sharedMemory
    facts.tmux = tmux
    facts.passthrough = tmux
    self.facts = facts
    self.graphics = graphics
    pictures = PictureChannel(graphics: graphics, facts: facts)
    screen = Array(repeating: .blank, count: columns * rows)
    frameLimit = frames
    counts.reserveCapacity(frames + 1)
    progress.reserveCapacity(frames + 1)
    imageBytes.reserveCapacity(frames + 1)
  }

  var diagnostics: String { "counting" }
  func now() -> Double { time }
  func present(_ canvas: Canvas) throws(TerminalError) -> Int {
    try present(canvas, picture: nil)
  }
  func present(_ canvas: Canvas, picture: PictureFrame?) throws(TerminalError) -> Int {
    mapper.map(canvas, into: &screen)
    output.removeAll(keepingCapacity: true)
    _ = pictures.frame(picture, screenRows: size.rows, into: &output)
    if counts.count < frameLimit {
      counts.append(heapAllocations())
      progress.append(currentProgress())
      imageBytes.append(output.count)
    }
    return screen.count
  }
  func invalidate() throws(TerminalError) {}
  /// Takes the pictures away, as quitting does (the shared memory objects nobody read go too).
  func removePictures() {
    var bytes: [UInt8] = []
    _ = pictures.remove(into: &bytes)
  }
  var transmission: String? { pictures.transmission }
  func prepareImages(for scene: Scene) { pictures.prepare(for: scene) }
  func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent? {
    guard let timeout, counts.count < frameLimit else { return .hangup }
    time += timeout
    return nil
  }
  func pendingEvent() throws(TerminalError) -> InputEvent? { nil }

  func allocations(after warmUp: Int) -> [UInt64] {
    guard counts.count > warmUp + 1 else { return [] }
    return (warmUp + 1..<counts.count).map { counts[$0] - counts[$0 - 1] }
  }
}

@Suite(.enabled(if: heapCountingReason == nil, Comment(rawValue: heapCountingReason ?? "")))
struct PlayerPictureAllocationTests {
  /// Allocations of sampling and painting the picture alone (labels in pixels included) at
  /// these progress points, the second time through: the frame path's, not the player's.
  static func pictureAllocations(
    _ plan: TransitionPlan, at progress: [Double], layout: PlayerLayout, cell: PixelSize
  ) -> [UInt64] {
    var sampler = FrameSampler(plan)
    var frame = Frame.empty
    var buffers = RasterBuffers()
    var raster = Raster()
    var picture = PixelPicture()
    var counts: [UInt64] = []
    counts.reserveCapacity(progress.count)
    let shape = PixelPicture.cell(
      terminal: (cell.width, cell.height), columns: layout.transitionColumns,
      rows: layout.transitionRows)
    for pass in 0..<2 {
      for p in progress {
        let before = heapAllocations()
        sampler.sample(at: p, into: &frame)
        Rasteriser.renderPicture(
          frame, columns: layout.transitionColumns, rows: layout.transitionRows, cell: shape,
          cellAspect: Double(cell.height) / Double(cell.width),
          shown: 0..<layout.transitionRows, options: RasterOptions(labels: true),
          buffers: &buffers, into: &raster, picture: &picture)
        if pass == 1 { counts.append(heapAllocations() - before) }
      }
    }
    return counts
  }

  /// What one `Zlib.Deflater.compress` allocates with its stream and output buffer warm.
  static func zlibAllocations() -> Int {
    let input = [UInt8](repeating: 7, count: 30_000)
    let other = (0..<30_000).map { UInt8(truncatingIfNeeded: $0 * $0 / 7) }
    var deflater = Zlib.Deflater(level: 1)
    var out: [UInt8] = []
    input.withUnsafeBytes { deflater.compress($0, into: &out) }
    let before = heapAllocations()
    // A stream that compresses worse than the first still fits the buffer kept.
    other.withUnsafeBytes { deflater.compress($0, into: &out) }
    input.withUnsafeBytes { deflater.compress($0, into: &out) }
    return Int(heapAllocations() - before)
  }

  /// A protocol, and whether kitty's frames go through shared memory or the picture through
  /// tmux's passthrough.
  struct Way: Sendable, CustomTestStringConvertible {
    var graphics: GraphicsProtocol
    var sharedMemory = false
    var tmux = false
    var testDescription: String {
      graphics.rawValue + (sharedMemory ? " through shared memory" : "") + (tmux ? " in tmux" : "")
    }
  }

  /// kitty through shared memory too (a frame's object name is built in place), and iTerm2's
  /// multipart pieces through tmux's passthrough (written in place).
  @Test(arguments: [
    Way(graphics: .kitty), Way(graphics: .kitty, sharedMemory: true), Way(graphics: .sixel),
    Way(graphics: .iterm), Way(graphics: .iterm, tmux: true),
  ])
  func playingAPictureFrameAllocatesNothingBeyondSamplingAndPainting(_ way: Way) throws {
    let scene = PlayerAllocationTests.movingScene
    let backend = CountingPictureBackend(
      columns: 60, rows: 24, frames: 200, graphics: way.graphics,
      sharedMemory: way.sharedMemory, tmux: way.tmux)
    let state = PlayerState(scene: scene, autoplay: true, loop: true)
    let player = Player(scene: scene, state: state, backend: backend)
    backend.currentProgress = { [unowned player] in player.state.progress }
    do { try player.run() } catch {}
    #expect(backend.transmission == (way.sharedMemory ? "shared memory" : nil))
    backend.removePictures()
    let warmUp = 30
    let perFrame = backend.allocations(after: warmUp)
    #expect(perFrame.count > 100)
    #expect(backend.imageBytes.filter { $0 > 0 }.count > 100, "the picture was not sent")
    let layout = PlayerView.layout(state: state, plan: player.plan, columns: 60, rows: 24)
    let progress = Array(backend.progress[(warmUp + 1)...])
    let shared = Self.pictureAllocations(
      player.plan, at: progress, layout: layout, cell: backend.facts.cellPixels!)
    var extra: [Int] = []
    for k in 1..<perFrame.count {
      guard (0.1..<0.99).contains(progress[k - 1]), (0.1..<0.99).contains(progress[k]) else {
        continue
      }
      extra.append(Int(perFrame[k]) - Int(shared[k]))
    }
    #expect(extra.count > 50)
    // The kitty encoder keeps its deflate stream (compress2 set one up, five buffers, for
    // every image), sixel allocates nothing of its own and iTerm2 keeps its PNG encoder:
    // sending a frame allocates nothing.
    #expect(Self.zlibAllocations() == 0)
    #expect(
      extra.allSatisfy { $0 <= 0 }, "allocations per frame beyond the picture path: \(extra)")
  }
}
