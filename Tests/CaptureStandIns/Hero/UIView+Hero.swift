/// Sources/Extensions/UIView+Hero.swift:44.
extension UIView: HeroCompatible {}

/// Sources/Extensions/UIView+Hero.swift:45.
extension HeroExtension where Base: UIView {
  /// Sources/Extensions/UIView+Hero.swift:54.
  public var id: String? {
    get { AssociatedValues.value(of: base, "heroID") as? String }
    set { AssociatedValues.set(newValue, of: base, "heroID") }
  }

  /// Sources/Extensions/UIView+Hero.swift:63.
  public var isEnabled: Bool {
    get { AssociatedValues.value(of: base, "heroEnabled") as? Bool ?? true }
    set { AssociatedValues.set(newValue, of: base, "heroEnabled") }
  }

  /// Sources/Extensions/UIView+Hero.swift:72.
  public var isEnabledForSubviews: Bool {
    get { AssociatedValues.value(of: base, "heroEnabledForSubviews") as? Bool ?? true }
    set { AssociatedValues.set(newValue, of: base, "heroEnabledForSubviews") }
  }

  /// Sources/Extensions/UIView+Hero.swift:80.
  public var modifiers: [HeroModifier]? {
    get { AssociatedValues.value(of: base, "heroModifiers") as? [HeroModifier] }
    set { AssociatedValues.set(newValue, of: base, "heroModifiers") }
  }
}

extension UIView {
  /// Hero's depth-first list of the views it considers (Sources/Extensions/UIView+Hero.swift:180);
  /// the stand-in UIKit has no collection views, so hidden cells need no rule here.
  @MainActor var flattenedViewHierarchy: [UIView] {
    guard hero.isEnabled else { return [] }
    guard hero.isEnabledForSubviews else { return [self] }
    return [self] + subviews.flatMap { $0.flattenedViewHierarchy }
  }
}
