import HeroPlanner

/// Where each view of a scene file was written, and where each of its keys' values starts, so a
/// lint finding about a view can point an editor at the offending value (`check --format xcode`).
///
/// Keyed by the view's scene path (`to.views[2]`, the `sourcePath` the decoder gives it); read
/// again from the file's bytes after loading, so loading itself carries no extra weight.
public struct SceneLocations: Sendable {
  /// A 1-based line and column (the column counts Unicode scalars, as load errors do).
  public struct Position: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// One view: where its object starts, and where each key's value starts.
  public struct View: Sendable {
    public var object: Position
    public var keys: [String: Position]
    /// For a storyboard's view: its Interface Builder object id.
    public var objectID: String?

    public init(object: Position, keys: [String: Position] = [:], objectID: String? = nil) {
      self.object = object
      self.keys = keys
      self.objectID = objectID
    }
  }

  public private(set) var views: [String: View] = [:]

  public init() {}

  /// Records where the view at `path` was written (a storyboard's mapper fills the map so).
  public mutating func record(_ view: View, at path: String) {
    views[path] = view
  }

  /// The views of the JSON text in `bytes`; empty when it does not parse (the loader said why).
  public init(bytes: [UInt8]) {
    guard let root = try? JSONParser.parse(bytes), case .object(let members) = root.kind else {
      return
    }
    for member in members where member.key == "from" || member.key == "to" {
      collect(member.value, path: member.key)
    }
  }

  /// Where the value of `key` of the view at `path` starts; the view itself when it has no
  /// such key (`modifierString` stands in for `modifiers`); nil for a path not in the file.
  public func position(of path: String, key: String?) -> Position? {
    guard let view = views[path] else { return nil }
    if let key {
      if let at = view.keys[key] { return at }
      if key == "modifiers", let at = view.keys["modifierString"] { return at }
    }
    return view.object
  }

  private mutating func collect(_ value: JSONValue, path: String) {
    guard case .object(let members) = value.kind else { return }
    var keys: [String: Position] = [:]
    for member in members {
      keys[member.key] = Position(member.value.location)
      guard member.key == "views", case .array(let children) = member.value.kind else { continue }
      for (index, child) in children.enumerated() {
        collect(child, path: JSONPath.appending(index: index, to: path + ".views"))
      }
    }
    views[path] = View(object: Position(value.location), keys: keys)
  }
}

extension SceneLocations.Position {
  init(_ location: SourceLocation) {
    self.init(line: location.line, column: location.column)
  }
}
