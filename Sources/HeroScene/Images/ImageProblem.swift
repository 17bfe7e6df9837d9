import HeroPlanner

/// Why a view's image cannot be shown: a missing name, a file that cannot be read or decoded,
/// a catalog's `Contents.json` that is not valid. A warning, never an abort: the view is drawn
/// as its placeholder, and `check` and the status line say this.
///
/// Printed as `FILE: PATH: line L, column C: message`, like `SceneLoadError`: the place is the
/// scene's `image` value when the caller knows it.
public struct ImageProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the image was named: the scene file, the JSON path of the value, its line and column.
  public struct Place: Hashable, Sendable {
    public var file: String
    public var jsonPath: String
    public var line: Int?
    public var column: Int?

    public init(file: String, jsonPath: String = "", line: Int? = nil, column: Int? = nil) {
      self.file = file
      self.jsonPath = jsonPath
      self.line = line
      self.column = column
    }
  }

  public var place: Place
  /// The image as the scene names it (a catalog name or a path).
  public var image: String
  /// A lowercase sentence naming the image and what is wrong.
  public var message: String

  public init(place: Place, image: String, message: String) {
    self.place = place
    self.image = image
    self.message = message
  }

  /// Every part escaped (`TerminalText.escaped`): names come from scenes and folders.
  public var description: String {
    var text = TerminalText.escaped(place.file) + ": "
    if !place.jsonPath.isEmpty { text += TerminalText.escaped(place.jsonPath) + ": " }
    if let line = place.line {
      text += "line \(line)"
      if let column = place.column { text += ", column \(column)" }
      text += ": "
    }
    return text + TerminalText.escaped(message)
  }
}
