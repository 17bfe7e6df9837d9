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
public struct StoryboardWarning: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  /// The column, for warnings about a character of an attribute's value.
  public var column: Int?
  public var message: String

  public init(line: Int, column: Int? = nil, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    "line \(line)\(column.map { ", column \($0)" } ?? ""): warning: \(message)"
  }
}
