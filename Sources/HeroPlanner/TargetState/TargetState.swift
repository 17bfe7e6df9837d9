/// What a view animates to (or from), built by applying its modifiers in order, as Hero's
/// `HeroTargetState`. Every animatable property is optional: nil means "not animated".
public struct TargetState: Hashable, Sendable {
  /// A condition of a `when…` modifier, evaluated during preprocessing.
  public enum Condition: String, Hashable, Sendable {
    case matched, presenting, dismissing, appearing, disappearing
  }

  public enum CoordinateSpace: String, Hashable, Sendable {
    case global, local
  }

  public enum SnapshotType: String, Hashable, Sendable {
    case optimized, normal, layerRender, noSnapshot
  }

  public struct Overlay: Hashable, Sendable {
    public var color: RGBAColor
    public var opacity: Double
  }

  public struct Cascade: Hashable, Sendable {
    public var delta: Double
    public var direction: CascadeDirection
    public var delayMatchedViews: Bool
  }

  // Applied at the start, and kept aside until preprocessing.
  public var beginState: [HeroModifier]?
  public var conditionalModifiers: [ConditionalModifiers] = []

  // Animated properties.
  public var position: Point?
  public var size: Size?
  public var transform: Transform3D?
  public var opacity: Double?
  public var cornerRadius: Double?
  public var backgroundColor: RGBAColor?
  public var zPosition: Double?
  public var anchorPoint: Point?
  public var contentsRect: Rect?
  public var contentsScale: Double?
  public var borderWidth: Double?
  public var borderColor: RGBAColor?
  public var shadowColor: RGBAColor?
  public var shadowOpacity: Double?
  public var shadowOffset: Size?
  public var shadowRadius: Double?
  public var shadowPath: ShadowPath?
  public var masksToBounds: Bool?
  /// False when a matched pair shows only the other view's shadow.
  public var displayShadow = true
  public var overlay: Overlay?

  // Timing.
  public var spring: Spring?
  public var delay: Double = 0
  /// Seconds; `.infinity` means durationMatchLongest.
  public var duration: Double?
  public var timingFunction: TimingCurve?

  // Structure.
  public var arc: Double?
  public var source: String?
  public var cascade: Cascade?
  /// nil: not set; false: direct subviews; true: all descendants.
  public var ignoreSubviewModifiers: Bool?
  public var coordinateSpace: CoordinateSpace?
  public var useScaleBasedSizeChange: Bool?
  public var snapshotType: SnapshotType?
  public var nonFade = false
  public var forceAnimate = false

  public init() {}

  /// A state built from modifiers applied in order.
  public init(modifiers: [HeroModifier]) {
    append(contentsOf: modifiers)
  }

  public mutating func append(contentsOf modifiers: [HeroModifier]) {
    for index in modifiers.indices { append(modifiers[index]) }  // by index: no copies
  }

  /// Whether Hero's animator would animate a view with this state: any animatable property set,
  /// or forceAnimate (HeroCoreAnimationViewContext.canAnimate).
  public var canAnimate: Bool {
    position != nil || size != nil || transform != nil || cornerRadius != nil || opacity != nil
      || overlay != nil || anchorPoint != nil || backgroundColor != nil || borderColor != nil
      || borderWidth != nil || shadowOpacity != nil || shadowRadius != nil || shadowOffset != nil
      || shadowColor != nil || shadowPath != nil || contentsRect != nil || forceAnimate
  }
}

/// The modifiers of one `when…` item, applied in preprocessing when the condition holds.
public struct ConditionalModifiers: Hashable, Sendable {
  public var condition: TargetState.Condition
  public var modifiers: [HeroModifier]
}
