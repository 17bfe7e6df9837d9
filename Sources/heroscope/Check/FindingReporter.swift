import HeroPlanner

/// The counts a report ends with.
struct CheckSummary: Hashable, Sendable {
  var files: Int
  var errors: Int
  var warnings: Int
}

/// Writes `check`'s findings in one format: a small value over the one finding type, as
/// SwiftLint's reporters are (one per consumer: a person, Xcode, GitHub, tools, code scanning).
protocol FindingReporter {
  /// The whole report, every line ending in a newline; free text in it is escaped so that no
  /// file name or scene can add a line.
  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String
}

/// `check --format`: which reporter writes the findings.
enum CheckFormat: String, CaseIterable, Sendable {
  case text, xcode, github, json, sarif

  var reporter: any FindingReporter.Type {
    switch self {
    case .text: TextReporter.self
    case .xcode: XcodeReporter.self
    case .github: GitHubReporter.self
    case .json: JSONReporter.self
    case .sarif: SARIFReporter.self
    }
  }

  /// Text is for a person and goes to stderr, as every diagnostic does; the machine formats are
  /// the command's output and go to stdout.
  var toStandardError: Bool { self == .text }
}

extension CheckFinding {
  /// The context a one-line format adds after the message: the view's path, the storyboard's
  /// object id and the transitions that share it.
  var context: String {
    var parts: [String] = []
    if let path { parts.append(path) }
    if let objectID { parts.append("object \(objectID)") }
    if !transitions.isEmpty {
      parts.append("in \(transitions.joined(separator: ", "))")
    }
    return parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))"
  }
}
