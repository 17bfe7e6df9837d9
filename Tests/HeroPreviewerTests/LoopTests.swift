import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// `l` steps off → loop → ping-pong (issue 35 §4): ping-pong plays forward, then back, as
/// motion editors do.
@Suite struct LoopTests {
  @Test func lStepsOffLoopPingPongAndSaysWhich() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("l")) == .redraw)
    #expect(state.loop && !state.pingPong)
    #expect(state.notice == "loop: wraps around at the ends · l again: ping-pong")
    _ = state.handle(.character("l"))
    #expect(state.loop && state.pingPong)
    #expect(state.notice == "ping-pong: forward, then back · l again: off")
    _ = state.handle(.character("l"))
    #expect(!state.loop && !state.pingPong)
    #expect(state.notice == "loop off")
  }

  @Test func pingPongTurnsRoundAtEachEndCarryingTheOvershoot() {
    var state = PlayerState(scene: testScene(), autoplay: true, loop: true)
    state.pingPong = true
    state.progress = 0.9
    state.advance(by: 0.2, totalDuration: 1)
    #expect(abs(state.progress - 0.9) < 1e-9)
    #expect(state.reversed && state.motion == .playing)
    state.advance(by: 0.5, totalDuration: 1)
    #expect(abs(state.progress - 0.4) < 1e-9)
    state.advance(by: 0.5, totalDuration: 1)
    #expect(abs(state.progress - 0.1) < 1e-9)
    #expect(!state.reversed && state.motion == .playing)
  }

  @Test func plainLoopStillWrapsAround() {
    var state = PlayerState(scene: testScene(), autoplay: true, loop: true)
    state.progress = 0.9
    state.advance(by: 0.2, totalDuration: 1)
    #expect(abs(state.progress - 0.1) < 1e-9)
    #expect(!state.reversed)
  }

  @Test func theStatusLineSaysPingPong() {
    var state = PlayerState(scene: testScene(), loop: true)
    state.pingPong = true
    let plan = Planner.plan(testScene(), options: state.plannerOptions)
    let line = PlayerView.statusLine(state, plan: plan, width: 160, glyphs: Glyphs(unicode: true))
    #expect(line.contains("│ 1× ping-pong │"), "\(line)")
  }

  @Test func aPingPongPlayerComesBackToTheStart() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 80, rows: 14, capabilities: colour256)
    backend.script = [(time: 5, event: .key(.character("q")))]
    var state = PlayerState(scene: scene, autoplay: true, loop: true)
    state.pingPong = true
    let player = Player(scene: scene, state: state, backend: backend, recordFrames: true)
    try player.run()
    let progress = player.frames.map(\.progress)
    // Up to the end, down again, up again: it turned round at both ends.
    let top = try #require(progress.firstIndex { $0 > 0.97 })
    let bottom = try #require(progress[top...].firstIndex { $0 < 0.03 })
    #expect(progress[bottom...].contains { $0 > 0.5 })
  }
}
