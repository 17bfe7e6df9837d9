/// A modifier: a closure over a target state (Sources/HeroModifier.swift:28). The factories
/// below are the ones the capture's tests build views with, each citing Hero's line.
public final class HeroModifier {
  internal let apply: (inout HeroTargetState) -> Void
  public init(applyFunction: @escaping (inout HeroTargetState) -> Void) {
    apply = applyFunction
  }
}

extension HeroModifier {
  /// Sources/HeroModifier.swift:40.
  public static var fade = HeroModifier { $0.opacity = 0 }
  /// Sources/HeroModifier.swift:47.
  public static var forceNonFade = HeroModifier { $0.nonFade = true }
  /// Sources/HeroModifier.swift:56.
  public static func position(_ position: CGPoint) -> HeroModifier {
    HeroModifier { $0.position = position }
  }
  /// Sources/HeroModifier.swift:67.
  public static func size(_ size: CGSize) -> HeroModifier { HeroModifier { $0.size = size } }
  /// Sources/HeroModifier.swift:81.
  public static func transform(_ t: CATransform3D) -> HeroModifier {
    HeroModifier { $0.transform = t }
  }
  /// Sources/HeroModifier.swift:107.
  public static func scale(x: CGFloat = 1, y: CGFloat = 1, z: CGFloat = 1) -> HeroModifier {
    HeroModifier { $0.transform = CATransform3DScale($0.transform ?? CATransform3DIdentity, x, y, z) }
  }
  /// Sources/HeroModifier.swift:118.
  public static func scale(_ xy: CGFloat) -> HeroModifier { .scale(x: xy, y: xy) }
  /// Sources/HeroModifier.swift:129.
  public static func translate(x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 0) -> HeroModifier {
    HeroModifier {
      $0.transform = CATransform3DTranslate($0.transform ?? CATransform3DIdentity, x, y, z)
    }
  }
  /// Sources/HeroModifier.swift:146.
  public static func rotate(x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 0) -> HeroModifier {
    HeroModifier {
      $0.transform = CATransform3DRotate($0.transform ?? CATransform3DIdentity, x, 1, 0, 0)
      $0.transform = CATransform3DRotate($0.transform!, y, 0, 1, 0)
      $0.transform = CATransform3DRotate($0.transform!, z, 0, 0, 1)
    }
  }
  /// Sources/HeroModifier.swift:163.
  public static func rotate(_ z: CGFloat) -> HeroModifier { .rotate(z: z) }
  /// Sources/HeroModifier.swift:175.
  public static func backgroundColor(_ backgroundColor: UIColor) -> HeroModifier {
    HeroModifier { $0.backgroundColor = backgroundColor.cgColor }
  }
  /// Sources/HeroModifier.swift:209.
  public static func overlay(color: UIColor, opacity: CGFloat) -> HeroModifier {
    HeroModifier { $0.overlay = (color.cgColor, opacity) }
  }
  /// Sources/HeroModifier.swift:222.
  public static func opacity(_ opacity: CGFloat) -> HeroModifier {
    HeroModifier { $0.opacity = Float(opacity) }
  }
  /// Sources/HeroModifier.swift:233.
  public static func cornerRadius(_ cornerRadius: CGFloat) -> HeroModifier {
    HeroModifier { $0.cornerRadius = cornerRadius }
  }
  /// Sources/HeroModifier.swift:244.
  public static func zPosition(_ zPosition: CGFloat) -> HeroModifier {
    HeroModifier { $0.zPosition = zPosition }
  }
  /// Sources/HeroModifier.swift:288.
  public static func shadowOpacity(_ shadowOpacity: CGFloat) -> HeroModifier {
    HeroModifier { $0.shadowOpacity = Float(shadowOpacity) }
  }
  /// Sources/HeroModifier.swift:348.
  public static func duration(_ duration: TimeInterval) -> HeroModifier {
    HeroModifier { $0.duration = duration }
  }
  /// Sources/HeroModifier.swift:357.
  public static var durationMatchLongest = HeroModifier { $0.duration = .infinity }
  /// Sources/HeroModifier.swift:366.
  public static func delay(_ delay: TimeInterval) -> HeroModifier {
    HeroModifier { $0.delay = delay }
  }
  /// Sources/HeroModifier.swift:377.
  public static func timingFunction(_ timingFunction: CAMediaTimingFunction) -> HeroModifier {
    HeroModifier { $0.timingFunction = timingFunction }
  }
  /// Sources/HeroModifier.swift:390.
  public static func spring(stiffness: CGFloat, damping: CGFloat) -> HeroModifier {
    HeroModifier { $0.spring = (stiffness, damping) }
  }
  /// Sources/HeroModifier.swift:424.
  public static func source(heroID: String) -> HeroModifier {
    HeroModifier { $0.source = heroID }
  }
  /// Sources/HeroModifier.swift:433.
  public static var arc: HeroModifier = .arc()
  /// Sources/HeroModifier.swift:441.
  public static func arc(intensity: CGFloat = 1) -> HeroModifier {
    HeroModifier { $0.arc = intensity }
  }
  /// Sources/HeroModifier.swift:450.
  public static var cascade: HeroModifier = .cascade()
  /// Sources/HeroModifier.swift:459.
  public static func cascade(
    delta: TimeInterval = 0.02, direction: CascadeDirection = .topToBottom,
    delayMatchedViews: Bool = false
  ) -> HeroModifier {
    HeroModifier { $0.cascade = (delta, direction, delayMatchedViews) }
  }
  /// Sources/HeroModifier+Advanced.swift:34.
  public static func beginWith(_ modifiers: [HeroModifier]) -> HeroModifier {
    HeroModifier {
      if $0.beginState == nil { $0.beginState = [] }
      $0.beginState!.append(contentsOf: modifiers)
    }
  }
  /// Sources/HeroModifier+Advanced.swift:62.
  public static var useGlobalCoordinateSpace = HeroModifier { $0.coordinateSpace = .global }
  /// Sources/HeroModifier+Advanced.swift:69.
  public static var ignoreSubviewModifiers: HeroModifier = .ignoreSubviewModifiers()
  /// Sources/HeroModifier+Advanced.swift:76.
  public static func ignoreSubviewModifiers(recursive: Bool = false) -> HeroModifier {
    HeroModifier { $0.ignoreSubviewModifiers = recursive }
  }
  /// Sources/HeroModifier+Advanced.swift:114.
  public static var useNoSnapshot = HeroModifier { $0.snapshotType = .noSnapshot }
  /// Sources/HeroModifier+Advanced.swift:123.
  public static var forceAnimate = HeroModifier { $0.forceAnimate = true }
  /// Sources/HeroModifier+Advanced.swift:131.
  public static var useScaleBasedSizeChange = HeroModifier { $0.useScaleBasedSizeChange = true }
}
