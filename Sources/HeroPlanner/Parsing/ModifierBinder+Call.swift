import HeroText

/// One modifier call being bound: its name, arguments and where it stands in the text.
struct Call {
  let name: String
  let args: [SyntaxArgument]
  let range: SourceRange
  let binder: ModifierBinder

  private var source: String { binder.source }
  private var values: ValueEvaluator { binder.values }

  typealias SingleArgument = ArgumentForm.SingleArgument

  /// The arguments a modifier of this form takes, in the order of its parameters.
  func arguments(_ form: ArgumentForm) throws(ModifierParseError) -> [ModifierValue] {
    switch form {
    case .none:
      guard args.isEmpty else { throw countError("no arguments") }
      return []
    case .number(let fallback): return [.number(try number(default: fallback))]
    case .duration: return [.number(try duration())]
    case .numbers(let parameters, _):
      let labels = parameters.map { $0.label ?? name }
      let defaults = parameters.map { (p) -> Double? in
        if case .number(let v)? = p.defaultValue { v } else { nil }
      }
      return try numbers(labels, defaults: defaults).map(ModifierValue.number)
    case .point(let fallback): return [.point(try point(default: fallback))]
    case .size(let fallback): return [.size(try size(default: fallback))]
    case .rect: return [.rect(try rect())]
    case .shadowPath: return [.path(try shadowPath())]
    case .vector(let fallback, let single):
      let v = try xyz(default: fallback, single: single)
      return [.number(v.x), .number(v.y), .number(v.z)]
    case .transform: return [.transform(try transform())]
    case .color: return [.color(try color())]
    case .overlay:
      let (color, opacity) = try overlay()
      return [.color(color), .number(opacity)]
    case .flag(let label, let fallback, _):
      return [.flag(try bool(label: label, default: fallback))]
    case .timingCurve: return [.curve(try timingCurve())]
    case .heroID: return [.heroID(try heroID())]
    case .cascade:
      let (delta, direction, delayMatched) = try cascade()
      return [.number(delta), .direction(direction), .flag(delayMatched)]
    case .modifiers: return [.modifiers(try modifierList())]
    }
  }

  func countError(_ expected: String) -> ModifierParseError {
    ModifierParseError(
      kind: .wrongArgumentCount, column: range.column, length: range.length,
      message: "\(name) takes \(expected), got \(args.count)", source: source)
  }

  func bind(_ params: [Parameter]) throws(ModifierParseError) -> BoundArguments {
    try BoundArguments(args, to: params, callee: name, callRange: range, source: source)
  }

  func number(default fallback: Double?) throws(ModifierParseError) -> Double {
    try numbers([name], defaults: [fallback], unlabelled: true)[0]
  }

  /// Numbers bound by label or position; a nil default makes the argument required.
  func numbers(_ labels: [String], defaults: [Double?], unlabelled: Bool = false)
    throws(ModifierParseError)
    -> [Double]
  {
    let params = labels.map { Parameter($0) }
    let bound = try bind(params)
    if unlabelled, let arg = args.first, let label = arg.label {
      throw ModifierParseError(
        kind: .unknownArgumentLabel, column: arg.range.column, length: label.count,
        message: "\(name) takes its value without a label: \(name)(…)", source: source)
    }
    var out: [Double] = []
    for (label, fallback) in zip(labels, defaults) {
      if let node = bound[label] {
        out.append(try values.number(node, in: labels.count == 1 ? name : "\(name)'s \(label)"))
      } else if let fallback {
        out.append(fallback)
      } else {
        throw countError(
          labels.count == 1 ? "1 argument" : "\(defaults.filter { $0 == nil }.count) arguments")
      }
    }
    return out
  }

  func duration() throws(ModifierParseError) -> Double {
    guard args.count == 1, args[0].label == nil else { throw countError("1 argument") }
    let node = args[0].value
    if case .name("infinity", _, _) = node { throw infinityDuration(node) }
    if case .member(_, "infinity", _) = node { throw infinityDuration(node) }
    let value = try values.number(node, in: name)
    guard value >= 0 else {
      throw ModifierParseError(
        kind: .wrongArgumentType, column: node.range.column, length: node.range.length,
        message: "duration must not be negative, got \(formatNumber(value))", source: source)
    }
    return value
  }

  private func infinityDuration(_ node: SyntaxNode) -> ModifierParseError {
    ModifierParseError(
      kind: .nonFiniteNumber, column: node.range.column, length: node.range.length,
      message: "duration needs a finite number; for an infinite duration write "
        + "durationMatchLongest", source: source)
  }

  func bool(label: String, default fallback: Bool?) throws(ModifierParseError) -> Bool {
    let bound = try bind([Parameter(label)])
    if let node = bound[label] { return try values.bool(node, in: name) }
    if let fallback { return fallback }
    throw countError("1 argument")
  }

  func heroID() throws(ModifierParseError) -> String {
    let bound = try bind([Parameter("heroID", aliases: ["id"])])
    guard let node = bound["heroID"] else { throw countError("1 argument (a heroID)") }
    return try values.identifier(node, in: name)
  }

