import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

@Suite struct PlayerTests {
  let scene = testScene()

  func player(
    columns: Int = 40, rows: Int = 12, autoplay: Bool = false, exitAfterPlay: Bool = false,
    script: [(Double, InputEvent)] = [], capabilities: TerminalCapabilities = colour256
  ) -> (Player, MemoryBackend) {
    let backend = MemoryBackend(columns: columns, rows: rows, capabilities: capabilities)
    backend.script = script.map { (time: $0.0, event: $0.1) }
    let state = PlayerState(scene: scene, autoplay: autoplay, exitAfterPlay: exitAfterPlay)
    return (Player(scene: scene, state: state, backend: backend, recordFrames: true), backend)
  }

  @Test func playingDrawsAtSixtyHertzByDeadlineWithoutDrift() throws {
    let (player, backend) = player(autoplay: true, exitAfterPlay: true)
    try player.run()
    #expect(player.state.quit)
    #expect(player.state.progress == 1)
    let total = player.plan.totalDuration
    let frames = player.frames
    // One frame per 1/60 s until the end, the first at once.
    #expect(frames.count == Int((total * 60).rounded(.up)) + 1)
    for (k, frame) in frames.enumerated() {
      #expect(abs(frame.time - Double(k) / 60) < 1e-9, "frame \(k) at \(frame.time)")
    }
    // Every wait is bounded by the next deadline: no blocking while playing, no busy polling.
    for wait in backend.waits {
      let seconds = try #require(wait)
      #expect(seconds > 0 && seconds <= 1 / 60 + 1e-12)
    }
  }

  @Test func aPaletteTerminalIsToldOnceThatTrueColourIsExact() throws {
    func shown(_ mode: ColorMode, keys: [(Double, InputEvent)] = []) throws -> String {
      let (player, backend) = player(
        columns: 120, rows: 12, script: keys,
        capabilities: TerminalCapabilities(colorMode: mode, unicode: true))
      try player.run()
      return String(String.UnicodeScalarView(backend.screen.map(\.glyph)))
    }
    #expect(try shown(.palette256).contains("COLORTERM=truecolor"))
    #expect(try shown(.basic8).contains("COLORTERM=truecolor"))
    #expect(try !shown(.direct).contains("COLORTERM=truecolor"))
    // Until the first key (one that draws), as every notice.
    #expect(try !shown(.palette256, keys: [(1, .key(.right))]).contains("COLORTERM"))
    // Ctrl-L draws the screen as it was, the notice with it.
    #expect(try shown(.palette256, keys: [(1, .key(.character("\u{0C}")))]).contains("COLORTERM"))
  }

  @Test func aPausedPlayerBlocksOnInput() throws {
    let (player, backend) = player()
    try player.run()
    #expect(backend.waits.count == 1)
    #expect(backend.waits == [nil])
    #expect(backend.presents.count == 1)
  }

  @Test func onlyChangedCellsAreWritten() throws {
    let (player, backend) = player(script: [
      (1, .key(.character("#"))), (2, .key(.right)), (3, .key(.character("q"))),
    ])
    try player.run()
    // The first frame writes every cell; `#` changes nothing and draws nothing; → changes the
    // percentage and little else.
    #expect(backend.presents.count == 2)
    #expect(backend.presents[0] == 40 * 12)
    #expect(backend.presents[1] > 0 && backend.presents[1] < 40 * 12 / 2)
    #expect(backend.waits == [nil, nil, nil])
    #expect(player.frames.count == 2)
  }

