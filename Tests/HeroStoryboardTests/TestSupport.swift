import Foundation
import HeroPlanner
import HeroStoryboard

/// A fixture storyboard beside this file, by name (`Match` → `Fixtures/Match.storyboard`).
func fixturePath(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/\(name).storyboard").path
}

/// A fixture by its path under `Fixtures/` without the extension (`TV/Squares`), read from its
/// folder so its references are followed; messages name it by that path.
func fixture(at name: String) throws -> Storyboard {
  try Storyboard(path: fixturePath(name), displayName: "\(name).storyboard")
}

func fixture(_ name: String) throws -> Storyboard {
  try Storyboard(path: fixturePath(name), displayName: "\(name).storyboard")
}

/// The scene of a fixture's transition.
func fixtureScene(_ name: String, _ selection: StoryboardSelection) throws -> StoryboardScene {
  let storyboard = try fixture(name)
  return try storyboard.scene(for: try storyboard.transition(selection))
}

/// A storyboard made from a string, for error cases.
func storyboard(_ xml: String) throws(StoryboardError) -> Storyboard {
  try Storyboard(bytes: Array(xml.utf8), file: "inline.storyboard")
}

/// The 1-based line and column of the first `needle` in the fixture's text.
func position(of needle: String, inFixture name: String) throws -> (line: Int, column: Int)? {
  let text = try String(contentsOfFile: fixturePath(name), encoding: .utf8)
  for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if let range = line.range(of: needle) {
      return (i + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
    }
  }
  return nil
}

extension SceneView {
  /// The first view (depth-first) with this name.
  func named(_ name: String) -> SceneView? {
    if self.name == name { return self }
    for subview in subviews {
      if let found = subview.named(name) { return found }
    }
    return nil
  }
}

func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> RGBAColor {
  RGBAColor(
    red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
    alpha: (a * 255).rounded() / 255)
}
