import HeroPlanner
import HeroRaster

/// Everything the previewer shows and does, as a value: progress, motion, speed, the container
/// and animation types being previewed, and the overlays. Keys and mouse reports change it
/// through `handle(_:)`, time through `advance(by:totalDuration:)`; no terminal involved.
public struct PlayerState: Hashable, Sendable {
  /// How progress moves.
  public enum Motion: Hashable, Sendable {
    case paused
    /// Forward, or backward when `reversed`; wraps around when `loop` is on.
    case playing
    /// Hero's `finish()`: the gesture's resumed motion plays to the end, then pauses there.
    case finishing
    /// Hero's `cancel()`: the gesture's resumed motion plays back to the start.
    case cancelling
  }

  /// What the player must do after a change.
  public enum Effect: Hashable, Sendable {
    case none
    /// Draw again with the same plan.
    case redraw
    /// Plan again (container, animation type, direction or an edit changed), then draw.
    case replan
    case quit
    /// Select the next (+1) or previous (−1) view in drawing order.
    case cycleSelection(Int)
    /// Open the line editor on the selected view's modifiers.
    case beginEdit
    /// A click outside the progress bar: on the transition (select) or the timeline; `shift`
    /// held (a Shift+drag moves the 3D view).
    case click(column: Int, row: Int, shift: Bool = false)
    /// Preview the storyboard transition at `transitionIndex` instead.
    case switchTransition
    /// Move by this many 1/60 s frames of transition time (`.` and `,`).
    case stepFrames(Int)
    /// The search text changed: select its first match.
    case search
    /// Write the edits back into the scene file (`w`).
    case writeEdits
    /// Clear the terminal and draw every cell again (Ctrl-L, and after a suspend and resume).
    case repaintAll
    /// Select the previous (−1) or next (+1) view in the view tree.
    case stepInTree(Int)
    /// The gesture's calls changed: run them through the planner's `Interaction` and draw.
    case interact
    /// `<` `>` `{` `}`: the selected view's delay or duration by these seconds.
    case retime(delay: Double, duration: Double)
    /// The bar held in the timeline dragged to this column.
    case dragTimeline(column: Int)
  }

