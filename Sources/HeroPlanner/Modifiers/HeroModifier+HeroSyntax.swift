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
    let declaration = ModifierKind.declarations[kind.rawValue]
    let name = declaration.name
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
    let args = arguments
    switch declaration.form {
    case .none: out.put(string: name)
    case .number, .duration: call(args[0].number)
    case .numbers(let parameters, let printsDefaults):
      let count = printsDefaults ? args.count : Self.withoutTrailingDefaults(args, parameters)
      if count == 0 { out.put(string: name) } else { call(numbers: args[..<count].map(\.number)) }
    case .point:
      let p = args[0].point
      call(p.x, p.y)
    case .size:
      let s = args[0].size
      call(s.width, s.height)
    case .rect:
      let r = args[0].rect
      call(numbers: [r.minX, r.minY, r.width, r.height])
    case .shadowPath:
      let path = args[0].path
      var numbers = [path.rect.minX, path.rect.minY, path.rect.width, path.rect.height]
      if path.cornerRadius != 0 { numbers.append(path.cornerRadius) }
      call(numbers: numbers)
    case .vector(let fallback, let single):
      let (x, y, z) = (args[0].number, args[1].number, args[2].number)
      switch single {
      case .both:
        if z == fallback {
          if x == y { call(x) } else { call(x, y) }
        } else {
          call(x, y, z)
        }
      case .x:
        if z == fallback { call(x, y) } else { call(x, y, z) }
      case .z:
        if x == fallback && y == fallback { call(z) } else { call(x, y, z) }
      }
    case .transform:
      let t = args[0].transform
      t.isIdentity ? call("identity") : call(numbers: t.rowMajor)
    case .color: call(Self.heroColorArguments(args[0].color))
    case .overlay:
      let (color, opacity) = (args[0].color, args[1].number)
      if color.alpha == 1 {
        call(numbers: [color.red, color.green, color.blue, opacity])
      } else {
        call(numbers: [color.red, color.green, color.blue, color.alpha, opacity])
      }
    case .flag(_, let fallback, _):
      let flag = args[0].flag
      if flag == fallback { out.put(string: name) } else { call(flag ? "true" : "false") }
    case .timingCurve:
      let curve = args[0].curve
      if let name = curve.name { call(name) } else { call(numbers: curve.controlPoints) }
    case .heroID: call(Self.heroIdentifier(args[0].heroID))
    case .cascade:
      let count = Self.withoutTrailingDefaults(args, declaration.parameters)
      let strings = [
        formatNumber(args[0].number), Self.heroDirection(args[1].direction), String(args[2].flag),
      ]
      if count == 0 { out.put(string: name) } else { call(Array(strings[..<count])) }
    case .modifiers: call(args[0].modifiers)
    }
  }

  public var description: String { hero }

  /// How many arguments are left once trailing ones equal to their defaults are dropped, as
  /// people write them (`cascade(0.1)`, `arc`).
  static func withoutTrailingDefaults(_ args: [ModifierValue], _ parameters: [ModifierParameter])
    -> Int
  {
    var count = args.count
    while count > 0, args[count - 1] == parameters[count - 1].defaultValue { count -= 1 }
    return count
  }

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
