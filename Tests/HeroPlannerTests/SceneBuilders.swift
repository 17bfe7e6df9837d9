@testable import HeroPlanner

/// Small helpers to write planner scenes in tests.
func view(
  _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, id: String? = nil,
  color: RGBAColor? = .black, opacity: Double = 1, opaque: Bool = true, radius: Double = 0,
  z: Double = 0, masks: Bool = false, shadow: ShadowStyle? = nil, text: String? = nil,
  _ modifiers: String? = nil, _ subviews: [SceneView] = []
) -> SceneView {
  SceneView(
    name: name, heroID: id, frame: Rect(x: x, y: y, width: w, height: h), color: color,
    opacity: opacity, opaque: opaque, cornerRadius: radius, shadow: shadow, zPosition: z,
    masksToBounds: masks, text: text, modifiers: modifiers.map { try! ModifierParser.parse($0) },
    subviews: subviews, sourcePath: name)
}

func screen(
  _ subviews: [SceneView] = [], name: String = "root", color: RGBAColor? = .white, opaque: Bool = true,
  modifiers: String? = nil
) -> SceneView {
  SceneView(
    name: name, frame: .zero, color: color, opaque: opaque,
    modifiers: modifiers.map { try! ModifierParser.parse($0) }, subviews: subviews, sourcePath: name)
}

func scene(
  from: SceneView, to: SceneView, container: ContainerKind = .modal, presenting: Bool = true,
  animation: AnimationType = .none, size: Size = Size(width: 375, height: 667)
) -> Scene {
  Scene(
    name: "test", size: size, container: container, presenting: presenting,
    animation: [container: animation], from: from, to: to)
}

extension TransitionPlan {
  /// The planned view with this name on a screen.
  func named(_ name: String, _ side: ScreenSide) -> PlannedView {
    views.first { $0.name == name && $0.ref.screen == side }!
  }

  /// The frame layers of a view (kind .view) at a progress.
  func layer(_ name: String, _ side: ScreenSide, at progress: Double) -> FrameLayer? {
    sample(at: progress).layers.first { $0.name == name && $0.screen == side && $0.kind == .view }
  }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func approx(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
  approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}

let redColor = RGBAColor(red: 1, green: 0, blue: 0)
let blueColor = RGBAColor(red: 0, green: 0, blue: 1)
