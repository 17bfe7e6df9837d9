import HeroANSI
import HeroPlanner
import Testing

@testable import HeroPreviewer

@Suite struct PlayerStateTests {
  struct ScrubRow: CustomTestStringConvertible, Sendable {
    var name: String
    var start: Double
    var key: Key
    var expected: Double
    var testDescription: String { name }
  }

  @Test(arguments: [
    ScrubRow(name: "→ adds 1 %", start: 0.5, key: .right, expected: 0.51),
    ScrubRow(name: "← takes 1 %", start: 0.5, key: .left, expected: 0.49),
    ScrubRow(name: "← stops at 0", start: 0.005, key: .left, expected: 0),
    ScrubRow(name: "→ stops at 1", start: 0.995, key: .right, expected: 1),
    ScrubRow(name: "Shift+→ adds 10 %", start: 0.5, key: .shiftRight, expected: 0.6),
    ScrubRow(name: "Shift+← takes 10 %", start: 0.5, key: .shiftLeft, expected: 0.4),
    ScrubRow(name: "PgDn adds 10 %", start: 0.2, key: .pageDown, expected: 0.3),
    ScrubRow(name: "PgUp takes 10 %", start: 0.2, key: .pageUp, expected: 0.1),
    ScrubRow(name: "Home goes to 0", start: 0.7, key: .home, expected: 0),
    ScrubRow(name: "End goes to 1", start: 0.2, key: .end, expected: 1),
    ScrubRow(name: "0 jumps to 0 %", start: 0.7, key: .character("0"), expected: 0),
    ScrubRow(name: "5 jumps to 50 %", start: 0.1, key: .character("5"), expected: 0.5),
    ScrubRow(name: "9 jumps to 90 %", start: 0.1, key: .character("9"), expected: 0.9),
  ])
  func scrubbingKeysMoveProgressAndPause(_ row: ScrubRow) {
    var state = PlayerState(scene: testScene(), autoplay: true)
    state.progress = row.start
    #expect(state.handle(row.key) == .redraw)
    #expect(abs(state.progress - row.expected) < 1e-9)
    #expect(state.motion == .paused)
  }

  @Test func spaceTogglesPlayAndRestartsFromTheEnd() {
    var state = PlayerState(scene: testScene())
    state.progress = 1
    #expect(state.handle(.character(" ")) == .redraw)
    #expect(state.motion == .playing)
    #expect(state.progress == 0)
    #expect(state.handle(.character(" ")) == .redraw)
    #expect(state.motion == .paused)
  }

  @Test func rPlaysBackwardsAndAgainForwards() {
    var state = PlayerState(scene: testScene())
    state.progress = 0.5
    _ = state.handle(.character("r"))
    #expect(state.motion == .playing && state.reversed)
    state.advance(by: 0.1, totalDuration: 1)
    #expect(abs(state.progress - 0.4) < 1e-9)
    _ = state.handle(.character("r"))
    #expect(state.motion == .playing && !state.reversed)
    state.advance(by: 0.1, totalDuration: 1)
    #expect(abs(state.progress - 0.5) < 1e-9)
  }

  /// Enter is Hero's `finish()` from the playhead (HeroTransition+Interactive.swift:47-66): the
  /// calls are kept in Hero's words, the resumed motion's length comes from the planner, and
  /// the bar moves from the release to the end over that time.
  @Test func enterIsHerosFinishFromThePlayhead() {
    var state = PlayerState(scene: testScene(), loop: true)
    state.progress = 0.8
    #expect(state.handle(.enter) == .interact)
    #expect(state.motion == .finishing)
    #expect(state.gesture?.calls == [.update(0.8), .finish(animate: true)])
    #expect(state.gesture?.script.text == "update(0.8); finish")
    state.interactionRan(length: 0.2)
    state.advance(by: 0.1, totalDuration: 1)
    #expect(abs(state.progress - 0.9) < 1e-9)
    #expect(abs(state.sampleFraction - 0.5) < 1e-9)
    // Hero ignores a second release (line 40: no longer interactive).
    #expect(state.handle(.backspace) == .none)
    state.advance(by: 0.5, totalDuration: 1)
    #expect(state.progress == 1)
    #expect(state.motion == .paused)
    #expect(state.gesture == nil)
  }

