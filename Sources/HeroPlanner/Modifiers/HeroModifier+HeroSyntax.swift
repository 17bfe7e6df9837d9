/// Printing modifiers in Hero's string syntax (`heroModifiers = "fade scale(0.5)"`).
///
/// What is printed parses back to the same value. Trailing arguments equal to Hero's defaults
/// are left out, so `cascade`, `arc` and `scale(0.5)` print as people write them. Modifiers
/// Hero's own string parser does not know (colours, shadows, `beginWith`…) use the same shape:
/// a name and comma-separated arguments.
extension HeroModifier: CustomStringConvertible {
  /// The modifier in Hero's string syntax.
  public var hero: String {
    func call(_ args: [String]) -> String { "\(name)(\(args.joined(separator: ", ")))" }
    func n(_ v: Double) -> String { formatNumber(v) }
    switch self {
    case .fade, .forceNonFade, .durationMatchLongest, .useGlobalCoordinateSpace,
      .useScaleBasedSizeChange, .forceAnimate, .useOptimizedSnapshot, .useNormalSnapshot,
      .useLayerRenderSnapshot, .useNoSnapshot:
      return name
    case .position(let p), .anchorPoint(let p): return call([n(p.x), n(p.y)])
    case .size(let s), .shadowOffset(let s): return call([n(s.width), n(s.height)])
    case .opacity(let v), .cornerRadius(let v), .zPosition(let v), .contentsScale(let v),
      .perspective(let v), .borderWidth(let v), .shadowOpacity(let v), .shadowRadius(let v),
      .delay(let v), .duration(let v):
      return call([n(v)])
    case .contentsRect(let r): return call([r.minX, r.minY, r.width, r.height].map(n))
    case .transform(let t): return t.isIdentity ? call(["identity"]) : call(t.rowMajor.map(n))
    case .scale(let x, let y, let z):
      if z == 1 { return x == y ? call([n(x)]) : call([n(x), n(y)]) }
      return call([n(x), n(y), n(z)])
    case .translate(let x, let y, let z):
      return z == 0 ? call([n(x), n(y)]) : call([n(x), n(y), n(z)])
    case .rotate(let x, let y, let z):
      return x == 0 && y == 0 ? call([n(z)]) : call([n(x), n(y), n(z)])
    case .backgroundColor(let c), .borderColor(let c), .shadowColor(let c):
      return call(Self.heroColorArguments(c))
    case .shadowPath(let path):
      var args = [path.rect.minX, path.rect.minY, path.rect.width, path.rect.height].map(n)
      if path.cornerRadius != 0 { args.append(n(path.cornerRadius)) }
      return call(args)
    case .masksToBounds(let flag): return call([String(flag)])
    case .overlay(let color, let opacity):
      if color.alpha == 1 {
        return call([color.red, color.green, color.blue, opacity].map(n))
      }
      return call([color.red, color.green, color.blue, color.alpha, opacity].map(n))
    case .timingFunction(let curve):
      return call(curve.name.map { [$0] } ?? curve.controlPoints.map(n))
    case .spring(let stiffness, let damping): return call([n(stiffness), n(damping)])
    case .source(let heroID): return call([Self.heroIdentifier(heroID)])
    case .arc(let intensity): return intensity == 1 ? name : call([n(intensity)])
    case .cascade(let delta, let direction, let delayMatched):
      var args = [n(delta), Self.heroDirection(direction), String(delayMatched)]
      if !delayMatched {
        args.removeLast()
        if direction == .topToBottom {
          args.removeLast()
          if delta == 0.02 { args.removeLast() }
        }
      }
      return args.isEmpty ? name : call(args)
    case .ignoreSubviewModifiers(let recursive): return recursive ? call(["true"]) : name
    case .beginWith(let list), .beginWithIfMatched(let list), .whenMatched(let list),
      .whenPresenting(let list), .whenDismissing(let list), .whenAppearing(let list),
      .whenDisappearing(let list):
      return call(list.map(\.hero))
    }
  }

  public var description: String { hero }

  /// A colour as an argument list: a UIKit name, a lossless hex code, or r, g, b(, a) in 0…1.
  static func heroColorArguments(_ c: RGBAColor) -> [String] {
    if let name = c.name { return [name] }
    if c.isExactIn8Bits { return [c.hexString] }
    let rgb = [c.red, c.green, c.blue]
    return (c.alpha == 1 ? rgb : rgb + [c.alpha]).map { formatNumber($0) }
  }

  static func heroDirection(_ d: CascadeDirection) -> String {
    switch d {
    case .radial(let c), .inverseRadial(let c):
      "\(d.name)(\(formatNumber(c.x)), \(formatNumber(c.y)))"
    default: d.name
    }
  }

  /// A heroID bare when it is a plain identifier (as Hero's parser needs), else quoted.
  static func heroIdentifier(_ id: String) -> String {
    let isPlain =
      id.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
      && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      && !["true", "false", "pi"].contains(id)
    return isPlain ? id : quoted(id)
  }

  /// A string literal for a heroID (Swift's escapes, safe in a terminal).
  static func quoted(_ s: String) -> String { swiftStringLiteral(s) }
}

extension Array where Element == HeroModifier {
  /// The list in Hero's string syntax: items separated by spaces.
  public var hero: String { map(\.hero).joined(separator: " ") }

  /// The list as a Swift array literal for app code.
  public var swift: String { "[" + map(\.swift).joined(separator: ", ") + "]" }
}
