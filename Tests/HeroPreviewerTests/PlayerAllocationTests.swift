import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

#if canImport(AllocationCounter)
  import AllocationCounter

  /// The process's heap allocations so far, counted by Tests/AllocationCounter.
  func heapAllocations() -> UInt64 { allocation_count() }
  let heapCountingReason: String? = nil
#else
  /// No counter here: the suite below is skipped, with the reason.
  func heapAllocations() -> UInt64 { 0 }
  let heapCountingReason: String? =
    "counting heap allocations needs Tests/AllocationCounter, which forwards malloc to glibc:"
    + " Linux only"
#endif

/// A backend that allocates nothing itself but what mapping the canvas to the palette does (as
/// every backend maps), and reads the process's allocation count at every present: the
/// difference between two presents is one frame of the player (waiting for the deadline,
/// advancing, drawing).
final class CountingBackend: TerminalBackend {
  let size: (columns: Int, rows: Int)
  let capabilities = TerminalCapabilities(colorMode: .palette256, unicode: true)
  private var screen: [TerminalCell]
  private var mapper = CellMapper(mode: .palette256, unicode: true)
  /// Allocation counts at each present, and the progress drawn (storage reserved up front).
  private(set) var counts: [UInt64] = []
  private(set) var progress: [Double] = []
  /// Reads the player's progress.
  var currentProgress: () -> Double = { 0 }
  private let frameLimit: Int
  var time = 0.0

  init(columns: Int, rows: Int, frames: Int) {
    size = (columns, rows)
    screen = Array(repeating: .blank, count: columns * rows)
    frameLimit = frames
    counts.reserveCapacity(frames + 1)
    progress.reserveCapacity(frames + 1)
  }

  var diagnostics: String { "counting" }
  func now() -> Double { time }
  func present(_ canvas: Canvas) throws(TerminalError) -> Int {
    mapper.map(canvas, into: &screen)
    if counts.count < frameLimit {
      counts.append(heapAllocations())
      progress.append(currentProgress())
    }
    return screen.count
  }
  func invalidate() throws(TerminalError) {}
  func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent? {
    guard let timeout, counts.count < frameLimit else { return .hangup }
    time += timeout
    return nil
  }
  func pendingEvent() throws(TerminalError) -> InputEvent? { nil }

  /// Allocations in each frame after the first `warmUp`.
  func allocations(after warmUp: Int) -> [UInt64] {
    guard counts.count > warmUp + 1 else { return [] }
    return (warmUp + 1..<counts.count).map { counts[$0] - counts[$0 - 1] }
  }
}

@Suite(.enabled(if: heapCountingReason == nil, Comment(rawValue: heapCountingReason ?? "")))
struct PlayerAllocationTests {
  @Test func aCountedAllocationIsCounted() {
    let before = heapAllocations()
    let array = [Int](repeating: 7, count: 1000)
    #expect(heapAllocations() > before)
    #expect(array.count == 1000)
  }

  /// Allocations of sampling, rasterising and colour-mapping the transition alone at these
  /// progress points (the frame path the previewer shares with `frame` and the benchmark),
  /// the second time through, as the player draws them with its buffers warm. Allocation
  /// there is the rasteriser's and the colour map's business, not the player's.
  static func frameAllocations(
    _ plan: TransitionPlan, at progress: [Double], layout: PlayerLayout
  ) -> [UInt64] {
    var sampler = FrameSampler(plan)
    var frame = Frame.empty
    var buffers = RasterBuffers()
    var raster = Raster()
    var mapper = CellMapper(mode: .palette256, unicode: true)
    var cells: [TerminalCell] = []
    var counts: [UInt64] = []
    counts.reserveCapacity(progress.count)
    for pass in 0..<2 {
      // The colour map remembers colours it has seen (and allocates for new ones): it starts
      // afresh for the counted pass, as the player's met these frames' colours for the first
      // time too.
      mapper = CellMapper(mode: .palette256, unicode: true)
      for p in progress {
        let before = heapAllocations()
        sampler.sample(at: p, into: &frame)
        Rasteriser.render(
          frame, columns: layout.transitionColumns, rows: layout.transitionRows,
          options: RasterOptions(arcs: false, labels: true, highlights: [:]),
          buffers: &buffers, into: &raster)
        mapper.map(raster.canvas, into: &cells)
        if pass == 1 { counts.append(heapAllocations() - before) }
      }
    }
    return counts
  }

