import HeroPlanner

/// A scene with `count` views spread over both screens: a grid that cascades, some matched
/// pairs (every view when `allMatched`), arcs, fades, scales and rotations, like a busy real
/// screen.
func benchmarkScene(views count: Int, allMatched: Bool = false) -> Scene {
  var rng = SplitMix64(seed: UInt64(count))
  func randomView(_ i: Int, side: String) -> SceneView {
    let x = Double.random(in: 0...330, using: &rng)
    let y = Double.random(in: 0...620, using: &rng)
    let w = Double.random(in: 8...120, using: &rng)
    let h = Double.random(in: 8...120, using: &rng)
    let color = RGBAColor(
      red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
      blue: .random(in: 0...1, using: &rng))
    let modifiers: [HeroModifier] = [
      [.fade, .scale(x: 0.5, y: 0.5, z: 1)], [.translate(x: 0, y: 80, z: 0), .fade],
      [.rotate(x: 0, y: 0, z: 0.5), .opacity(0.3)], [.fade, .arc(intensity: 1)],
    ][i % 4]
    let heroID = allMatched || i % 10 == 0 ? "pair\(i)" : nil
    return SceneView(
      name: "\(side) \(i)", heroID: heroID, frame: Rect(x: x, y: y, width: w, height: h),
      color: color,
      cornerRadius: i % 3 == 0 ? 6 : 0, borderWidth: i % 5 == 0 ? 1 : 0, borderColor: .black,
      text: i % 7 == 0 ? "label \(i)" : nil,
      modifiers: heroID == nil ? modifiers : [.arc(intensity: 1)],
      sourcePath: "\(side).views[\(i)]")
  }
  let half = max(1, count / 2)
  let from = (0..<half).map { randomView($0, side: "from") }
  let to = (0..<(count - half)).map { randomView($0, side: "to") }
  return Scene(
    name: "\(count) views", size: Size(width: 375, height: 667),
    from: SceneView(
      frame: .zero, color: .white,
      modifiers: [.cascade(delta: 0.001, direction: .topToBottom, delayMatchedViews: false)],
      subviews: from, sourcePath: "from"),
    to: SceneView(frame: .zero, color: .white, subviews: to, sourcePath: "to"))
}
