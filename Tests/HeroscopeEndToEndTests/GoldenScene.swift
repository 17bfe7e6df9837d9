import HeroPlanner

/// A busy generated scene for the golden frames: 240 overlapping views with every kind of
/// paint the rasteriser has (translucent and opaque fills, rounded corners, borders, shadows,
/// labels, rotation, perspective, clipping subviews, matched pairs with arcs), from a seeded
/// generator so it is the same on every run.
enum GoldenScene {
  static func make(views count: Int = 240) -> Scene {
    var rng = SplitMix64(seed: 13)
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    func view(_ i: Int, side: String) -> SceneView {
      let frame = Rect(
        x: unit() * 340 - 20, y: unit() * 640 - 10, width: 4 + unit() * 140,
        height: 4 + unit() * 140)
      let color =
        i % 11 == 5
        ? nil : RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: i % 4 == 1 ? 0.6 : 1)
      let modifiers: [HeroModifier] = [
        [.fade, .scale(x: 0.5, y: 0.5, z: 1)],
        [.translate(x: 0, y: 80, z: 0), .fade],
        [.rotate(x: 0, y: 0, z: 0.5), .opacity(0.3)],
        [.perspective(-1.0 / 500), .rotate(x: 0.6, y: 0.3, z: 0)],
        [.zPosition(Double(i % 3)), .translate(x: -60, y: 0, z: 0)],
        [.shadowOpacity(0.8), .cornerRadius(12), .fade],
      ][i % 6]
      let heroID = i % 9 == 0 ? "pair\(i)" : nil
      let children: [SceneView] =
        i % 13 == 0
        ? [
          SceneView(
            name: "\(side) \(i).0", frame: Rect(x: -10, y: 6, width: 60, height: 30),
            color: RGBAColor(red: unit(), green: unit(), blue: unit()), text: "child",
            sourcePath: "\(side).views[\(i)].views[0]")
        ] : []
      return SceneView(
        name: "\(side) \(i)", heroID: heroID, frame: frame, color: color,
        opacity: i % 8 == 3 ? 0.7 : 1, opaque: i % 10 != 7, cornerRadius: i % 3 == 0 ? 9 : 0,
        borderWidth: i % 5 == 0 ? 2 : 0, borderColor: .black,
        shadow: i % 7 == 2
          ? ShadowStyle(
            color: .black, opacity: 0.5, radius: 6, offset: Size(width: 2, height: 4)) : nil,
        masksToBounds: i % 13 == 0, text: i % 7 == 0 ? "label \(i)" : nil,
        modifiers: heroID == nil ? modifiers : [.arc(intensity: 1)], subviews: children,
        sourcePath: "\(side).views[\(i)]")
    }
    let half = count / 2
    return Scene(
      name: "generated", size: Size(width: 375, height: 667), containerColor: .black,
      from: SceneView(
        frame: .zero, color: .white,
        modifiers: [.cascade(delta: 0.002, direction: .topToBottom, delayMatchedViews: false)],
        subviews: (0..<half).map { view($0, side: "from") }, sourcePath: "from"),
      to: SceneView(
        frame: .zero, color: RGBAColor(red: 0.95, green: 0.95, blue: 0.9),
        subviews: (0..<(count - half)).map { view($0, side: "to") }, sourcePath: "to"))
  }
}
