import HeroANSI
import HeroPlanner
import HeroRaster

/// The previewer's loop: frames at 60 Hz by deadline while the transition moves, blocking on
/// input while it is paused, and only the cells that changed sent to the terminal.
///
/// Every frame waits for the next deadline with the backend's input timeout
/// (`timeout(deadline − now)`): no busy waiting, and deadlines are `start + n / 60 s`, so the
/// rate does not drift; a frame that runs late skips ahead instead of bursting. Progress moves
/// by the wall-clock time between frames, so a slow frame never slows the transition down.
public final class Player {
  /// One drawn frame, for `--stats-log` style measurements.
  public struct FrameRecord: Hashable, Sendable {
    /// When the frame started, in seconds since the player started.
    public var time: Double
    /// How long sampling, rasterising, diffing and writing took, in seconds.
    public var duration: Double
    /// The part of `duration` before the backend has the canvas: sampling, rasterising,
    /// composing (mapping, diffing and writing are the backend's `present`).
    public var renderDuration: Double
    /// The transition was moving (not paused) when the frame was drawn.
    public var moving: Bool
    public var changedCells: Int
    /// The progress drawn (0…1).
    public var progress: Double
  }

  public static let frameInterval = 1.0 / 60
  /// The most pixels a sixel picture has where the terminal did not say its own limit.
  public static let sixelLimit = PixelSize(width: 2048, height: 2048)
  /// What a palette terminal is told at start.
  static let paletteNotice =
    "palette colours (nearest, kept apart) · COLORTERM=truecolor gives exact colours"
    + " where the terminal has them"

  public private(set) var state: PlayerState
  /// The plan drawn, made without the notes that explain it (a third faster to plan).
  public private(set) var plan: TransitionPlan {
    didSet {
      buffers.planChanged()
      explained = nil
    }
  }
  /// What the gesture's calls leave (`state.gesture`): while there is one, its resumed plan is
  /// drawn instead of `plan`.
  private var interaction: Interaction? {
    didSet {
      buffers.planChanged()
      heldPlan = nil
      // Held (not yet released), every view stays where the calls put it, whatever the time:
      // the plan keeps the transition's length, so the status line's time is the playhead's.
      if var held = interaction?.resumed, interaction?.release == nil {
        held.totalDuration = plan.totalDuration
        heldPlan = held
      }
    }
  }
  private var heldPlan: TransitionPlan?
  /// The plan drawn now.
  private var drawnPlan: TransitionPlan { heldPlan ?? interaction?.resumed ?? plan }
  /// The plan with its notes, made when the inspector first shows a view: only the inspector
  /// reads them. It plans the same scene with the same options as `plan`.
  private var explained: TransitionPlan?
  private var planned: (scene: Scene, options: Planner.Options)
  /// Whether `plan` is the way back (`state.back` moves first, on the key).
  private var plannedBack: Bool
  public private(set) var frames: [FrameRecord] = []
  public private(set) var stats = FrameStats()

  /// The scene as loaded (or last reloaded); edits are applied on top of it.
  private var scene: Scene
  /// A storyboard's transitions, stepped through with `[` and `]` (empty for a scene file).
  private var transitions: [Scene]
  /// Edits made on each transition, and those last written, kept while another one is
  /// previewed.
  private var editsByTransition: [Int: [ViewEdit]] = [:]
  private var savedByTransition: [Int: [ViewEdit]] = [:]
  /// The scene file as the last `w` left it, until the watcher brings that write back: a
  /// reload of heroscope's own write changes nothing.
  private var ownWrite: Scene?
  /// Changes the watcher brought, and of them heroscope's own writes coming back: the stats
  /// line counts them, so a reload that changes nothing on screen can still be seen to happen.
  private var reloads = 0
  private var ownReloads = 0
  /// The transition on screen (`state.transitionIndex` moves first, on the key).
  private var shownTransition: Int
  private let backend: any TerminalBackend
  /// Reloads the scene file when it changes (`--watch`).
  private var watcher: (any SceneReloading)?
  /// Saves the edits on `w`.
  private var writer: (any SceneWriting)?
  private var lastPoll = 0.0
  /// The last screen drawn, to map clicks and Tab to views.
  private(set) var lastScreen: PlayerView.Screen?
  /// How often a watched file is looked at, in seconds.
  static let pollInterval = 0.25
  private let recordFrames: Bool
  /// The layout on screen: another one repaints the whole screen.
  private var onScreenLayout: PlayerLayout?
  /// The screen's storage, reused from frame to frame.
  private var buffers = PlayerView.Buffers()
  private var started = 0.0
  /// The picture's size in pixels last drawn as an image, for the stats line.
  private var shownPicture: PixelSize?
  /// Whether the backend draws the picture as an image (an encoder exists for its protocol).
  private var drawsPictures: Bool { backend.graphics.drawsPictures }
  /// The rate of pictures for the protocols that are slow to make (sixel, iTerm2): each
  /// picture's paint and encode time decides whether the next is due (`PictureFramePacing`).
  private var pacing: PictureFramePacing?
  /// When the last picture was painted, and whether a newer one waits for its turn (a held
  /// frame: the player draws again when it is due, even paused).
  private var lastPictureAt = -Double.infinity
  private var pictureWaiting = false

