import HeroPlanner

@testable import HeroScene

/// The error loading `json` gives, or nil when it loads.
func loadingError(_ json: String, file: String = "test.json") -> SceneLoadError? {
  do {
    _ = try SceneLoader.load(json: json, fileName: file)
    return nil
  } catch {
    return error
  }
}

/// The error parsing `bytes` as JSON gives, or nil when it parses.
func parsingError(_ bytes: [UInt8]) -> JSONParseError? {
  do {
    _ = try JSONParser.parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// The 1-based line and column (in Unicode scalars) of the first occurrence of `needle`, so a
/// test names the character an error must point at instead of counting columns by hand.
func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
  for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let scalars = Array(line.unicodeScalars)
    let target = Array(needle.unicodeScalars)
    guard scalars.count >= target.count else { continue }
    for start in 0...(scalars.count - target.count)
    where Array(scalars[start..<start + target.count]) == target {
      return (i + 1, start + 1)
    }
  }
  return nil
}

/// A scene whose `to` screen holds `views` (JSON text of the array's items).
func sceneWithViews(_ views: String) -> String {
  #"{"from": {}, "to": {"views": ["# + views + "]}}"
}

/// A scene with extra top-level members before the screens.
func sceneWithTopLevel(_ members: String) -> String {
  "{" + members + #", "from": {}, "to": {}}"#
}

/// A view at the origin with one more member.
func viewWith(_ member: String) -> String {
  #"{"frame": [0, 0, 10, 10], "# + member + "}"
}

/// Walks down the first subview of each level; the number of levels below `view`.
func depthBelow(_ view: SceneView) -> Int {
  var depth = 0
  var current = view
  while let first = current.subviews.first {
    depth += 1
    current = first
  }
  return depth
}
