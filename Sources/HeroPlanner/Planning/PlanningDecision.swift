/// What one Hero rule decided for a view, with the sentences that explain it: notes for the plan,
/// and warnings where the scene's author may expect something else.
struct PlanningDecision<Value> {
  var value: Value
  var notes: [PlanNote] = []
  var warnings: [String] = []

  init(_ value: Value, notes: [PlanNote] = [], warnings: [String] = []) {
    self.value = value
    self.notes = notes
    self.warnings = warnings
  }

  /// A decision whose notes are put together only when the plan keeps notes (`explains`).
  init(
    _ value: Value, explains: Bool, notes: @autoclosure () -> [PlanNote], warnings: [String] = []
  ) {
    self.value = value
    self.notes = explains ? notes() : []
    self.warnings = warnings
  }
}

extension PlanningContext {
  /// Records a decision's notes and warnings on a view, and hands back its value.
  @discardableResult
  mutating func record<Value>(_ decision: PlanningDecision<Value>, for ref: ViewRef) -> Value {
    for text in decision.notes { note(ref, text) }
    for text in decision.warnings { warn(ref, text) }
    return decision.value
  }
}