  @Test func keyFiveShowsTheSameCellsAsTheRasteriserAtHalfway() throws {
    let (player, backend) = player(columns: 50, rows: 16, script: [(0.5, .key(.character("5")))])
    try player.run()
    let layout = PlayerLayout(columns: 50, rows: 16)
    var mapper = CellMapper(mode: .palette256, unicode: true)
    let expected = mapper.map(
      Rasteriser.render(
        player.plan.sample(at: 0.5), columns: 50, rows: layout.transitionRows,
        options: RasterOptions(arcs: false, labels: true)
      ).canvas)
    for row in 0..<layout.transitionRows {
      for column in 0..<50 {
        #expect(backend[column, row] == expected[row * 50 + column], "cell \(column), \(row)")
      }
    }
    #expect(backend.lines[15].contains("50%"))
  }

  @Test func switchingContainerReplansAndKeepsProgress() throws {
    let (player, backend) = player(
      columns: 100, rows: 12,
      script: [(0.1, .key(.character("3"))), (0.2, .key(.character("n")))])
    try player.run()
    let status = backend.lines[11]
    #expect(status.contains("│ navigation │ push(left) [auto] │ presenting │ ‖ 30%"), "\(status)")
    #expect(player.plan.container == .navigation)
    #expect(player.plan.animation == .push(.left))
  }

  @Test func resizingRelaysOutAtOnceAndATinyScreenShowsTheMessage() throws {
    let (player, backend) = player()
    backend.scheduleResize(at: 1, columns: 15, rows: 6)
    backend.scheduleResize(at: 2, columns: 30, rows: 10)
    try player.run()
    #expect(backend.presents.count == 3)
    #expect(backend.presents[2] == 30 * 10)
    #expect(backend.lines.count == 10)
    // 30 columns keep progress and time, dropping the rest.
    #expect(backend.lines[9] == " modal │ ‖ 0% │ 0.00 / 0.31 s ")
  }

  @Test func aTinyScreenShowsTheMessage() throws {
    let (_, backend) = player(columns: 15, rows: 6)
    let state = PlayerState(scene: scene)
    try Player(scene: scene, state: state, backend: backend).run()
    #expect(backend.lines[2] == "   too small   ")
  }

  @Test func draggingOnTheBarScrubs() throws {
    let (player, backend) = player(
      columns: 41, rows: 12,
      script: [
        (0.1, .mouse(MouseEvent(column: 10, row: 10, action: .press))),
        (0.2, .mouse(MouseEvent(column: 30, row: 4, action: .drag))),
        (0.3, .mouse(MouseEvent(column: 30, row: 4, action: .release))),
      ])
    try player.run()
    #expect(player.state.progress == 0.75)
    #expect(backend.lines[10].unicodeScalars.firstIndex(of: "●") != nil)
  }

  @Test func eventsWhilePlayingDoNotSlowTheTransition() throws {
    // Key presses arrive between frames; progress still follows the clock.
    let (player, _) = player(
      autoplay: true, exitAfterPlay: true,
      script: (1...10).map { (Double($0) * 0.011, .key(.character("#"))) })
    try player.run()
    let end = try #require(player.frames.last)
    #expect(end.time < player.plan.totalDuration + 1 / 60 + 1e-9)
    #expect(player.state.progress == 1)
  }

  @Test func theStatsKeyShowsFrameTimes() throws {
    let (_, backend) = player(columns: 100, rows: 12, script: [(0.1, .key(.character("s")))])
    let state = PlayerState(scene: scene)
    let p = Player(scene: scene, state: state, backend: backend)
    try p.run()
    #expect(backend.lines[0].hasPrefix(" frame 0.00 ms · p50 0.00 · p99 0.00 · "))
    #expect(backend.lines[0].contains("memory 256"))
  }

  @Test func monochromeDrawsShadesInDefaultColours() throws {
    let (_, backend) = player(capabilities: TerminalCapabilities(colorMode: .monochrome, unicode: true))
    let state = PlayerState(scene: scene)
    try Player(scene: scene, state: state, backend: backend).run()
    #expect(backend.screen.allSatisfy { $0.foreground == -1 && $0.background == -1 })
    // The white screen shows as full blocks.
    #expect(backend.lines[0].contains("█"))
  }
}
