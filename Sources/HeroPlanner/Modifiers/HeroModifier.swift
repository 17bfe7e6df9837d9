/// One Hero modifier as a value: what `heroModifiers` holds, but printable, comparable and lintable.
///
/// Hero stores modifiers as closures over a target state; heroscope keeps the value so it can
/// print it back (`hero` for the string syntax, `swift` for app code), explain it and check it.
/// Angles are radians, lengths points, times seconds.
public enum HeroModifier: Hashable, Sendable {
  // Basic
  case fade
  case forceNonFade
  case position(Point)
  case size(Size)
  case opacity(Double)
  case cornerRadius(Double)
  case zPosition(Double)
  case anchorPoint(Point)
  case contentsRect(Rect)
  case contentsScale(Double)

  // Transform
  case transform(Transform3D)
  case perspective(Double)
  case scale(x: Double, y: Double, z: Double)
  case translate(x: Double, y: Double, z: Double)
  case rotate(x: Double, y: Double, z: Double)

  // Colours, border, shadow
  case backgroundColor(RGBAColor)
  case borderColor(RGBAColor)
  case borderWidth(Double)
  case shadowColor(RGBAColor)
  case shadowOpacity(Double)
  case shadowRadius(Double)
  case shadowOffset(Size)
  case shadowPath(ShadowPath)
  case masksToBounds(Bool)
  case overlay(color: RGBAColor, opacity: Double)

  // Timing
  case delay(Double)
  case duration(Double)
  case durationMatchLongest
  case timingFunction(TimingCurve)
  case spring(stiffness: Double, damping: Double)

  // Structure
  case source(heroID: String)
  case arc(intensity: Double)
  case cascade(delta: Double, direction: CascadeDirection, delayMatchedViews: Bool)
  case ignoreSubviewModifiers(recursive: Bool)
  case useGlobalCoordinateSpace
  case useScaleBasedSizeChange
  case forceAnimate
  case useOptimizedSnapshot
  case useNormalSnapshot
  case useLayerRenderSnapshot
  case useNoSnapshot

  // Advanced: applied at the start, or only under a condition
  indirect case beginWith([HeroModifier])
  indirect case beginWithIfMatched([HeroModifier])
  indirect case whenMatched([HeroModifier])
  indirect case whenPresenting([HeroModifier])
  indirect case whenDismissing([HeroModifier])
  indirect case whenAppearing([HeroModifier])
  indirect case whenDisappearing([HeroModifier])

  /// The modifier's name as written in both syntaxes (`scale`, `whenMatched`…).
  public var name: String {
    switch self {
    case .fade: "fade"
    case .forceNonFade: "forceNonFade"
    case .position: "position"
    case .size: "size"
    case .opacity: "opacity"
    case .cornerRadius: "cornerRadius"
    case .zPosition: "zPosition"
    case .anchorPoint: "anchorPoint"
    case .contentsRect: "contentsRect"
    case .contentsScale: "contentsScale"
    case .transform: "transform"
    case .perspective: "perspective"
    case .scale: "scale"
    case .translate: "translate"
    case .rotate: "rotate"
    case .backgroundColor: "backgroundColor"
    case .borderColor: "borderColor"
    case .borderWidth: "borderWidth"
    case .shadowColor: "shadowColor"
    case .shadowOpacity: "shadowOpacity"
    case .shadowRadius: "shadowRadius"
    case .shadowOffset: "shadowOffset"
    case .shadowPath: "shadowPath"
    case .masksToBounds: "masksToBounds"
    case .overlay: "overlay"
    case .delay: "delay"
    case .duration: "duration"
    case .durationMatchLongest: "durationMatchLongest"
    case .timingFunction: "timingFunction"
    case .spring: "spring"
    case .source: "source"
    case .arc: "arc"
    case .cascade: "cascade"
    case .ignoreSubviewModifiers: "ignoreSubviewModifiers"
    case .useGlobalCoordinateSpace: "useGlobalCoordinateSpace"
    case .useScaleBasedSizeChange: "useScaleBasedSizeChange"
    case .forceAnimate: "forceAnimate"
    case .useOptimizedSnapshot: "useOptimizedSnapshot"
    case .useNormalSnapshot: "useNormalSnapshot"
    case .useLayerRenderSnapshot: "useLayerRenderSnapshot"
    case .useNoSnapshot: "useNoSnapshot"
    case .beginWith: "beginWith"
    case .beginWithIfMatched: "beginWithIfMatched"
    case .whenMatched: "whenMatched"
    case .whenPresenting: "whenPresenting"
    case .whenDismissing: "whenDismissing"
    case .whenAppearing: "whenAppearing"
    case .whenDisappearing: "whenDisappearing"
    }
  }

  /// Every modifier name the parser knows, for suggestions and documentation.
  public static let allNames: [String] = [
    "fade", "forceNonFade", "position", "size", "opacity", "cornerRadius", "zPosition",
    "anchorPoint", "contentsRect", "contentsScale", "transform", "perspective", "scale",
    "translate", "rotate", "backgroundColor", "borderColor", "borderWidth", "shadowColor",
    "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath", "masksToBounds", "overlay",
    "delay", "duration", "durationMatchLongest", "timingFunction", "spring", "source", "arc",
    "cascade", "ignoreSubviewModifiers", "useGlobalCoordinateSpace", "useScaleBasedSizeChange",
    "forceAnimate", "useOptimizedSnapshot", "useNormalSnapshot", "useLayerRenderSnapshot",
    "useNoSnapshot", "beginWith", "beginWithIfMatched", "whenMatched", "whenPresenting",
    "whenDismissing", "whenAppearing", "whenDisappearing",
  ]

  /// Whether this is one of the four snapshot types, which have no visual effect in heroscope.
  public var isSnapshotType: Bool {
    switch self {
    case .useOptimizedSnapshot, .useNormalSnapshot, .useLayerRenderSnapshot, .useNoSnapshot: true
    default: false
    }
  }
}
