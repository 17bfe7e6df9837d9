import Foundation

/// What `check` reads: the files named, and for a directory every scene and storyboard below
/// it, in a stable order (sorted paths), so CI logs and SARIF diff cleanly between runs.
enum CheckInputs {
  /// Files a directory holds that `check` reads: scenes (`.json`, but not saved plans
  /// `.plan.json`) and storyboards; hidden directories, `.build` and asset catalogs
  /// (`.xcassets`, whose `Contents.json` files are not scenes) are skipped.
  static func isCheckable(_ name: String) -> Bool {
    let lower = name.lowercased()
    return (lower.hasSuffix(".json") && !lower.hasSuffix(".plan.json"))
      || lower.hasSuffix(".storyboard")
  }

  /// Each argument as it is, or the checkable files below it when it is a directory; nil in
  /// the list for a directory that holds none (the caller says so).
  static func expand(_ arguments: [String]) -> [(argument: String, files: [String])] {
    arguments.map { argument in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return (argument, [argument]) }
      return (argument, files(under: argument))
    }
  }

  private static func files(under directory: String) -> [String] {
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var found: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    while let relative = walker.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name.hasPrefix(".") || name == ".build" || name.lowercased().hasSuffix(".xcassets") {
        walker.skipDescendants()
        continue
      }
      let path = base + "/" + relative
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue, isCheckable(name)
      {
        found.append(path)
      }
    }
    return found.sorted()
  }
}
