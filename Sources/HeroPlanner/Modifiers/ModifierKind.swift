/// Which modifier a `HeroModifier` is, without its arguments; each kind has one declaration.
///
/// The cases are in the order names are listed and suggested (completion, "did you mean").
/// `declared` below is the one switch over them: a new kind without a declaration does not
/// compile.
public enum ModifierKind: Int, CaseIterable, Hashable, Sendable {
  // Basic
  case fade, forceNonFade, position, size, opacity, cornerRadius, zPosition, anchorPoint
  case contentsRect, contentsScale
  // Transform
  case transform, perspective, scale, translate, rotate
  // Colours, border, shadow
  case backgroundColor, borderColor, borderWidth, shadowColor, shadowOpacity, shadowRadius
  case shadowOffset, shadowPath, masksToBounds, overlay
  // Timing
  case delay, duration, durationMatchLongest, timingFunction, spring
  // Structure
  case source, arc, cascade, ignoreSubviewModifiers, useGlobalCoordinateSpace
  case useScaleBasedSizeChange, forceAnimate, useOptimizedSnapshot, useNormalSnapshot
  case useLayerRenderSnapshot, useNoSnapshot
  // Advanced
  case beginWith, beginWithIfMatched, whenMatched, whenPresenting, whenDismissing
  case whenAppearing, whenDisappearing

  /// This kind's declaration.
  public var declaration: ModifierDeclaration { Self.declarations[rawValue] }

  /// The name in both syntaxes.
  public var name: String { Self.declarations[rawValue].name }

  /// The kind a name in either syntax names, or nil.
  public init?(named name: String) {
    guard let kind = Self.byName[name] else { return nil }
    self = kind
  }

  /// Every declaration, indexed by `rawValue`.
  public static let declarations: [ModifierDeclaration] = allCases.map(\.declared)

  private static let byName: [String: ModifierKind] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}