  public init(
    scene: Scene, state: PlayerState, backend: any TerminalBackend, recordFrames: Bool = false,
    watcher: (any SceneReloading)? = nil, transitions: [Scene] = [],
    writer: (any SceneWriting)? = nil, images: RasterImages = RasterImages()
  ) {
    buffers.images = images
    self.scene = scene
    self.transitions = transitions
    var state = state
    state.transitionCount = max(transitions.count, 1)
    shownTransition = state.transitionIndex
    self.watcher = watcher
    self.writer = writer
    self.state = state
    self.backend = backend
    self.recordFrames = recordFrames
    if backend.graphics.paintsIntoCells { pacing = PictureFramePacing() }
    if backend.graphics.drawsPictures && !backend.graphics.scalesImages {
      // An image the terminal does not scale is painted at the cell's own pixels, up to the
      // largest image the terminal said it takes (XTSMGRAPHICS), else up to `sixelLimit`.
      buffers.pictureLimit = backend.facts.sixelMaxPixels ?? Self.sixelLimit
    }
    switch backend.capabilities.colorMode {
    case .palette256: buffers.palette = ColorReducer(palette: .xterm256)
    case .basic8: buffers.palette = ColorReducer(palette: .basic8)
    case .direct, .monochrome: buffers.palette = nil
    }
    if buffers.palette != nil && self.state.notice == nil && !backend.graphics.drawsPictures {
      // Said once, until the first key: colours close together are drawn apart, not exact
      // (a picture drawn as an image has its exact colours in any colour mode).
      self.state.notice = Self.paletteNotice
    }
    plannedBack = state.back
    planned = (state.back ? scene.wayBack : scene, state.plannerOptions)
    plan = Planner.plan(planned.scene, options: state.plannerOptions.explaining(false))
    backend.prepareImages(for: planned.scene)
  }

  /// Runs until `q`, Esc, the end of play with `exitAfterPlay`, or the end of input; the
  /// picture's image (if any) is taken off the screen before it returns.
  public func run() throws(TerminalError) {
    try loop()
    try backend.removePictures()
  }

  private func loop() throws(TerminalError) {
    let period = Self.frameInterval
    started = backend.now()
    var lastTick = started
    var deadline = started + period
    var needsDraw = true
    while true {
      if state.needsTicks {
        let now = backend.now()
        if now >= deadline {
          state.advance(by: now - lastTick, totalDuration: plan.totalDuration)
          lastTick = now
          deadline += period
          if deadline <= now { deadline = now + period }
          needsDraw = true
        }
      }
      if pictureWaiting && backend.now() >= nextPictureAt { needsDraw = true }
      if needsDraw {
        try draw()
        needsDraw = false
      }
      // Quitting at the end of play (`exitAfterPlay`) shows the last frame first.
      if state.quit { break }
      // Paused, the player blocks on input, waking only to look at a watched file.
      var timeout = state.needsTicks ? max(0, deadline - backend.now()) : nil
      if pictureWaiting {
        timeout = min(timeout ?? .infinity, max(0, nextPictureAt - backend.now()))
      }
      if watcher != nil {
        timeout = min(
          timeout ?? Self.pollInterval, max(0, lastPoll + Self.pollInterval - backend.now()))
      }
      if pollWatcher() { needsDraw = true }
      guard var event = try backend.nextEvent(timeout: timeout) else { continue }
      let wasMoving = state.needsTicks
      if wasMoving {
        let now = backend.now()
        state.advance(by: now - lastTick, totalDuration: plan.totalDuration)
        lastTick = now
        if !state.needsTicks { needsDraw = true }
      }
      // Input already waiting (a paste, a key held down) is applied before one draw, for at
      // most a frame's time so a moving picture keeps moving.
      let drainStart = backend.now()
      while true {
        guard let redraw = perform(apply(event)) else { return }
        if redraw { needsDraw = true }
        guard backend.now() - drainStart < period, let next = try backend.pendingEvent()
        else { break }
        event = next
      }
      if !wasMoving && state.needsTicks {
        lastTick = backend.now()
        deadline = lastTick + period
      }
    }
  }

