import HeroPlanner
import HeroScene

/// Turns a view controller's root view and its subviews into scene views, with a warning for
/// everything heroscope does not model (never a silent drop).
///
/// Frames are Interface Builder's design-time frames, in the parent's coordinates; paths are the
/// JSON paths the same scene has once imported (`to.views[2]`), so notes read alike.
struct ViewMapper {
  let storyboard: Storyboard
  var warnings: [StoryboardWarning] = []
  /// Where each mapped view's element and Hero attributes are, by scene path.
  var locations = SceneLocations()

  /// Views heroscope draws as they are.
  static let modelled: Set<String> = [
    "view", "label", "button", "imageView", "tableView", "collectionView", "scrollView",
    "stackView", "tableViewCell", "collectionViewCell", "tableViewCellContentView",
    "collectionReusableView",
  ]
  /// Runtime attributes read into the scene.
  static let layerKeyPaths: Set<String> = [
    "heroID", "heroModifierString", "isHeroEnabled", "isHeroEnabledForSubviews", "cornerRadius",
    "layer.cornerRadius", "layer.masksToBounds", "masksToBounds", "clipsToBounds",
    "layer.borderWidth", "borderWidth", "layer.borderColor", "borderColor", "layer.shadowColor",
    "shadowColor", "layer.shadowOpacity", "shadowOpacity", "layer.shadowRadius", "shadowRadius",
    "layer.shadowOffset", "shadowOffset", "layer.zPosition", "zPosition",
  ]
  static let maximumDepth = 200
  /// Views held by key rather than in `<subviews>`: cells' and effect views' content views, a
  /// table's header and footer.
  static let viewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]

  init(storyboard: Storyboard) { self.storyboard = storyboard }

  /// The root view of a screen, spanning `bounds`.
  mutating func screen(
    _ controller: StoryboardViewController, side: ScreenSide, bounds: Rect
  ) throws(StoryboardError) -> SceneView {
    guard let root = controller.element.children.first(where: { $0["key"] == "view" }) else {
      throw StoryboardError(
        file: storyboard.file, line: controller.line, column: controller.element.column,
        message: "view controller '\(controller.displayName)' has no root view")
    }
    guard var view = try self.view(root, path: side.rawValue, depth: 0, tint: nil) else {
      throw StoryboardError(
        file: storyboard.file, line: root.line, column: root.column,
        message: "the root view of '\(controller.displayName)' is hidden")
    }
    view.frame = bounds
    if root["userLabel"] == nil { view.name = controller.displayName }
    return view
  }

  /// One view and its subviews; nil when it is hidden (left out, with a warning). `tint` is
  /// the nearest ancestor's tintColor: UIKit's `tintColor` is inherited, so an image view
  /// that names none tints a template image with its ancestor's (nil: systemBlue).
  private mutating func view(
    _ element: XMLElementNode, path: String, depth: Int, tint inherited: RGBAColor?
  ) throws(StoryboardError) -> SceneView? {
    guard depth < Self.maximumDepth else {
      throw StoryboardError(
        file: storyboard.file, line: element.line, column: element.column,
        message: "views nested more than \(Self.maximumDepth) deep")
    }
    if element["hidden"] == "YES" && depth > 0 {
      warn(
        element, .storyboardHiddenView,
        "hidden \(describe(element)) left out (a hidden view draws nothing)")
      return nil
    }
    if !Self.modelled.contains(element.name) {
      warn(
        element, .storyboardPlainBox,
        "<\(element.name)> is drawn as a plain box of its background colour")
    }
    var view = SceneView(kind: kind(of: element), frame: frame(of: element), sourcePath: path)
    var explicit = ExplicitKeys()
    readAttributes(element, into: &view, explicit: &explicit)
    let tint = color(element, key: "tintColor") ?? inherited
    if view.kind == .image { view.tintColor = tint }
    var heroEnabled = true
    var subviewsEnabled = true
    var located = SceneLocations.View(
      object: SceneLocations.Position(line: element.line, column: element.column),
      objectID: element["id"])
    for attribute in RuntimeAttribute.all(of: element) {
      if let key = Self.sceneKey(of: attribute.keyPath), located.keys[key] == nil {
        located.keys[key] = SceneLocations.Position(
          line: attribute.element.line, column: attribute.element.column)
      }
      try read(attribute, into: &view, explicit: &explicit, owner: element)
      if attribute.keyPath == "isHeroEnabled", attribute.bool == false { heroEnabled = false }
      if attribute.keyPath == "isHeroEnabledForSubviews", attribute.bool == false {
        subviewsEnabled = false
      }
    }
    view.applyKindDefaults(
      opaqueSet: explicit.opaque, colorSet: explicit.color, textColorSet: explicit.textColor,
      textSet: explicit.text)
    var index = 0
    for child in subviewElements(of: element) {
      let childPath = path + ".views[\(index)]"
      guard var subview = try self.view(child, path: childPath, depth: depth + 1, tint: tint)
      else { continue }
      if !subviewsEnabled { subview.removeHero() }
      view.subviews.append(subview)
      index += 1
    }
    if !heroEnabled { view.removeHero() }
    locations.record(located, at: path)
    return view
  }

  /// The scene key a runtime attribute sets, as findings name it.
  private static func sceneKey(of keyPath: String) -> String? {
    let bare = keyPath.hasPrefix("layer.") ? String(keyPath.dropFirst(6)) : keyPath
    switch bare {
    case "heroModifierString": return "modifiers"
    case "heroID": return "heroID"
    case "shadowOpacity", "shadowColor", "shadowRadius", "shadowOffset": return "shadow"
    default: return nil
    }
  }

  private func kind(of element: XMLElementNode) -> ViewKind {
    switch element.name {
    case "label": .label
    case "button": .button
    case "imageView": .image
    default: .view
    }
  }

  private mutating func frame(of element: XMLElementNode) -> Rect {
    guard let rect = element.child("rect", key: "frame") else {
      warn(
        element, .storyboardNoFrame,
        "\(describe(element)) has no frame; drawn at (0, 0) with no size")
      return .zero
    }
    func v(_ key: String) -> Double { rect[key].flatMap(finiteNumber) ?? 0 }
    return Rect(x: v("x"), y: v("y"), width: max(v("width"), 0), height: max(v("height"), 0))
  }

  /// `<subviews>`, a cell's content view, a table's prototype and static cells and its header
  /// and footer, a collection view's cells, a visual effect view's content view.
  private func subviewElements(of element: XMLElementNode) -> [XMLElementNode] {
    var result: [XMLElementNode] = []
    for child in element.children {
      switch child.name {
      case "subviews": result += child.children
      case "prototypes", "cells": result += child.children
      case "sections":
        for section in child.children("tableViewSection") {
          for cells in section.children("cells") { result += cells.children }
        }
      default:
        if let key = child["key"], Self.viewKeys.contains(key) { result.append(child) }
      }
    }
    return result
  }

  /// The element's own XML attributes and colour, text and title children.
  private mutating func readAttributes(
    _ element: XMLElementNode, into view: inout SceneView, explicit: inout ExplicitKeys
  ) {
    view.name = element["userLabel"] ?? element["customClass"]
    if let alpha = element["alpha"].flatMap(finiteNumber) { view.opacity = min(max(alpha, 0), 1) }
    if let opaque = element["opaque"] {
      view.opaque = opaque == "YES"
      explicit.opaque = true
    }
    if element["clipsSubviews"] == "YES" { view.masksToBounds = true }
    if let color = color(element, key: "backgroundColor") {
      view.color = color
      explicit.color = true
    }
    switch element.name {
    case "label":
      if let text = element["text"] {
        view.text = text
        explicit.text = true
      }
      if let color = color(element, key: "textColor") {
        view.textColor = color
        explicit.textColor = true
      }
      view.textAlignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:))
    case "button":
      let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
      let configuration = element.child("buttonConfiguration", key: "configuration")
      if let title = normal?["title"] ?? configuration?["title"] {
        view.text = title
        explicit.text = true
      }
      if let normal, let color = color(normal, key: "titleColor") {
        view.textColor = color
        explicit.textColor = true
      }
      view.textAlignment = .center
    case "imageView":
      view.image = element["image"]
      // Interface Builder writes UIKit's case names; `redraw` lays an image out as
      // scaleToFill does, and an image view that says nothing is UIImageView's scaleToFill.
      if let mode = element["contentMode"], mode != "redraw" {
        if let known = ContentMode(rawValue: mode) {
          view.contentMode = known
        } else {
          warn(
            element, .storyboardAttributeNotModelled,
            "\(describe(element)) has contentMode \(quotedForMessage(mode)), which heroscope does not know; laid out as scaleToFill"
          )
        }
      }
      // HeroContext.swift:218-222: on tvOS the snapshot takes the focused frame.
      if storyboard.platform == .tvOS, element["adjustsImageWhenAncestorFocused"] == "YES" {
        warn(
          element, .storyboardAttributeNotModelled,
          "\(describe(element)) adjusts its image when focused: on tvOS Hero sizes its snapshot to the focused frame (HeroContext.swift:218-222), which heroscope does not know; drawn at its design frame"
        )
      }
    default: break
    }
    if view.name == nil {
      view.name = view.text ?? view.image.map { "image \($0)" } ?? element.name
    }
  }

  /// A `<color key="…">` child; an unknown named colour is a warning.
  private mutating func color(_ element: XMLElementNode, key: String) -> RGBAColor? {
    guard let child = element.child("color", key: key) else { return nil }
    if let color = StoryboardColor.resolve(child, named: storyboard.colors) { return color }
    warn(
      child, .storyboardUnknownColour,
      "colour \(key) of \(describe(element)) names nothing known; drawn as clear", owner: element)
    return nil
  }

  private mutating func read(
    _ attribute: RuntimeAttribute, into view: inout SceneView, explicit: inout ExplicitKeys,
    owner: XMLElementNode
  ) throws(StoryboardError) {
    let key = attribute.keyPath
    let bare = key.hasPrefix("layer.") ? String(key.dropFirst(6)) : key
    switch bare {
    case "heroID": view.heroID = attribute.string
    case "heroModifierString":
      // Hero's parser, not heroscope's strict one: this is what the app runs
      // (UIView+Hero.swift:149-152), and `import` writes it as a `modifierString`.
      guard let text = attribute.string else { return }
      let reading: HeroStringReading
      do {
        reading = try HeroStringReader.read(text)
      } catch {
        throw storyboard.errorInValue(of: attribute.element, error)
      }
      view.modifiers = reading.modifiers
      view.modifierText = text
      view.modifierString = text
      view.modifierStringFindings = reading.findings.map { finding in
        var located = finding
        (located.line, located.fileColumn) = {
          let place = storyboard.location(inValueOf: attribute.element, character: finding.column)
          return (place.line, place.column)
        }()
        return located
      }
    case "isHeroEnabled", "isHeroEnabledForSubviews": break
    case "cornerRadius": view.cornerRadius = max(attribute.number ?? 0, 0)
    case "masksToBounds", "clipsToBounds": view.masksToBounds = attribute.bool ?? false
    case "borderWidth": view.borderWidth = max(attribute.number ?? 0, 0)
    case "borderColor": view.borderColor = attribute.color(storyboard.colors)
    case "shadowColor":
      var shadow = view.shadow ?? ShadowStyle()
      shadow.color = attribute.color(storyboard.colors) ?? .black
      view.shadow = shadow
    case "shadowOpacity":
      var shadow = view.shadow ?? ShadowStyle()
      shadow.opacity = min(max(attribute.number ?? 0, 0), 1)
      view.shadow = shadow
    case "shadowRadius":
      var shadow = view.shadow ?? ShadowStyle()
      shadow.radius = max(attribute.number ?? 0, 0)
      view.shadow = shadow
    case "shadowOffset":
      var shadow = view.shadow ?? ShadowStyle()
      shadow.offset = attribute.size ?? shadow.offset
      view.shadow = shadow
    case "zPosition": view.zPosition = attribute.number ?? 0
    default:
      warn(
        attribute.element, .storyboardAttributeNotModelled,
        "runtime attribute '\(key)' is not modelled", owner: owner)
    }
  }

  private func describe(_ element: XMLElementNode) -> String {
    var text = "<\(element.name)"
    if let label = element["userLabel"] ?? element["text"] { text += " '\(label)'" }
    if let id = element["id"] { text += " id=\(id)" }
    return text + ">"
  }

  /// A warning at `element`, naming the object id of `owner` (the view a colour or runtime
  /// attribute belongs to) or of the element itself.
  private mutating func warn(
    _ element: XMLElementNode, _ rule: FindingRule, _ message: String,
    owner: XMLElementNode? = nil
  ) {
    warnings.append(
      StoryboardWarning(
        rule, line: element.line, column: element.column, objectID: (owner ?? element)["id"],
        message: message))
  }
}

/// Which of the keys a kind has defaults for the storyboard set itself.
private struct ExplicitKeys {
  var opaque = false
  var color = false
  var textColor = false
  var text = false
}

extension SceneView {
  /// Hero skips a view with `isHeroEnabled` off, and its subviews: they are drawn, but have no
  /// heroID and no modifiers.
  fileprivate mutating func removeHero() {
    heroID = nil
    modifiers = nil
    modifierText = nil
    modifierString = nil
    modifierStringFindings = []
    for i in subviews.indices { subviews[i].removeHero() }
  }
}
