/// What one Hero rule decided for a view, with the sentences that explain it: notes for the plan,
/// and warnings where the scene's author may expect something else.
struct PlanningDecision<Value> {
  var value: Value
  /// The first note, then any more: most rules say one sentence, kept without an array.
  var note: PlanNote?
  var moreNotes: [PlanNote] = []
  var warnings: [(rule: FindingRule, message: String)] = []

  /// Every note, in order.
  var notes: [PlanNote] { (note.map { [$0] } ?? []) + moreNotes }

  init(
    _ value: Value, notes: [PlanNote] = [], warnings: [(rule: FindingRule, message: String)] = []
  ) {
    self.value = value
    self.note = notes.first
    self.moreNotes = Array(notes.dropFirst())
    self.warnings = warnings
  }

  init(_ value: Value, note: PlanNote, warnings: [(rule: FindingRule, message: String)] = []) {
    self.value = value
    self.note = note
    self.warnings = warnings
  }

  /// A decision whose note is put together only when the plan keeps notes (`explains`).
  init(
    _ value: Value, explains: Bool, note: @autoclosure () -> PlanNote,
    warnings: [(rule: FindingRule, message: String)] = []
  ) {
    self.value = value
    self.note = explains ? note() : nil
    self.warnings = warnings
  }
}

extension PlanningContext {
  /// Records a decision's notes and warnings on a view, and hands back its value.
  @discardableResult
  mutating func record<Value>(_ decision: PlanningDecision<Value>, for ref: ViewRef) -> Value {
    if let first = decision.note { note(ref, first) }
    for text in decision.moreNotes { note(ref, text) }
    for warning in decision.warnings { warn(ref, warning.rule, warning.message) }
    return decision.value
  }
}
