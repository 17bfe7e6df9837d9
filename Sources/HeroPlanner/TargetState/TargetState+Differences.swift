/// One field where two target states differ: heroscope's value beside Hero's, as printed.
public struct TargetStateDifference: Hashable, Sendable {
  /// The field, as a capture's `resolved` entry names it (`duration`, `beginWith.opacity`).
  public var field: String
  public var heroscope: String
  public var hero: String
}

extension TargetState {
  /// The fields where this state (heroscope's) and `hero` (Hero's `context[view]` from a
  /// capture) differ by more than `tolerance` in any number (points, seconds, unit values),
  /// in the order a capture writes them. Shadow paths and conditional modifiers are not
  /// compared: a capture holds neither.
  public func differences(from hero: TargetState, tolerance: Double = 1e-6)
    -> [TargetStateDifference]
  {
    var out: [TargetStateDifference] = []
    func numbers(_ field: String, _ a: [Double]?, _ b: [Double]?, unit: String = "") {
      let same: Bool
      switch (a, b) {
      case (nil, nil): same = true
      case (let a?, let b?):
        same =
          a.count == b.count
          && zip(a, b).allSatisfy { x, y in x == y || abs(x - y) <= tolerance }
      default: same = false
      }
      guard !same else { return }
      // As `plan` prints: three decimals (full precision where both would print alike), a
      // transform as the modifiers that make it.
      func text(_ v: [Double]?, decimals: Int?) -> String {
        guard let v else { return "not set" }
        if field == "transform", v.count == 16, decimals != nil {
          return Self.readableTransform(Transform3D(rowMajor: v)).map(\.hero)
            .joined(separator: " ")
        }
        let joined = v.map { x in
          x.isInfinite
            ? "matchLongest" : decimals.map { formatNumber(x, decimals: $0) } ?? formatNumber(x)
        }.joined(separator: ", ")
        let body = v.count == 1 ? joined : "(" + joined + ")"
        return unit.isEmpty || v.contains(where: \.isInfinite) ? body : body + " " + unit
      }
      let (mine, theirs) = (text(a, decimals: 3), text(b, decimals: 3))
      out.append(
        mine != theirs
          ? TargetStateDifference(field: field, heroscope: mine, hero: theirs)
          : TargetStateDifference(
            field: field, heroscope: text(a, decimals: nil), hero: text(b, decimals: nil)))
    }
    func value<T: Equatable>(_ field: String, _ a: T?, _ b: T?, _ text: (T) -> String) {
      guard a != b else { return }
      out.append(
        TargetStateDifference(
          field: field, heroscope: a.map(text) ?? "not set", hero: b.map(text) ?? "not set"))
    }
    func color(_ c: RGBAColor?) -> [Double]? { c.map { [$0.red, $0.green, $0.blue, $0.alpha] } }
    numbers(
      "position", position.map { [$0.x, $0.y] }, hero.position.map { [$0.x, $0.y] }, unit: "pt")
    numbers(
      "size", size.map { [$0.width, $0.height] }, hero.size.map { [$0.width, $0.height] },
      unit: "pt")
    numbers("transform", transform?.rowMajor, hero.transform?.rowMajor)
    numbers("opacity", opacity.map { [$0] }, hero.opacity.map { [$0] })
    numbers("cornerRadius", cornerRadius.map { [$0] }, hero.cornerRadius.map { [$0] }, unit: "pt")
    numbers("zPosition", zPosition.map { [$0] }, hero.zPosition.map { [$0] })
    numbers(
      "anchorPoint", anchorPoint.map { [$0.x, $0.y] }, hero.anchorPoint.map { [$0.x, $0.y] })
    numbers(
      "contentsRect", contentsRect.map { [$0.minX, $0.minY, $0.width, $0.height] },
      hero.contentsRect.map { [$0.minX, $0.minY, $0.width, $0.height] })
    numbers("contentsScale", contentsScale.map { [$0] }, hero.contentsScale.map { [$0] })
    numbers("backgroundColor", color(backgroundColor), color(hero.backgroundColor))
    numbers("borderWidth", borderWidth.map { [$0] }, hero.borderWidth.map { [$0] }, unit: "pt")
    numbers("borderColor", color(borderColor), color(hero.borderColor))
    numbers("shadowColor", color(shadowColor), color(hero.shadowColor))
    numbers("shadowOpacity", shadowOpacity.map { [$0] }, hero.shadowOpacity.map { [$0] })
    numbers(
      "shadowOffset", shadowOffset.map { [$0.width, $0.height] },
      hero.shadowOffset.map { [$0.width, $0.height] }, unit: "pt")
    numbers("shadowRadius", shadowRadius.map { [$0] }, hero.shadowRadius.map { [$0] }, unit: "pt")
    value("masksToBounds", masksToBounds, hero.masksToBounds) { String($0) }
    value("displayShadow", displayShadow, hero.displayShadow) { String($0) }
    numbers("overlay.color", color(overlay?.color), color(hero.overlay?.color))
    numbers("overlay.opacity", overlay.map { [$0.opacity] }, hero.overlay.map { [$0.opacity] })
    numbers("delay", [delay], [hero.delay], unit: "s")
    numbers("duration", duration.map { [$0] }, hero.duration.map { [$0] }, unit: "s")
    numbers("timingFunction", timingFunction?.controlPoints, hero.timingFunction?.controlPoints)
    numbers(
      "spring", spring.map { [$0.stiffness, $0.damping] },
      hero.spring.map { [$0.stiffness, $0.damping] })
    numbers("arc", arc.map { [$0] }, hero.arc.map { [$0] })
    value("source", source, hero.source) { $0 }
    numbers("cascade.delta", cascade.map { [$0.delta] }, hero.cascade.map { [$0.delta] }, unit: "s")
    value("cascade.direction", cascade?.direction, hero.cascade?.direction) {
      HeroModifier.heroDirection($0)
    }
    value("cascade.delayMatchedViews", cascade?.delayMatchedViews, hero.cascade?.delayMatchedViews)
    {
      String($0)
    }
    value("ignoreSubviewModifiers", ignoreSubviewModifiers, hero.ignoreSubviewModifiers) {
      $0 ? "recursive" : "direct subviews"
    }
    value("coordinateSpace", coordinateSpace, hero.coordinateSpace) { $0.rawValue }
    value("snapshotType", snapshotType, hero.snapshotType) { $0.rawValue }
    value("nonFade", nonFade, hero.nonFade) { String($0) }
    value("forceAnimate", forceAnimate, hero.forceAnimate) { String($0) }
    value("useScaleBasedSizeChange", useScaleBasedSizeChange, hero.useScaleBasedSizeChange) {
      String($0)
    }
    if beginState != nil || hero.beginState != nil {
      let mine = TargetState(modifiers: beginState ?? [])
      let theirs = TargetState(modifiers: hero.beginState ?? [])
      for difference in mine.differences(from: theirs, tolerance: tolerance) {
        out.append(
          TargetStateDifference(
            field: "beginWith." + difference.field, heroscope: difference.heroscope,
            hero: difference.hero))
      }
    }
    return out
  }
}
