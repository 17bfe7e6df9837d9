import HeroPlanner

/// What a storyboard holds that heroscope can preview: its screens, the navigation and tab bar
/// controllers around them, and the transitions it declares.
public struct Storyboard: Sendable {
  /// The file as the user named it, for messages.
  public var file: String
  public var viewControllers: [StoryboardViewController]
  public var containers: [StoryboardContainer]
  public var transitions: [StoryboardTransition]
  /// Segues not listed as transitions, and why.
  public var warnings: [StoryboardWarning]
  /// Where it was read from, where its references and `OTHER.storyboard:VC` are looked for.
  public var folder: StoryboardFolder?
  /// tvOS for `targetRuntime="AppleTV"`: Hero's `#if os(tvOS)` branches apply.
  public var platform: Platform = .iOS
  /// The document's `initialViewController`: what a reference without an identifier opens.
  public var initialViewController: String?
  /// Its storyboard references (`<viewControllerPlaceholder>`), followed or not.
  public var references: [StoryboardReference] = []
  /// The other storyboard files its screens come from, by the name messages give them
  /// (`StoryboardLink.file`): their views are mapped with their own colours and lines.
  var linked: [String: Storyboard] = [:]
  /// Where those files are, as read: `play` watches them beside the storyboard itself.
  public internal(set) var linkedPaths: [String] = []
  /// Colours named in `<resources>` (`<namedColor>` and `<systemColor>`), by name.
  var colors: [String: RGBAColor]
  var lines: LineIndex
  /// Every segue with the view controller or container it leaves from, kept so the
  /// transitions can be worked out again once references are followed.
  var segues: [(source: String, segue: XMLElementNode)] = []

  public func viewController(id: String) -> StoryboardViewController? {
    viewControllers.first { $0.id == id }
  }

  /// The storyboard a screen's element and lines belong to: this one, or a linked file.
  func board(of controller: StoryboardViewController) -> Storyboard {
    controller.link.flatMap { linked[$0.file] } ?? self
  }

  public func container(id: String?) -> StoryboardContainer? {
    guard let id else { return nil }
    return containers.first { $0.id == id }
  }

  /// The navigation or tab bar controller of `kind` around a screen, looking through a
  /// navigation controller that is itself a tab; with the screen's index among its children.
  public func holder(of controller: String, kind: ContainerKind) -> (
    container: StoryboardContainer, index: Int
  )? {
    var child = controller
    var current = container(id: viewController(id: controller)?.container)
    var seen: Set<String> = []
    while let holder = current, seen.insert(holder.id).inserted {
      if holder.kind == kind { return (holder, holder.children.firstIndex(of: child) ?? 0) }
      child = holder.id
      current = containers.first { $0.children.contains(holder.id) }
    }
    return nil
  }
}

/// A screen: a view controller and its root view.
public struct StoryboardViewController: Sendable {
  /// The object id Interface Builder gave it (`BYZ-38-t0r`).
  public var id: String
  public var storyboardID: String?
  public var title: String?
  public var customClass: String?
  /// The element name: `viewController`, `tableViewController`…
  public var elementName: String
  /// The root view's design-time size.
  public var size: Size?
  /// `isHeroEnabled` set on it (Interface Builder's user-defined runtime attributes).
  public var heroEnabled: Bool
  public var modalAnimationType: String?
  /// `modalPresentationStyle` set on the view controller itself.
  public var modalPresentationStyle: String?
  /// The navigation or tab bar controller that holds it, if any.
  public var container: String?
  /// The line of its element, in `link.file` for a screen of another storyboard.
  public var line: Int
  var element: XMLElementNode
  /// For a screen of another storyboard file: which file and view controller. Its `id` is
  /// then the placeholder's in this file (or `FILE:ID` when named on the command line).
  public var link: StoryboardLink?
  /// For a screen of a file named on the command line: that name (`Other.storyboard`), which
  /// prefixes each of its names.
  public var qualifier: String?

  /// What messages call it: its title, storyboard ID, class or id, in that order.
  public var displayName: String { title ?? storyboardID ?? customClass ?? link?.id ?? id }

  /// Every name `--from` and `--to` accept for it (a linked screen's own object id too).
  public var names: [String] {
    let own = [storyboardID, title, customClass, link?.id].compactMap { $0 }
    guard let qualifier else { return [id] + own }
    return [id] + own.map { "\(qualifier):\($0)" }
  }
}

/// A navigation or tab bar controller.
public struct StoryboardContainer: Sendable {
  public var id: String
  public var kind: ContainerKind
  /// Its storyboard ID, which a reference from another file may name.
  public var storyboardID: String?
  public var heroEnabled: Bool
  /// `heroNavigationAnimationTypeString` or `heroTabBarAnimationTypeString`.
  public var animationType: String?
  /// Its children in order: the root view controller, or the tabs.
  public var children: [String]
  public var line: Int
  var animationLine: Int?
  /// The runtime attribute holding `animationType`, to place warnings on its characters.
  var animationElement: XMLElementNode?
}

/// A transition between two view controllers.
public struct StoryboardTransition: Hashable, Sendable {
  /// The segue's identifier, else its object id; `tab:…` for a move between tabs.
  public var segue: String
  public var kind: ContainerKind
  public var from: String
  public var to: String
  /// False when the transition goes back: a pop, a dismissal or a move to a lower tab.
  public var presenting: Bool
  /// `modalPresentationStyle` on the segue.
  public var modalPresentationStyle: String?
  public var line: Int
  /// What tells two segues between the same screens apart (nil for a move between tabs): the
  /// segue's identifier and object id, its kind as Interface Builder writes it (`show`,
  /// `presentation`…), and the control that triggers it (`button 'Open' (id …)`; nil for a
  /// segue on the view controller itself, performed in code).
  public var identifier: String? = nil
  public var objectID: String? = nil
  public var segueKind: String? = nil
  public var trigger: String? = nil
}
