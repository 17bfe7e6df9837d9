import HeroPlanner

/// Stepping through a storyboard's transitions, or a capture folder's captures, with `[` and `]`.
extension PlayerState {
  /// The previous (−1) or next (+1) transition, wrapping around; with one transition, a hint.
  mutating func steppedTransition(by step: Int) -> Effect {
    guard transitionCount > 1 else {
      alert = "[ and ] step through a storyboard's transitions; this has one"
      return .redraw
    }
    transitionIndex =
      ((transitionIndex + step) % transitionCount + transitionCount)
      % transitionCount
    return .switchTransition
  }

  /// Takes a newly chosen scene's container, direction and animation types, from its start,
  /// with the edits made on it before; what belonged to the old scene (selection, panels'
  /// scroll, an open editor, undo history) is dropped.
  public mutating func begin(_ scene: Scene, edits: [ViewEdit] = [], saved: [ViewEdit] = []) {
    self.edits = edits
    savedEdits = saved
    container = scene.container
    // The way back stays the way back in the next transition.
    presenting = scene.presenting != back
    for kind in ContainerKind.allCases { animation[kind] = scene.animationType(for: kind) }
    progress = 0
    selected = nil
    inspectorScroll = 0
    timelineScroll = 0
    editor = nil
    editTarget = nil
    editOriginal = nil
    editError = nil
    search = nil
    searchOrigin = nil
    undoEdits = []
    redoEdits = []
    alert = nil
  }
}
