import HeroPlanner

/// The top level of a scene file (DESIGN.md, "Scene format").
extension SceneDecoder {
  static let sceneKeys = [
    "name", "description", "size", "container", "presenting", "animation", "containerColor",
    "modalPresentationStyle", "platform", "from", "to", "capture",
  ]

  /// The scene in a parsed document; `defaultName` is used when the file sets no `name`.
  func scene(_ root: JSONValue, defaultName: String) throws(SceneLoadError) -> Scene {
    let members = try object(root, path: "", expected: "a scene object")
    var name = defaultName
    var description = ""
    var size = Size(width: 375, height: 667)
    var container = ContainerKind.modal
    var presenting = true
    var animation: [ContainerKind: AnimationType] = [:]
    var containerColor = RGBAColor.black
    var presentation = ModalPresentationStyle.fullScreen
    var platform = Platform.iOS
    var screens: [ScreenSide: (value: JSONValue, path: String)] = [:]
    var captureValue: JSONValue?
    for member in members {
      let path = member.key
      let value = member.value
      switch member.key {
      case "name": name = try string(value, path: path)
      case "description": description = try string(value, path: path)
      case "size": size = try screenSize(value, path: path)
      case "container": container = try containerKind(value, path: path)
      case "presenting": presenting = try bool(value, path: path)
      case "animation": animation = try animationTypes(value, path: path)
      case "containerColor": containerColor = try color(value, path: path)
      case "modalPresentationStyle":
        presentation = try choice(value, path: path, what: "modalPresentationStyle")
      case "platform": platform = try choice(value, path: path, what: "platform")
      case "from": screens[.from] = (value, path)
      case "to": screens[.to] = (value, path)
      case "capture": captureValue = value
      default: throw unknownKey(member, in: "", known: Self.sceneKeys)
      }
    }
    guard let from = screens[.from] else {
      throw missingKey("from", in: root, path: "", what: "the screen being left")
    }
    guard let to = screens[.to] else {
      throw missingKey("to", in: root, path: "", what: "the screen arriving")
    }
    let bounds = Rect(origin: .zero, size: size)
    var viewBudget = Self.maximumViews
    let fromTree = try viewTree(
      from.value, path: from.path, screenBounds: bounds, budget: &viewBudget)
    let toTree = try viewTree(to.value, path: to.path, screenBounds: bounds, budget: &viewBudget)
    var scene = Scene(
      name: name, description: description, size: size, container: container,
      presenting: presenting, animation: animation, containerColor: containerColor,
      modalPresentationStyle: presentation,
      from: fromTree, to: toTree)
    scene.platform = platform
    if let captureValue {
      var paths = Set<String>()
      var stack = [fromTree, toTree]
      while let view = stack.popLast() {
        paths.insert(view.sourcePath)
        stack += view.subviews
      }
      scene.capture = try capture(captureValue, path: "capture", viewPaths: paths)
    }
    return scene
  }

  /// `[width, height]`, both at least a point: a screen of no area cannot be drawn.
  private func screenSize(_ value: JSONValue, path: String) throws(SceneLoadError) -> Size {
    let n = try numbers(value, count: 2, path: path, shape: "[width, height]")
    guard case .array(let elements) = value.kind else { return Size(width: n[0], height: n[1]) }
    for (i, what) in ["width", "height"].enumerated() where !(n[i] >= 1) {
      throw error(
        "the scene \(what) must be at least 1 point, found \(formatJSONNumber(n[i]))",
        at: elements[i], path: JSONPath.appending(index: i, to: path))
    }
    return Size(width: n[0], height: n[1])
  }

  private func containerKind(_ value: JSONValue, path: String) throws(SceneLoadError)
    -> ContainerKind
  {
    let text = try string(value, path: path)
    if let kind = ContainerKind(rawValue: text) { return kind }
    let names = ContainerKind.allCases.map(\.rawValue)
    var message = "unknown container \(quotedForMessage(text)); use modal, navigation or tab"
    if let near = NearestName.nearest(to: text, in: names) {
      message += " (did you mean '\(near)'?)"
    }
    throw error(message, at: value, path: path)
  }

  /// `{"modal": "push(left)", …}`: the animation type set for each container kind.
  private func animationTypes(_ value: JSONValue, path: String) throws(SceneLoadError)
    -> [ContainerKind: AnimationType]
  {
    let members = try object(value, path: path)
    var types: [ContainerKind: AnimationType] = [:]
    for member in members {
      guard let kind = ContainerKind(rawValue: member.key) else {
        throw unknownKey(member, in: path, known: ContainerKind.allCases.map(\.rawValue))
      }
      let memberPath = JSONPath.appending(key: member.key, to: path)
      let text = try string(member.value, path: memberPath)
      do {
        types[kind] = try AnimationType.parse(text)
      } catch {
        throw parseError(error, inString: member.value, path: memberPath)
      }
    }
    return types
  }
}
