import HeroPlanner

/// One `<userDefinedRuntimeAttribute>`: how Interface Builder stores `heroID`,
/// `heroModifierString`, `isHeroEnabled` and layer properties it has no inspector for.
struct RuntimeAttribute {
  var keyPath: String
  var type: String
  var element: XMLElementNode

  /// The attributes set directly on `element` (not on its subviews).
  static func all(of element: XMLElementNode) -> [RuntimeAttribute] {
    element.children("userDefinedRuntimeAttributes").flatMap { group in
      group.children("userDefinedRuntimeAttribute").compactMap { item in
        guard let keyPath = item["keyPath"] else { return nil }
        return RuntimeAttribute(keyPath: keyPath, type: item["type"] ?? "", element: item)
      }
    }
  }

  /// A string value: `value="…"` (or a `<string key="value">` child, as older files write it).
  var string: String? {
    element["value"] ?? element.child("string", key: "value")?["value"]
  }

  /// A boolean: `value="YES"` or a `<boolean key="value" value="YES"/>` child.
  var bool: Bool? {
    let text = element["value"] ?? element.child("boolean", key: "value")?["value"]
    switch text {
    case "YES", "yes", "true", "1": return true
    case "NO", "no", "false", "0": return false
    default: return nil
    }
  }

  /// A number: `<integer key="value" value="8"/>`, `<real key="value" value="0.5"/>` or
  /// `value="8"`.
  var number: Double? {
    let child = element.children.first {
      ($0.name == "integer" || $0.name == "real" || $0.name == "number") && $0["key"] == "value"
    }
    return (child?["value"] ?? element["value"]).flatMap(finiteNumber)
  }

  /// A size: `<size key="value" width="0" height="2"/>`.
  var size: Size? {
    guard let child = element.child("size", key: "value"),
      let w = child["width"].flatMap(finiteNumber), let h = child["height"].flatMap(finiteNumber)
    else { return nil }
    return Size(width: w, height: h)
  }

  /// A colour: `<color key="value" …/>`.
  func color(_ named: [String: RGBAColor]) -> RGBAColor? {
    element.child("color", key: "value").flatMap { StoryboardColor.resolve($0, named: named) }
  }
}
