import Foundation
import HeroText

/// Turns syntax nodes into values: numbers (with arithmetic and `.pi`), booleans, names,
/// colours, points, sizes and rectangles, in the spellings of both syntaxes.
struct ValueEvaluator {
  let source: String

  // MARK: Errors

  func typeError(_ node: SyntaxNode, expected: String, in context: String) -> ModifierParseError {
    ModifierParseError(
      kind: .wrongArgumentType, column: node.range.column, length: node.range.length,
      message: "\(context) expects \(expected), found \(describe(node))", source: source)
  }

  func describe(_ node: SyntaxNode) -> String {
    switch node {
    case .number(let v, _): "the number \(formatNumber(v))"
    case .name(let n, let dotted, _): "'\(dotted ? "." : "")\(n)'"
    case .string(let s, _): "the string \(HeroModifier.quoted(s))"
    case .hex(let h, _): "the colour '\(h)'"
    case .call(let n, _, _, _): "'\(n)(…)'"
    case .array: "a list"
    case .binary, .negate: "an expression"
    case .member(_, let m, _): "'….\(m)'"
    }
  }

  // MARK: Numbers

  /// A finite number: literals, `+ - * /`, parentheses, `pi`, and `CGFloat(…)`-style wrappers.
  func number(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> Double {
    let value = try rawNumber(node, in: context)
    guard value.isFinite else {
      throw ModifierParseError(
        kind: .nonFiniteNumber, column: node.range.column, length: node.range.length,
        message: "\(context) needs a finite number, this is \(value)", source: source)
    }
    return value
  }

  private func rawNumber(_ node: SyntaxNode, in context: String) throws(ModifierParseError)
    -> Double
  {
    switch node {
    case .number(let v, _):
      return v
    case .negate(let inner, _):
      return -(try rawNumber(inner, in: context))
    case .binary(let op, let lhs, let rhs, _):
      let a = try rawNumber(lhs, in: context)
      let b = try rawNumber(rhs, in: context)
      switch op {
      case "+": return a + b
      case "-": return a - b
      case "*": return a * b
      default:
        guard b != 0 else {
          throw ModifierParseError(
            kind: .nonFiniteNumber, column: rhs.range.column, length: rhs.range.length,
            message: "division by zero in \(context)", source: source)
        }
        return a / b
      }
    case .name("pi", _, _):
      return Double.pi
    case .name("infinity", _, _):
      return Double.infinity
    case .member(.name(let type, _, _), let member, _)
    where Self.numberTypes.contains(type) && (member == "pi" || member == "infinity"):
      return member == "pi" ? Double.pi : Double.infinity
    case .call(let name, _, let args, _) where Self.numberTypes.contains(name) && args.count == 1:
      return try rawNumber(args[0].value, in: context)
    default:
      throw typeError(node, expected: "a number", in: context)
    }
  }

  static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval", "Int"]

  func bool(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> Bool {
    if case .name(let n, false, _) = node, n == "true" || n == "false" { return n == "true" }
    throw typeError(node, expected: "true or false", in: context)
  }

  /// A bare or dotted name (`leftToRight`, `.leftToRight`), or a member of a type
  /// (`CascadeDirection.leftToRight`).
  func name(_ node: SyntaxNode) -> (String, SourceRange)? {
    switch node {
    case .name(let n, _, let r): (n, r)
    case .member(.name, let m, let r): (m, r)
    default: nil
    }
  }

  /// A heroID: a bare identifier (Hero's string syntax) or a quoted string (Swift).
  func identifier(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> String {
    switch node {
    case .string(let s, _): return s
    case .name(let n, false, _): return n
    case .number(let v, _): return formatNumber(v)  // `source(1)`: Hero's lexer reads ids like this
    default: throw typeError(node, expected: "a heroID", in: context)
    }
  }

  func unknownName(
    _ name: String, at range: SourceRange, kind: String, known: [String]
  ) -> ModifierParseError {
    var message = "unknown \(kind) \(quotedForMessage(name))"
    if let near = NearestName.nearest(to: name, in: known, allowingPrefix: true) {
      message += "; did you mean '\(near)'?"
    } else {
      message += "; expected one of: \(known.joined(separator: ", "))"
    }
    return ModifierParseError(
      kind: .unknownName, column: range.column, length: range.length, message: message,
      source: source)
  }

  // MARK: Colours

  /// A colour: `red`, `.red`, `UIColor.red`, `.systemBlue`, `#e53935`, `UIColor(red:green:blue:alpha:)`,
  /// `UIColor(white:alpha:)`, `c.withAlphaComponent(a)`, with `.cgColor` allowed after any.
  func color(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> RGBAColor {
    switch node {
    case .hex(let h, let r):
      guard let c = RGBAColor(hex: h) else {
        throw ModifierParseError(
          kind: .wrongArgumentType, column: r.column, length: r.length,
          message: "'\(h)' is not a colour: use #rgb, #rrggbb or #rrggbbaa", source: source)
      }
      return c
    case .string(let s, let r):
      guard let c = RGBAColor(parsing: s) else {
        throw ModifierParseError(
          kind: .wrongArgumentType, column: r.column, length: r.length,
          message: "\(HeroModifier.quoted(s)) is not a colour", source: source)
      }
      return c
    case .member(let base, "cgColor", _):
      return try color(base, in: context)
    case .name, .member(.name, _, _):
      guard let (n, r) = name(node) else { break }
      if let c = RGBAColor(systemName: n) { return c }
      throw unknownName(n, at: r, kind: "colour", known: RGBAColor.allNames)
    case .call(let callee, _, let args, let r):
      switch callee {
      case "UIColor", "init", "CGColor", "NSColor":
        return try colorInitializer(args, range: r, in: context)
      case "withAlphaComponent", "copy":
        let bound = try BoundArguments(
          args, to: [Parameter("self"), Parameter("alpha")], callee: callee, callRange: r,
          source: source)
        guard let base = bound["self"], let alpha = bound["alpha"] else { break }
        return try color(base, in: context).withAlpha(number(alpha, in: callee))
      default: break
      }
    default: break
    }
    throw typeError(node, expected: "a colour", in: context)
  }

  private func colorInitializer(
    _ args: [SyntaxArgument], range: SourceRange, in context: String
  ) throws(ModifierParseError) -> RGBAColor {
    if args.first?.label == "white" || args.first?.label == "gray" {
      let bound = try BoundArguments(
        args, to: [Parameter("white", aliases: ["gray"]), Parameter("alpha")], callee: "UIColor",
        callRange: range, source: source)
      let w =
        try bound["white"].map { (n) throws(ModifierParseError) in try number(n, in: "UIColor") }
        ?? 0
      let a =
        try bound["alpha"].map { (n) throws(ModifierParseError) in try number(n, in: "UIColor") }
        ?? 1
      return RGBAColor(red: w, green: w, blue: w, alpha: a)
    }
    let bound = try BoundArguments(
      args, to: [Parameter("red"), Parameter("green"), Parameter("blue"), Parameter("alpha")],
      callee: "UIColor", callRange: range, source: source)
    var c: [Double] = []
    for label in ["red", "green", "blue", "alpha"] {
      guard let n = bound[label] else {
        if label == "alpha" {
          c.append(1)
          continue
        }
        throw ModifierParseError(
          kind: .wrongArgumentCount, column: range.column, length: range.length,
          message: "UIColor needs red, green and blue", source: source)
      }
      c.append(try number(n, in: "UIColor"))
    }
    return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  // MARK: Geometry

  /// `CGPoint(x:y:)` or `.zero`.
  func point(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> Point {
    if isZero(node) { return .zero }
    if case .call("CGPoint", _, let args, let r) = node {
      let v = try numbers(args, labels: ["x", "y"], defaults: [0, 0], callee: "CGPoint", range: r)
      return Point(x: v[0], y: v[1])
    }
    throw typeError(node, expected: "a point such as CGPoint(x: 0, y: 0)", in: context)
  }

  /// `CGSize(width:height:)` or `.zero`.
  func size(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> Size {
    if isZero(node) { return .zero }
    if case .call("CGSize", _, let args, let r) = node {
      let v = try numbers(
        args, labels: ["width", "height"], defaults: [0, 0], callee: "CGSize", range: r)
      return Size(width: v[0], height: v[1])
    }
    throw typeError(node, expected: "a size such as CGSize(width: 0, height: 0)", in: context)
  }

  /// `CGRect(x:y:width:height:)` or `.zero`.
  func rect(_ node: SyntaxNode, in context: String) throws(ModifierParseError) -> Rect {
    if isZero(node) { return .zero }
    if case .call("CGRect", _, let args, let r) = node {
      let v = try numbers(
        args, labels: ["x", "y", "width", "height"], defaults: [0, 0, 0, 0], callee: "CGRect",
        range: r)
      return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    throw typeError(
      node, expected: "a rectangle such as CGRect(x: 0, y: 0, width: 1, height: 1)", in: context)
  }

  func isZero(_ node: SyntaxNode) -> Bool {
    if let (n, _) = name(node), n == "zero" { return true }
    return false
  }

  /// Binds numeric arguments by label or position, filling defaults (nil = required).
  func numbers(
    _ args: [SyntaxArgument], labels: [String], defaults: [Double?], callee: String,
    range: SourceRange
  ) throws(ModifierParseError) -> [Double] {
    let bound = try BoundArguments(
      args, to: labels.map { Parameter($0) }, callee: callee, callRange: range, source: source)
    var out: [Double] = []
    for (label, fallback) in zip(labels, defaults) {
      if let node = bound[label] {
        out.append(try number(node, in: "\(callee)'s \(label)"))
      } else if let fallback {
        out.append(fallback)
      } else {
        throw ModifierParseError(
          kind: .wrongArgumentCount, column: range.column, length: range.length,
          message: "\(callee) is missing its '\(label)' argument", source: source)
      }
    }
    return out
  }

  /// Whether a node reads as a plain number (so positional numbers are meant, not a CGPoint).
  func isNumeric(_ node: SyntaxNode) -> Bool {
    switch node {
    case .number, .binary, .negate: true
    case .name(let n, _, _): n == "pi" || n == "infinity"
    case .member(.name(let t, _, _), _, _): Self.numberTypes.contains(t)
    case .call(let n, _, _, _): Self.numberTypes.contains(n)
    default: false
    }
  }
}
