import HeroPlanner

/// Writes a scene as scene JSON that loads back to the same scene (`heroscope import`).
///
/// Keys left at their defaults are left out; modifier lists and transforms are written as the
/// scene wrote them. Colours must be exact in 8 bits to survive (`#rrggbbaa`); the storyboard
/// reader rounds them so.
public enum SceneEncoder {
  public static func json(_ scene: Scene) -> String {
    var top: [(String, Node)] = [
      ("name", .string(scene.name)),
      ("description", .string(scene.description)),
      ("size", .numbers([scene.size.width, scene.size.height])),
      ("container", .string(scene.container.rawValue)),
      ("presenting", .bool(scene.presenting)),
    ]
    let animation = ContainerKind.allCases.compactMap { kind in
      scene.animation[kind].map { (kind.rawValue, Node.string($0.description)) }
    }
    if !animation.isEmpty { top.append(("animation", .object(animation))) }
    if scene.platform != .iOS { top.append(("platform", .string(scene.platform.rawValue))) }
    if scene.containerColor != .black {
      top.append(("containerColor", .string(color(scene.containerColor))))
    }
    if scene.modalPresentationStyle != .fullScreen {
      top.append(("modalPresentationStyle", .string(scene.modalPresentationStyle.rawValue)))
    }
    top.append(("from", view(scene.from, isRoot: true)))
    top.append(("to", view(scene.to, isRoot: true)))
    var out = ""
    Node.object(top).write(into: &out, level: 0)
    return out
  }

  /// Hex when exact in 8 bits; else the system colour's name it is (`secondaryLabel`), so it
  /// loads back exactly.
  private static func color(_ c: RGBAColor) -> String {
    if c.isExactIn8Bits { return c.hexString }
    return (RGBAColor.named + RGBAColor.system).first { $0.color == c }?.name ?? c.hexString
  }

  private static func view(_ v: SceneView, isRoot: Bool) -> Node {
    // What the kind gives by default is left out, as a person would write it.
    var defaults = SceneView(kind: v.kind, frame: v.frame)
    defaults.image = v.image
    defaults.applyKindDefaults(
      opaqueSet: false, colorSet: false, textColorSet: false, textSet: false)
    var m: [(String, Node)] = []
    if v.kind != .view { m.append(("kind", .string(v.kind.rawValue))) }
    if let name = v.name { m.append(("name", .string(name))) }
    if let id = v.heroID { m.append(("heroID", .string(id))) }
    if !isRoot {
      m.append(("frame", .numbers([v.frame.minX, v.frame.minY, v.frame.width, v.frame.height])))
    }
    if let c = v.color, c != defaults.color { m.append(("color", .string(color(c)))) }
    if v.opacity != 1 { m.append(("opacity", .number(v.opacity))) }
    if v.opaque != defaults.opaque { m.append(("opaque", .bool(v.opaque))) }
    if v.cornerRadius != 0 { m.append(("cornerRadius", .number(v.cornerRadius))) }
    if v.borderWidth != 0 { m.append(("borderWidth", .number(v.borderWidth))) }
    if let c = v.borderColor { m.append(("borderColor", .string(color(c)))) }
    if let s = v.shadow {
      m.append(
        (
          "shadow",
          .object([
            ("color", .string(color(s.color))), ("opacity", .number(s.opacity)),
            ("radius", .number(s.radius)), ("offset", .numbers([s.offset.width, s.offset.height])),
          ])
        ))
    }
    if v.zPosition != 0 { m.append(("zPosition", .number(v.zPosition))) }
    if v.masksToBounds { m.append(("masksToBounds", .bool(true))) }
    if let text = v.text, text != defaults.text { m.append(("text", .string(text))) }
    if let c = v.textColor, c != defaults.textColor {
      m.append(("textColor", .string(color(c))))
    }
    if let a = v.textAlignment { m.append(("textAlignment", .string(a.rawValue))) }
    if let image = v.image { m.append(("image", .string(image))) }
    if v.contentMode != .scaleToFill {
      m.append(("contentMode", .string(v.contentMode.rawValue)))
    }
    if let c = v.tintColor { m.append(("tintColor", .string(color(c)))) }
    if let snapshot = v.snapshot { m.append(("snapshot", .string(snapshot))) }
    if let t = v.transformText { m.append(("transform", .string(t))) }
    if let string = v.modifierString {
      // Hero's own string: written back as one, so loading it again reads it as Hero does.
      m.append(("modifierString", .string(string)))
    } else if let modifiers = v.modifiers {
      m.append(("modifiers", .string(v.modifierText ?? modifiers.hero)))
    }
    if !v.subviews.isEmpty {
      m.append(("views", .array(v.subviews.map { view($0, isRoot: false) })))
    }
    return .object(m)
  }

  /// Just enough JSON to write scenes: objects keep their key order, number arrays stay on one
  /// line, objects without nested objects too.
  private indirect enum Node {
    case string(String)
    case number(Double)
    case bool(Bool)
    case numbers([Double])
    case object([(String, Node)])
    case array([Node])

    var isFlat: Bool {
      switch self {
      case .object(let members): members.allSatisfy { !$0.1.isNested }
      default: true
      }
    }

    var isNested: Bool {
      switch self {
      case .object, .array: true
      default: false
      }
    }

    func write(into out: inout String, level: Int) {
      let pad = String(repeating: "  ", count: level)
      switch self {
      case .string(let s): out += jsonStringLiteral(s)
      case .number(let n): out += formatNumber(n)
      case .bool(let b): out += b ? "true" : "false"
      case .numbers(let ns): out += "[" + ns.map(formatNumber).joined(separator: ", ") + "]"
      case .object(let members):
        if members.isEmpty {
          out += "{}"
        } else if isFlat && level > 0 {
          out += "{ "
          for (i, (key, value)) in members.enumerated() {
            if i > 0 { out += ", " }
            out += jsonStringLiteral(key) + ": "
            value.write(into: &out, level: level + 1)
          }
          out += " }"
        } else {
          out += "{\n"
          for (i, (key, value)) in members.enumerated() {
            out += pad + "  " + jsonStringLiteral(key) + ": "
            value.write(into: &out, level: level + 1)
            out += i < members.count - 1 ? ",\n" : "\n"
          }
          out += pad + "}"
        }
      case .array(let items):
        if items.isEmpty {
          out += "[]"
          return
        }
        out += "[\n"
        for (i, item) in items.enumerated() {
          out += pad + "  "
          item.write(into: &out, level: level + 1)
          out += i < items.count - 1 ? ",\n" : "\n"
        }
        out += pad + "]"
      }
    }
  }
}
