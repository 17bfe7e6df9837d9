import HeroANSI
import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// The editable timeline (issue 35 §2): delay and duration changed from the keyboard or by
/// dragging a bar, each an edit of the modifiers of the view Hero takes its timing from.
@Suite struct TimelineEditTests {
  @Test func theListKeepsItsSyntax() {
    #expect(
      TimingText.setting("delay", to: 0.12, in: "fade delay(0.1)", heroString: false)
        == "fade delay(0.12)")
    #expect(TimingText.setting("delay", to: 0.12, in: "fade", heroString: false) == "fade delay(0.12)")
    #expect(TimingText.setting("duration", to: 0.5, in: "", heroString: false) == "duration(0.5)")
    #expect(
      TimingText.setting("delay", to: 0.2, in: "[.fade, .delay(0.1)]", heroString: false)
        == "[.fade, .delay(0.2)]")
    #expect(
      TimingText.setting("duration", to: 0.3, in: "[.fade]", heroString: false)
        == "[.fade, .duration(0.3)]")
    #expect(TimingText.setting("delay", to: 0.05, in: "[]", heroString: false) == "[.delay(0.05)]")
    // A modifierString keeps what Hero drops: only the call changes.
    #expect(
      TimingText.setting("delay", to: 0.2, in: "Fade delay(0.1)", heroString: true)
        == "Fade delay(0.2)")
    // `delay` inside another name or a condition is not the list's delay.
    #expect(
      TimingText.setting("delay", to: 0.3, in: "[.whenPresenting(.delay(0.1))]", heroString: false)
        == "[.whenPresenting(.delay(0.1)), .delay(0.3)]")
  }

  /// The card (to.views[1]) has `fade delay(0.1)`: `>` makes it `delay(0.11)`.
  @Test func greaterThanDelaysTheSelectedView10Ms() throws {
    let scene = testScene()
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let card = try #require(plan.views.first { $0.name == "card" })
    state.selected = card.ref
    #expect(state.handle(.character(">")) == .retime(delay: 0.01, duration: 0))
    let retimed = state.retime(delayBy: 0.01, durationBy: 0, in: plan)
    #expect(retimed)
    let edit = try #require(state.edits.first)
    #expect(edit.text == "fade delay(0.11)")
    #expect(edit.target.screen == .to && edit.target.path == [1])
    #expect(state.notice?.hasPrefix("delay 0.11 s: to.views[1] 'card' fade delay(0.11)") == true)
    #expect(state.undoEdits == [[]])
    // `}` lengthens it: a duration is written where there was none.
    let replanned = Planner.plan(ViewEdit.apply(state.edits, to: scene), options: state.plannerOptions)
    let before = try #require(replanned.view(card.ref).animation?.curveDuration)
    let lengthened = state.retime(delayBy: 0, durationBy: 0.01, in: replanned)
    #expect(lengthened)
    #expect(state.edits.first?.text == "fade delay(0.11) duration(\(formatNumber(before + 0.01, decimals: 3)))")
    _ = state.handle(.character("u"))
    #expect(state.edits.first?.text == "fade delay(0.11)")
  }

  /// The box is matched: its timing is the to-view's, so dragging the from row edits the
  /// to-view and the status line says so.
  @Test func aMatchedViewsEditGoesToItsToView() throws {
    let scene = testScene()
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let box = try #require(plan.views.first { $0.name == "box" && $0.ref.screen == .from })
    state.selected = box.ref
    let retimed = state.retime(delayBy: 0.05, durationBy: 0, in: plan)
    #expect(retimed)
    let edit = try #require(state.edits.first)
    #expect(edit.target.screen == .to && edit.target.path == [0])
    #expect(edit.text == "arc delay(0.05)" || edit.text?.hasSuffix("delay(0.05)") == true)
    #expect(state.notice?.contains("matched: Hero times the pair by to.views[0] 'box'") == true)
  }

  @Test func aSpringsDurationIsItsSettlingTime() throws {
    var scene = testScene()
    scene.to.subviews[1].modifiers = [.fade, .spring(stiffness: 250, damping: 30)]
    scene.to.subviews[1].modifierText = "fade spring(250, 30)"
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    state.selected = try #require(plan.views.first { $0.name == "card" }).ref
    let retimed = state.retime(delayBy: 0, durationBy: 0.01, in: plan)
    #expect(!retimed)
    #expect(state.edits.isEmpty)
    #expect(state.notice == "a spring's length is its settling time: Hero ignores duration here")
  }

  /// Dragging the card's bar end in the timeline, on the memory backend: the drag is one edit,
  /// and the plan's duration follows the pointer.
  @Test func draggingABarsEndChangesTheDurationAsOneEdit() throws {
    let scene = testScene()
    let backend = MemoryBackend(columns: 100, rows: 30, capabilities: colour256)
    var state = PlayerState(scene: scene)
    state.showTimeline = true
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let card = try #require(plan.views.first { $0.name == "card" })
    let animation = try #require(card.animation)
    // Where the card's row and bar end are: rendered once to find them.
    let layout = PlayerView.layout(state: state, plan: plan, columns: 100, rows: 30)
    let screen = PlayerView.screen(
      state: state, plan: plan, layout: layout, unicode: true)
    let timeline = try #require(screen.timeline)
    let row = try #require(timeline.rows.firstIndex(of: .view(card.ref)))
    let y = layout.timelineRange.lowerBound + row
    let perColumn = plan.totalDuration / Double(timeline.axisEnd - timeline.axisStart)
    let endX = Int(
      (Double(timeline.axisStart) + (animation.delay + animation.duration) / perColumn).rounded(.down))
    func mouse(_ action: MouseEvent.Action, _ x: Int) -> InputEvent {
      .mouse(MouseEvent(column: x, row: y, action: action))
    }
    backend.script = [
      (time: 1, event: mouse(.press, endX)), (time: 2, event: mouse(.drag, endX + 3)),
      (time: 3, event: mouse(.drag, endX + 6)), (time: 4, event: mouse(.release, endX + 6)),
      (time: 5, event: .key(.character("q"))),
    ]
    let player = Player(scene: scene, state: state, backend: backend)
    try player.run()
    let edit = try #require(player.state.edits.first)
    #expect(edit.target.path == [1])
    let wanted = animation.curveDuration + 6 * perColumn
    let text = try #require(edit.text)
    #expect(text.hasPrefix("fade delay(0.1) duration("))
    let written = player.plan.views.first { $0.name == "card" }?.animation?.curveDuration ?? 0
    #expect(abs(written - wanted) < 0.001)
    #expect(player.state.undoEdits.count == 1)
    #expect(player.state.timelineDrag == nil)
  }
}
