import HeroPlanner

/// The top-level `capture` object of a scene captured from a running app (docs/capture.md).
extension SceneDecoder {
  static let captureKeys = [
    "version", "writer", "hero", "device", "os", "scale", "date", "fromViewController",
    "toViewController", "notCaptured", "views", "resolved",
  ]
  static let capturedViewKeys = ["class", "hidden", "isHeroEnabledForSubviews"]
  static let resolvedKeys = [
    "position", "size", "transform", "opacity", "cornerRadius", "zPosition", "anchorPoint",
    "contentsRect", "contentsScale", "backgroundColor", "borderWidth", "borderColor",
    "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "masksToBounds",
    "displayShadow", "overlay", "delay", "duration", "timingFunction", "spring", "arc", "source",
    "cascade", "ignoreSubviewModifiers", "coordinateSpace", "snapshotType", "nonFade",
    "forceAnimate", "useScaleBasedSizeChange", "beginWith", "leftOut",
  ]

  /// The capture object; every path it names must be a view of the scene (`viewPaths`).
  func capture(_ value: JSONValue, path: String, viewPaths: Set<String>) throws(SceneLoadError)
    -> SceneCapture
  {
    let members = try object(value, path: path)
    guard let versionMember = members.first(where: { $0.key == "version" }) else {
      throw missingKey("version", in: value, path: path, what: "the capture format's version")
    }
    let versionPath = JSONPath.appending(key: "version", to: path)
    let versionNumber = try number(versionMember.value, path: versionPath)
    guard versionNumber >= 1, versionNumber == versionNumber.rounded() else {
      throw error(
        "the capture version must be a whole number from 1, found \(formatJSONNumber(versionNumber))",
        at: versionMember.value, path: versionPath)
    }
    guard versionNumber <= Double(SceneCapture.newestVersion) else {
      throw error(
        "the capture is version \(formatJSONNumber(versionNumber)), newer than this heroscope reads "
          + "(version \(SceneCapture.newestVersion) and older): update heroscope",
        at: versionMember.value, path: versionPath)
    }
    var capture = SceneCapture(version: Int(versionNumber))
    for member in members {
      let p = JSONPath.appending(key: member.key, to: path)
      let v = member.value
      switch member.key {
      case "version": break
      case "writer": capture.writer = try string(v, path: p)
      case "hero": capture.hero = try string(v, path: p)
      case "device": capture.device = try string(v, path: p)
      case "os": capture.os = try string(v, path: p)
      case "scale": capture.scale = try nonNegative(v, path: p, what: "scale")
      case "date": capture.date = try string(v, path: p)
      case "fromViewController": capture.fromViewController = try string(v, path: p)
      case "toViewController": capture.toViewController = try string(v, path: p)
      case "notCaptured": capture.notCaptured = try string(v, path: p)
      case "views":
        for entry in try object(v, path: p) {
          let entryPath = JSONPath.appending(key: entry.key, to: p)
          try requireView(entry, in: p, viewPaths: viewPaths)
          capture.views[entry.key] = try viewFacts(entry.value, path: entryPath)
        }
      case "resolved":
        var resolved: [String: SceneCapture.Resolved] = [:]
        for entry in try object(v, path: p) {
          try requireView(entry, in: p, viewPaths: viewPaths)
          resolved[entry.key] = try resolvedEntry(
            entry.value, path: JSONPath.appending(key: entry.key, to: p))
        }
        capture.resolved = resolved
      default: throw unknownKey(member, in: path, known: Self.captureKeys)
      }
    }
    return capture
  }

  private func requireView(_ entry: JSONMember, in path: String, viewPaths: Set<String>)
    throws(SceneLoadError)
  {
    guard viewPaths.contains(entry.key) else {
      throw SceneLoadError(
        file: file, path: JSONPath.appending(key: entry.key, to: path), at: entry.keyLocation,
        message: "\(quotedForMessage(entry.key)) is not a view of this scene (expected a scene "
          + "path such as from.views[0])")
    }
  }

  private func viewFacts(_ value: JSONValue, path: String) throws(SceneLoadError)
    -> SceneCapture.ViewFacts
  {
    var facts = SceneCapture.ViewFacts()
    for member in try object(value, path: path) {
      let p = JSONPath.appending(key: member.key, to: path)
      switch member.key {
      case "class": facts.className = try string(member.value, path: p)
      case "hidden": facts.hidden = try bool(member.value, path: p)
      case "isHeroEnabledForSubviews":
        facts.heroEnabledForSubviews = try bool(member.value, path: p)
      default: throw unknownKey(member, in: path, known: Self.capturedViewKeys)
      }
    }
    return facts
  }

