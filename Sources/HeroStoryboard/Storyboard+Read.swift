import HeroPlanner

/// Reading a storyboard's view controllers, containers and segues from its XML.
extension Storyboard {
  /// Element names of view controllers whose root view is a screen heroscope can preview.
  static let screenElements: Set<String> = [
    "viewController", "tableViewController", "collectionViewController",
    "pageViewController", "splitViewController", "hostingController", "glkViewController",
    "avPlayerViewController",
  ]
  static let containerElements: [String: ContainerKind] = [
    "navigationController": .navigation, "tabBarController": .tab,
  ]

  /// Reads the storyboard in `bytes`; `file` names it in errors. Its storyboard references
  /// are followed into the files beside it in `folder`; without one (bytes read from memory)
  /// each is a warning.
  public init(bytes: [UInt8], file: String, folder: StoryboardFolder? = nil)
    throws(StoryboardError)
  {
    let root = try XMLTree.parse(bytes, file: file)
    guard root.name == "document" else {
      throw StoryboardError(
        file: file, line: root.line, column: root.column,
        message: "not a storyboard: the root element is <\(root.name)>, not <document>")
    }
    self.file = file
    self.folder = folder
    platform = root["targetRuntime"] == "AppleTV" ? .tvOS : .iOS
    initialViewController = root["initialViewController"]
    lines = LineIndex(bytes)
    colors = Self.resourceColors(root)
    viewControllers = []
    containers = []
    transitions = []
    warnings = []
    var segues: [(source: String, segue: XMLElementNode)] = []
    var references: [StoryboardReference] = []
    root.forEachDescendant { element in
      guard let id = element["id"] else { return }
      if let kind = Self.containerElements[element.name] {
        containers.append(Self.container(element, id: id, kind: kind))
        for segue in Self.segues(in: element) { segues.append((id, segue)) }
      } else if Self.screenElements.contains(element.name) {
        viewControllers.append(Self.viewController(element, id: id))
        for segue in Self.segues(in: element) { segues.append((id, segue)) }
      } else if element.name == "viewControllerPlaceholder" {
        references.append(Self.reference(element, id: id))
      }
    }
    self.segues = segues
    self.references = references
    let followed = follow(references, in: folder)
    connect(referenceWarnings: followed)
  }

