import HeroText

/// Turns parsed items into modifier values, with Hero's argument labels and defaults.
///
/// Defaults follow Hero's string parser where it has one (`spring` 250/30, `cascade`
/// 0.02/topToBottom/false, `arc` 1, `scale` z = 1, `overlay` white at 1); modifiers that Hero
/// drops without their argument (`delay`, `duration`, `zPosition`, `source`) are errors here.
struct ModifierBinder {
  let source: String
  var values: ValueEvaluator { ValueEvaluator(source: source) }

  /// The modifier `node` names, with its arguments bound and checked against `ModifierLimits`.
  func modifier(_ node: SyntaxNode) throws(ModifierParseError) -> HeroModifier {
    let modifier = try unlimitedModifier(node)
    if let problem = modifier.beyondLimits {
      throw ModifierParseError(
        kind: .wrongArgumentType, column: node.range.column, length: node.range.length,
        message: "\(modifier.name): \(problem)", source: source)
    }
    return modifier
  }

  private func unlimitedModifier(_ node: SyntaxNode) throws(ModifierParseError) -> HeroModifier {
    let name: String
    let nameRange: SourceRange
    let args: [SyntaxArgument]
    let callRange: SourceRange
    switch node {
    case .name(let n, _, let r):
      (name, nameRange, args, callRange) = (n, r, [], r)
    case .member(.name("HeroModifier", _, _), let n, let r):
      (name, nameRange, args, callRange) = (n, r, [], r)
    case .call(let n, let dotted, let a, let r):
      let nameLength = n.count + (dotted ? 1 : 0)
      let nr = SourceRange(start: r.start, end: r.start + nameLength)
      (name, nameRange, args, callRange) = (n, nr, a, r)
    default:
      throw ModifierParseError(
        kind: .unexpectedToken, column: node.range.column, length: node.range.length,
        message: "expected a modifier, found \(values.describe(node))", source: source)
    }
    guard let kind = ModifierKind(named: name) else {
      if name == "when" {
        throw ModifierParseError(
          kind: .unsupported, column: nameRange.column, length: nameRange.length,
          message: "when(condition, …) takes a closure, which heroscope cannot evaluate; use "
            + "whenMatched, whenPresenting, whenDismissing, whenAppearing or whenDisappearing",
          source: source)
      }
      var message = "unknown modifier \(quotedForMessage(name))"
      if let near = NearestName.nearest(to: name, in: HeroModifier.allNames, allowingPrefix: true) {
        message += "; did you mean '\(near)'?"
      }
      throw ModifierParseError(
        kind: .unknownModifier, column: nameRange.column, length: nameRange.length,
        message: message, source: source)
    }
    let call = Call(name: name, args: args, range: callRange, binder: self)
    return HeroModifier(kind, try call.arguments(kind.declaration.form))
  }
}
