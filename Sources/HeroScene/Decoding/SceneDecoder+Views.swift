import HeroPlanner

/// Screens and views: the tree under `from` and `to`.
extension SceneDecoder {
  static let viewKeys = [
    "frame", "kind", "name", "heroID", "color", "opacity", "opaque", "cornerRadius", "borderWidth",
    "borderColor", "shadow", "zPosition", "masksToBounds", "text", "textColor", "textAlignment",
    "image", "contentMode", "tintColor", "snapshot", "transform", "modifiers", "modifierString",
    "views",
  ]
  /// A screen spans the scene and stands still: no frame, no own transform.
  static let screenKeys = viewKeys.filter { $0 != "frame" && $0 != "transform" }
  /// The most views a scene may have, both screens together (UIKit screens have hundreds).
  static let maximumViews = 100_000
  /// The deepest a view may be nested under its screen. Real UIKit hierarchies stay within a few
  /// dozen levels; every view keeps its path from the screen, so depth multiplies memory.
  static let maximumDepth = 100
  static let shadowKeys = ["color", "opacity", "radius", "offset"]

  /// The view tree rooted at `value`; a screen root when `screenBounds` is set.
  ///
  /// Iterative (an explicit stack of views whose subviews are still being read), so a tree
  /// hundreds of levels deep costs heap, not the call stack of a test's secondary thread.
  ///
  /// `budget` is how many more views the scene may have (`maximumViews` in all): a file of a
  /// million views is refused with a clear error rather than planned into gigabytes.
  func viewTree(_ value: JSONValue, path: String, screenBounds: Rect?, budget: inout Int)
    throws(SceneLoadError) -> SceneView
  {
    var stack = [try view(value, path: path, screenBounds: screenBounds)]
    while true {
      let last = stack.count - 1
      let next = stack[last].built.count
      if next < stack[last].subviewValues.count {
        let childPath = JSONPath.appending(index: next, to: stack[last].viewsPath)
        guard stack.count <= Self.maximumDepth else {
          throw error(
            "views nest deeper than \(Self.maximumDepth) levels under the screen, deeper than heroscope previews",
            at: stack[last].subviewValues[next], path: childPath)
        }
        budget -= 1
        guard budget >= 0 else {
          throw error(
            "the scene has more than \(Self.maximumViews) views, more than heroscope previews",
            at: stack[last].subviewValues[next], path: childPath)
        }
        stack.append(try view(stack[last].subviewValues[next], path: childPath, screenBounds: nil))
      } else {
        var done = stack.removeLast()
        done.view.subviews = done.built
        if stack.isEmpty { return done.view }
        stack[stack.count - 1].built.append(done.view)
      }
    }
  }

