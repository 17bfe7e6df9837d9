/// The transition driver (Sources/Transition/HeroTransition.swift:53): only what a plugin reads.
/// Hero's `start()` (Sources/Transition/HeroTransition+Start.swift:28) is not reproduced; the
/// tests set these properties as it does and call the plugins.
open class HeroTransition: NSObject {
  /// Sources/Transition/HeroTransition.swift:56.
  public var defaultAnimation: HeroDefaultAnimationType = .auto
  /// Sources/Transition/HeroTransition.swift:57.
  public var containerColor: UIColor = .black
  /// Sources/Transition/HeroTransition.swift:73.
  public internal(set) var isPresenting: Bool = true
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Sources/Transition/HeroTransition.swift:86.
  public internal(set) var container: UIView!
  /// Sources/Transition/HeroTransition.swift:96.
  internal var plugins: [HeroPlugin] = []
  /// Sources/Transition/HeroTransition.swift:103.
  internal static var enabledPlugins: [HeroPlugin.Type] = []
  /// Sources/Transition/HeroTransition.swift:106.
  public internal(set) var toViewController: UIViewController?
  /// Sources/Transition/HeroTransition.swift:108.
  public internal(set) var fromViewController: UIViewController?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Sources/Transition/HeroTransition.swift:111.
  public internal(set) var context: HeroContext!

  /// Sources/Transition/HeroTransition.swift:183.
  public override init() { super.init() }
}
