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
  /// The file the line is in when it is not the storyboard read (a screen of another
  /// storyboard, reached through a reference or `--to OTHER.storyboard:VC`).
  public var file: String?

  public init(
    _ rule: FindingRule, line: Int, column: Int? = nil, objectID: String? = nil, message: String,
    file: String? = nil
  ) {
    self.rule = rule
    self.line = line
    self.column = column
    self.objectID = objectID
    self.message = message
    self.file = file
  }

  /// `line L, column C: warning: …`; the message, which may quote the storyboard, is escaped
  /// onto one line.
  public var description: String {
    "line \(line)\(column.map { ", column \($0)" } ?? ""): warning: "
      + TerminalText.escaped(message)
  }

  /// `FILE: line L: warning: …` for stderr, in its own file or else `storyboard`'s.
  public func printed(in storyboard: String) -> String {
    "\(TerminalText.escaped(file ?? storyboard)): \(self)"
  }
}
