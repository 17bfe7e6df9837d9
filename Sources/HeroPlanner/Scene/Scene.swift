/// A transition to preview: two screens of views and how they are presented.
///
/// This is the planner's input, free of any file format; `HeroScene` loads it from JSON.
public struct Scene: Hashable, Sendable {
  public var name: String
  public var description: String
  /// The screen size in points.
  public var size: Size
  public var container: ContainerKind
  /// True for present / push / a move to a higher tab index.
  public var presenting: Bool
  /// The animation type set for each container kind (`heroModalAnimationType` and friends).
  public var animation: [ContainerKind: AnimationType]
  public var containerColor: RGBAColor
  /// How the presented screen is presented (its view controller's `modalPresentationStyle`).
  public var modalPresentationStyle: ModalPresentationStyle
  /// The screen being left. Its root spans the screen; the root's `frame` is ignored.
  public var from: SceneView
  /// The screen arriving.
  public var to: SceneView
  /// The platform the app runs on: Hero's `#if os(tvOS)` branches follow it.
  public var platform: Platform = .iOS
  /// The `capture` object of a scene captured from a running app; nil for any other.
  public var capture: SceneCapture? = nil

  public init(
    name: String = "Untitled", description: String = "", size: Size = Size(width: 375, height: 667),
    container: ContainerKind = .modal, presenting: Bool = true,
    animation: [ContainerKind: AnimationType] = [:], containerColor: RGBAColor = .black,
    modalPresentationStyle: ModalPresentationStyle = .fullScreen, from: SceneView, to: SceneView
  ) {
    self.name = name
    self.description = description
    self.size = size
    self.container = container
    self.presenting = presenting
    self.animation = animation
    self.containerColor = containerColor
    self.modalPresentationStyle = modalPresentationStyle
    self.from = from
    self.to = to
  }

  /// The root view of one screen.
  public func root(_ side: ScreenSide) -> SceneView { side == .from ? from : to }

  /// The animation type set for a container kind (`auto` when none is set).
  public func animationType(for kind: ContainerKind) -> AnimationType {
    animation[kind] ?? .auto
  }
}

/// The platform Hero is compiled for (its `#if os(tvOS)` branches).
public enum Platform: String, Hashable, Sendable, CaseIterable {
  case iOS, tvOS
}

/// Which kind of view controller transition is previewed.
public enum ContainerKind: String, Hashable, Sendable, CaseIterable {
  case modal, navigation, tab
}

/// One of the two screens of a transition.
public enum ScreenSide: String, Hashable, Sendable, CaseIterable {
  case from, to
}

/// A view rectangle with what Hero reads from a UIView.
public struct SceneView: Hashable, Sendable {
  /// What UIKit view it is; the decoder gives each kind UIKit's defaults.
  public var kind: ViewKind
  public var name: String?
  public var heroID: String?
  /// In the parent's coordinates; for a root, the screen bounds.
  public var frame: Rect
  /// The background colour; nil is clear.
  public var color: RGBAColor?
  /// The view's alpha, 0…1.
  public var opacity: Double
  /// UIView.isOpaque (true by default).
  public var opaque: Bool
  public var cornerRadius: Double
  public var borderWidth: Double
  public var borderColor: RGBAColor?
  public var shadow: ShadowStyle?
  public var zPosition: Double
  public var masksToBounds: Bool
  /// A label drawn inside the box.
  public var text: String?
  /// The label's colour; nil is UIKit's label colour (black in the light appearance).
  public var textColor: RGBAColor?
  /// How the label sits in the box; nil is UIKit's natural alignment (left, for left-to-right).
  public var textAlignment: TextAlignment?
  /// An image view's image: a catalog name or a path relative to the scene file (drawn as a
  /// placeholder when it cannot be loaded).
  public var image: String?
  /// How the image is laid out in the bounds (UIImageView's default, scaleToFill).
  public var contentMode: ContentMode = .scaleToFill
  /// The view's look as the running app drew it (a PNG the capture writes, relative to the
  /// scene file): drawn in place of the box, stretched to the bounds, as Hero's snapshot is.
  public var snapshot: String?
  /// The tint of a template image (UIView.tintColor); nil is UIKit's default, systemBlue.
  public var tintColor: RGBAColor?
  /// The view's own transform (UIView.transform) before any modifier; identity by default.
  public var transform: Transform3D
  /// The transform as the scene wrote it (modifier syntax), for printing it back.
  public var transformText: String?
  /// The view's heroModifiers; nil when none are set (Hero then gives it no target state).
  public var modifiers: [HeroModifier]?
  /// The modifiers as the scene wrote them (either syntax), for showing and editing.
  public var modifierText: String?
  /// Hero's `heroModifierString` as written, when the view's modifiers come from it: then
  /// `modifiers` is what Hero's own parser makes of it (nil when that parser gives up on the
  /// whole string), and `modifierText` is this string (HERO-SEMANTICS §9).
  public var modifierString: String?
  /// What Hero drops or reads otherwise in `modifierString`, located in the file when known.
  public var modifierStringFindings: [HeroStringFinding] = []
  public var subviews: [SceneView]
  /// Where the view was written (`to.views[2]`), for notes and errors.
  public var sourcePath: String

  public init(
    kind: ViewKind = .view, name: String? = nil, heroID: String? = nil, frame: Rect,
    color: RGBAColor? = nil,
    opacity: Double = 1, opaque: Bool = true, cornerRadius: Double = 0, borderWidth: Double = 0,
    borderColor: RGBAColor? = nil, shadow: ShadowStyle? = nil, zPosition: Double = 0,
    masksToBounds: Bool = false, text: String? = nil, textColor: RGBAColor? = nil,
    textAlignment: TextAlignment? = nil, image: String? = nil, transform: Transform3D = .identity,
    modifiers: [HeroModifier]? = nil, subviews: [SceneView] = [], sourcePath: String = ""
  ) {
    self.kind = kind
    self.name = name
    self.heroID = heroID
    self.frame = frame
    self.color = color
    self.opacity = opacity
    self.opaque = opaque
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadow = shadow
    self.zPosition = zPosition
    self.masksToBounds = masksToBounds
    self.text = text
    self.textColor = textColor
    self.textAlignment = textAlignment
    self.image = image
    self.transform = transform
    self.transformText = nil
    self.modifiers = modifiers
    self.modifierText = modifiers.map(\.hero)
    self.subviews = subviews
    self.sourcePath = sourcePath
  }
}

/// A layer shadow as CALayer has it; heroscope draws it beneath the view.
public struct ShadowStyle: Hashable, Sendable {
  public var color: RGBAColor
  public var opacity: Double
  public var radius: Double
  public var offset: Size

  /// CALayer's defaults: black, opacity 0, radius 3, offset (0, −3).
  public init(
    color: RGBAColor = .black, opacity: Double = 0, radius: Double = 3,
    offset: Size = Size(width: 0, height: -3)
  ) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }
}
