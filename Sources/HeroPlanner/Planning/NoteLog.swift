/// Every view's notes while a plan is made, shared by reference so that a rule can note
/// through a context it only reads (a note's sentence is built only when it is kept).
final class NoteLog {
  @exclusivity(unchecked) private(set) var notes: PerView<[PlanNote]>

  init(fromCount: Int, toCount: Int) {
    notes = PerView(fromCount: fromCount, toCount: toCount, [])
  }

  func append(_ note: PlanNote, to ref: ViewRef) {
    // A view gathers about ten notes (and its stacking notes later): room for them at once
    // instead of regrowing the array four times.
    if notes[ref].capacity == 0 { notes[ref].reserveCapacity(16) }
    notes[ref].append(note)
  }

  /// Hands a view's notes over to its planned view, leaving none behind.
  func take(_ ref: ViewRef) -> [PlanNote] {
    var taken: [PlanNote] = []
    swap(&taken, &notes[ref])
    return taken
  }
}
