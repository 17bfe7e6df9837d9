import HeroANSI
import HeroPlanner

/// Reductions that need the plan: selecting views (Tab, search, a reload that moves them) and
/// stepping by frames of transition time.
extension PlayerState {
  /// The next view in `order` after the selected one, wrapping around.
  public mutating func cycleSelection(by step: Int, order: [ViewRef]) {
    guard !order.isEmpty else { return }
    if let current = selected, let index = order.firstIndex(of: current) {
      selected = order[(index + step % order.count + order.count) % order.count]
    } else {
      selected = step > 0 ? order.first : order.last
    }
    inspectorScroll = 0
  }

  /// Moves by `count` frames of 1/60 s of transition time and pauses, as DevTools steps.
  public mutating func stepFrames(by count: Int, totalDuration: Double) {
    guard totalDuration > 0 else { return }
    step(hundredths: 0, frames: count, totalDuration: totalDuration)
  }

  /// Keys while the `/` search line is open: typing searches as it goes, Enter keeps the
  /// match selected, Esc puts the selection back as it was.
  mutating func handleSearch(_ key: Key) -> Effect {
    guard var line = search else { return .none }
    // Taken out while it changes: no copy of the line per key.
    search = nil
    switch line.handle(key) {
    case .editing:
      search = line
      return .search
    case .submit:
      search = nil
      searchOrigin = nil
      return .redraw
    case .cancel:
      selected = searchOrigin
      search = nil
      searchOrigin = nil
      return .redraw
    }
  }

  /// Selects the first view whose name or heroID contains the search text (ignoring case), in
  /// `order`; with no match (or no text) the selection is the one from before the search.
  public mutating func selectSearchMatch(in plan: TransitionPlan, order: [ViewRef]) {
    guard let text = search?.text else { return }
    selected = Self.matches(of: text, in: plan, order: order).first ?? searchOrigin
    inspectorScroll = 0
  }

  /// The views in `order` whose name or heroID contains `text`, ignoring case.
  public static func matches(of text: String, in plan: TransitionPlan, order: [ViewRef])
    -> [ViewRef]
  {
    let needle = text.lowercased()
    guard !needle.isEmpty else { return [] }
    return order.filter { ref in
      guard plan.has(ref) else { return false }
      let view = plan.view(ref)
      return view.name.lowercased().contains(needle)
        || (view.heroID?.lowercased().contains(needle) ?? false)
    }
  }

  /// After a replan (a reload, an edit): the selection follows its view — the same screen and
  /// path with the same name and heroID, else the one view of that screen with that name and
  /// heroID — and is cleared when the view is gone, so the inspector never shows another view.
  /// `swapped`: the new plan is the way back of the old one (or the other way), so a view's
  /// screen is the other one there.
  public mutating func keepSelection(
    from old: TransitionPlan, in new: TransitionPlan, swapped: Bool = false
  ) {
    for keyPath in [\PlayerState.selected, \PlayerState.searchOrigin] {
      guard let ref = self[keyPath: keyPath] else { continue }
      self[keyPath: keyPath] = Self.follow(ref, from: old, in: new, swapped: swapped)
    }
  }

  private static func follow(
    _ ref: ViewRef, from old: TransitionPlan, in new: TransitionPlan, swapped: Bool
  ) -> ViewRef? {
    guard old.has(ref) else { return nil }
    let before = old.view(ref)
    let screen = swapped ? (ref.screen == .from ? ScreenSide.to : .from) : ref.screen
    func same(_ view: PlannedView) -> Bool {
      view.ref.screen == screen && view.name == before.name && view.heroID == before.heroID
    }
    if let samePlace = new.views.first(where: {
      $0.ref.screen == screen && $0.path == before.path
    }),
      same(samePlace)
    {
      return samePlace.ref
    }
    let candidates = new.views.filter(same)
    return candidates.count == 1 ? candidates[0].ref : nil
  }
}

/// Reductions given the plan and the last screen drawn: a click, and opening the editor.
extension PlayerState {
  /// A click on the transition selects the view on top there; in the view tree, its row's
  /// view; on the timeline, a row selects its view and the axis scrubs. Whether to draw again.
  public mutating func click(
    column: Int, row: Int, on screen: PlayerView.Screen, plan: TransitionPlan
  ) -> Bool {
    let layout = screen.layout
    if row < layout.transitionRows && column < layout.transitionColumns && !zOrder {
      select(screen.view(atColumn: column, row: row))
      return true
    }
    if showTree, column >= layout.inspectorX, let ref = screen.treeRows[row] {
      select(ref)
      return true
    }
    guard let timeline = screen.timeline, layout.timelineRange.contains(row) else { return false }
    switch timeline.rows[row - layout.timelineRange.lowerBound] {
    case .view(let ref), .track(let ref, _):
      select(ref)
      return true
    case .axis:
      scrub(
        to: timeline.time(atColumn: column, total: plan.totalDuration)
          / max(plan.totalDuration, 1e-9))
      return true
    case .header, .empty:
      return false
    }
  }

  private mutating func select(_ ref: ViewRef?) {
    selected = ref
    inspectorScroll = 0
  }

  /// Opens the line editor on the selected view's modifiers (as edited, else as written); with
  /// no view selected, says how to select one.
  public mutating func beginEdit(in plan: TransitionPlan) {
    guard let selected, plan.has(selected) else {
      alert = "select a view first: Tab, Shift+Tab, / or a click"
      return
    }
    alert = nil
    let view = plan.view(selected)
    let (target, original) = editTarget(for: view)
    let current = edits.first { $0.target.isSameView(as: target) }
    // A view not edited now shows the file's modifiers (or, taken back after a write, its
    // original ones): what it had before this session's edits.
    beginEditing(
      target, text: current?.text ?? view.sceneView.modifierText ?? "", original: original)
  }

  /// The edit target of a planned view (its screen as the file has it, on the way back too) and
  /// its modifiers as the plan's scene has them.
  func editTarget(for view: PlannedView) -> (ViewEdit.Target, ViewEdit.Original) {
    let heroString = view.sceneView.modifierString != nil
    let label =
      "\(view.sourcePath.isEmpty ? view.ref.description : view.sourcePath) '\(view.name)'"
      + (heroString ? " modifierString" : "")
    let scene = view.sceneView
    // On the way back the plan's screens are the file's the other way round.
    let fileScreen = back ? (view.ref.screen == .from ? ScreenSide.to : .from) : view.ref.screen
    let target = ViewEdit.Target(
      screen: fileScreen, path: view.path, label: label, name: scene.name, heroID: scene.heroID,
      heroString: heroString)
    return (target, ViewEdit.Original(text: scene.modifierText, modifiers: scene.modifiers))
  }
}