  /// Carries out what a reduction asks for; whether to draw again, nil to quit.
  private func perform(_ effect: PlayerState.Effect) -> Bool? {
    switch effect {
    case .none: return false
    case .redraw: return true
    case .repaintAll:
      // Forget what is on screen: the next draw clears the terminal and puts every cell.
      onScreenLayout = nil
      return true
    case .replan: replan()
    case .quit: return nil
    case .cycleSelection(let step):
      state.cycleSelection(by: step, order: selectionOrder)
    case .beginEdit: state.beginEdit(in: plan)
    case .click(let column, let row, let shift):
      guard let screen = lastScreen else { return false }
      let onPicture = row < screen.layout.transitionRows && column < screen.layout.transitionColumns
      // A Shift+press on the picture in 3D starts a move of the stack and selects nothing.
      let moving = shift && onPicture && state.threeD != nil
      let redraw = moving || state.click(column: column, row: row, on: screen, plan: plan)
      if onPicture {
        // In the 3D view a drag on the picture turns it (with Shift, moves it); else it drags
        // the view pressed.
        if let yaw = state.threeD {
          let fit = screen.raster?.fit
          state.turnDrag = PlayerState.TurnDrag(
            column: column, row: row, yaw: yaw, pan: state.pan3D, moves: shift,
            pointsPerCell: fit.map {
              Point(
                x: $0.scaleX > 0 ? Double($0.pixelsPerCell.x) / $0.scaleX : 1,
                y: $0.scaleY > 0 ? Double($0.pixelsPerCell.y) / $0.scaleY : 1)
            } ?? Point(x: 1, y: 1))
        } else {
          armViewDrag(column: column, row: row, on: screen)
        }
      }
      armTimelineDrag(column: column, row: row, on: screen)
      return redraw
    case .interact:
      interact()
      return true
    case .retime(let delay, let duration):
      if state.retime(delayBy: delay, durationBy: duration, in: plan) { replan() }
    case .dragTimeline(let column):
      guard state.dragTimeline(to: column, in: plan) else { return false }
      replan()
    case .switchTransition: switchTransition()
    case .stepFrames(let count): state.stepFrames(by: count, totalDuration: plan.totalDuration)
    case .search: state.selectSearchMatch(in: plan, order: selectionOrder)
    case .writeEdits: writeEdits()
    case .stepInTree(let step):
      // The tree lists the plan's views in order: the from screen's, then the to screen's.
      state.cycleSelection(by: step, order: plan.views.map(\.ref))
    }
    return true
  }

  /// `w`: hands the edits to the writer and shows what it says.
  /// Written are the edits as they stand and, for each edit of the last write taken back
  /// since, the view's original modifiers.
  private func writeEdits() {
    guard !state.edits.isEmpty || !state.savedEdits.isEmpty else {
      state.wrote(.written("no edits to write: e edits the selected view's modifiers"))
      return
    }
    guard state.unsavedCount > 0 else {
      state.notice = "nothing unsaved: the file has every edit"
      return
    }
    guard var writer else {
      state.wrote(.failed("nothing to write to: the demo scene has no file"))
      return
    }
    let pending = ViewEdit.effective(current: state.edits, saved: state.savedEdits)
    let outcome = writer.write(pending, scene: scene, transition: state.transitionIndex)
    self.writer = writer
    if case .saved(_, let onDisk) = outcome {
      // The file may have been merged with changes made beside heroscope: its views are
      // where the write found them.
      rebase(on: onDisk)
      ownWrite = onDisk
    }
    state.wrote(outcome)
    if case .saved = outcome { replan() }
  }

