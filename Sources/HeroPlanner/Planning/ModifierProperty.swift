/// The target-state properties a modifier sets, so notes can say which written modifiers a
/// later step overrode ("scale ignored: …").
public enum ModifierProperty: String, Hashable, Sendable {
  case position, size, transform, opacity, cornerRadius, backgroundColor, zPosition, anchorPoint
  case contentsRect, contentsScale, borderWidth, borderColor, shadow, masksToBounds, overlay
  case delay, duration, timingFunction, spring, arc, source, cascade, other
}

extension HeroModifier {
  /// The property this modifier sets when applied (`.other` for conditionals, beginWith and
  /// the like, which set nothing directly). Each modifier sets one.
  public var property: ModifierProperty {
    switch self {
    case .fade, .opacity: .opacity
    case .position: .position
    case .size: .size
    case .transform, .perspective, .scale, .translate, .rotate: .transform
    case .cornerRadius: .cornerRadius
    case .backgroundColor: .backgroundColor
    case .zPosition: .zPosition
    case .anchorPoint: .anchorPoint
    case .contentsRect: .contentsRect
    case .contentsScale: .contentsScale
    case .borderWidth: .borderWidth
    case .borderColor: .borderColor
    case .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowPath: .shadow
    case .masksToBounds: .masksToBounds
    case .overlay: .overlay
    case .delay: .delay
    case .duration, .durationMatchLongest: .duration
    case .timingFunction: .timingFunction
    case .spring: .spring
    case .arc: .arc
    case .source: .source
    case .cascade: .cascade
    default: .other
    }
  }
}
