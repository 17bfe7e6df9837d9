/// What the scene's own keys change in planning: the presentation style (views' own transforms
/// are counted where snapshots are placed: `ViewTree+Geometry`).
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

  /// Notes on the presentation style.
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
