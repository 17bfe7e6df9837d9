/// Sources/HeroTypes.swift:27.
public protocol HeroPreprocessor: AnyObject {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var hero: HeroTransition! { get set }
  func process(fromViews: [UIView], toViews: [UIView])
}

/// Sources/HeroTypes.swift:32.
public protocol HeroAnimator: AnyObject {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var hero: HeroTransition! { get set }
  func canAnimate(view: UIView, appearing: Bool) -> Bool
  func animate(fromViews: [UIView], toViews: [UIView]) -> TimeInterval
  func clean()

  func seekTo(timePassed: TimeInterval)
  func resume(timePassed: TimeInterval, reverse: Bool) -> TimeInterval
  func apply(state: HeroTargetState, to view: UIView)
  func changeTarget(state: HeroTargetState, isDestination: Bool, to view: UIView)
}

/// A plugin: a preprocessor and animator made for every transition once enabled
/// (Sources/HeroPlugin.swift:27).
open class HeroPlugin: NSObject, HeroPreprocessor, HeroAnimator {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Sources/HeroPlugin.swift:29.
  weak public var hero: HeroTransition!

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Sources/HeroPlugin.swift:31.
  public var context: HeroContext! {
    return hero.context
  }

  /// Sources/HeroPlugin.swift:45.
  open var requirePerFrameCallback = false

  /// Sources/HeroPlugin.swift:47.
  public override required init() {}

  /// Sources/HeroPlugin.swift:68.
  open func process(fromViews: [UIView], toViews: [UIView]) {}
  /// Sources/HeroPlugin.swift:79.
  open func canAnimate(view: UIView, appearing: Bool) -> Bool { return false }
  /// Sources/HeroPlugin.swift:92.
  open func animate(fromViews: [UIView], toViews: [UIView]) -> TimeInterval { return 0 }
  /// Sources/HeroPlugin.swift:99.
  open func clean() {}
  /// Sources/HeroPlugin.swift:109.
  open func seekTo(timePassed: TimeInterval) {}
  /// Sources/HeroPlugin.swift:120.
  open func resume(timePassed: TimeInterval, reverse: Bool) -> TimeInterval { return 0 }
  /// Sources/HeroPlugin.swift:131.
  open func apply(state: HeroTargetState, to view: UIView) {}
  /// Sources/HeroPlugin.swift:132.
  open func changeTarget(state: HeroTargetState, isDestination: Bool, to view: UIView) {}
}

/// Sources/HeroPlugin.swift:136.
extension HeroPlugin {
  /// Sources/HeroPlugin.swift:137.
  public static var isEnabled: Bool {
    get { HeroTransition.enabledPlugins.contains { $0 == self } }
    set { if newValue { enable() } else { disable() } }
  }
  /// Sources/HeroPlugin.swift:149 and 163.
  public static func enable() {
    disable()
    HeroTransition.enabledPlugins.append(self)
  }
  /// Sources/HeroPlugin.swift:152 and 168.
  public static func disable() {
    HeroTransition.enabledPlugins.removeAll { $0 == self }
  }
}
