import HeroANSI
import HeroPlanner
import HeroRaster

@testable import HeroPreviewer

/// A small scene: a red box on the from screen moves (matched, with an arc) into a wide red
/// header on the to screen, and a blue box fades in.
func testScene(name: String = "Test scene") -> Scene {
  let red = RGBAColor(red: 0.9, green: 0.2, blue: 0.2)
  let blue = RGBAColor(red: 0.1, green: 0.3, blue: 0.9)
  return Scene(
    name: name, size: Size(width: 100, height: 100), container: .modal,
    from: SceneView(
      frame: .zero, color: .white,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 10, y: 60, width: 30, height: 30),
          color: red, sourcePath: "from.views[0]")
      ], sourcePath: "from"),
    to: SceneView(
      frame: .zero, color: .white,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 0, y: 0, width: 100, height: 40),
          color: red, modifiers: [.arc(intensity: 1)], sourcePath: "to.views[0]"),
        SceneView(
          name: "card", frame: Rect(x: 20, y: 60, width: 60, height: 30), color: blue,
          modifiers: [.fade, .delay(0.1)], sourcePath: "to.views[1]"),
      ], sourcePath: "to"))
}

/// Prints both grids when they differ, so a failure shows the picture.
/// The plan of a from screen with one view (index 1) that has `modifiers`.
func planOfOneView(
  _ modifiers: [HeroModifier], name: String? = nil,
  frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10)
) -> TransitionPlan {
  Planner.plan(
    Scene(
      from: SceneView(
        frame: .zero, subviews: [SceneView(name: name, frame: frame, modifiers: modifiers)]),
      to: SceneView(frame: .zero)))
}

func describe(_ actual: [String], _ expected: [String]) -> String {
  "\nexpected:\n" + expected.map { "|\($0)|" }.joined(separator: "\n") + "\nactual:\n"
    + actual.map { "|\($0)|" }.joined(separator: "\n")
}

/// The glyphs of a canvas, one string per row.
func glyphLines(_ canvas: Canvas) -> [String] {
  (0..<canvas.rows).map { row in
    var line = String.UnicodeScalarView()
    for column in 0..<canvas.columns { line.append(canvas[column, row].glyph) }
    return String(line)
  }
}

let colour256 = TerminalCapabilities(colorMode: .palette256, unicode: true)