  /// Backspace is `cancel()` (lines 68-94): back to the start over the resumed motion's time.
  @Test func backspaceIsHerosCancelFromThePlayhead() {
    var state = PlayerState(scene: testScene(), loop: true)
    state.progress = 0.3
    #expect(state.handle(.backspace) == .interact)
    #expect(state.motion == .cancelling)
    #expect(state.gesture?.script.text == "update(0.3); cancel")
    state.interactionRan(length: 0.4)
    state.advance(by: 0.2, totalDuration: 2)
    #expect(abs(state.progress - 0.15) < 1e-9)
    state.advance(by: 1, totalDuration: 2)
    #expect(state.progress == 0)
    #expect(state.motion == .paused)
    #expect(state.handle(.backspace) == .none)
  }

  @Test func aReleaseWithNothingLeftToMoveRestsAtOnce() {
    var state = PlayerState(scene: testScene())
    state.progress = 0.5
    _ = state.handle(.enter)
    state.interactionRan(length: 0)
    #expect(state.progress == 1 && state.motion == .paused && state.gesture == nil)
  }

  @Test func spacePausesAReleaseAndPlaysItOnAndAScrubEndsIt() {
    var state = PlayerState(scene: testScene())
    state.progress = 0.5
    _ = state.handle(.enter)
    state.interactionRan(length: 1)
    state.advance(by: 0.5, totalDuration: 1)
    _ = state.handle(.character(" "))
    #expect(state.motion == .paused && state.gesture?.elapsed == 0.5)
    _ = state.handle(.character(" "))
    #expect(state.motion == .finishing)
    _ = state.handle(.character("3"))
    #expect(state.gesture == nil && state.progress == 0.3 && state.sampleFraction == 0.3)
  }

  @Test func playingWrapsWhenLooping() {
    var state = PlayerState(scene: testScene(), autoplay: true, loop: true)
    state.progress = 0.9
    state.advance(by: 0.25, totalDuration: 1)
    #expect(abs(state.progress - 0.15) < 1e-9)
    #expect(state.motion == .playing)
    state.reversed = true
    state.progress = 0.1
    state.advance(by: 0.25, totalDuration: 1)
    #expect(abs(state.progress - 0.85) < 1e-9)
  }

  @Test func playingStopsAtTheEndWithoutLoop() {
    var state = PlayerState(scene: testScene(), autoplay: true)
    state.advance(by: 3, totalDuration: 1)
    #expect(state.progress == 1)
    #expect(state.motion == .paused)
    #expect(!state.quit)
  }

  @Test func exitAfterPlayQuitsAtTheEndEvenWhenLooping() {
    var state = PlayerState(scene: testScene(), autoplay: true, loop: true, exitAfterPlay: true)
    state.advance(by: 0.5, totalDuration: 1)
    #expect(!state.quit)
    state.advance(by: 0.6, totalDuration: 1)
    #expect(state.quit)
    #expect(state.progress == 1)
  }

  @Test func speedScalesTimeAndStaysBetweenATenthAndFour() {
    var state = PlayerState(scene: testScene(), autoplay: true)
    #expect(state.speed == 1)
    for _ in 0..<20 { _ = state.handle(.character("-")) }
    #expect(state.speed == 0.1)
    state.advance(by: 1, totalDuration: 2)
    #expect(abs(state.progress - 0.05) < 1e-9)
    for _ in 0..<20 { _ = state.handle(.character("+")) }
    #expect(state.speed == 4)
    _ = state.handle(.character("-"))
    _ = state.handle(.character("="))
    #expect(state.speed == 4)
  }

