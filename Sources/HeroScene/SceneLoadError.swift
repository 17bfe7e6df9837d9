import HeroPlanner

/// Why a scene file could not be loaded, and where in it.
///
/// Printed as `FILE: PATH: line L, column C: message`, then the modifier diagram if there is one;
/// the path (`to.views[2].modifiers`) names the value even when the line is unknown.
public struct SceneLoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// The JSON path of the offending value: `to.views[2].modifiers`; "" for the document itself.
  public var jsonPath: String
  /// 1-based line, where known.
  public var line: Int?
  /// 1-based column in Unicode scalars (characters, for ASCII), where known.
  public var column: Int?
  /// A lowercase sentence naming the offending value.
  public var message: String
  /// For modifier and animation errors: the modifier text with a caret under the problem.
  public var diagram: String?

  public init(
    file: String, jsonPath: String = "", line: Int? = nil, column: Int? = nil, message: String,
    diagram: String? = nil
  ) {
    self.file = file
    self.jsonPath = jsonPath
    self.line = line
    self.column = column
    self.message = message
    self.diagram = diagram
  }

  /// The file name, JSON path and message are escaped (`TerminalText.escaped`): a newline in
  /// a name or in scene text quoted by the message cannot start a line of its own. The
  /// diagram's lines are the program's, each escaped likewise.
  public var description: String {
    var text = TerminalText.escaped(file) + ": "
    if !jsonPath.isEmpty { text += TerminalText.escaped(jsonPath) + ": " }
    if let line {
      text += "line \(line)"
      if let column { text += ", column \(column)" }
      text += ": "
    }
    text += TerminalText.escaped(message)
    if let diagram {
      for row in diagram.split(separator: "\n", omittingEmptySubsequences: false) {
        text += "\n" + TerminalText.escaped(row)
      }
    }
    return text
  }
}

extension SceneLoadError {
  /// An error at a place in the file.
  init(
    file: String, path: String, at location: SourceLocation, message: String,
    diagram: String? = nil
  ) {
    self.init(
      file: file, jsonPath: path, line: location.line, column: location.column, message: message,
      diagram: diagram)
  }
}