  /// A matched box that moves and grows, with a label: opaque colours only, so after the first
  /// frames the colour map meets no new colour (a fade would make it allocate for each).
  static let movingScene = Scene(
    name: "Moving box", size: Size(width: 100, height: 100), container: .modal,
    from: SceneView(
      frame: .zero, color: .white,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 10, y: 60, width: 30, height: 30),
          color: RGBAColor(red: 0.9, green: 0.2, blue: 0.2), text: "box")
      ]),
    to: SceneView(
      frame: .zero, color: .white,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 0, y: 0, width: 100, height: 40),
          color: RGBAColor(red: 0.9, green: 0.2, blue: 0.2), text: "box")
      ]))

  @Test func playingAFrameAllocatesNothingBeyondSamplingRasterisingAndMapping() throws {
    let scene = Self.movingScene
    let backend = CountingBackend(columns: 80, rows: 24, frames: 200)
    let state = PlayerState(scene: scene, autoplay: true, loop: true)
    let player = Player(scene: scene, state: state, backend: backend)
    backend.currentProgress = { [unowned player] in player.state.progress }
    do { try player.run() } catch {}
    let warmUp = 10
    let perFrame = backend.allocations(after: warmUp)
    #expect(perFrame.count > 100)
    let layout = PlayerView.layout(state: state, plan: player.plan, columns: 80, rows: 24)
    // Frame k's allocations happened between present k - 1 and present k, drawing progress[k].
    let shared = Self.frameAllocations(
      player.plan, at: Array(backend.progress[(warmUp + 1)...]), layout: layout)
    let progress = Array(backend.progress[(warmUp + 1)...])
    var extra: [Int] = []
    for k in 1..<perFrame.count {
      // Where the percentage gains or loses a digit the status line is laid out again.
      guard (0.1..<0.99).contains(progress[k - 1]), (0.1..<0.99).contains(progress[k]) else {
        continue
      }
      extra.append(Int(perFrame[k]) - Int(shared[k]))
    }
    #expect(extra.count > 50)
    #expect(extra.allSatisfy { $0 <= 0 }, "allocations per frame beyond the frame path: \(extra)")
  }
}

@Suite(.enabled(if: heapCountingReason == nil, Comment(rawValue: heapCountingReason ?? "")))
struct FinerBlitterAllocationTests {
  /// The moving box rounded and bordered (its edges and corners shaded by coverage) over a
  /// fading circle: rasterising its frames with each finer blitter, the second time through
  /// with the buffers warm, allocates nothing.
  @Test(arguments: [Blitter.quadrant, .sextant, .octant])
  func rasterisingWithFinerBlittersAllocatesNothing(_ blitter: Blitter) {
    var scene = PlayerAllocationTests.movingScene
    scene.from.subviews[0].cornerRadius = 8
    scene.from.subviews[0].borderWidth = 1
    scene.from.subviews[0].borderColor = RGBAColor(red: 0, green: 0, blue: 1)
    scene.from.subviews.append(
      SceneView(
        name: "dot", frame: Rect(x: 50, y: 10, width: 21, height: 21),
        color: RGBAColor(red: 0.1, green: 0.6, blue: 0.2), cornerRadius: 10.5,
        modifiers: [.fade]))
    let plan = Planner.plan(scene)
    var sampler = FrameSampler(plan)
    var frame = Frame.empty
    var buffers = RasterBuffers()
    var raster = Raster()
    var counts: [UInt64] = []
    counts.reserveCapacity(40)
    for pass in 0..<2 {
      for k in 0..<40 {
        sampler.sample(at: Double(k) / 39, into: &frame)
        let before = heapAllocations()
        Rasteriser.render(
          frame, columns: 80, rows: 24, options: RasterOptions(arcs: false, blitter: blitter),
          buffers: &buffers, into: &raster)
        if pass == 1 { counts.append(heapAllocations() - before) }
      }
    }
    #expect(counts.allSatisfy { $0 == 0 }, "\(blitter): \(counts)")
  }
}
