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
  public var name: String { kind.name }

  /// Which modifier this is; its declaration says everything else about it.
  public var kind: ModifierKind {
    switch self {
    case .fade: .fade
    case .forceNonFade: .forceNonFade
    case .position: .position
    case .size: .size
    case .opacity: .opacity
    case .cornerRadius: .cornerRadius
    case .zPosition: .zPosition
    case .anchorPoint: .anchorPoint
    case .contentsRect: .contentsRect
    case .contentsScale: .contentsScale
    case .transform: .transform
    case .perspective: .perspective
    case .scale: .scale
    case .translate: .translate
    case .rotate: .rotate
    case .backgroundColor: .backgroundColor
    case .borderColor: .borderColor
    case .borderWidth: .borderWidth
    case .shadowColor: .shadowColor
    case .shadowOpacity: .shadowOpacity
    case .shadowRadius: .shadowRadius
    case .shadowOffset: .shadowOffset
    case .shadowPath: .shadowPath
    case .masksToBounds: .masksToBounds
    case .overlay: .overlay
    case .delay: .delay
    case .duration: .duration
    case .durationMatchLongest: .durationMatchLongest
    case .timingFunction: .timingFunction
    case .spring: .spring
    case .source: .source
    case .arc: .arc
    case .cascade: .cascade
    case .ignoreSubviewModifiers: .ignoreSubviewModifiers
    case .useGlobalCoordinateSpace: .useGlobalCoordinateSpace
    case .useScaleBasedSizeChange: .useScaleBasedSizeChange
    case .forceAnimate: .forceAnimate
    case .useOptimizedSnapshot: .useOptimizedSnapshot
    case .useNormalSnapshot: .useNormalSnapshot
    case .useLayerRenderSnapshot: .useLayerRenderSnapshot
    case .useNoSnapshot: .useNoSnapshot
    case .beginWith: .beginWith
    case .beginWithIfMatched: .beginWithIfMatched
    case .whenMatched: .whenMatched
    case .whenPresenting: .whenPresenting
    case .whenDismissing: .whenDismissing
    case .whenAppearing: .whenAppearing
    case .whenDisappearing: .whenDisappearing
    }
  }

  /// The arguments as values, in the order of the declaration's parameters; the declaration's
  /// `make` turns them back into this modifier.
  public var arguments: [ModifierValue] {
    switch self {
    case .fade, .forceNonFade, .durationMatchLongest, .useGlobalCoordinateSpace,
      .useScaleBasedSizeChange, .forceAnimate, .useOptimizedSnapshot, .useNormalSnapshot,
      .useLayerRenderSnapshot, .useNoSnapshot:
      []
    case .position(let p), .anchorPoint(let p): [.point(p)]
    case .size(let s), .shadowOffset(let s): [.size(s)]
    case .opacity(let v), .cornerRadius(let v), .zPosition(let v), .contentsScale(let v),
      .perspective(let v), .borderWidth(let v), .shadowOpacity(let v), .shadowRadius(let v),
      .delay(let v), .duration(let v), .arc(let v):
      [.number(v)]
    case .contentsRect(let r): [.rect(r)]
    case .transform(let t): [.transform(t)]
    case .scale(let x, let y, let z), .translate(let x, let y, let z), .rotate(let x, let y, let z):
      [.number(x), .number(y), .number(z)]
    case .backgroundColor(let c), .borderColor(let c), .shadowColor(let c): [.color(c)]
    case .shadowPath(let path): [.path(path)]
    case .masksToBounds(let flag), .ignoreSubviewModifiers(let flag): [.flag(flag)]
    case .overlay(let color, let opacity): [.color(color), .number(opacity)]
    case .timingFunction(let curve): [.curve(curve)]
    case .spring(let stiffness, let damping): [.number(stiffness), .number(damping)]
    case .source(let heroID): [.heroID(heroID)]
    case .cascade(let delta, let direction, let delayMatched):
      [.number(delta), .direction(direction), .flag(delayMatched)]
    case .beginWith(let list), .beginWithIfMatched(let list), .whenMatched(let list),
      .whenPresenting(let list), .whenDismissing(let list), .whenAppearing(let list),
      .whenDisappearing(let list):
      [.modifiers(list)]
    }
  }

  /// The modifier of `kind` with these arguments (in the order of its parameters).
  public init(_ kind: ModifierKind, _ arguments: [ModifierValue]) {
    self = kind.declaration.make(arguments)
  }

  /// The nested list of `beginWith` and the conditionals, nil for every other modifier.
  public var nestedModifiers: [HeroModifier]? {
    guard case .modifiers = kind.declaration.form, case .modifiers(let list)? = arguments.first
    else { return nil }
    return list
  }

  /// Every modifier name the parser knows, for suggestions and documentation.
  public static let allNames: [String] = ModifierKind.allCases.map(\.name)

  /// Whether this is one of the four snapshot types, which have no visual effect in heroscope.
  public var isSnapshotType: Bool { kind.property == .snapshotType }
}
