/// The target-state property a modifier sets, so notes can say which written modifiers a
/// later step overrode ("scale ignored: …"). Each modifier declares one
/// (`ModifierDeclaration.property`).
public enum ModifierProperty: String, Hashable, Sendable {
  case position, size, transform, opacity, cornerRadius, backgroundColor, zPosition, anchorPoint
  case contentsRect, contentsScale, borderWidth, borderColor, shadow, masksToBounds, overlay
  case delay, duration, timingFunction, spring, arc, source, cascade
  case nonFade, ignoreSubviewModifiers, coordinateSpace, useScaleBasedSizeChange, forceAnimate
  case snapshotType
  /// `beginWith`: values set before the animation is built.
  case beginState
  /// `beginWithIfMatched` and the `when…` conditionals, kept aside until preprocessing.
  case conditionalModifiers
}

extension ModifierKind {
  /// The property this kind sets, read without copying its declaration.
  var property: ModifierProperty { Self.declarations[rawValue].property }

  /// Whether a matched view loses this kind (`ModifierDeclaration.ignoredWhenMatched`).
  var ignoredWhenMatched: Bool { Self.declarations[rawValue].ignoredWhenMatched }
}

extension HeroModifier {
  /// The property this modifier sets when applied.
  public var property: ModifierProperty { kind.property }
}
