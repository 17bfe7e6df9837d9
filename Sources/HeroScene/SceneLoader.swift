import HeroPlanner

/// Loads scenes from JSON files (DESIGN.md, "Scene format").
///
/// Every failure is a `SceneLoadError` naming the file, the JSON path and, where known, the line
/// and column; nothing in a file can crash the loader.
public enum SceneLoader {
  /// Reads and loads the file at `path`.
  ///
  /// `displayName` is what errors call the file (default: the path as given). A scene without a
  /// `name` is named after the file, without its extension.
  public static func load(path: String, displayName: String? = nil) throws(SceneLoadError) -> Scene
  {
    let fileName = displayName ?? path
    let bytes: [UInt8]
    do {
      bytes = try FileReader.contents(ofFile: path)
    } catch {
      throw SceneLoadError(file: fileName, message: "cannot read the file: \(error.reason)")
    }
    return try load(bytes: bytes, fileName: fileName, defaultName: baseName(path))
  }

  /// Loads a scene from the bytes of a file (`[UInt8]`, `Data`…); `fileName` is used in errors
  /// and, without its extension, as the scene's default name.
  public static func load(data: some Collection<UInt8>, fileName: String) throws(SceneLoadError)
    -> Scene
  {
    try load(bytes: Array(data), fileName: fileName, defaultName: baseName(fileName))
  }

  /// Loads a scene from JSON text; `fileName` is used in errors and as the default name.
  public static func load(json: String, fileName: String) throws(SceneLoadError) -> Scene {
    try load(bytes: Array(json.utf8), fileName: fileName, defaultName: baseName(fileName))
  }

  private static func load(bytes: [UInt8], fileName: String, defaultName: String)
    throws(SceneLoadError) -> Scene
  {
    let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    guard bytes.contains(where: { !whitespace.contains($0) }) else {
      throw SceneLoadError(
        file: fileName,
        message: bytes.isEmpty ? "the file is empty" : "the file is empty (only whitespace)")
    }
    // Another kind of file is named for what it is, not by the JSON parser's first complaint.
    if let foreign = ForeignFile.describe(bytes) {
      throw SceneLoadError(file: fileName, message: foreign)
    }
    let root: JSONValue
    do {
      // Refused while it is read: a million-view file never becomes a million values.
      root = try JSONParser.parse(bytes, viewLimit: SceneDecoder.maximumViews)
    } catch {
      throw SceneLoadError(
        file: fileName, path: error.path, at: error.location, message: error.message)
    }
    if let plan = ForeignFile.describeSavedPlan(root) {
      throw SceneLoadError(file: fileName, message: plan)
    }
    return try SceneDecoder(file: fileName, bytes: bytes).scene(root, defaultName: defaultName)
  }

  /// `Scenes/match.json` → `match`; "Untitled" when nothing is left.
  static func baseName(_ path: String) -> String {
    var name = Substring(path)
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    return name.isEmpty ? "Untitled" : String(name)
  }
}
