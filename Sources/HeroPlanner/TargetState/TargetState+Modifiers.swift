import Foundation

/// A target state printed back as the modifiers that build it, for `heroscope plan`.
extension TargetState {
  /// Modifiers that, applied to an empty state, give this one (transforms up to rounding).
  /// A transform that is a translate, rotate about z and scale prints as those; others print
  /// as `transform(m11 … m44)`.
  public var modifiers: [HeroModifier] {
    var out: [HeroModifier] = []
    if let position { out.append(.position(position)) }
    if let size { out.append(.size(size)) }
    if let transform { out += Self.readableTransform(transform) }
    if let opacity { out.append(opacity == 0 ? .fade : .opacity(opacity)) }
    if nonFade { out.append(.forceNonFade) }
    if let cornerRadius { out.append(.cornerRadius(cornerRadius)) }
    if let backgroundColor { out.append(.backgroundColor(backgroundColor)) }
    if let zPosition { out.append(.zPosition(zPosition)) }
    if let anchorPoint { out.append(.anchorPoint(anchorPoint)) }
    if let contentsRect { out.append(.contentsRect(contentsRect)) }
    if let contentsScale { out.append(.contentsScale(contentsScale)) }
    if let borderWidth { out.append(.borderWidth(borderWidth)) }
    if let borderColor { out.append(.borderColor(borderColor)) }
    if let shadowColor { out.append(.shadowColor(shadowColor)) }
    if let shadowOpacity { out.append(.shadowOpacity(shadowOpacity)) }
    if let shadowOffset { out.append(.shadowOffset(shadowOffset)) }
    if let shadowRadius { out.append(.shadowRadius(shadowRadius)) }
    if let shadowPath { out.append(.shadowPath(shadowPath)) }
    if let masksToBounds { out.append(.masksToBounds(masksToBounds)) }
    if let overlay { out.append(.overlay(color: overlay.color, opacity: overlay.opacity)) }
    if delay != 0 { out.append(.delay(delay)) }
    if let duration {
      out.append(duration.isInfinite ? .durationMatchLongest : .duration(duration))
    }
    if let timingFunction { out.append(.timingFunction(timingFunction)) }
    if let spring { out.append(.spring(stiffness: spring.stiffness, damping: spring.damping)) }
    if let source { out.append(.source(heroID: source)) }
    if let arc { out.append(.arc(intensity: arc)) }
    if let cascade {
      out.append(
        .cascade(
          delta: cascade.delta, direction: cascade.direction,
          delayMatchedViews: cascade.delayMatchedViews))
    }
    if let ignoreSubviewModifiers {
      out.append(.ignoreSubviewModifiers(recursive: ignoreSubviewModifiers))
    }
    if coordinateSpace == .global { out.append(.useGlobalCoordinateSpace) }
    if useScaleBasedSizeChange == true { out.append(.useScaleBasedSizeChange) }
    if forceAnimate { out.append(.forceAnimate) }
    switch snapshotType {
    case .optimized: out.append(.useOptimizedSnapshot)
    case .normal: out.append(.useNormalSnapshot)
    case .layerRender: out.append(.useLayerRenderSnapshot)
    case .noSnapshot: out.append(.useNoSnapshot)
    case nil: break
    }
    if let beginState { out.append(.beginWith(beginState)) }
    return out
  }

  /// `translate rotate scale` when the transform is that simple (no 3D, no skew), else the matrix.
  public static func readableTransform(_ t: Transform3D) -> [HeroModifier] {
    if t.isIdentity { return [.transform(.identity)] }
    let flat =
      t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m14 == 0 && t.m24 == 0
      && t.m34 == 0 && t.m44 == 1
    let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
    let sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
    let orthogonal = abs(t.m11 * t.m21 + t.m12 * t.m22) < 1e-9 && sx > 0 && sy > 0
    // Rows (sx·cos, sx·sin) and (−sy·sin, sy·cos): a rotation without a flip.
    let angle = atan2(t.m12, t.m11)
    let unflipped = abs(t.m21 + sy * sin(angle)) < 1e-9 && abs(t.m22 - sy * cos(angle)) < 1e-9
    guard flat, orthogonal, unflipped, t.m33 != 0 else { return [.transform(t)] }
    func clean(_ v: Double) -> Double { abs(v - v.rounded()) < 1e-9 ? v.rounded() : v }
    var out: [HeroModifier] = []
    if t.m41 != 0 || t.m42 != 0 || t.m43 != 0 {
      out.append(.translate(x: clean(t.m41), y: clean(t.m42), z: clean(t.m43)))
    }
    if abs(angle) > 1e-12 { out.append(.rotate(x: 0, y: 0, z: angle)) }
    if abs(sx - 1) > 1e-12 || abs(sy - 1) > 1e-12 || t.m33 != 1 {
      out.append(.scale(x: clean(sx), y: clean(sy), z: clean(t.m33)))
    }
    return out
  }
}