  /// Works out which container holds each screen and the transitions between screens, from
  /// the screens (a followed reference is one) and the segues.
  mutating func connect(referenceWarnings: [StoryboardWarning]) {
    let aliases = sameFileAliases()
    for index in containers.indices {
      containers[index].children = containers[index].children.map { aliases[$0] ?? $0 }
    }
    let segues = self.segues.map { entry -> (source: String, segue: XMLElementNode) in
      var segue = entry.segue
      if let destination = segue["destination"], let target = aliases[destination] {
        segue.attributes["destination"] = target
      }
      return (entry.source, segue)
    }
    for index in viewControllers.indices { viewControllers[index].container = nil }
    for index in containers.indices {
      for child in containers[index].children {
        if let vc = viewControllers.firstIndex(where: { $0.id == child }) {
          viewControllers[vc].container = containers[index].id
        }
      }
    }
    propagateNavigation(segues)
    let declared = declaredTransitions(segues)
    transitions = declared.transitions + tabTransitions()
    warnings = (referenceWarnings + declared.skipped).sorted {
      ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0)
    }
  }

  /// A screen pushed from inside a navigation controller is inside it too.
  private mutating func propagateNavigation(_ segues: [(source: String, segue: XMLElementNode)]) {
    var changed = true
    while changed {
      changed = false
      for (source, segue) in segues where segue["kind"] == "show" || segue["kind"] == "push" {
        guard let from = viewControllers.first(where: { $0.id == source }),
          let holder = container(id: from.container), holder.kind == .navigation,
          let to = viewControllers.firstIndex(where: { $0.id == segue["destination"] }),
          viewControllers[to].container == nil
        else { continue }
        viewControllers[to].container = holder.id
        changed = true
      }
    }
  }

  /// The segues a view controller declares: on itself, or on a control inside its view. Nested
  /// view controllers are their own sources.
  /// A segue on a control carries the control's description as `triggerAttribute`.
  private static func segues(in element: XMLElementNode) -> [XMLElementNode] {
    var found: [XMLElementNode] = []
    var stack = element.children.map { ($0, nil as XMLElementNode?) }
    while let (next, holder) = stack.popLast() {
      if next.name == "segue" {
        var segue = next
        if let holder { segue.attributes[triggerAttribute] = trigger(holder) }
        found.append(segue)
      } else if !screenElements.contains(next.name), containerElements[next.name] == nil {
        // The segues in a control's `connections` are triggered by that control.
        let control = next.name == "connections" ? holder : next
        stack.append(contentsOf: next.children.map { ($0, control) })
      }
    }
    return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }

  /// Where a segue's triggering control is kept on its element (no storyboard attribute has
  /// this name).
  static let triggerAttribute = "heroscope:trigger"

  /// `button 'Open' (id abc-12-xyz)`: a control by its label or title, and its object id.
  private static func trigger(_ control: XMLElementNode) -> String {
    let title =
      control["userLabel"] ?? control["title"]
      ?? control.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
    return control.name + (title.map { " '\($0)'" } ?? "")
      + (control["id"].map { " (id \($0))" } ?? "")
  }

  private static func viewController(_ element: XMLElementNode, id: String)
    -> StoryboardViewController
  {
    let attributes = RuntimeAttribute.all(of: element)
    let root = element.children.first { $0["key"] == "view" }
    let size = root.flatMap { $0.child("rect", key: "frame") }.flatMap { rect -> Size? in
      guard let w = rect["width"].flatMap(finiteNumber),
        let h = rect["height"].flatMap(finiteNumber)
      else { return nil }
      return Size(width: w, height: h)
    }
    return StoryboardViewController(
      id: id, storyboardID: element["storyboardIdentifier"],
      title: element["title"] ?? element.child("navigationItem")?["title"],
      customClass: element["customClass"], elementName: element.name, size: size,
      heroEnabled: attributes.first { $0.keyPath == "isHeroEnabled" }?.bool ?? false,
      modalAnimationType: attributes.first { $0.keyPath == "heroModalAnimationTypeString" }?
        .string,
      modalPresentationStyle: element["modalPresentationStyle"], container: nil,
      line: element.line, element: element)
  }

  private static func container(_ element: XMLElementNode, id: String, kind: ContainerKind)
    -> StoryboardContainer
  {
    let attributes = RuntimeAttribute.all(of: element)
    let key =
      kind == .navigation ? "heroNavigationAnimationTypeString" : "heroTabBarAnimationTypeString"
    let animation = attributes.first { $0.keyPath == key }
    let children = segues(in: element).filter { $0["kind"] == "relationship" }
      .compactMap { $0["destination"] }
    return StoryboardContainer(
      id: id, kind: kind, storyboardID: element["storyboardIdentifier"],
      heroEnabled: attributes.first { $0.keyPath == "isHeroEnabled" }?.bool ?? false,
      animationType: animation?.string, children: children, line: element.line,
      animationLine: animation?.element.line, animationElement: animation?.element)
  }

  /// `show` pushes only from inside a navigation controller; otherwise UIKit presents it.
  /// A segue to a navigation controller shows its root view controller.
  private func declaredTransitions(_ segues: [(source: String, segue: XMLElementNode)])
    -> (transitions: [StoryboardTransition], skipped: [StoryboardWarning])
  {
    var result: [StoryboardTransition] = []
    var skipped: [StoryboardWarning] = []
    for (source, segue) in segues {
      let name = segue["identifier"] ?? segue["id"] ?? "segue"
      guard let segueKind = segue["kind"], segueKind != "relationship",
        viewController(id: source) != nil
      else { continue }
      guard var destination = segue["destination"] else {
        // An unwind segue names an action, not a screen.
        skipped.append(
          StoryboardWarning(
            .storyboardSegueSkipped, line: segue.line, column: segue.column, objectID: segue["id"],
            message: "\(segueKind) segue '\(name)' names no destination screen; not listed "
              + "(preview it with --from VC --to VC)"))
        continue
      }
      let kind: ContainerKind
      switch segueKind {
      case "show", "push":
        let sourceContainer = container(id: viewController(id: source)?.container)
        kind = sourceContainer?.kind == .navigation ? .navigation : .modal
      case "presentation", "modal", "showDetail", "popoverPresentation", "custom":
        kind = .modal
      default:
        skipped.append(
          StoryboardWarning(
            .storyboardSegueSkipped, line: segue.line, column: segue.column, objectID: segue["id"],
            message: "\(segueKind) segue '\(name)' is not a transition between two screens; "
              + "not listed"))
        continue
      }
      if let inner = container(id: destination), let first = inner.children.first {
        destination = first
      }
      guard viewController(id: destination) != nil else {
        let message: String
        if let reference = references.first(where: { $0.id == destination }) {
          message =
            "segue '\(name)' leads to the storyboard reference '\(destination)' (line "
            + "\(reference.line)), which cannot be followed into \(reference.target); not listed"
        } else {
          message =
            "segue '\(name)' leads to '\(destination)', which is not a screen of this "
            + "storyboard; not listed"
        }
        skipped.append(
          StoryboardWarning(
            .storyboardSegueSkipped, line: segue.line, column: segue.column, objectID: segue["id"],
            message: message))
        continue
      }
      result.append(
        StoryboardTransition(
          segue: segue["identifier"] ?? segue["id"] ?? "segue", kind: kind, from: source,
          to: destination, presenting: true,
          modalPresentationStyle: segue["modalPresentationStyle"],
          line: segue.line, identifier: segue["identifier"], objectID: segue["id"],
          segueKind: segueKind, trigger: segue[Self.triggerAttribute]))
    }
    return (result, skipped)
  }

  /// Each tab to the next one (a move to a higher index presents).
  private func tabTransitions() -> [StoryboardTransition] {
    var result: [StoryboardTransition] = []
    for tab in containers where tab.kind == .tab {
      let screens = tab.children.compactMap { child -> String? in
        if viewController(id: child) != nil { return child }
        return container(id: child)?.children.first
      }
      for (i, (a, b)) in zip(screens, screens.dropFirst()).enumerated() {
        result.append(
          StoryboardTransition(
            segue: "\(tab.id):tab\(i + 1)-tab\(i + 2)", kind: .tab, from: a, to: b,
            presenting: true,
            modalPresentationStyle: nil, line: tab.line))
      }
    }
    return result
  }

  /// `<namedColor>` and `<systemColor>` entries of `<resources>`.
  private static func resourceColors(_ root: XMLElementNode) -> [String: RGBAColor] {
    var colors: [String: RGBAColor] = [:]
    for resources in root.children("resources") {
      for entry in resources.children
      where entry.name == "namedColor" || entry.name == "systemColor" {
        guard let name = entry["name"], let color = entry.child("color"),
          let value = StoryboardColor.literal(color)
        else { continue }
        colors[name] = value
      }
    }
    return colors
  }
}
