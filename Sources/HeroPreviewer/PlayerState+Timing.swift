import HeroPlanner

/// The editable timeline (issue 35 §2): a view's delay and duration changed by dragging its bar
/// in `T`, or by `<` `>` (delay) and `{` `}` (duration) 10 ms at a time, each an edit of the
/// modifier list of the view whose timing Hero uses, in the syntax that list is written in.
extension PlayerState {
  /// A bar held by the mouse in the timeline, until the button comes up.
  public struct TimelineDrag: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
      /// The start: the delay changes and the end stays.
      case start
      /// The end: the duration changes.
      case end
      /// The middle: the bar moves, its length kept.
      case middle
    }

    public var view: ViewRef
    public var part: Part
    public var column: Int
    /// Transition seconds per timeline column, as the axis was at the press.
    public var secondsPerColumn: Double
    /// The view's delay and duration at the press.
    public var delay: Double
    public var duration: Double
    /// Whether the drag has made an edit yet: its first one is what `u` takes back.
    public var edited = false

    public init(
      view: ViewRef, part: Part, column: Int, secondsPerColumn: Double, delay: Double,
      duration: Double
    ) {
      self.view = view
      self.part = part
      self.column = column
      self.secondsPerColumn = secondsPerColumn
      self.delay = delay
      self.duration = duration
    }
  }

  /// The step of `<` `>` `{` `}`, in seconds.
  public static let timingStep = 0.01

  /// `<` `>` `{` `}`: the selected view's delay or duration by `delay` / `duration` seconds.
  /// Whether the plan must be made again.
  public mutating func retime(
    delayBy delay: Double, durationBy duration: Double, in plan: TransitionPlan
  )
    -> Bool
  {
    guard let selected, plan.has(selected), let animation = plan.view(selected).animation else {
      alert = "select an animating view first (Tab, or a row of the timeline, T)"
      return false
    }
    return setTiming(
      of: selected, delay: delay != 0 ? max(0, animation.delay + delay) : nil,
      duration: duration != 0 ? max(Self.timingStep, animation.curveDuration + duration) : nil,
      in: plan, pushUndo: true)
  }

  /// The held bar dragged to `column`; whether the plan must be made again.
  public mutating func dragTimeline(to column: Int, in plan: TransitionPlan) -> Bool {
    guard var drag = timelineDrag, column != drag.column || drag.edited else { return false }
    let moved = Double(column - drag.column) * drag.secondsPerColumn
    var delay: Double?
    var duration: Double?
    switch drag.part {
    case .start:
      let end = drag.delay + drag.duration
      delay = min(max(0, drag.delay + moved), end - Self.timingStep)
      duration = end - (delay ?? 0)
    case .end: duration = max(Self.timingStep, drag.duration + moved)
    case .middle: delay = max(0, drag.delay + moved)
    }
    let changed = setTiming(
      of: drag.view, delay: delay, duration: duration, in: plan, pushUndo: !drag.edited)
    if changed { drag.edited = true }
    timelineDrag = drag
    return changed
  }

  /// Sets the view's delay and duration as the plan has them (nil: unchanged), written into the
  /// modifiers of the view Hero takes them from. Says in the status line what changed where,
  /// or why nothing did.
  mutating func setTiming(
    of ref: ViewRef, delay: Double?, duration: Double?, in plan: TransitionPlan, pushUndo: Bool
  ) -> Bool {
    guard plan.has(ref), let animation = plan.view(ref).animation else { return false }
    var view = plan.view(ref)
    var notes: [String] = []
    // A matched pair runs on the to-view's timing (HERO-SEMANTICS: matched views take the
    // to-view's duration, delay, timing function and spring).
    if view.ref.screen == .from, let partner = view.matchedWith, plan.has(partner) {
      view = plan.view(partner)
      notes.append(
        "matched: Hero times the pair by \(TerminalText.cells(label(of: view))), so the edit went there"
      )
    }
    var duration = duration
    if duration != nil, animation.spring != nil {
      notes.append("a spring's length is its settling time: Hero ignores duration here")
      duration = nil
    }
    guard delay != nil || duration != nil else {
      notice = notes.joined(separator: " · ")
      return false
    }
    let (target, original) = editTarget(for: view)
    let current = edits.first { $0.target.isSameView(as: target) }?.text
    var text = current ?? view.sceneView.modifierText ?? ""
    var said: [String] = []
    if let delay {
      // The modifier's own delay moves by what the plan's moves (a cascade adds to it).
      let written = Self.writtenDelay(in: view.sceneView.modifiers)
      let value = max(0, written + delay - animation.delay)
      guard
        let set = TimingText.setting("delay", to: value, in: text, heroString: target.heroString)
      else { return refused(text) }
      text = set
      said.append("delay \(formatNumber(delay, decimals: 3)) s")
    }
    if let duration {
      guard
        let set = TimingText.setting(
          "duration", to: duration, in: text, heroString: target.heroString)
      else { return refused(text) }
      text = set
      said.append("duration \(formatNumber(duration, decimals: 3)) s")
    }
    let modifiers: [HeroModifier]
    do {
      modifiers =
        target.heroString
        ? try HeroStringReader.read(text).modifiers ?? [] : try ModifierParser.parse(text)
    } catch {
      return refused(text)
    }
    // A drag's later moves change its own edit: `u` takes the whole drag back.
    if pushUndo {
      undoEdits.append(edits)
      redoEdits = []
    }
    record(ViewEdit(target: target, text: text, modifiers: modifiers, original: original))
    notice =
      ([
        said.joined(separator: ", ")
          + ": \(TerminalText.cells(target.label)) \(TerminalText.cells(text))"
      ]
      + notes).joined(separator: " · ")
    return true
  }

  /// The last `delay` of a list as written (0 when it has none).
  private static func writtenDelay(in modifiers: [HeroModifier]?) -> Double {
    for modifier in (modifiers ?? []).reversed() {
      if case .delay(let value) = modifier { return value }
    }
    return 0
  }

  private mutating func refused(_ text: String) -> Bool {
    alert =
      "cannot retime \(TerminalText.cells(text)): the list would not read back; edit it with e"
    return false
  }

  /// `to.views[0] 'card'`, as the edit line labels a view.
  private func label(of view: PlannedView) -> String {
    "\(view.sourcePath.isEmpty ? view.ref.description : view.sourcePath) '\(view.name)'"
  }
}