  /// `(x, y)` or one CGPoint.
  func point(default fallback: Point?) throws(ModifierParseError) -> Point {
    if args.count == 1, args[0].label == nil, !values.isNumeric(args[0].value) {
      return try values.point(args[0].value, in: name)
    }
    let f = fallback.map { [$0.x, $0.y] } ?? [nil, nil]
    let v = try numbers(["x", "y"], defaults: f)
    return Point(x: v[0], y: v[1])
  }

  /// `(width, height)` or one CGSize.
  func size(default fallback: Size?) throws(ModifierParseError) -> Size {
    if args.count == 1, args[0].label == nil, !values.isNumeric(args[0].value) {
      return try values.size(args[0].value, in: name)
    }
    let f = fallback.map { [$0.width, $0.height] } ?? [nil, nil]
    let v = try numbers(["width", "height"], defaults: f)
    return Size(width: v[0], height: v[1])
  }

  /// `(x, y, width, height)` or one CGRect.
  func rect() throws(ModifierParseError) -> Rect {
    if args.count == 1, args[0].label == nil, !values.isNumeric(args[0].value) {
      return try values.rect(args[0].value, in: name)
    }
    let v = try numbers(["x", "y", "width", "height"], defaults: [nil, nil, nil, nil])
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// `(x, y, width, height[, cornerRadius])`, `UIBezierPath(rect:)`,
  /// `UIBezierPath(roundedRect:cornerRadius:)` or `CGPath(rect:transform:)`, with `.cgPath`.
  func shadowPath() throws(ModifierParseError) -> ShadowPath {
    if args.count == 1, args[0].label == nil, !values.isNumeric(args[0].value) {
      return try pathValue(args[0].value)
    }
    let v = try numbers(
      ["x", "y", "width", "height", "cornerRadius"], defaults: [nil, nil, nil, nil, 0])
    return ShadowPath(rect: Rect(x: v[0], y: v[1], width: v[2], height: v[3]), cornerRadius: v[4])
  }

  private func pathValue(_ node: SyntaxNode) throws(ModifierParseError) -> ShadowPath {
    switch node {
    case .member(let base, "cgPath", _):
      return try pathValue(base)
    case .call(let callee, _, let pathArgs, let r)
    where callee == "UIBezierPath" || callee == "CGPath":
      let bound = try BoundArguments(
        pathArgs,
        to: [
          Parameter("rect", aliases: ["roundedRect", "ovalIn"]),
          Parameter("cornerRadius", aliases: ["cornerWidth"]), Parameter("cornerHeight"),
          Parameter("transform"),
        ], callee: callee, callRange: r, source: source)
      guard let rectNode = bound["rect"] else {
        throw ModifierParseError(
          kind: .wrongArgumentCount, column: r.column, length: r.length,
          message: "\(callee) needs a rect: \(callee)(rect: CGRect(…))", source: source)
      }
      let rect = try values.rect(rectNode, in: callee)
      let radius =
        try bound["cornerRadius"].map { (n) throws(ModifierParseError) in
          try values.number(n, in: "\(callee)'s cornerRadius")
        } ?? 0
      return ShadowPath(rect: rect, cornerRadius: radius)
    default:
      throw values.typeError(
        node, expected: "a path such as UIBezierPath(rect: CGRect(…)).cgPath", in: name)
    }
  }

  /// `scale`, `translate` and `rotate`: up to three numbers by position or x:/y:/z: labels, one
  /// unlabelled number meaning both axes (scale), x (translate) or z (rotate), or a CGPoint for
  /// x and y as in Hero's `translate(_ point:, z:)`.
  func xyz(default fallback: Double, single: SingleArgument) throws(ModifierParseError)
    -> (x: Double, y: Double, z: Double)
  {
    if let first = args.first, first.label == nil, !values.isNumeric(first.value),
      case .call("CGPoint", _, _, _) = first.value
    {
      let p = try values.point(first.value, in: name)
      let rest = Call(
        name: name, args: Array(args.dropFirst()), range: range,
        binder: binder)
      let z = try rest.numbers(["z"], defaults: [fallback])[0]
      return (p.x, p.y, z)
    }
    if args.count == 1, args[0].label == nil {
      let v = try values.number(args[0].value, in: name)
      switch single {
      case .both: return (v, v, fallback)
      case .x: return (v, fallback, fallback)
      case .z: return (fallback, fallback, v)
      }
    }
    let v = try numbers(["x", "y", "z"], defaults: [fallback, fallback, fallback])
    return (v[0], v[1], v[2])
  }

  func transform() throws(ModifierParseError) -> Transform3D {
    if args.count == 16 {
      var v: [Double] = []
      for arg in args { v.append(try values.number(arg.value, in: name)) }
      return Transform3D(rowMajor: v)
    }
    guard args.count == 1, args[0].label == nil else {
      throw countError("16 numbers (m11 … m44) or one CATransform3D")
    }
    return try TransformEvaluator(values: values).transform(args[0].value, in: name)
  }

  /// One colour argument, or its components as numbers: `(r, g, b[, a])` in 0…1.
  func color() throws(ModifierParseError) -> RGBAColor {
    if args.count >= 3, args.allSatisfy({ values.isNumeric($0.value) }) {
      let v = try numbers(["red", "green", "blue", "alpha"], defaults: [nil, nil, nil, 1])
      return RGBAColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
    guard args.count == 1 else { throw countError("one colour, or red, green, blue and alpha") }
    return try values.color(args[0].value, in: name)
  }

  /// Hero's string form `overlay(r, g, b, opacity)` (each defaulting to 1), the same with an
  /// alpha `(r, g, b, a, opacity)`, or `overlay(color:opacity:)`.
  func overlay() throws(ModifierParseError) -> (RGBAColor, Double) {
    if args.allSatisfy({ $0.label == nil && values.isNumeric($0.value) }) {
      switch args.count {
      case 0...4:
        let v = try numbers(["red", "green", "blue", "opacity"], defaults: [1, 1, 1, 1])
        return (RGBAColor(red: v[0], green: v[1], blue: v[2]), v[3])
      case 5:
        let v = try numbers(
          ["red", "green", "blue", "alpha", "opacity"], defaults: [nil, nil, nil, nil, nil])
        return (RGBAColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]), v[4])
      default:
        throw countError("red, green, blue and opacity, or a color and an opacity")
      }
    }
    let bound = try bind([Parameter("color"), Parameter("opacity")])
    guard let colorNode = bound["color"], let opacityNode = bound["opacity"] else {
      throw countError("a color and an opacity")
    }
    return (
      try values.color(colorNode, in: name), try values.number(opacityNode, in: "overlay's opacity")
    )
  }

