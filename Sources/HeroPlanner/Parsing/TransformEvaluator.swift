/// Evaluates Core Animation transform expressions as people write them in app code:
/// `CATransform3DIdentity`, `CATransform3DMakeScale(…)`, `CATransform3DRotate(t, …)`,
/// `CATransform3DConcat(a, b)` and `CATransform3D(m11: …, …, m44: …)`.
struct TransformEvaluator {
  let values: ValueEvaluator

  private static let elementLabels = [
    "m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24",
    "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44",
  ]

  func transform(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> Transform3D {
    if let (n, _) = values.name(node), n == "CATransform3DIdentity" || n == "identity" {
      return .identity
    }
    guard case .call(let callee, _, let args, let range) = node else {
      throw values.typeError(node, expected: "a CATransform3D", in: context)
    }
    func nums(_ labels: [String]) throws(ModifierParseError) -> [Double] {
      try values.numbers(
        args, labels: labels, defaults: labels.map { _ in nil }, callee: callee, range: range)
    }
    func base(_ rest: [String]) throws(ModifierParseError) -> (Transform3D, [Double]) {
      guard let first = args.first else {
        throw ModifierParseError(
          kind: .wrongArgumentCount, column: range.column, length: range.length,
          message: "\(callee) needs a transform and \(rest.count) numbers", source: values.source)
      }
      let t = try transform(first.value, in: callee)
      let v = try values.numbers(
        Array(args.dropFirst()), labels: rest, defaults: rest.map { _ in nil }, callee: callee,
        range: range)
      return (t, v)
    }
    switch callee {
    case "CATransform3D":
      if args.isEmpty { return .identity }
      return Transform3D(rowMajor: try nums(Self.elementLabels))
    case "CATransform3DMakeScale":
      let v = try nums(["sx", "sy", "sz"])
      return .scale(x: v[0], y: v[1], z: v[2])
    case "CATransform3DMakeTranslation":
      let v = try nums(["tx", "ty", "tz"])
      return .translation(x: v[0], y: v[1], z: v[2])
    case "CATransform3DMakeRotation":
      let v = try nums(["angle", "x", "y", "z"])
      return .rotation(angle: v[0], x: v[1], y: v[2], z: v[3])
    case "CATransform3DScale", "scaledBy":
      let (t, v) = try base(["sx", "sy", "sz"])
      return t.scaled(x: v[0], y: v[1], z: v[2])
    case "CATransform3DTranslate", "translatedBy":
      let (t, v) = try base(["tx", "ty", "tz"])
      return t.translated(x: v[0], y: v[1], z: v[2])
    case "CATransform3DRotate", "rotatedBy":
      let (t, v) = try base(["angle", "x", "y", "z"])
      return t.rotated(angle: v[0], x: v[1], y: v[2], z: v[3])
    case "CATransform3DConcat", "concatenating":
      guard args.count == 2 else {
        throw ModifierParseError(
          kind: .wrongArgumentCount, column: range.column, length: range.length,
          message: "\(callee) takes 2 transforms, got \(args.count)", source: values.source)
      }
      return try transform(args[0].value, in: callee)
        .concatenating(transform(args[1].value, in: callee))
    default:
      throw values.typeError(node, expected: "a CATransform3D", in: context)
    }
  }
}

/// Evaluates a timing function: a Hero curve name (`easeIn`, `.standard`),
/// `CAMediaTimingFunction(controlPoints: …)` or `CAMediaTimingFunction(name: .easeInEaseOut)`.
struct TimingCurveEvaluator {
  let values: ValueEvaluator

  /// CAMediaTimingFunctionName spellings, mapped onto Hero's curves.
  private static let systemNames: [String: TimingCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInOut,
    "default": .custom(0.25, 0.1, 0.25, 1),
  ]

  func curve(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> TimingCurve {
    if let (n, r) = values.name(node) {
      if let c = TimingCurve(name: n) { return c }
      throw values.unknownName(
        n, at: r, kind: "timing function", known: TimingCurve.named.compactMap(\.name))
    }
    if case .call("CAMediaTimingFunction", _, let args, let range) = node {
      if args.first?.label == "name", args.count == 1 {
        guard let (n, r) = values.name(args[0].value) else {
          throw values.typeError(args[0].value, expected: "a timing function name", in: context)
        }
        if let c = Self.systemNames[n] ?? TimingCurve(name: n) { return c }
        throw values.unknownName(
          n, at: r, kind: "timing function name", known: Array(Self.systemNames.keys).sorted())
      }
      let v = try values.numbers(
        args, labels: ["controlPoints", "c1y", "c2x", "c2y"], defaults: [nil, nil, nil, nil],
        callee: "CAMediaTimingFunction", range: range)
      return .custom(v[0], v[1], v[2], v[3])
    }
    throw values.typeError(node, expected: "a timing function such as easeInOut", in: context)
  }
}
