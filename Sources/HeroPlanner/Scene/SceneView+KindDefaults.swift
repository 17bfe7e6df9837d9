extension SceneView {
  /// UIKit's defaults for the view's kind, for the keys the scene did not set: a label, a
  /// button and an image view are not opaque (Hero's MatchPreprocessor.swift:46 reads
  /// `isOpaque`, so each cross-fades with a matched partner), a button's title is system blue,
  /// an image view is a grey placeholder labelled with its image name.
  public mutating func applyKindDefaults(
    opaqueSet: Bool, colorSet: Bool, textColorSet: Bool, textSet: Bool
  ) {
    switch kind {
    case .view: break
    case .label:
      if !opaqueSet { opaque = false }
    case .button:
      if !opaqueSet { opaque = false }
      if !textColorSet { textColor = ViewKind.buttonTitle }
    case .image:
      if !opaqueSet { opaque = false }
      if !colorSet { color = ViewKind.imagePlaceholder }
      if !textSet, let image { text = image }
    }
  }
}