  /// One view's own keys; its `views` are returned unread for `viewTree` to walk.
  private func view(_ value: JSONValue, path: String, screenBounds: Rect?) throws(SceneLoadError)
    -> PendingView
  {
    let isScreen = screenBounds != nil
    let members = try object(
      value, path: path, expected: isScreen ? "a screen object" : "a view object")
    var pending = PendingView(view: SceneView(frame: screenBounds ?? .zero, sourcePath: path))
    var hasFrame = false
    // Which of the keys a view kind gives defaults for were written (four flags: a set of
    // every key, hashed per view, cost more than reading the view).
    var explicit = (opaque: false, color: false, textColor: false, text: false)
    for member in members {
      switch member.key {
      case "opaque": explicit.opaque = true
      case "color": explicit.color = true
      case "textColor": explicit.textColor = true
      case "text": explicit.text = true
      default: break
      }
      let key = member.key
      let value = member.value
      func p() -> String { JSONPath.appending(key: key, to: path) }
      switch key {
      case "frame" where !isScreen:
        pending.view.frame = try frame(value, path: p())
        hasFrame = true
      case "name": pending.view.name = try string(value, path: p())
      case "heroID": pending.view.heroID = try string(value, path: p())
      case "color": pending.view.color = try color(value, path: p())
      case "opacity": pending.view.opacity = try unitInterval(value, path: p(), what: "opacity")
      case "opaque": pending.view.opaque = try bool(value, path: p())
      case "cornerRadius":
        pending.view.cornerRadius = try nonNegative(value, path: p(), what: "cornerRadius")
      case "borderWidth":
        pending.view.borderWidth = try nonNegative(value, path: p(), what: "borderWidth")
      case "borderColor": pending.view.borderColor = try color(value, path: p())
      case "shadow": pending.view.shadow = try shadow(value, path: p())
      case "zPosition": pending.view.zPosition = try number(value, path: p())
      case "masksToBounds": pending.view.masksToBounds = try bool(value, path: p())
      case "text": pending.view.text = try string(value, path: p())
      case "textColor": pending.view.textColor = try color(value, path: p())
      case "kind": pending.view.kind = try choice(value, path: p(), what: "view kind")
      case "textAlignment":
        pending.view.textAlignment = try choice(value, path: p(), what: "text alignment")
      case "image": pending.view.image = try string(value, path: p())
      case "snapshot": pending.view.snapshot = try string(value, path: p())
      case "tintColor": pending.view.tintColor = try color(value, path: p())
      case "contentMode":
        pending.view.contentMode = try choice(value, path: p(), what: "content mode")
      case "transform" where !isScreen:
        (pending.view.transform, pending.view.transformText) = try ownTransform(value, path: p())
      case "modifiers":
        if let other = members.first(where: { $0.key == "modifierString" }) {
          throw bothModifierKeys(other, path: path)
        }
        pending.view.modifiers = try modifiers(value, path: p())
        pending.view.modifierText = modifierText(value)
      case "modifierString":
        if let other = members.first(where: { $0.key == "modifiers" }) {
          throw bothModifierKeys(other, path: path)
        }
        try readModifierString(value, path: p(), into: &pending.view)
      case "views":
        pending.viewsPath = p()
        pending.subviewValues = try array(
          value, path: pending.viewsPath, expected: "an array of views")
      case "transform":
        throw SceneLoadError(
          file: file, path: p(), at: member.keyLocation,
          message: "a screen has no 'transform': it always spans the scene's size, unmoved")
      case "frame":
        throw SceneLoadError(
          file: file, path: p(), at: member.keyLocation,
          message: "a screen has no 'frame': it always spans the scene's size")
      default:
        throw unknownKey(member, in: path, known: isScreen ? Self.screenKeys : Self.viewKeys)
      }
    }
    guard isScreen || hasFrame else {
      throw missingKey("frame", in: value, path: path, what: "[x, y, width, height]")
    }
    pending.view.applyKindDefaults(
      opaqueSet: explicit.opaque, colorSet: explicit.color, textColorSet: explicit.textColor,
      textSet: explicit.text)
    return pending
  }

  /// `[x, y, width, height]` in the parent's coordinates; width and height may be 0, not less.
  private func frame(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError)
    -> Rect
  {
    let n = try numbers(value, count: 4, path: path(), shape: "[x, y, width, height]")
    if case .array(let elements) = value.kind {
      for (i, what) in [(2, "width"), (3, "height")] where n[i] < 0 {
        throw error(
          "the frame \(what) must not be negative, found \(formatJSONNumber(n[i]))",
          at: elements[i], path: JSONPath.appending(index: i, to: path()))
      }
    }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  /// `{color, opacity, radius, offset}` with CALayer's defaults for what is left out.
  private func shadow(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError)
    -> ShadowStyle
  {
    var shadow = ShadowStyle()
    for member in try object(value, path: path()) {
      func p() -> String { JSONPath.appending(key: member.key, to: path()) }
      switch member.key {
      case "color": shadow.color = try color(member.value, path: p())
      case "opacity":
        shadow.opacity = try unitInterval(member.value, path: p(), what: "shadow opacity")
      case "radius": shadow.radius = try nonNegative(member.value, path: p(), what: "shadow radius")
      case "offset":
        let n = try numbers(member.value, count: 2, path: p(), shape: "[width, height]")
        shadow.offset = Size(width: n[0], height: n[1])
      default: throw unknownKey(member, in: path(), known: Self.shadowKeys)
      }
    }
    return shadow
  }
}

/// A view whose own keys are read, waiting for its subviews.
struct PendingView {
  var view: SceneView
  /// `…views`, the prefix of each subview's path (set with `subviewValues`: most views have
  /// no subviews, and building it for each of 10,000 views was a tenth of reading them).
  var viewsPath = ""
  var subviewValues: [JSONValue] = []
  var built: [SceneView] = []
}