  /// `null`, `{"leftOut": true}`, or the fields Hero set.
  private func resolvedEntry(_ value: JSONValue, path: String) throws(SceneLoadError)
    -> SceneCapture.Resolved
  {
    if case .null = value.kind { return .none }
    let members = try object(value, path: path, expected: "an object or null")
    var s = TargetState()
    for member in members {
      let p = JSONPath.appending(key: member.key, to: path)
      let v = member.value
      switch member.key {
      case "leftOut":
        guard try bool(v, path: p), members.count == 1 else {
          throw error(
            "'leftOut' is true and alone in its entry: a view Hero left out has no state",
            at: v, path: p)
        }
        return .leftOut
      case "position": s.position = try point(v, path: p)
      case "size": s.size = try size(v, path: p)
      case "transform":
        s.transform = Transform3D(
          rowMajor: try numbers(v, count: 16, path: p, shape: "(m11 … m44, row by row)"))
      case "opacity": s.opacity = try number(v, path: p)
      case "cornerRadius": s.cornerRadius = try number(v, path: p)
      case "zPosition": s.zPosition = try number(v, path: p)
      case "anchorPoint": s.anchorPoint = try point(v, path: p)
      case "contentsRect":
        let n = try numbers(v, count: 4, path: p, shape: "[x, y, width, height]")
        s.contentsRect = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
      case "contentsScale": s.contentsScale = try number(v, path: p)
      case "backgroundColor": s.backgroundColor = try components(v, path: p)
      case "borderWidth": s.borderWidth = try number(v, path: p)
      case "borderColor": s.borderColor = try components(v, path: p)
      case "shadowColor": s.shadowColor = try components(v, path: p)
      case "shadowOpacity": s.shadowOpacity = try number(v, path: p)
      case "shadowOffset": s.shadowOffset = try size(v, path: p)
      case "shadowRadius": s.shadowRadius = try number(v, path: p)
      case "masksToBounds": s.masksToBounds = try bool(v, path: p)
      case "displayShadow": s.displayShadow = try bool(v, path: p)
      case "overlay": s.append(try overlay(v, path: p))
      case "delay": s.delay = try number(v, path: p)
      case "duration":
        if case .string("matchLongest") = v.kind {
          s.duration = .infinity
        } else {
          s.duration = try number(v, path: p)
        }
      case "timingFunction":
        let n = try numbers(v, count: 4, path: p, shape: "[c1x, c1y, c2x, c2y]")
        s.timingFunction = .custom(n[0], n[1], n[2], n[3])
      case "spring":
        let n = try numbers(v, count: 2, path: p, shape: "[stiffness, damping]")
        s.spring = Spring(stiffness: n[0], damping: n[1])
      case "arc": s.arc = try number(v, path: p)
      case "source": s.source = try string(v, path: p)
      case "cascade": s.append(try cascade(v, path: p))
      case "ignoreSubviewModifiers": s.ignoreSubviewModifiers = try bool(v, path: p)
      case "coordinateSpace":
        s.coordinateSpace = try named(v, path: p, what: "coordinate space", ["global", "local"])
      case "snapshotType":
        s.snapshotType = try named(
          v, path: p, what: "snapshot type", ["optimized", "normal", "layerRender", "noSnapshot"])
      case "nonFade": s.nonFade = try bool(v, path: p)
      case "forceAnimate": s.forceAnimate = try bool(v, path: p)
      case "useScaleBasedSizeChange": s.useScaleBasedSizeChange = try bool(v, path: p)
      case "beginWith": s.beginState = try modifiers(v, path: p)
      default: throw unknownKey(member, in: path, known: Self.resolvedKeys)
      }
    }
    return .state(s)
  }

  private func point(_ value: JSONValue, path: String) throws(SceneLoadError) -> Point {
    let n = try numbers(value, count: 2, path: path, shape: "[x, y]")
    return Point(x: n[0], y: n[1])
  }

  private func size(_ value: JSONValue, path: String) throws(SceneLoadError) -> Size {
    let n = try numbers(value, count: 2, path: path, shape: "[width, height]")
    return Size(width: n[0], height: n[1])
  }

  /// `[red, green, blue, alpha]` in extended sRGB, as Hero's CGColor held them.
  private func components(_ value: JSONValue, path: String) throws(SceneLoadError) -> RGBAColor {
    let n = try numbers(value, count: 4, path: path, shape: "[red, green, blue, alpha]")
    return RGBAColor(red: n[0], green: n[1], blue: n[2], alpha: n[3])
  }

  /// One of `names`, as the raw value of `T`.
  private func named<T: RawRepresentable>(
    _ value: JSONValue, path: String, what: String, _ names: [String]
  ) throws(SceneLoadError) -> T where T.RawValue == String {
    let text = try string(value, path: path)
    guard let found = T(rawValue: text) else {
      throw error(
        "unknown \(what) \(quotedForMessage(text)); use " + names.joined(separator: ", "),
        at: value, path: path)
    }
    return found
  }

  private func overlay(_ value: JSONValue, path: String) throws(SceneLoadError) -> HeroModifier {
    var color: RGBAColor?
    var opacity: Double?
    for member in try object(value, path: path) {
      let p = JSONPath.appending(key: member.key, to: path)
      switch member.key {
      case "color": color = try components(member.value, path: p)
      case "opacity": opacity = try number(member.value, path: p)
      default: throw unknownKey(member, in: path, known: ["color", "opacity"])
      }
    }
    guard let color, let opacity else {
      throw missingKey(color == nil ? "color" : "opacity", in: value, path: path, what: "overlay")
    }
    return .overlay(color: color, opacity: opacity)
  }

  /// `{"delta", "direction" (a name, or radial(x, y)), "delayMatchedViews"}`.
  private func cascade(_ value: JSONValue, path: String) throws(SceneLoadError) -> HeroModifier {
    var delta = 0.02
    var direction = CascadeDirection.topToBottom
    var delayMatched = false
    for member in try object(value, path: path) {
      let p = JSONPath.appending(key: member.key, to: path)
      switch member.key {
      case "delta": delta = try number(member.value, path: p)
      case "delayMatchedViews": delayMatched = try bool(member.value, path: p)
      case "direction":
        let text = try string(member.value, path: p)
        let parsed = try? ModifierParser.parse("cascade(0, \(text))")
        guard case .cascade(_, let read, _)? = parsed?.first, parsed?.count == 1 else {
          throw error(
            "\(quotedForMessage(text)) is not a cascade direction (topToBottom, radial(x, y)…)",
            at: member.value, path: p)
        }
        direction = read
      default:
        throw unknownKey(member, in: path, known: ["delta", "direction", "delayMatchedViews"])
      }
    }
    return .cascade(delta: delta, direction: direction, delayMatchedViews: delayMatched)
  }
}
