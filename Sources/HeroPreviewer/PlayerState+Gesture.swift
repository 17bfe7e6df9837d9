import HeroPlanner

/// Gestures as Hero's interactive API runs them (issue 26): Enter and Backspace are `finish()`
/// and `cancel()` from the playhead, a drag of a view is `update(p)` with `apply(position)` on
/// it and its partner, and its release finishes past halfway, else cancels. The calls are kept
/// in Hero's words; the player runs them through the planner's `Interaction` and draws what
/// it leaves, so the previewer shows exactly what `plan --interact` explains.
extension PlayerState {
  /// The interactive transition a gesture drives.
  public struct Gesture: Hashable, Sendable {
    /// Hero's calls so far: `update`, `apply`, then `finish` or `cancel` once released.
    public var calls: [InteractionScript.Call]
    /// After the release: seconds of the resumed motion played, and how long it runs
    /// (`Interaction.completesAfter`, filled in by the player once it has run the calls).
    public var elapsed = 0.0
    public var length = 0.0
    /// The progress when it was released, for the bar while the resumed motion plays.
    public var releasedAt = 0.0

    public init(calls: [InteractionScript.Call]) { self.calls = calls }

    /// true after `finish`, false after `cancel`, nil while held.
    public var finishing: Bool? {
      switch calls.last {
      case .finish: true
      case .cancel: false
      default: nil
      }
    }

    /// The calls as a script, as `--interact` takes it.
    public var script: InteractionScript { InteractionScript(calls: calls) }
  }

  /// A view being dragged: where the drag started, so each report moves progress and the
  /// view by the distance from there, as a pan gesture's translation does.
  public struct ViewDrag: Hashable, Sendable {
    public var view: ViewRef
    /// What the script calls the view: its path (`to.views[0]`).
    public var path: String
    public var column: Int
    public var row: Int
    public var progress: Double
    /// The view's centre when the drag began, in screen points.
    public var centre: Point
    /// Screen points per column and per row, and the screen's height in points.
    public var pointsPerColumn: Double
    public var pointsPerRow: Double
    public var screenHeight: Double
    /// Whether the pointer has moved since the press: a press alone is a click.
    public var moved = false
    /// Whether the view animates: Hero applies modifiers only to views it animates
    /// (HeroTransition+Interactive.swift:96-107 goes through the animators' view contexts).
    public var animates = true
  }

  /// Where the drawn plan is sampled, 0…1: the playhead (a held gesture's plan holds every
  /// view where the calls put it, whatever the time); after a release, the resumed motion's
  /// time over its length.
  public var sampleFraction: Double {
    guard let gesture, gesture.finishing != nil else { return progress }
    guard gesture.length > 0 else { return 0 }
    return min(max(gesture.elapsed / gesture.length, 0), 1)
  }

  /// Enter and Backspace: Hero's `finish()` / `cancel()` from where the transition stands,
  /// a held drag's pins included. Ignored once released, as Hero ignores them then.
  mutating func released(finishing: Bool) -> Effect {
    if let gesture, gesture.finishing != nil { return .none }
    if gesture == nil {
      guard finishing ? progress < 1 : progress > 0 else { return .none }
    }
    var calls = gesture?.calls ?? [.update(progress)]
    calls.append(finishing ? .finish(animate: true) : .cancel(animate: true))
    var next = Gesture(calls: calls)
    next.releasedAt = progress
    gesture = next
    viewDrag = nil
    motion = finishing ? .finishing : .cancelling
    return .interact
  }

  /// The player has run the gesture's calls: the resumed motion lasts `length` seconds. A
  /// release with nothing left to move completes at once.
  public mutating func interactionRan(length: Double) {
    guard gesture != nil else { return }
    gesture?.length = length
    if gesture?.finishing != nil && length <= 0 { completeRelease() }
  }

  /// The resumed motion has played out: the transition rests at its end (finish) or start
  /// (cancel), drawn from the plan again.
  mutating func completeRelease() {
    guard let finishing = gesture?.finishing else { return }
    progress = finishing ? 1 : 0
    gesture = nil
    motion = .paused
    if exitAfterPlay { quit = true }
  }

  /// Moves a released gesture on by `seconds` of wall-clock time at the current speed; the
  /// bar moves from where it was released to the end it goes to.
  mutating func advanceRelease(by seconds: Double) {
    guard var gesture, let finishing = gesture.finishing else {
      motion = .paused
      return
    }
    gesture.elapsed += seconds * speed
    self.gesture = gesture
    guard gesture.elapsed < gesture.length else { return completeRelease() }
    let target = finishing ? 1.0 : 0.0
    progress = gesture.releasedAt + (target - gesture.releasedAt) * gesture.elapsed / gesture.length
  }

  /// A press on a view of the picture: it is selected and may be dragged.
  public mutating func beginViewDrag(_ drag: ViewDrag) {
    guard gesture?.finishing == nil else { return }
    viewDrag = drag
  }

  /// The pointer moved with a view held: as Hero's VideoPlayer example pans
  /// (VideoPlayerViewController.swift:58-66), progress follows the vertical distance over the
  /// screen's height and the view (with its partner) is pinned where it started plus the
  /// distance, under the pointer.
  mutating func draggedView(column: Int, row: Int) -> Effect {
    guard var drag = viewDrag else { return .none }
    let first = !drag.moved
    drag.moved = drag.moved || column != drag.column || row != drag.row
    viewDrag = drag
    guard drag.moved else { return .none }
    guard drag.animates else {
      guard first else { return .none }
      notice = "\(drag.path) does not animate: Hero has nothing of it to apply a position to"
      return .redraw
    }
    let dx = Double(column - drag.column) * drag.pointsPerColumn
    let dy = Double(row - drag.row) * drag.pointsPerRow
    let p = min(max(drag.progress + (drag.screenHeight > 0 ? dy / drag.screenHeight : 0), 0), 1)
    progress = p
    motion = .paused
    let position = Point(x: drag.centre.x + dx, y: drag.centre.y + dy)
    gesture = Gesture(calls: [
      .update(p), .apply(view: drag.path, modifiers: [.position(position)]),
    ])
    return .interact
  }

  /// The button came up over a dragged view: past halfway it finishes, else it cancels, as
  /// Hero's debug plugin decides for its Done button (HeroDebugPlugin.swift:77-85). A press
  /// without a move was a click.
  mutating func releasedView() -> Effect {
    guard let drag = viewDrag else { return .none }
    viewDrag = nil
    guard drag.moved, drag.animates, gesture != nil else { return .none }
    return released(finishing: progress > 0.5)
  }

  /// Any other move of the playhead ends the gesture: the plan is drawn again.
  mutating func dropGesture() {
    gesture = nil
    viewDrag = nil
  }
}