  func timingCurve() throws(ModifierParseError) -> TimingCurve {
    if args.count == 4 {
      let v = try numbers(["c1x", "c1y", "c2x", "c2y"], defaults: [nil, nil, nil, nil])
      return .custom(v[0], v[1], v[2], v[3])
    }
    guard args.count == 1, args[0].label == nil else {
      throw countError("a curve name or four control-point numbers")
    }
    return try TimingCurveEvaluator(values: values).curve(args[0].value, in: name)
  }

  func cascade() throws(ModifierParseError) -> (Double, CascadeDirection, Bool) {
    let bound = try bind([
      Parameter("delta", aliases: ["deltaTime", "deltaDelay"]), Parameter("direction"),
      Parameter("delayMatchedViews", aliases: ["forceMatchedToWait"]),
    ])
    let delta =
      try bound["delta"].map { (n) throws(ModifierParseError) in
        try values.number(n, in: "cascade's delta")
      } ?? 0.02
    let direction =
      try bound["direction"].map { (n) throws(ModifierParseError) in
        try cascadeDirection(n)
      } ?? .topToBottom
    let delayMatched =
      try bound["delayMatchedViews"].map { (n) throws(ModifierParseError) in
        try values.bool(n, in: "cascade's delayMatchedViews")
      } ?? false
    return (delta, direction, delayMatched)
  }

  private func cascadeDirection(_ node: SyntaxNode) throws(ModifierParseError) -> CascadeDirection {
    if case .call(let callee, _, let dirArgs, let r) = node,
      callee == "radial" || callee == "inverseRadial"
    {
      let center: Point
      if dirArgs.count == 1, !values.isNumeric(dirArgs[0].value) {
        center = try values.point(dirArgs[0].value, in: callee)
      } else {
        let sub = Call(name: callee, args: dirArgs, range: r, binder: binder)
        let v = try sub.numbers(["x", "y"], defaults: [nil, nil])
        center = Point(x: v[0], y: v[1])
      }
      return callee == "radial" ? .radial(center: center) : .inverseRadial(center: center)
    }
    if let (n, r) = values.name(node) {
      if let d = CascadeDirection(name: n) { return d }
      throw values.unknownName(
        n, at: r, kind: "cascade direction",
        known: CascadeDirection.named.map(\.name) + ["radial", "inverseRadial"])
    }
    throw values.typeError(node, expected: "a cascade direction such as leftToRight", in: name)
  }

  /// Variadic modifiers, or one array of them, optionally labelled `modifiers:`.
  func modifierList() throws(ModifierParseError) -> [HeroModifier] {
    var nodes: [SyntaxNode] = []
    if args.count == 1, case .array(let elements, _) = args[0].value {
      nodes = elements
    } else {
      for arg in args {
        if let label = arg.label {
          throw ModifierParseError(
            kind: .unknownArgumentLabel, column: arg.range.column, length: label.count,
            message: "\(name) takes modifiers, not '\(label):'", source: source)
        }
        nodes.append(arg.value)
      }
    }
    var out: [HeroModifier] = []
    for node in nodes { out.append(try binder.modifier(node)) }
    return out
  }
}
