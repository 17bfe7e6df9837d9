/// The UIKit classes a scene can name, for their defaults and for what is drawn.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
  /// A UIView: opaque, clear unless coloured.
  case view
  /// A UILabel: clear and not opaque (so Hero's fade rules treat it as see-through), black text.
  case label
  /// A UIButton: clear, not opaque, its title in the tint colour (system blue).
  case button
  /// A UIImageView: not opaque (UIKit's default for it), drawn as a grey placeholder named
  /// after its image.
  case image
}

/// NSTextAlignment.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case left, center, right, justified, natural
}

/// UIModalPresentationStyle, as far as Hero treats the styles differently.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
  case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
    overCurrentContext, popover, none

  /// `overFullScreen` and `overCurrentContext` keep the presenting screen in the window.
  public var keepsPresentingScreen: Bool { self == .overFullScreen || self == .overCurrentContext }
}

extension ViewKind {
  /// The placeholder fill of an image view (UIKit's systemGray5).
  public static let imagePlaceholder = RGBAColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
  /// A button title's default colour: the tint colour, system blue.
  public static let buttonTitle = RGBAColor(red: 0, green: 122 / 255, blue: 1)
}
