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
    let call = Call(
      name: name, args: args, range: callRange, binder: self)

    switch name {
    case "fade": return try call.none(.fade)
    case "forceNonFade": return try call.none(.forceNonFade)
    case "durationMatchLongest": return try call.none(.durationMatchLongest)
    case "useGlobalCoordinateSpace": return try call.none(.useGlobalCoordinateSpace)
    case "useScaleBasedSizeChange": return try call.none(.useScaleBasedSizeChange)
    case "forceAnimate": return try call.none(.forceAnimate)
    case "useOptimizedSnapshot": return try call.none(.useOptimizedSnapshot)
    case "useNormalSnapshot": return try call.none(.useNormalSnapshot)
    case "useLayerRenderSnapshot": return try call.none(.useLayerRenderSnapshot)
    case "useNoSnapshot": return try call.none(.useNoSnapshot)

    case "position": return .position(try call.point(default: .zero))
    case "anchorPoint": return .anchorPoint(try call.point(default: nil))
    case "size": return .size(try call.size(default: .zero))
    case "shadowOffset": return .shadowOffset(try call.size(default: nil))
    case "contentsRect": return .contentsRect(try call.rect())
    case "shadowPath": return .shadowPath(try call.shadowPath())

    case "opacity": return .opacity(try call.number(default: 1))
    case "cornerRadius": return .cornerRadius(try call.number(default: nil))
    case "zPosition": return .zPosition(try call.number(default: nil))
    case "contentsScale": return .contentsScale(try call.number(default: nil))
    case "perspective": return .perspective(try call.number(default: nil))
    case "borderWidth": return .borderWidth(try call.number(default: nil))
    case "shadowOpacity": return .shadowOpacity(try call.number(default: nil))
    case "shadowRadius": return .shadowRadius(try call.number(default: nil))
    case "delay": return .delay(try call.number(default: nil))
    case "duration": return .duration(try call.duration())

    case "scale":
      let v = try call.xyz(default: 1, single: .both)
      return .scale(x: v.x, y: v.y, z: v.z)
    case "translate":
      let v = try call.xyz(default: 0, single: .x)
      return .translate(x: v.x, y: v.y, z: v.z)
    case "rotate":
      let v = try call.xyz(default: 0, single: .z)
      return .rotate(x: v.x, y: v.y, z: v.z)
    case "transform": return .transform(try call.transform())

    case "backgroundColor": return .backgroundColor(try call.color())
    case "borderColor": return .borderColor(try call.color())
    case "shadowColor": return .shadowColor(try call.color())
    case "overlay":
      let (color, opacity) = try call.overlay()
      return .overlay(color: color, opacity: opacity)
    case "masksToBounds": return .masksToBounds(try call.bool(label: "masksToBounds", default: nil))

    case "timingFunction": return .timingFunction(try call.timingCurve())
    case "spring":
      let v = try call.numbers(["stiffness", "damping"], defaults: [250, 30])
      return .spring(stiffness: v[0], damping: v[1])
    case "source": return .source(heroID: try call.heroID())
    case "arc": return .arc(intensity: try call.numbers(["intensity"], defaults: [1])[0])
    case "cascade":
      let (delta, direction, delayMatched) = try call.cascade()
      return .cascade(delta: delta, direction: direction, delayMatchedViews: delayMatched)
    case "ignoreSubviewModifiers":
      return .ignoreSubviewModifiers(recursive: try call.bool(label: "recursive", default: false))

    case "beginWith": return .beginWith(try call.modifierList())
    case "beginWithIfMatched": return .beginWithIfMatched(try call.modifierList())
    case "whenMatched": return .whenMatched(try call.modifierList())
    case "whenPresenting": return .whenPresenting(try call.modifierList())
    case "whenDismissing": return .whenDismissing(try call.modifierList())
    case "whenAppearing": return .whenAppearing(try call.modifierList())
    case "whenDisappearing": return .whenDisappearing(try call.modifierList())
    case "when":
      throw ModifierParseError(
        kind: .unsupported, column: nameRange.column, length: nameRange.length,
        message: "when(condition, …) takes a closure, which heroscope cannot evaluate; use "
          + "whenMatched, whenPresenting, whenDismissing, whenAppearing or whenDisappearing",
        source: source)
    default:
      var message = "unknown modifier \(quotedForMessage(name))"
      if let near = NearestName.nearest(to: name, in: HeroModifier.allNames, allowingPrefix: true) {
        message += "; did you mean '\(near)'?"
      }
      throw ModifierParseError(
        kind: .unknownModifier, column: nameRange.column, length: nameRange.length,
        message: message, source: source)
    }
  }
}
