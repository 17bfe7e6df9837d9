/// Sources/Preprocessors/CascadePreprocessor.swift:29.
public enum CascadeDirection {
  case topToBottom
  case bottomToTop
  case leftToRight
  case rightToLeft
  case radial(center: CGPoint)
  case inverseRadial(center: CGPoint)
}

/// Sources/Preprocessors/DefaultAnimationPreprocessor.swift:27.
public enum HeroDefaultAnimationType {
  /// Sources/Preprocessors/DefaultAnimationPreprocessor.swift:28.
  public enum Direction {
    case left, right, up, down
  }

  case auto
  case push(direction: Direction)
  case pull(direction: Direction)
  case cover(direction: Direction)
  case uncover(direction: Direction)
  case slide(direction: Direction)
  case zoomSlide(direction: Direction)
  case pageIn(direction: Direction)
  case pageOut(direction: Direction)
  case fade
  case zoom
  case zoomOut

  indirect case selectBy(presenting: HeroDefaultAnimationType, dismissing: HeroDefaultAnimationType)

  case none
}
