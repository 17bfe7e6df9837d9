/// Sources/HeroTargetState.swift:27.
public enum HeroSnapshotType {
  case optimized
  case normal
  case layerRender
  case noSnapshot
}

/// Sources/HeroTargetState.swift:46.
public enum HeroCoordinateSpace {
  case global
  case local
}

/// What a view animates to or from, built by applying modifiers (Sources/HeroTargetState.swift:51).
public struct HeroTargetState {
  public var beginState: [HeroModifier]?
  public var conditionalModifiers: [((HeroConditionalContext) -> Bool, [HeroModifier])]?

  public var position: CGPoint?
  public var size: CGSize?
  public var transform: CATransform3D?
  public var opacity: Float?
  public var cornerRadius: CGFloat?
  public var backgroundColor: CGColor?
  public var zPosition: CGFloat?
  public var anchorPoint: CGPoint?

  public var contentsRect: CGRect?
  public var contentsScale: CGFloat?

  public var borderWidth: CGFloat?
  public var borderColor: CGColor?

  public var shadowColor: CGColor?
  public var shadowOpacity: Float?
  public var shadowOffset: CGSize?
  public var shadowRadius: CGFloat?
  public var shadowPath: CGPath?
  public var masksToBounds: Bool?
  public var displayShadow: Bool = true

  public var overlay: (color: CGColor, opacity: CGFloat)?

  public var spring: (CGFloat, CGFloat)?
  public var delay: TimeInterval = 0
  public var duration: TimeInterval?
  public var timingFunction: CAMediaTimingFunction?

  public var arc: CGFloat?
  public var source: String?
  public var cascade: (TimeInterval, CascadeDirection, Bool)?

  public var ignoreSubviewModifiers: Bool?
  public var coordinateSpace: HeroCoordinateSpace?
  public var useScaleBasedSizeChange: Bool?
  public var snapshotType: HeroSnapshotType?

  public var nonFade: Bool = false
  public var forceAnimate: Bool = false
  public var custom: [String: Any]?

  /// Internal, as in Hero (Sources/HeroTargetState.swift:98).
  init(modifiers: [HeroModifier]) {
    append(contentsOf: modifiers)
  }

  /// Sources/HeroTargetState.swift:102.
  public mutating func append(_ modifier: HeroModifier) {
    modifier.apply(&self)
  }

  /// Sources/HeroTargetState.swift:106.
  public mutating func append(contentsOf modifiers: [HeroModifier]) {
    for modifier in modifiers {
      modifier.apply(&self)
    }
  }
}

/// Sources/HeroTargetState.swift:128: the one public way to make an empty state (`[]`).
extension HeroTargetState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: HeroModifier...) {
    append(contentsOf: elements)
  }
}

/// The argument of `when` conditions (Sources/HeroModifier+Advanced.swift); the capture never
/// evaluates one, so it holds nothing here.
public struct HeroConditionalContext {}