  @Test func containerKeysReplanOnlyWhenTheyChangeSomething() {
    var state = PlayerState(scene: testScene())
    state.progress = 0.4
    #expect(state.handle(.character("m")) == .none)
    #expect(state.handle(.character("n")) == .replan)
    #expect(state.container == .navigation)
    #expect(state.handle(.character("t")) == .replan)
    #expect(state.container == .tab)
    #expect(state.progress == 0.4)
    #expect(state.plannerOptions.container == .tab)
  }

  @Test func aAndShiftACycleTheContainersAnimationType() {
    var state = PlayerState(scene: testScene())
    let cycle = AnimationType.cycle
    #expect(state.handle(.character("a")) == .replan)
    #expect(state.animation[.modal] == cycle[1])
    #expect(state.animation[.modal] == .push(.left))
    _ = state.handle(.character("a"))
    #expect(state.animation[.modal] == .push(.right))
    _ = state.handle(.character("A"))
    _ = state.handle(.character("A"))
    #expect(state.animation[.modal] == .auto)
    _ = state.handle(.character("A"))
    #expect(state.animation[.modal] == AnimationType.none)
    // Each container keeps its own choice.
    _ = state.handle(.character("n"))
    #expect(state.animation[.navigation] == .auto)
    _ = state.handle(.character("n"))
    _ = state.handle(.character("m"))
    #expect(state.plannerOptions.animation == AnimationType.none)
  }

  @Test func aGoesAllTheWayRoundTheCycle() {
    var state = PlayerState(scene: testScene())
    var seen: [AnimationType] = []
    for _ in AnimationType.cycle.indices {
      _ = state.handle(.character("a"))
      seen.append(state.animation[.modal] ?? .auto)
    }
    #expect(seen.last == .auto)
    #expect(Set(seen).count == AnimationType.cycle.count)
  }

  @Test func aTypeOutsideTheCycleStepsToItsEnds() {
    var options = Planner.Options()
    options.animation = .selectBy(presenting: .zoom, dismissing: .zoomOut)
    var state = PlayerState(scene: testScene(), options: options)
    _ = state.handle(.character("a"))
    #expect(state.animation[.modal] == .auto)
    state = PlayerState(scene: testScene(), options: options)
    _ = state.handle(.character("A"))
    #expect(state.animation[.modal] == AnimationType.none)
  }

  @Test func optionsSetTheFirstContainerTypeAndDirection() {
    let state = PlayerState(
      scene: testScene(),
      options: Planner.Options(container: .tab, animation: .fade, presenting: false))
    #expect(state.container == .tab)
    #expect(state.animation[.tab] == .fade)
    #expect(state.animation[.modal] == .auto)
    #expect(!state.presenting)
  }

