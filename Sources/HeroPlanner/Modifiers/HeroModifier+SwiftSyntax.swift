import HeroText

/// Printing modifiers as Swift, ready to paste into app code (`[.fade, .scale(0.5)]`).
///
/// Uses Hero's Swift API and argument labels, with UIKit and Core Graphics initialisers for
/// points, sizes, colours and paths. Parsing the result gives the same value.
extension HeroModifier {
  /// The modifier as a Swift expression with a leading dot.
  public var swift: String {
    let declaration = ModifierKind.declarations[kind.rawValue]
    let name = declaration.name
    let args = arguments
    func n(_ v: Double) -> String { formatNumber(v) }
    func labelled(_ pairs: [(String, Double, Double)]) -> String {
      // Leaves out arguments equal to their default, as people write them.
      pairs.filter { $0.1 != $0.2 }.map { "\($0.0): \(n($0.1))" }.joined(separator: ", ")
    }
    switch declaration.form {
    case .none:
      return "." + name
    case .number, .duration:
      return ".\(name)(\(n(args[0].number)))"
    case .numbers(let parameters, let printsDefaults):
      let shown = zip(parameters, args).filter { printsDefaults || $1 != $0.defaultValue }
      if shown.isEmpty { return "." + name }
      let text = shown.map { "\($0.label ?? "_"): \(n($1.number))" }
      return ".\(name)(\(text.joined(separator: ", ")))"
    case .point: return ".\(name)(\(Self.swiftPoint(args[0].point)))"
    case .size:
      let s = args[0].size
      return ".\(name)(CGSize(width: \(n(s.width)), height: \(n(s.height))))"
    case .rect: return ".\(name)(\(Self.swiftRect(args[0].rect)))"
    case .shadowPath:
      let path = args[0].path
      if path.cornerRadius == 0 {
        return ".\(name)(UIBezierPath(rect: \(Self.swiftRect(path.rect))).cgPath)"
      }
      return ".\(name)(UIBezierPath(roundedRect: \(Self.swiftRect(path.rect)), "
        + "cornerRadius: \(n(path.cornerRadius))).cgPath)"
    case .vector(let fallback, let single):
      let (x, y, z) = (args[0].number, args[1].number, args[2].number)
      switch single {
      case .both where x == y && z == fallback: return ".\(name)(\(n(x)))"
      case .z where x == fallback && y == fallback: return ".\(name)(\(n(z)))"
      case .both, .x, .z:
        let text = labelled([("x", x, fallback), ("y", y, fallback), ("z", z, fallback)])
        return ".\(name)(\(text))"
      }
    case .transform:
      let t = args[0].transform
      if t.isIdentity { return ".\(name)(CATransform3DIdentity)" }
      let labels = [
        "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
        "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
      ]
      let text = zip(labels, t.rowMajor).map { "\($0): \(n($1))" }.joined(separator: ", ")
      return ".\(name)(CATransform3D(\(text)))"
    case .color: return ".\(name)(\(Self.swiftColor(args[0].color)))"
    case .overlay:
      return ".\(name)(color: \(Self.swiftColor(args[0].color)), opacity: \(n(args[1].number)))"
    case .flag(let label, let fallback, let labelledInSwift):
      let flag = args[0].flag
      if flag == fallback { return "." + name }
      return labelledInSwift ? ".\(name)(\(label): \(flag))" : ".\(name)(\(flag))"
    case .timingCurve:
      let curve = args[0].curve
      if let curveName = curve.name { return ".\(name)(.\(curveName))" }
      let points = curve.controlPoints.map(n).joined(separator: ", ")
      return ".\(name)(CAMediaTimingFunction(controlPoints: \(points)))"
    case .heroID: return ".\(name)(heroID: \(Self.quoted(args[0].heroID)))"
    case .cascade:
      let parameters = declaration.parameters
      let written = [
        n(args[0].number), Self.swiftDirection(args[1].direction), String(args[2].flag),
      ]
      // Leaves out arguments equal to their default, as people write them.
      let text = parameters.indices.filter { args[$0] != parameters[$0].defaultValue }
        .map { "\(parameters[$0].label ?? "_"): \(written[$0])" }
      return text.isEmpty ? "." + name : ".\(name)(\(text.joined(separator: ", ")))"
    case .modifiers(let arrayInSwift):
      let list = args[0].modifiers
      if arrayInSwift { return ".\(name)(\(list.swift))" }
      return ".\(name)(\(list.map(\.swift).joined(separator: ", ")))"
    }
  }

  static func swiftPoint(_ p: Point) -> String {
    "CGPoint(x: \(formatNumber(p.x)), y: \(formatNumber(p.y)))"
  }

  static func swiftRect(_ r: Rect) -> String {
    "CGRect(x: \(formatNumber(r.minX)), y: \(formatNumber(r.minY)), "
      + "width: \(formatNumber(r.width)), height: \(formatNumber(r.height)))"
  }

  static func swiftColor(_ c: RGBAColor) -> String {
    if let name = c.name { return "." + name }
    return "UIColor(red: \(formatNumber(c.red)), green: \(formatNumber(c.green)), "
      + "blue: \(formatNumber(c.blue)), alpha: \(formatNumber(c.alpha)))"
  }

  static func swiftDirection(_ d: CascadeDirection) -> String {
    switch d {
    case .radial(let c), .inverseRadial(let c): ".\(d.name)(center: \(swiftPoint(c)))"
    default: "." + d.name
    }
  }
}