  /// Takes `newScene` as the scene, every edit (current, undoable, last written) moved to its
  /// view there by identity; the current edits whose view is gone are returned.
  @discardableResult
  private func rebase(on newScene: Scene) -> [ViewEdit] {
    let old = scene
    let carried = ViewEdit.carry(state.edits, from: old, to: newScene)
    state.edits = carried.kept
    state.savedEdits = ViewEdit.carry(state.savedEdits, from: old, to: newScene).kept
    state.undoEdits = state.undoEdits.map { ViewEdit.carry($0, from: old, to: newScene).kept }
    state.redoEdits = state.redoEdits.map { ViewEdit.carry($0, from: old, to: newScene).kept }
    scene = newScene
    return carried.dropped
  }

  /// After a reload: the edits whose view is gone, said in the status line.
  private func reportDropped(_ dropped: [ViewEdit]) {
    guard let first = dropped.first else { return }
    let more = dropped.count > 1 ? " and \(dropped.count - 1) more" : ""
    state.notice =
      "dropped the edit of \(TerminalText.cells(first.target.label))\(more): its view is gone from the file"
  }

  /// Every view of both screens for Tab and search: those drawn now in drawing order, then
  /// the rest (invisible at this progress, which are often the ones being debugged).
  var selectionOrder: [ViewRef] {
    PlayerView.selectionOrder(drawn: lastScreen?.drawOrder ?? [], plan: plan)
  }

  /// Plans the scene with the edits applied, keeping progress, and the selection on the same
  /// view (or none, when it is gone).
  func replan() {
    let old = plan
    let shown = ViewEdit.effective(current: state.edits, saved: state.savedEdits)
    // Edits name the views as the file has them: applied first, then the screens swapped.
    let edited = ViewEdit.apply(shown, to: scene)
    planned = (state.back ? edited.wayBack : edited, state.plannerOptions)
    plan = Planner.plan(planned.scene, options: planned.options.explaining(false))
    backend.prepareImages(for: planned.scene)
    state.keepSelection(from: old, in: plan, swapped: plannedBack != state.back)
    plannedBack = state.back
    // A gesture was on the plan before: it ends, and the new plan is drawn at the playhead.
    if state.gesture != nil || interaction != nil {
      if state.motion == .finishing || state.motion == .cancelling { state.motion = .paused }
      state.dropGesture()
      interaction = nil
    }
  }

  /// Runs the gesture's calls on the plan (`state.gesture`), or ends the interaction when
  /// there is none; a call the plan cannot run ends the gesture and says why.
  private func interact() {
    guard let gesture = state.gesture else {
      interaction = nil
      return
    }
    do {
      let ran = try Interaction(gesture.script, on: plan)
      interaction = ran
      state.interactionRan(length: ran.completesAfter)
    } catch {
      state.dropGesture()
      state.motion = .paused
      interaction = nil
      state.alert = "cannot run \(gesture.script.text): \(error.message)"
    }
  }

  /// A press on the picture selected the view under it: it may now be dragged from there.
  private func armViewDrag(column: Int, row: Int, on screen: PlayerView.Screen) {
    guard let ref = state.selected, let raster = screen.raster, plan.has(ref),
      raster.fit.scaleX > 0, raster.fit.scaleY > 0
    else { return }
    let animation = plan.view(ref).animation
    let centre = animation?.state(at: state.sampleFraction * plan.totalDuration).position
    var drag = PlayerState.ViewDrag(
      view: ref, path: plan.view(ref).sourcePath, column: column, row: row,
      progress: state.progress, centre: centre ?? Point(x: 0, y: 0),
      pointsPerColumn: raster.fit.pointsPerCell.x, pointsPerRow: raster.fit.pointsPerCell.y,
      screenHeight: raster.fit.screenHeight)
    drag.animates = animation != nil
    state.beginViewDrag(drag)
  }

  /// The blitter the picture is drawn with: half blocks where the terminal has no Unicode.
  private var drawnBlitter: Blitter { backend.capabilities.unicode ? state.blitter : .half }

