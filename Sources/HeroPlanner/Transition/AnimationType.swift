/// Hero's default animation types (`heroModalAnimationType` and friends), as values.
///
/// Written in Hero's string syntax: `auto`, `push(left)`, `selectBy(zoom, zoomOut)`,
/// `autoReverse(cover(up))`, `none`; the Swift form (`.push(direction: .left)`) parses too.
public indirect enum AnimationType: Hashable, Sendable, CustomStringConvertible {
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down, leading, trailing

    /// The concrete direction for a left-to-right language, as heroscope plans.
    public var resolved: Direction {
      switch self {
      case .leading: .left
      case .trailing: .right
      default: self
      }
    }

    public var opposite: Direction {
      switch self {
      case .left: .right
      case .right: .left
      case .up: .down
      case .down: .up
      case .leading: .trailing
      case .trailing: .leading
      }
    }
  }

  case auto
  case push(Direction)
  case pull(Direction)
  case cover(Direction)
  case uncover(Direction)
  case slide(Direction)
  case zoomSlide(Direction)
  case pageIn(Direction)
  case pageOut(Direction)
  case fade
  case zoom
  case zoomOut
  case none
  case selectBy(presenting: AnimationType, dismissing: AnimationType)

  /// `autoReverse(presenting: A)` is `selectBy(A, A.reversed())`, as in Hero.
  public static func autoReverse(presenting: AnimationType) -> AnimationType {
    .selectBy(presenting: presenting, dismissing: presenting.reversed())
  }

  /// The directional kinds, in the order the previewer cycles through them.
  public static let directionalNames = [
    "push", "pull", "cover", "uncover", "slide", "zoomSlide", "pageIn", "pageOut",
  ]

  /// Every concrete type once: auto, each directional kind × left/right/up/down, fade, zoom,
  /// zoomOut, none — the cycle of the previewer's `a` key.
  public static let cycle: [AnimationType] = {
    var all: [AnimationType] = [.auto]
    for kind in directionalNames {
      for d in [Direction.left, .right, .up, .down] {
        if let t = directional(kind, d) { all.append(t) }
      }
    }
    return all + [.fade, .zoom, .zoomOut, .none]
  }()

  static func directional(_ kind: String, _ d: Direction) -> AnimationType? {
    switch kind {
    case "push": .push(d)
    case "pull": .pull(d)
    case "cover": .cover(d)
    case "uncover": .uncover(d)
    case "slide": .slide(d)
    case "zoomSlide": .zoomSlide(d)
    case "pageIn": .pageIn(d)
    case "pageOut": .pageOut(d)
    default: nil
    }
  }

  /// The kind's name and its direction, if it has one.
  public var kindAndDirection: (String, Direction?) {
    switch self {
    case .auto: ("auto", nil)
    case .push(let d): ("push", d)
    case .pull(let d): ("pull", d)
    case .cover(let d): ("cover", d)
    case .uncover(let d): ("uncover", d)
    case .slide(let d): ("slide", d)
    case .zoomSlide(let d): ("zoomSlide", d)
    case .pageIn(let d): ("pageIn", d)
    case .pageOut(let d): ("pageOut", d)
    case .fade: ("fade", nil)
    case .zoom: ("zoom", nil)
    case .zoomOut: ("zoomOut", nil)
    case .none: ("none", nil)
    case .selectBy: ("selectBy", nil)
    }
  }

  /// Hero's `reversed()`: push↔pull, cover↔uncover, pageIn↔pageOut with the opposite direction,
  /// slide and zoomSlide to the opposite direction, zoom↔zoomOut; others unchanged.
  public func reversed() -> AnimationType {
    switch self {
    case .push(let d): .pull(d.opposite)
    case .pull(let d): .push(d.opposite)
    case .cover(let d): .uncover(d.opposite)
    case .uncover(let d): .cover(d.opposite)
    case .slide(let d): .slide(d.opposite)
    case .zoomSlide(let d): .zoomSlide(d.opposite)
    case .pageIn(let d): .pageOut(d.opposite)
    case .pageOut(let d): .pageIn(d.opposite)
    case .zoom: .zoomOut
    case .zoomOut: .zoom
    default: self
    }
  }

  /// `selectBy` picked for the direction; other types unchanged.
  public func selected(presenting: Bool) -> AnimationType {
    if case .selectBy(let p, let d) = self {
      return (presenting ? p : d).selected(presenting: presenting)
    }
    return self
  }

  /// Leading and trailing replaced by left and right (a left-to-right language).
  public var resolvedDirections: AnimationType {
    switch self {
    case .push(let d): .push(d.resolved)
    case .pull(let d): .pull(d.resolved)
    case .cover(let d): .cover(d.resolved)
    case .uncover(let d): .uncover(d.resolved)
    case .slide(let d): .slide(d.resolved)
    case .zoomSlide(let d): .zoomSlide(d.resolved)
    case .pageIn(let d): .pageIn(d.resolved)
    case .pageOut(let d): .pageOut(d.resolved)
    case .selectBy(let p, let d):
      .selectBy(presenting: p.resolvedDirections, dismissing: d.resolvedDirections)
    default: self
    }
  }

  /// Hero's string syntax: `push(left)`, `selectBy(zoom, zoomOut)`.
  public var description: String {
    switch self {
    case .selectBy(let p, let d): return "selectBy(\(p), \(d))"
    default:
      let (kind, direction) = kindAndDirection
      return direction.map { "\(kind)(\($0.rawValue))" } ?? kind
    }
  }

  /// Parses an animation type in either syntax; errors carry the column.
  public static func parse(_ text: String) throws(ModifierParseError) -> AnimationType {
    var parser = try ModifierSyntaxParser(source: text)
    let (items, _) = try parser.parseList()
    guard items.count == 1 else {
      throw ModifierParseError(
        kind: .unexpectedToken, column: items.count > 1 ? items[1].range.column : 1,
        message: items.isEmpty
          ? "expected an animation type such as push(left)"
          : "expected one animation type", source: text)
    }
    return try AnimationTypeEvaluator(values: ValueEvaluator(source: text)).type(items[0])
  }
}

