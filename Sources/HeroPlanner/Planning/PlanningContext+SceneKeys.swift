/// What the scene's own keys change in planning: the presentation style and views' own
/// transforms.
extension PlanningContext {
  /// Hero's `toOverFullScreen` / `fromOverFullScreen`: a modal presentation whose presented
  /// screen is `overFullScreen` or `overCurrentContext` (the presented screen is the to screen
  /// when presenting, the from screen when dismissing).
  var presentsOverFullScreen: Bool {
    container == .modal && scene.modalPresentationStyle.keepsPresentingScreen
  }

  /// Hero sets no container background over full screen: what is behind shows (clear here).
  var drawnContainerColor: RGBAColor {
    presentsOverFullScreen ? .clear : scene.containerColor
  }

  /// The `fade` default animation leaves the presenting screen (the to screen) as it is when an
  /// over-full-screen screen is dismissed: it stayed in the window all along.
  var fadeLeavesPresentingScreen: Bool { presentsOverFullScreen && !presenting }

  /// Notes on the presentation style, and a warning where a view's own transform would move
  /// subviews that heroscope places without it: those that may animate on their own (a heroID
  /// or modifiers), which are placed by their frames.
  mutating func noteSceneKeys() {
    let root = ViewRef(.to, 0)
    if presentsOverFullScreen {
      note(
        root,
        "\(scene.modalPresentationStyle.rawValue): Hero sets no container colour, and "
          + (presenting
            ? "the presenting screen stays in the window under this one afterwards"
            : "a fade leaves the presenting screen (this one) as it is"))
    }
    for side in ScreenSide.allCases {
      let tree = tree(side)
      for index in 0..<tree.count where !tree[index].view.transform.isIdentity {
        var stack = Array(tree[index].children.reversed())
        var moving: [String] = []
        while let next = stack.popLast() {
          let view = tree[next].view
          if view.heroID != nil || view.modifiers != nil { moving.append(tree.displayName(next)) }
          stack.append(contentsOf: tree[next].children.reversed())
        }
        if let first = moving.first {
          findings.append(
            PlanFinding(
              .transformSkipsAnimatingSubviews, view: ViewRef(side, index), key: "transform",
              message:
                "its own transform is not applied to subviews that animate by themselves "
                + "('\(first)'\(moving.count > 1 ? " and \(moving.count - 1) more" : "")); "
                + "they are placed by their frames"))
        }
      }
    }
  }
}

extension SceneView {
  /// The view's own transform about the centre of its bounds, in its local coordinates (where
  /// CALayer applies it, the anchor point being the centre).
  public func ownTransform(size: Size) -> Transform3D {
    guard !transform.isIdentity else { return .identity }
    let cx = size.width / 2
    let cy = size.height / 2
    return Transform3D.translation(x: -cx, y: -cy, z: 0).concatenating(transform)
      .concatenating(.translation(x: cx, y: cy, z: 0))
  }
}