  /// The speeds `-` and `+` step through.
  public static let speeds: [Double] = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]

  /// 0…1 of the total duration.
  public var progress: Double = 0
  /// The steps the scrubbing keys made from where they started (`PlayerState+Stepping`).
  var scrubSteps: ScrubSteps?
  public var motion: Motion = .paused
  /// `playing` goes backward.
  public var reversed = false
  public var speedIndex = 4
  public var loop: Bool
  /// With `loop`: forward, then back, as motion editors' ping-pong, instead of wrapping round
  /// (`l` steps off → loop → ping-pong; `--loop pingpong`).
  public var pingPong = false
  /// Quit when playing reaches its end.
  public var exitAfterPlay: Bool
  public var container: ContainerKind
  /// The animation type previewed for each container (the scene's own until `a` changes it).
  public var animation: [ContainerKind: AnimationType]
  public var presenting: Bool
  /// The way back (`b`, `--back`): the screens swapped, as the scene's `…-dismiss.json` has
  /// them; `presenting` is flipped with it. Edits still name the views as the file has them.
  public var back = false
  public var arcs = false
  /// How the picture becomes cells (`--cells`, `HEROSCOPE_CELLS` or the terminal's own).
  public var blitter: Blitter = .half
  /// The view the picture is framed on (`f`), with its partner; nil shows the whole screen.
  public var focused: ViewRef?
  public var showStats = false
  public var showHelp = false
  /// Lines of the help scrolled off its top, when it does not fit.
  public var helpScroll = 0
  /// Button 1 went down on the progress bar and has not come up.
  public var dragging = false
  /// A gesture driving the transition as Hero's interactive API would (Enter, Backspace, a
  /// dragged view); nil while the plan is drawn at the playhead.
  public var gesture: Gesture?
  /// A view held by the mouse, until the button comes up.
  public var viewDrag: ViewDrag?
  /// A bar held in the timeline, until the button comes up.
  public var timelineDrag: TimelineDrag?
  public var quit = false

  // Debugging a modifier list.
  /// The view outlined and shown in the inspector.
  public var selected: ViewRef?
  public var showInspector = false
  /// The view tree in the right-hand panel (over the inspector while both are open).
  public var showTree = false
  /// Lines scrolled off the top of the inspector.
  public var inspectorScroll = 0
  public var showTimeline = false
  /// Rows scrolled off the top of the timeline.
  public var timelineScroll = 0
  /// The z-order view in place of the transition.
  public var zOrder = false
  /// The 3D view (`x`): the yaw in degrees, nil when off; ← / → turn it, `(` / `)` and the
  /// wheel zoom, a Shift+drag moves it (`pan3D`, in screen points).
  public var threeD: Double?
  public var zoom3D = Frame.standardZoom
  public var pan3D = Point.zero
  /// Going in or out of 3D, while it eases (`PlayerState+ThreeD`).
  public var ease3D: Ease3D?
  /// A drag on the picture in 3D: turning the stack, or with Shift moving it.
  public var turnDrag: TurnDrag?
  /// The line editor, while a modifier list is being edited.
  public var editor: LineEditor?
  /// The view being edited.
  public var editTarget: ViewEdit.Target?
  /// Its modifiers in the file before any edit of this session.
  public var editOriginal: ViewEdit.Original?
  /// Why the last submitted line did not parse; the last good plan stays on screen.
  public var editError: ModifierParseError?
  /// Every view whose modifiers were edited, with the text that applies now.
  public var edits: [ViewEdit] = []
  /// `edits` before each applied edit, for `u`; what `u` took back, for `U`.
  public var undoEdits: [[ViewEdit]] = []
  public var redoEdits: [[ViewEdit]] = []
  /// `edits` as the last `w` wrote them: what is in the file (or the scene beside a storyboard).
  public var savedEdits: [ViewEdit] = []
  /// Lines applied in the edit line, oldest first, for its ↑ / ↓.
  public var editHistory: [String] = []
  /// A problem to show in the status line until it is fixed, such as a broken save.
  public var alert: String?
  /// A note on what the last key did, in the status line until the next key.
  public var notice: String?
  /// The `/` search line, while it is open.
  public var search: LineEditor?
  /// The selection before the search opened, put back when Esc cancels it.
  public var searchOrigin: ViewRef?
  /// For a storyboard: which of its transitions is previewed (`[` and `]` step), of how many.
  public var transitionIndex = 0
  public var transitionCount = 1

  public init(
    scene: Scene, options: Planner.Options = Planner.Options(), autoplay: Bool = false,
    loop: Bool = false, exitAfterPlay: Bool = false
  ) {
    container = options.container ?? scene.container
    presenting = options.presenting ?? scene.presenting
    var types: [ContainerKind: AnimationType] = [:]
    for kind in ContainerKind.allCases { types[kind] = scene.animationType(for: kind) }
    if let override = options.animation { types[container] = override }
    animation = types
    self.loop = loop
    self.exitAfterPlay = exitAfterPlay
    if autoplay { motion = .playing }
  }

  public var speed: Double { Self.speeds[speedIndex] }

  public var isMoving: Bool { motion != .paused }

  /// The planner options for what is previewed now.
  public var plannerOptions: Planner.Options {
    Planner.Options(
      container: container, animation: animation[container] ?? .auto, presenting: presenting)
  }

  /// Moves progress on by `seconds` of wall-clock time at the current speed.
  public mutating func advance(by seconds: Double, totalDuration: Double) {
    advanceEase3D(by: seconds)
    guard isMoving, seconds > 0 else { return }
    if motion == .finishing || motion == .cancelling {
      return advanceRelease(by: seconds)
    }
    let step = totalDuration > 0 ? seconds * speed / totalDuration : 1
    let forward = !reversed
    progress += forward ? step : -step
    guard progress >= 1 || progress <= 0 else { return }
    if motion == .playing && loop && !exitAfterPlay {
      if pingPong {
        // Turned round at the end it reached, the overshoot carried back.
        if progress >= 1 {
          progress = max(0, 2 - progress)
          reversed = true
        } else {
          progress = min(1, -progress)
          reversed = false
        }
        return
      }
      progress -= progress.rounded(.down)
      if !forward && progress == 0 { progress = 1 }
      return
    }
    progress = min(max(progress, 0), 1)
    motion = .paused
    if exitAfterPlay { quit = true }
  }

  /// Jumps to `fraction` of the transition and pauses, as scrubbing does.
  public mutating func scrub(to fraction: Double) {
    dropGesture()
    progress = min(max(fraction, 0), 1)
    motion = .paused
  }

  /// Starts playing in the current direction, from the other end if already at this one; a
  /// paused release plays on.
  mutating func play() {
    if let finishing = gesture?.finishing {
      motion = finishing ? .finishing : .cancelling
      return
    }
    dropGesture()
    if !reversed && progress >= 1 { progress = 0 }
    if reversed && progress <= 0 { progress = 1 }
    motion = .playing
  }
}
