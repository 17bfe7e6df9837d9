/// The way back: the transition that returns from the second screen to the first.
extension Scene {
  /// The screens swapped and `presenting` flipped: what a scene written from the other side
  /// (the gallery's `…-dismiss.json` beside its scene) holds. Each view keeps its `sourcePath`,
  /// so notes, findings and edits still name the place in this scene's file.
  public var wayBack: Scene {
    var back = self
    back.from = to
    back.to = from
    back.presenting.toggle()
    return back
  }
}