  @Test func dTogglesDirectionAndOverlayKeysRedraw() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("d")) == .replan)
    #expect(!state.presenting)
    #expect(state.handle(.character("c")) == .redraw)
    #expect(state.arcs)
    #expect(state.handle(.character("s")) == .redraw)
    #expect(state.showStats)
    #expect(state.handle(.character("l")) == .redraw)
    #expect(state.loop)
    #expect(state.handle(.character("#")) == .none)
    #expect(state.handle(.up) == .none)
  }

  @Test func helpClosesOnAnyKeyQAndEscIncludedAndArrowsScrollIt() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("?")) == .redraw)
    #expect(state.showHelp)
    #expect(state.handle(.character("5")) == .redraw)
    #expect(!state.showHelp)
    #expect(state.progress == 0)
    for key in [Key.character("q"), .escape] {
      _ = state.handle(.character("?"))
      #expect(state.handle(key) == .redraw)
      #expect(!state.showHelp && !state.quit)
    }
    _ = state.handle(.character("?"))
    #expect(state.handle(.down) == .redraw)
    #expect(state.handle(.pageDown) == .redraw)
    #expect(state.showHelp && state.helpScroll == 11)
    #expect(state.handle(.up) == .redraw)
    #expect(state.helpScroll == 10)
    #expect(state.handle(.pageUp) == .redraw)
    #expect(state.showHelp && state.helpScroll == 0)
  }

  @Test func escClosesTheTopmostPanelAndQuitsOnlyWhenNothingIsOpen() {
    var state = PlayerState(scene: testScene())
    for key: Unicode.Scalar in ["z", "T", "i"] { _ = state.handle(.character(key)) }
    #expect(state.showInspector && state.showTimeline && state.zOrder)
    #expect(state.handle(.escape) == .redraw)
    #expect(!state.showInspector && state.showTimeline && state.zOrder)
    #expect(state.handle(.escape) == .redraw)
    #expect(!state.showTimeline && state.zOrder)
    #expect(state.handle(.escape) == .redraw)
    #expect(!state.zOrder && !state.quit)
    #expect(state.handle(.escape) == .quit)
    #expect(state.quit)
  }

  @Test(arguments: [Key.alt("q"), .alt("x"), .unknown, .other(600)])
  func altKeysAndUnknownSequencesNeverQuit(_ key: Key) {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(key) == .none)
    #expect(!state.quit)
  }

  @Test func ctrlAndAltArrowsScrubByATenth() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.wordRight) == .redraw)
    #expect(abs(state.progress - 0.1) < 1e-12)
    _ = state.handle(.wordLeft)
    #expect(state.progress == 0)
  }

  @Test func commaAndPeriodStepOneSixtiethOfASecondOfTransitionTime() {
    var state = PlayerState(scene: testScene(), autoplay: true)
    #expect(state.handle(.character(".")) == .stepFrames(1))
    #expect(state.handle(.character(",")) == .stepFrames(-1))
    state.stepFrames(by: 3, totalDuration: 0.5)
    #expect(abs(state.progress - 0.1) < 1e-12)
    #expect(state.motion == .paused)
    state.stepFrames(by: -1, totalDuration: 0.5)
    #expect(abs(state.progress - (0.1 - 1.0 / 30)) < 1e-12)
    state.stepFrames(by: -100, totalDuration: 0.5)
    #expect(state.progress == 0)
  }

  @Test func aContainerChangeIsAnnouncedUntilTheNextKey() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("t")) == .replan)
    #expect(state.notice?.contains("container now tab") == true)
    _ = state.handle(.right)
    #expect(state.notice == nil)
  }

  @Test(arguments: [Key.character("q"), .character("Q"), .escape])
  func quitKeys(_ key: Key) {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(key) == .quit)
    #expect(state.quit)
  }

  @Test func clickingAndDraggingTheBarScrubs() {
    var state = PlayerState(scene: testScene(), autoplay: true)
    let layout = PlayerLayout(columns: 101, rows: 30)
    // Outside the bar a click is for the player to map (select a view), not a scrub.
    #expect(
      state.handle(MouseEvent(column: 50, row: 5, action: .press), layout: layout)
        == .click(column: 50, row: 5))
    #expect(state.motion == .playing)
    #expect(
      state.handle(MouseEvent(column: 25, row: layout.barRow, action: .press), layout: layout)
        == .redraw)
    #expect(state.progress == 0.25)
    #expect(state.motion == .paused)
    // The drag goes on above the bar until the button comes up.
    _ = state.handle(MouseEvent(column: 75, row: 3, action: .drag), layout: layout)
    #expect(state.progress == 0.75)
    _ = state.handle(MouseEvent(column: 75, row: 3, action: .release), layout: layout)
    #expect(state.handle(MouseEvent(column: 10, row: 3, action: .drag), layout: layout) == .none)
    #expect(state.progress == 0.75)
    _ = state.handle(MouseEvent(column: 100, row: layout.marksRow, action: .press), layout: layout)
    #expect(state.progress == 1)
  }
}