extension ModifierKind {
  /// The declaration of each kind. Hero-string orders are the positions in Hero's own switch
  /// (HeroModifier+HeroStringConvertible.swift); defaults beside them are its getters'.
  private var declared: ModifierDeclaration {
    typealias D = ModifierDeclaration
    typealias H = HeroStringRule
    switch self {
    case .fade:
      return D("fade", .none, sets: .opacity, heroString: H(1, .numbers([]))) { _ in .fade }
    case .forceNonFade: return D("forceNonFade", .none, sets: .nonFade) { _ in .forceNonFade }
    case .position:
      return D(
        "position", .point(default: .zero), sets: .position, heroString: H(3, .numbers([0, 0])),
        limit: .lengths
      ) { .position($0[0].point) }
    case .size:
      return D(
        "size", .size(default: .zero), sets: .size, heroString: H(4, .numbers([0, 0])),
        limit: .lengths
      ) { .size($0[0].size) }
    case .opacity:
      return D(
        "opacity", .number(default: 1), sets: .opacity, heroString: H(2, .numbers([1])),
        clamp: ArgumentClamp(0, .unit, "Core Animation clamps a layer's opacity to 0…1")
      ) { .opacity($0[0].number) }
    case .cornerRadius:
      return D(
        "cornerRadius", .number(default: nil), sets: .cornerRadius, limit: .lengths,
        clamp: ArgumentClamp(
          0, .nonNegative, "Core Animation draws a negative corner radius as square corners")
      ) { .cornerRadius($0[0].number) }
    case .zPosition:
      return D(
        "zPosition", .number(default: nil), sets: .zPosition, heroString: H(19, .numbers([nil])),
        limit: .lengths
      ) { .zPosition($0[0].number) }
    case .anchorPoint:
      return D("anchorPoint", .point(default: nil), sets: .anchorPoint, limit: .anchorPoints) {
        .anchorPoint($0[0].point)
      }
    case .contentsRect:
      return D("contentsRect", .rect, sets: .contentsRect, limit: .contentsRects) {
        .contentsRect($0[0].rect)
      }
    case .contentsScale:
      return D("contentsScale", .number(default: nil), sets: .contentsScale, limit: .scales) {
        .contentsScale($0[0].number)
      }

    case .transform:
      return D("transform", .transform, sets: .transform, limit: .transformEntries) {
        .transform($0[0].transform)
      }
    case .perspective:
      return D("perspective", .number(default: nil), sets: .transform, limit: .lengths) {
        .perspective($0[0].number)
      }
    case .scale:
      return D(
        "scale", .vector(default: 1, single: .both), sets: .transform,
        heroString: H(5, .numbers([1, 1, 1])), limit: .scales
      ) { .scale(x: $0[0].number, y: $0[1].number, z: $0[2].number) }
    case .translate:
      return D(
        "translate", .vector(default: 0, single: .x), sets: .transform,
        heroString: H(7, .numbers([0, 0, 0])), limit: .lengths
      ) { .translate(x: $0[0].number, y: $0[1].number, z: $0[2].number) }
    case .rotate:
      return D(
        "rotate", .vector(default: 0, single: .z), sets: .transform,
        heroString: H(6, .numbers([0, 0, 0])), limit: .angles
      ) { .rotate(x: $0[0].number, y: $0[1].number, z: $0[2].number) }

    case .backgroundColor:
      return D("backgroundColor", .color, sets: .backgroundColor) { .backgroundColor($0[0].color) }
    case .borderColor:
      return D("borderColor", .color, sets: .borderColor) { .borderColor($0[0].color) }
    case .borderWidth:
      return D(
        "borderWidth", .number(default: nil), sets: .borderWidth, limit: .lengths,
        clamp: ArgumentClamp(0, .nonNegative, "Core Animation draws no border for a negative width")
      ) { .borderWidth($0[0].number) }
    case .shadowColor:
      return D("shadowColor", .color, sets: .shadow) { .shadowColor($0[0].color) }
    case .shadowOpacity:
      return D(
        "shadowOpacity", .number(default: nil), sets: .shadow,
        clamp: ArgumentClamp(0, .unit, "Core Animation clamps shadowOpacity to 0…1")
      ) { .shadowOpacity($0[0].number) }
    case .shadowRadius:
      return D(
        "shadowRadius", .number(default: nil), sets: .shadow, limit: .lengths,
        clamp: ArgumentClamp(0, .nonNegative, "Core Animation blurs a shadow by no less than 0")
      ) { .shadowRadius($0[0].number) }
    case .shadowOffset:
      return D("shadowOffset", .size(default: nil), sets: .shadow, limit: .lengths) {
        .shadowOffset($0[0].size)
      }
    case .shadowPath:
      return D("shadowPath", .shadowPath, sets: .shadow, limit: .lengths) {
        .shadowPath($0[0].path)
      }
    case .masksToBounds:
      return D(
        "masksToBounds", .flag(label: "masksToBounds", default: nil, labelledInSwift: false),
        sets: .masksToBounds
      ) { .masksToBounds($0[0].flag) }
    case .overlay:
      return D(
        "overlay", .overlay, sets: .overlay, heroString: H(8, .numbers([1, 1, 1, 1])),
        clamp: ArgumentClamp(
          1, .unit, "the overlay is a layer, whose opacity Core Animation clamps to 0…1")
      ) { .overlay(color: $0[0].color, opacity: $0[1].number) }

    case .delay:
      return D(
        "delay", .number(default: nil), sets: .delay, heroString: H(11, .numbers([nil])),
        limit: .times
      ) { .delay($0[0].number) }
    case .duration:
      return D(
        "duration", .duration, sets: .duration, heroString: H(9, .numbers([nil])), limit: .times
      ) { .duration($0[0].number) }
    case .durationMatchLongest:
      return D("durationMatchLongest", .none, sets: .duration, heroString: H(10, .numbers([]))) {
        _ in .durationMatchLongest
      }
    case .timingFunction:
      return D(
        "timingFunction", .timingCurve, sets: .timingFunction, heroString: H(13, .timingFunction),
        limit: .controlPoints
      ) { .timingFunction($0[0].curve) }
    case .spring:
      let parameters = [
        ModifierParameter("stiffness", .number, .number(250)),
        ModifierParameter("damping", .number, .number(30)),
      ]
      return D(
        "spring", .numbers(parameters, printsDefaults: true), sets: .spring,
        heroString: H(12, .numbers([250, 30])), limit: .springs
      ) { .spring(stiffness: $0[0].number, damping: $0[1].number) }

    case .source:
      return D("source", .heroID, sets: .source, heroString: H(16, .source)) {
        .source(heroID: $0[0].heroID)
      }
    case .arc:
      return D(
        "arc",
        .numbers([ModifierParameter("intensity", .number, .number(1))], printsDefaults: false),
        sets: .arc, heroString: H(14, .numbers([1])), limit: .arcIntensities
      ) { .arc(intensity: $0[0].number) }
    case .cascade:
      return D(
        "cascade", .cascade, sets: .cascade, heroString: H(15, .cascade), limit: .cascadeSteps
      ) {
        .cascade(delta: $0[0].number, direction: $0[1].direction, delayMatchedViews: $0[2].flag)
      }
    case .ignoreSubviewModifiers:
      return D(
        "ignoreSubviewModifiers", .flag(label: "recursive", default: false, labelledInSwift: true),
        sets: .ignoreSubviewModifiers, heroString: H(18, .flag)
      ) { .ignoreSubviewModifiers(recursive: $0[0].flag) }
    case .useGlobalCoordinateSpace:
      return D(
        "useGlobalCoordinateSpace", .none, sets: .coordinateSpace,
        heroString: H(17, .numbers([]))
      ) { _ in .useGlobalCoordinateSpace }
    case .useScaleBasedSizeChange:
      return D("useScaleBasedSizeChange", .none, sets: .useScaleBasedSizeChange) { _ in
        .useScaleBasedSizeChange
      }
    case .forceAnimate:
      return D("forceAnimate", .none, sets: .forceAnimate, heroString: H(24, .numbers([]))) { _ in
        .forceAnimate
      }
    case .useOptimizedSnapshot:
      return D(
        "useOptimizedSnapshot", .none, sets: .snapshotType, heroString: H(20, .numbers([]))
      ) { _ in .useOptimizedSnapshot }
    case .useNormalSnapshot:
      return D("useNormalSnapshot", .none, sets: .snapshotType, heroString: H(21, .numbers([]))) {
        _ in .useNormalSnapshot
      }
    case .useLayerRenderSnapshot:
      return D(
        "useLayerRenderSnapshot", .none, sets: .snapshotType, heroString: H(22, .numbers([]))
      ) { _ in .useLayerRenderSnapshot }
    case .useNoSnapshot:
      return D("useNoSnapshot", .none, sets: .snapshotType, heroString: H(23, .numbers([]))) { _ in
        .useNoSnapshot
      }

    case .beginWith:
      return D("beginWith", .modifiers(arrayInSwift: true), sets: .beginState) {
        .beginWith($0[0].modifiers)
      }
    case .beginWithIfMatched:
      return D("beginWithIfMatched", .modifiers(arrayInSwift: true), sets: .conditionalModifiers) {
        .beginWithIfMatched($0[0].modifiers)
      }
    case .whenMatched:
      return D("whenMatched", .modifiers(arrayInSwift: false), sets: .conditionalModifiers) {
        .whenMatched($0[0].modifiers)
      }
    case .whenPresenting:
      return D("whenPresenting", .modifiers(arrayInSwift: false), sets: .conditionalModifiers) {
        .whenPresenting($0[0].modifiers)
      }
    case .whenDismissing:
      return D("whenDismissing", .modifiers(arrayInSwift: false), sets: .conditionalModifiers) {
        .whenDismissing($0[0].modifiers)
      }
    case .whenAppearing:
      return D("whenAppearing", .modifiers(arrayInSwift: false), sets: .conditionalModifiers) {
        .whenAppearing($0[0].modifiers)
      }
    case .whenDisappearing:
      return D("whenDisappearing", .modifiers(arrayInSwift: false), sets: .conditionalModifiers) {
        .whenDisappearing($0[0].modifiers)
      }
    }
  }
}
