/// Sources/Extensions/UIViewController+Hero.swift:37.
extension UIViewController: HeroCompatible {}

/// Sources/Extensions/UIViewController+Hero.swift:38.
extension HeroExtension where Base: UIViewController {
  /// Sources/Extensions/UIViewController+Hero.swift:59.
  public var modalAnimationType: HeroDefaultAnimationType {
    get { AssociatedValues.value(of: base, "modalAnimation") as? HeroDefaultAnimationType ?? .auto }
    set { AssociatedValues.set(newValue, of: base, "modalAnimation") }
  }
}

/// Sources/Extensions/UIViewController+Hero.swift:146.
extension HeroExtension where Base: UINavigationController {
  /// Sources/Extensions/UIViewController+Hero.swift:149.
  public var navigationAnimationType: HeroDefaultAnimationType {
    get {
      AssociatedValues.value(of: base, "navigationAnimation") as? HeroDefaultAnimationType ?? .auto
    }
    set { AssociatedValues.set(newValue, of: base, "navigationAnimation") }
  }
}

/// Sources/Extensions/UIViewController+Hero.swift:185.
extension HeroExtension where Base: UITabBarController {
  /// Sources/Extensions/UIViewController+Hero.swift:188.
  public var tabBarAnimationType: HeroDefaultAnimationType {
    get {
      AssociatedValues.value(of: base, "tabBarAnimation") as? HeroDefaultAnimationType ?? .auto
    }
    set { AssociatedValues.set(newValue, of: base, "tabBarAnimation") }
  }
}