  /// A press on a bar of the timeline: its start, end or middle may now be dragged.
  private func armTimelineDrag(column: Int, row: Int, on screen: PlayerView.Screen) {
    guard let timeline = screen.timeline, screen.layout.timelineRange.contains(row),
      case .view(let ref) = timeline.rows[row - screen.layout.timelineRange.lowerBound],
      plan.has(ref), let animation = plan.view(ref).animation, plan.totalDuration > 0
    else { return }
    let perColumn = plan.totalDuration / Double(max(1, timeline.axisEnd - timeline.axisStart))
    let x = { (t: Double) in Double(timeline.axisStart) + t / perColumn }
    let start = x(animation.delay)
    let end = x(animation.delay + animation.duration)
    let at = Double(column) + 0.5
    let part: PlayerState.TimelineDrag.Part
    if abs(at - start) <= 1 {
      part = .start
    } else if abs(at - end) <= 1 {
      part = .end
    } else if at > start && at < end {
      part = .middle
    } else {
      return
    }
    state.timelineDrag = PlayerState.TimelineDrag(
      view: ref, part: part, column: column, secondsPerColumn: perColumn, delay: animation.delay,
      duration: part == .end ? animation.curveDuration : animation.duration)
  }

  /// The plan with its notes for the inspector, planned the first time it shows a view.
  private func explainedPlan(for layout: PlayerLayout) -> TransitionPlan? {
    guard layout.inspectorColumns > 0, !state.showTree, state.selected != nil else { return nil }
    if let explained { return explained }
    let made = Planner.plan(planned.scene, options: planned.options.explaining(true))
    explained = made
    return made
  }

  /// Every edit made, on every transition previewed.
  public var allEdits: [ViewEdit] {
    var all = editsByTransition
    all[state.transitionIndex] = state.edits
    return all.keys.sorted().flatMap { all[$0] ?? [] }
  }

  /// Previews the transition `state.transitionIndex` names, keeping each one's edits.
  func switchTransition() {
    guard transitions.indices.contains(state.transitionIndex) else { return }
    editsByTransition[shownTransition] = state.edits
    savedByTransition[shownTransition] = state.savedEdits
    shownTransition = state.transitionIndex
    scene = transitions[state.transitionIndex]
    state.begin(
      scene, edits: editsByTransition[state.transitionIndex] ?? [],
      saved: savedByTransition[state.transitionIndex] ?? [])
    replan()
  }

  /// When the next picture of a paced protocol may be painted.
  private var nextPictureAt: Double {
    guard let pacing else { return -.infinity }
    return lastPictureAt + pacing.earliestSeconds
  }

  /// ` · reloads 2 (1 own)` for the stats line while a file is watched, else nothing.
  private var watcherSummary: String {
    guard watcher != nil else { return "" }
    return " · reloads \(reloads)" + (ownReloads > 0 ? " (\(ownReloads) own)" : "")
  }

  /// ` · kitty 750x1340 px 23.4 KB` for the stats line while the picture is an image: the
  /// protocol, the image's pixels and the bytes of the last image sent; else nothing.
  private var pictureSummary: String {
    guard drawsPictures else { return "" }
    guard let size = shownPicture else { return " · \(backend.graphics.rawValue) off (cells)" }
    let bytes = backend.pictureBytes
    let amount =
      bytes < 1024
      ? "\(bytes) B" : "\((bytes * 10 + 512) / 1024 / 10).\((bytes * 10 + 512) / 1024 % 10) KB"
    return " · \(backend.graphics.rawValue) \(size.width)x\(size.height) px \(amount)"
  }

  /// Looks at the watched file when it is time; a change reloads and replans (keeping progress,
  /// selection and edits), a broken save is shown until it is fixed.
  private func pollWatcher() -> Bool {
    guard var source = watcher else { return false }
    let now = backend.now()
    guard now - lastPoll >= Self.pollInterval else { return false }
    lastPoll = now
    let change = source.poll()
    watcher = source
    guard let change else { return false }
    reloads += 1
    switch change {
    case .reloadedWithImages(let reloaded, let images):
      buffers.images = images
      // Drawn again even when the scene is heroscope's own write coming back: its pixels moved.
      _ = reload(reloaded)
      return true
    case .reloaded(let reloaded):
      return reload(reloaded)
    case .reloadedTransitions(let all):
      guard !all.isEmpty else { return false }
      // The transition on screen stays (or the last one, if the file has fewer now).
      transitions = all
      state.reloaded(transitions: all.count, shown: shownTransition)
      let kept = shownTransition == state.transitionIndex
      shownTransition = state.transitionIndex
      if kept {
        reportDropped(rebase(on: all[state.transitionIndex]))
      } else {
        scene = all[state.transitionIndex]
      }
      replan()
      return true
    case .newCaptures(let all):
      guard !all.isEmpty else { return false }
      transitions = all
      state.newCaptures(count: all.count)
      switchTransition()
      return true
    case .failed(let message):
      state.reloadFailed(message)
      return true
    }
  }

