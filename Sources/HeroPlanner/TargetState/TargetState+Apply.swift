/// Applying one modifier to a target state, with Hero's rules: later modifiers overwrite earlier
/// ones of the same property, transform modifiers compose onto the current transform
/// (identity if none), `transform` replaces it and `perspective` sets m34 on it. Arguments that
/// Core Animation clamps (opacities to 0…1, negative radii and widths to 0) are clamped.
extension TargetState {
  public mutating func append(_ modifier: HeroModifier) {
    // An out-of-range argument acts as Core Animation draws it (HeroModifier+Clamping).
    switch modifier.clamped?.modifier ?? modifier {
    case .fade: opacity = 0
    case .forceNonFade: nonFade = true
    case .position(let p): position = p
    case .size(let s): size = s
    case .opacity(let v): opacity = v
    case .cornerRadius(let v): cornerRadius = v
    case .zPosition(let v): zPosition = v
    case .anchorPoint(let p): anchorPoint = p
    case .contentsRect(let r): contentsRect = r
    case .contentsScale(let v): contentsScale = v

    case .transform(let t): transform = t
    case .perspective(let d):
      var t = transform ?? .identity
      t.m34 = -1 / d
      transform = t
    case .scale(let x, let y, let z): transform = (transform ?? .identity).scaled(x: x, y: y, z: z)
    case .translate(let x, let y, let z):
      transform = (transform ?? .identity).translated(x: x, y: y, z: z)
    case .rotate(let x, let y, let z):
      // Hero rotates about x, then y, then z, each step prepended (CATransform3DRotate).
      var t = transform ?? .identity
      t = t.rotated(angle: x, x: 1, y: 0, z: 0)
      t = t.rotated(angle: y, x: 0, y: 1, z: 0)
      t = t.rotated(angle: z, x: 0, y: 0, z: 1)
      transform = t

    case .backgroundColor(let c): backgroundColor = c
    case .borderColor(let c): borderColor = c
    case .borderWidth(let v): borderWidth = v
    case .shadowColor(let c): shadowColor = c
    case .shadowOpacity(let v): shadowOpacity = v
    case .shadowRadius(let v): shadowRadius = v
    case .shadowOffset(let s): shadowOffset = s
    case .shadowPath(let p): shadowPath = p
    case .masksToBounds(let flag): masksToBounds = flag
    case .overlay(let color, let opacity): overlay = Overlay(color: color, opacity: opacity)

    case .delay(let v): delay = v
    case .duration(let v): duration = v
    case .durationMatchLongest: duration = .infinity
    case .timingFunction(let curve): timingFunction = curve
    case .spring(let stiffness, let damping):
      spring = Spring(stiffness: stiffness, damping: damping)

    case .source(let id): source = id
    case .arc(let intensity): arc = intensity
    case .cascade(let delta, let direction, let delayMatched):
      cascade = Cascade(delta: delta, direction: direction, delayMatchedViews: delayMatched)
    case .ignoreSubviewModifiers(let recursive): ignoreSubviewModifiers = recursive
    case .useGlobalCoordinateSpace: coordinateSpace = .global
    case .useScaleBasedSizeChange: useScaleBasedSizeChange = true
    case .forceAnimate: forceAnimate = true
    case .useOptimizedSnapshot: snapshotType = .optimized
    case .useNormalSnapshot: snapshotType = .normal
    case .useLayerRenderSnapshot: snapshotType = .layerRender
    case .useNoSnapshot: snapshotType = .noSnapshot

    case .beginWith(let list): beginState = (beginState ?? []) + list
    case .beginWithIfMatched(let list):
      conditionalModifiers.append(
        ConditionalModifiers(condition: .matched, modifiers: [.beginWith(list)]))
    case .whenMatched(let list):
      conditionalModifiers.append(ConditionalModifiers(condition: .matched, modifiers: list))
    case .whenPresenting(let list):
      conditionalModifiers.append(ConditionalModifiers(condition: .presenting, modifiers: list))
    case .whenDismissing(let list):
      conditionalModifiers.append(ConditionalModifiers(condition: .dismissing, modifiers: list))
    case .whenAppearing(let list):
      conditionalModifiers.append(ConditionalModifiers(condition: .appearing, modifiers: list))
    case .whenDisappearing(let list):
      conditionalModifiers.append(ConditionalModifiers(condition: .disappearing, modifiers: list))
    }
  }
}
