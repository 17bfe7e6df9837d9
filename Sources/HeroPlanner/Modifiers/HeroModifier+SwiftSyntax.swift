import HeroText

/// Printing modifiers as Swift, ready to paste into app code (`[.fade, .scale(0.5)]`).
///
/// Uses Hero's Swift API and argument labels, with UIKit and Core Graphics initialisers for
/// points, sizes, colours and paths. Parsing the result gives the same value.
extension HeroModifier {
  /// The modifier as a Swift expression with a leading dot.
  public var swift: String {
    func n(_ v: Double) -> String { formatNumber(v) }
    func labelled(_ pairs: [(String, Double, Double)]) -> String {
      // Leaves out arguments equal to their default, as people write them.
      pairs.filter { $0.1 != $0.2 }.map { "\($0.0): \(n($0.1))" }.joined(separator: ", ")
    }
    switch self {
    case .fade, .forceNonFade, .durationMatchLongest, .useGlobalCoordinateSpace,
      .useScaleBasedSizeChange, .forceAnimate, .useOptimizedSnapshot, .useNormalSnapshot,
      .useLayerRenderSnapshot, .useNoSnapshot:
      return "." + name
    case .position(let p), .anchorPoint(let p): return ".\(name)(\(Self.swiftPoint(p)))"
    case .size(let s), .shadowOffset(let s):
      return ".\(name)(CGSize(width: \(n(s.width)), height: \(n(s.height))))"
    case .opacity(let v), .cornerRadius(let v), .zPosition(let v), .contentsScale(let v),
      .perspective(let v), .borderWidth(let v), .shadowOpacity(let v), .shadowRadius(let v),
      .delay(let v), .duration(let v):
      return ".\(name)(\(n(v)))"
    case .contentsRect(let r): return ".contentsRect(\(Self.swiftRect(r)))"
    case .transform(let t):
      if t.isIdentity { return ".transform(CATransform3DIdentity)" }
      let labels = [
        "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
        "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
      ]
      let args = zip(labels, t.rowMajor).map { "\($0): \(n($1))" }.joined(separator: ", ")
      return ".transform(CATransform3D(\(args)))"
    case .scale(let x, let y, let z):
      if x == y && z == 1 { return ".scale(\(n(x)))" }
      return ".scale(\(labelled([("x", x, 1), ("y", y, 1), ("z", z, 1)])))"
    case .translate(let x, let y, let z):
      return ".translate(\(labelled([("x", x, 0), ("y", y, 0), ("z", z, 0)])))"
    case .rotate(let x, let y, let z):
      if x == 0 && y == 0 { return ".rotate(\(n(z)))" }
      return ".rotate(\(labelled([("x", x, 0), ("y", y, 0), ("z", z, 0)])))"
    case .backgroundColor(let c), .borderColor(let c), .shadowColor(let c):
      return ".\(name)(\(Self.swiftColor(c)))"
    case .shadowPath(let path):
      if path.cornerRadius == 0 {
        return ".shadowPath(UIBezierPath(rect: \(Self.swiftRect(path.rect))).cgPath)"
      }
      return ".shadowPath(UIBezierPath(roundedRect: \(Self.swiftRect(path.rect)), "
        + "cornerRadius: \(n(path.cornerRadius))).cgPath)"
    case .masksToBounds(let flag): return ".masksToBounds(\(flag))"
    case .overlay(let color, let opacity):
      return ".overlay(color: \(Self.swiftColor(color)), opacity: \(n(opacity)))"
    case .timingFunction(let curve):
      if let name = curve.name { return ".timingFunction(.\(name))" }
      let points = curve.controlPoints.map(n).joined(separator: ", ")
      return ".timingFunction(CAMediaTimingFunction(controlPoints: \(points)))"
    case .spring(let stiffness, let damping):
      return ".spring(stiffness: \(n(stiffness)), damping: \(n(damping)))"
    case .source(let heroID): return ".source(heroID: \(Self.quoted(heroID)))"
    case .arc(let intensity): return intensity == 1 ? ".arc" : ".arc(intensity: \(n(intensity)))"
    case .cascade(let delta, let direction, let delayMatched):
      var args: [String] = []
      if delta != 0.02 { args.append("delta: \(n(delta))") }
      if direction != .topToBottom { args.append("direction: \(Self.swiftDirection(direction))") }
      if delayMatched { args.append("delayMatchedViews: true") }
      return args.isEmpty ? ".cascade" : ".cascade(\(args.joined(separator: ", ")))"
    case .ignoreSubviewModifiers(let recursive):
      return recursive ? ".ignoreSubviewModifiers(recursive: true)" : ".ignoreSubviewModifiers"
    case .beginWith(let list), .beginWithIfMatched(let list):
      return ".\(name)(\(list.swift))"
    case .whenMatched(let list), .whenPresenting(let list), .whenDismissing(let list),
      .whenAppearing(let list), .whenDisappearing(let list):
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