  /// The scene file reloaded: replanned on the new scene with the edits on top, unless it is
  /// heroscope's own write coming back. Says whether to draw again.
  private func reload(_ reloaded: Scene) -> Bool {
    if reloaded == ownWrite {
      // heroscope's own write coming back: the scene already is what the file holds.
      ownWrite = nil
      ownReloads += 1
      // Drawn again only for the stats line, whose count moved.
      return state.showStats
    }
    ownWrite = nil
    let dropped = rebase(on: reloaded)
    state.reloaded()
    reportDropped(dropped)
    replan()
    return true
  }

  private func apply(_ event: InputEvent) -> PlayerState.Effect {
    switch event {
    case .key(let key): return state.handle(key)
    case .mouse(let mouse):
      let size = backend.size
      return state.handle(
        mouse,
        layout: PlayerView.layout(state: state, plan: plan, columns: size.columns, rows: size.rows))
    case .resize: return .redraw
    case .repaint: return .repaintAll
    case .hangup: return state.inputGone()
    }
  }

  /// Draws the current state: renders the screen, presents it (the backend writes what
  /// changed), and records the frame time.
  func draw() throws(TerminalError) {
    let start = backend.now()
    let size = backend.size
    // A release that has played out (or had nothing left to move) leaves the plan to be drawn.
    if state.gesture == nil && interaction != nil { interaction = nil }
    let drawn = drawnPlan
    let layout = PlayerView.layout(
      state: state, plan: drawn, columns: size.columns, rows: size.rows)
    // The watcher's count before the backend's line, which ends with how the picture is drawn
    // and why (the longest part, cut first where the line is too wide).
    let statsLine =
      state.showStats
      ? stats.summary(now: start) + " · " + drawnBlitter.label + watcherSummary + " · "
        + backend.diagnostics + pictureSummary : nil
    buffers.pictureCell =
      drawsPictures
      ? backend.facts.cellPixels
        ?? PixelSize(width: PixelPicture.defaultCell.width, height: PixelPicture.defaultCell.height)
      : nil
    // A paced protocol keeps its last picture until the next is due (a new layout never waits).
    let held =
      pacing != nil && onScreenLayout == layout && start < nextPictureAt && shownPicture != nil
    buffers.holdPicture = held
    // The last screen shares the buffers' storage: let it go so this frame draws in place.
    lastScreen = nil
    // During a gesture the inspector reads the resumed plan's live values, not the notes.
    let screen = PlayerView.screen(
      state: state, plan: drawn, layout: layout, unicode: backend.capabilities.unicode,
      stats: statsLine, explained: interaction == nil ? explainedPlan(for: layout) : nil,
      buffers: &buffers)
    lastScreen = screen
    let rendered = backend.now()
    if onScreenLayout != layout { try backend.invalidate() }
    let changed = try backend.present(screen.canvas, picture: screen.picture)
    shownPicture = screen.picture.map { PixelSize(width: $0.width, height: $0.height) }
    if var paced = pacing, screen.picture != nil {
      if held {
        pictureWaiting = true
      } else {
        // What a picture costs here is its paint and its encoding: both decide the rate.
        paced.record(encodeTime: .nanoseconds(Int64(((backend.now() - start) * 1e9).rounded())))
        pacing = paced
        lastPictureAt = start
        pictureWaiting = false
      }
    }
    onScreenLayout = layout
    let duration = backend.now() - start
    stats.record(duration: duration, at: start, changedCells: changed)
    if recordFrames {
      frames.append(
        FrameRecord(
          time: start - started, duration: duration, renderDuration: rendered - start,
          moving: state.isMoving, changedCells: changed, progress: state.progress))
    }
  }
}