/// Binds parsed syntax to an animation type.
struct AnimationTypeEvaluator {
  let values: ValueEvaluator

  static let allNames =
    ["auto"] + AnimationType.directionalNames + [
      "fade", "zoom", "zoomOut", "none", "selectBy", "autoReverse",
    ]

  func type(_ node: SyntaxNode) throws(ModifierParseError) -> AnimationType {
    let name: String
    let nameRange: SourceRange
    var args: [SyntaxArgument] = []
    var range: SourceRange
    switch node {
    case .name(let n, _, let r), .member(.name, let n, let r):
      (name, nameRange, range) = (n, r, r)
    case .call(let n, let dotted, let a, let r):
      (name, args, range) = (n, a, r)
      nameRange = SourceRange(start: r.start, end: r.start + n.count + (dotted ? 1 : 0))
    default:
      throw values.typeError(
        node, expected: "an animation type such as push(left)", in: "animation")
    }
    func countError(_ expected: String) -> ModifierParseError {
      ModifierParseError(
        kind: .wrongArgumentCount, column: range.column, length: range.length,
        message: "\(name) takes \(expected), got \(args.count)", source: values.source)
    }
    switch name {
    case "auto", "fade", "zoom", "zoomOut", "none":
      guard args.isEmpty else { throw countError("no arguments") }
      switch name {
      case "auto": return .auto
      case "fade": return .fade
      case "zoom": return .zoom
      case "zoomOut": return .zoomOut
      default: return .none
      }
    case "selectBy":
      let bound = try BoundArguments(
        args, to: [Parameter("presenting"), Parameter("dismissing")], callee: name,
        callRange: range, source: values.source)
      guard let p = bound["presenting"], let d = bound["dismissing"] else {
        throw countError("2 animation types (presenting, dismissing)")
      }
      return .selectBy(presenting: try type(p), dismissing: try type(d))
    case "autoReverse":
      let bound = try BoundArguments(
        args, to: [Parameter("presenting")], callee: name, callRange: range, source: values.source)
      guard let p = bound["presenting"] else { throw countError("1 animation type") }
      return .autoReverse(presenting: try type(p))
    default:
      guard AnimationType.directionalNames.contains(name) else {
        throw values.unknownName(name, at: nameRange, kind: "animation type", known: Self.allNames)
      }
      let bound = try BoundArguments(
        args, to: [Parameter("direction")], callee: name, callRange: range, source: values.source)
      guard let dNode = bound["direction"] else {
        throw countError("a direction (left, right, up, down)")
      }
      guard let (dName, dRange) = values.name(dNode) else {
        throw values.typeError(dNode, expected: "a direction", in: name)
      }
      guard let d = AnimationType.Direction(rawValue: dName),
        let t = AnimationType.directional(name, d)
      else {
        throw values.unknownName(
          dName, at: dRange, kind: "direction",
          known: AnimationType.Direction.allCases.map(\.rawValue))
      }
      return t
    }
  }
}
