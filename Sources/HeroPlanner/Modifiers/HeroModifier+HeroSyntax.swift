import HeroText

/// Printing modifiers in Hero's string syntax (`heroModifiers = "fade scale(0.5)"`).
///
/// What is printed parses back to the same value. Trailing arguments equal to Hero's defaults
/// are left out, so `cascade`, `arc` and `scale(0.5)` print as people write them. Modifiers
/// Hero's own string parser does not know (colours, shadows, `beginWith`…) use the same shape:
/// a name and comma-separated arguments.
extension HeroModifier: CustomStringConvertible {
  /// The modifier in Hero's string syntax.
  public var hero: String {
    var out = ByteBuffer()
    write(hero: &out)
    return out.string
  }

  /// Appends the modifier in Hero's string syntax, numbers printed straight into the bytes (an
  /// explanation prints the resolved modifiers of every view, so this runs tens of thousands
  /// of times).
  public func write(hero out: inout ByteBuffer) {
    /// One to three numbers, without an array to hold them.
    func call(_ a: Double, _ b: Double? = nil, _ c: Double? = nil) {
      out.put(string: name)
      out.put("(")
      out.number(a)
      if let b {
        out.put(", ")
        out.number(b)
      }
      if let c {
        out.put(", ")
        out.number(c)
      }
      out.put(")")
    }

    /// The name and its arguments, each written by `write`, comma-separated.
    func call<Argument>(_ arguments: [Argument], _ write: (Argument, inout ByteBuffer) -> Void) {
      out.put(string: name)
      out.put("(")
      for (i, argument) in arguments.enumerated() {
        if i > 0 { out.put(", ") }
        write(argument, &out)
      }
      out.put(")")
    }

    func call(numbers: [Double]) { call(numbers) { $1.number($0) } }

    func call(_ args: [String]) { call(args) { $1.put(string: $0) } }

    /// One argument, without an array to hold it.
    func call(_ arg: String) {
      out.put(string: name)
      out.put("(")
      out.put(string: arg)
      out.put(")")
    }

    /// Modifiers as arguments (`beginWith(…)`), each in Hero's syntax.
    func call(_ list: [HeroModifier]) { call(list) { $0.write(hero: &$1) } }
    switch self {
    case .fade, .forceNonFade, .durationMatchLongest, .useGlobalCoordinateSpace,
      .useScaleBasedSizeChange, .forceAnimate, .useOptimizedSnapshot, .useNormalSnapshot,
      .useLayerRenderSnapshot, .useNoSnapshot:
      out.put(string: name)
    case .position(let p), .anchorPoint(let p): call(p.x, p.y)
    case .size(let s), .shadowOffset(let s): call(s.width, s.height)
    case .opacity(let v), .cornerRadius(let v), .zPosition(let v), .contentsScale(let v),
      .perspective(let v), .borderWidth(let v), .shadowOpacity(let v), .shadowRadius(let v),
      .delay(let v), .duration(let v):
      call(v)
    case .contentsRect(let r): call(numbers: [r.minX, r.minY, r.width, r.height])
    case .transform(let t): t.isIdentity ? call("identity") : call(numbers: t.rowMajor)
    case .scale(let x, let y, let z):
      if z == 1 {
        if x == y { call(x) } else { call(x, y) }
      } else {
        call(x, y, z)
      }
    case .translate(let x, let y, let z):
      if z == 0 { call(x, y) } else { call(x, y, z) }
    case .rotate(let x, let y, let z):
      if x == 0 && y == 0 { call(z) } else { call(x, y, z) }
    case .backgroundColor(let c), .borderColor(let c), .shadowColor(let c):
      call(Self.heroColorArguments(c))
    case .shadowPath(let path):
      var args = [path.rect.minX, path.rect.minY, path.rect.width, path.rect.height]
      if path.cornerRadius != 0 { args.append(path.cornerRadius) }
      call(numbers: args)
    case .masksToBounds(let flag): call(flag ? "true" : "false")
    case .overlay(let color, let opacity):
      if color.alpha == 1 {
        call(numbers: [color.red, color.green, color.blue, opacity])
      } else {
        call(numbers: [color.red, color.green, color.blue, color.alpha, opacity])
      }
    case .timingFunction(let curve):
      if let name = curve.name { call(name) } else { call(numbers: curve.controlPoints) }
    case .spring(let stiffness, let damping): call(stiffness, damping)
    case .source(let heroID): call(Self.heroIdentifier(heroID))
    case .arc(let intensity):
      if intensity == 1 { out.put(string: name) } else { call(intensity) }
    case .cascade(let delta, let direction, let delayMatched):
      var args = [formatNumber(delta), Self.heroDirection(direction), String(delayMatched)]
      if !delayMatched {
        args.removeLast()
        if direction == .topToBottom {
          args.removeLast()
          if delta == 0.02 { args.removeLast() }
        }
      }
      if args.isEmpty { out.put(string: name) } else { call(args) }
    case .ignoreSubviewModifiers(let recursive):
      if recursive { call("true") } else { out.put(string: name) }
    case .beginWith(let list), .beginWithIfMatched(let list), .whenMatched(let list),
      .whenPresenting(let list), .whenDismissing(let list), .whenAppearing(let list),
      .whenDisappearing(let list):
      call(list)
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
    // Scanned as bytes: asking Characters whether they are letters costs Unicode lookups.
    func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F }
    let utf8 = id.utf8
    let isPlain =
      utf8.first.map(isLetter) == true
      && utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
      && id != "true" && id != "false" && id != "pi"
    return isPlain ? id : quoted(id)
  }

  /// A string literal for a heroID (Swift's escapes, safe in a terminal).
  static func quoted(_ s: String) -> String { swiftStringLiteral(s) }
}

extension Array where Element == HeroModifier {
  /// The list in Hero's string syntax: items separated by spaces.
  public var hero: String {
    var out = ByteBuffer()
    write(hero: &out)
    return out.string
  }

  /// Appends the list in Hero's string syntax.
  public func write(hero out: inout ByteBuffer) {
    for (i, modifier) in enumerated() {
      if i > 0 { out.put(" ") }
      modifier.write(hero: &out)
    }
  }

  /// The list as a Swift array literal for app code.
  public var swift: String { "[" + map(\.swift).joined(separator: ", ") + "]" }
}
