import HeroPlanner
import HeroScene

/// One transition of a storyboard as a scene, with what the mapping could not model.
public struct StoryboardScene: Sendable {
  public var scene: Scene
  public var transition: StoryboardTransition
  /// Elements and attributes not modelled, each with its line.
  public var warnings: [StoryboardWarning]
  /// Why Hero would not run this transition (`isHeroEnabled` is off where it is needed); nil
  /// when it would.
  public var heroDisabled: String?
  /// The same as a located warning: at the controller that needs `isHeroEnabled`.
  public var heroDisabledWarning: StoryboardWarning?
  /// Where each view's element and Hero attributes are in the storyboard, by scene path.
  public var locations: SceneLocations
}

extension Storyboard {
  /// Reads the storyboard at `path`; `displayName` is what messages call it.
  public init(path: String, displayName: String? = nil) throws(StoryboardError) {
    let name = displayName ?? path
    let bytes: [UInt8]
    do {
      bytes = try FileReader.contents(ofFile: path)
    } catch {
      throw StoryboardError(file: name, message: "cannot read the file: \(error.reason)")
    }
    try self.init(bytes: bytes, file: name)
  }

  /// The scene of one transition: the two screens' root views, the container kind and
  /// direction, and the animation types and presentation style Hero reads.
  public func scene(for transition: StoryboardTransition) throws(StoryboardError)
    -> StoryboardScene
  {
    guard let from = viewController(id: transition.from),
      let to = viewController(id: transition.to)
    else {
      throw StoryboardError(
        file: file, line: transition.line, message: "the transition names a missing screen")
    }
    var warnings: [StoryboardWarning] = []
    let size = from.size ?? to.size ?? Size(width: 375, height: 667)
    if let fromSize = from.size, let toSize = to.size, fromSize != toSize {
      warnings.append(
        StoryboardWarning(
          .storyboardScreenSizeMismatch, line: to.line, column: to.element.column, objectID: to.id,
          message: "'\(to.displayName)' is \(formatNumber(toSize.width))×"
            + "\(formatNumber(toSize.height)) but '\(from.displayName)' is "
            + "\(formatNumber(fromSize.width))×\(formatNumber(fromSize.height)); "
            + "both are drawn on the first one's screen"))
    }
    guard size.width > 0, size.height > 0 else {
      throw StoryboardError(
        file: file, line: from.line, message: "'\(from.displayName)' has a root view of no size")
    }
    let bounds = Rect(origin: .zero, size: size)
    var mapper = ViewMapper(storyboard: self)
    let fromRoot = try mapper.screen(from, side: .from, bounds: bounds)
    let toRoot = try mapper.screen(to, side: .to, bounds: bounds)
    warnings += mapper.warnings

    let presented = transition.presenting ? to : from
    var animation: [ContainerKind: AnimationType] = [:]
    var heroDisabled: String?
    var heroDisabledWarning: StoryboardWarning?
    switch transition.kind {
    case .modal:
      if let text = presented.modalAnimationType {
        animation[.modal] = try animationType(
          text,
          attribute: RuntimeAttribute.all(of: presented.element).first {
            $0.keyPath == "heroModalAnimationTypeString"
          }?.element ?? presented.element,
          keyPath: "heroModalAnimationTypeString", warnings: &warnings)
      }
      if !presented.heroEnabled {
        heroDisabled =
          "Hero is not enabled on '\(presented.displayName)' (line \(presented.line)): UIKit "
          + "presents it with its own animation unless the app turns Hero on in code; set "
          + "isHeroEnabled in its User Defined Runtime Attributes"
        heroDisabledWarning = StoryboardWarning(
          .heroDisabled, line: presented.line, column: presented.element.column,
          objectID: presented.id, message: heroDisabled ?? "")
      }
    case .navigation, .tab:
      if let holder = holder(of: from.id, kind: transition.kind)?.container {
        if let text = holder.animationType {
          animation[transition.kind] = try animationType(
            text, attribute: holder.animationElement,
            keyPath: transition.kind == .tab
              ? "heroTabBarAnimationTypeString" : "heroNavigationAnimationTypeString",
            warnings: &warnings)
        }
        if !holder.heroEnabled {
          let what = transition.kind == .tab ? "tab bar" : "navigation"
          heroDisabled =
            "Hero is not enabled on the \(what) controller \(holder.id) (line \(holder.line)): "
            + "UIKit runs its own transition unless the app turns Hero on in code; set "
            + "isHeroEnabled on it"
          heroDisabledWarning = StoryboardWarning(
            .heroDisabled, line: holder.line, objectID: holder.id,
            message: heroDisabled ?? "")
        }
      }
    }
    let style =
      (transition.modalPresentationStyle ?? presented.modalPresentationStyle)
      .flatMap(ModalPresentationStyle.init(rawValue:)) ?? .fullScreen
    var scene = Scene(
      name: "\(from.displayName) → \(to.displayName)",
      description:
        "\(transition.kind.rawValue) transition '\(transition.segue)' in "
        + "\(file.split(separator: "/").last.map(String.init) ?? file)",
      size: size, container: transition.kind, presenting: transition.presenting,
      animation: animation, modalPresentationStyle: style, from: fromRoot, to: toRoot)
    scene.platform = platform
    return StoryboardScene(
      scene: scene, transition: transition, warnings: warnings, heroDisabled: heroDisabled,
      heroDisabledWarning: heroDisabledWarning, locations: mapper.locations)
  }

  /// An animation type string read as Hero reads it (`HeroStringReader.animationType`): what
  /// Hero skips or overrides is a warning at its character, only a string Hero traps on is an
  /// error.
  private func animationType(
    _ text: String, attribute holder: XMLElementNode?, keyPath: String,
    warnings: inout [StoryboardWarning]
  ) throws(StoryboardError) -> AnimationType {
    guard let holder else { return .auto }
    do {
      let reading = try HeroStringReader.animationType(text)
      for finding in reading.findings {
        let place = location(inValueOf: holder, character: finding.column)
        warnings.append(
          StoryboardWarning(
            .animationTypeString, line: place.line, column: place.column,
            message: "\(keyPath): \(finding.message)"))
      }
      return reading.type
    } catch {
      throw errorInValue(of: holder, error)
    }
  }
}
