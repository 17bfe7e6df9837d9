import HeroPlanner
import HeroScene

/// Why a storyboard could not be read or turned into a scene, and where in the file.
///
/// Printed as `FILE: line L, column C: message`, then the modifier diagram if there is one.
public struct StoryboardError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var message: String
  /// For modifier and animation type errors: the text with a caret under the problem.
  public var diagram: String?

  public init(
    file: String, line: Int? = nil, column: Int? = nil, message: String, diagram: String? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.diagram = diagram
  }

  /// Laid out as a scene file's errors are, by the one printer of located errors.
  public var description: String {
    SceneLoadError(file: file, line: line, column: column, message: message, diagram: diagram)
      .description
  }
}

/// Something in a storyboard heroscope does not model; `check` prints it as a warning.
///
/// It names the element it is about (line, column and Interface Builder object id), so one
/// finding that several transitions of the storyboard share is reported once.
public struct StoryboardWarning: Hashable, Sendable, CustomStringConvertible {
  public var rule: FindingRule
  public var line: Int
  /// The column of the element's `<`, when known.
  public var column: Int?
  /// The Interface Builder object id of the view (or segue, or screen) concerned.
  public var objectID: String?
  public var message: String

  public init(
    _ rule: FindingRule, line: Int, column: Int? = nil, objectID: String? = nil, message: String
  ) {
    self.rule = rule
    self.line = line
    self.column = column
    self.objectID = objectID
    self.message = message
  }

  public var description: String { "line \(line): warning: \(message)" }
}
