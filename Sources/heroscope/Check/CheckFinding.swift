import HeroPlanner

/// One finding as `check` reports it in every format: what rule found it, how serious it is,
/// and where it is (file, line, column, the view's scene path, a storyboard's object id).
struct CheckFinding: Hashable, Sendable {
  /// The file as the user named it (or as `check DIR` found it).
  var file: String
  var line: Int?
  var column: Int?
  var severity: PlanFinding.Severity
  var rule: FindingRule
  var message: String
  /// The view's scene path (`to.views[2]`) or the JSON path of a bad value; nil for the file
  /// or a transition as a whole.
  var path: String?
  /// In a storyboard: the Interface Builder object id of the element concerned.
  var objectID: String?
  /// In a storyboard: the transitions (segue identifiers) that share the finding, in order.
  var transitions: [String] = []
  /// For a modifier that does not parse: the text with a caret under the problem (text only).
  var diagram: String?

  /// What makes two findings one: the same rule saying the same about the same place. The
  /// scene path is left out: one storyboard element is `from.views[0]` in one transition and
  /// `to.views[0]` in another.
  struct Identity: Hashable {
    var file: String
    var line: Int?
    var column: Int?
    var rule: FindingRule
    var message: String
  }

  var identity: Identity {
    Identity(file: file, line: line, column: column, rule: rule, message: message)
  }
}

extension [CheckFinding] {
  /// One finding per identity, in the order first found, each listing every transition that
  /// shares it.
  func deduplicated() -> [CheckFinding] {
    var result: [CheckFinding] = []
    var seen: [CheckFinding.Identity: Int] = [:]
    for finding in self {
      if let index = seen[finding.identity] {
        for transition in finding.transitions where !result[index].transitions.contains(transition)
        {
          result[index].transitions.append(transition)
        }
      } else {
        seen[finding.identity] = result.count
        result.append(finding)
      }
    }
    return result
  }
}
