import Foundation
import Testing

@testable import HeroPlanner

/// A modifier of `kind` whose every argument differs from its default, so both printers write
/// it out: numbers that are exact Floats (Hero's string reader reads Floats), in range.
func sampleModifier(_ kind: ModifierKind) -> HeroModifier {
  let values = kind.declaration.parameters.enumerated().map {
    (index, parameter) -> ModifierValue in
    switch parameter.type {
    case .number: .number(0.5 + Double(index))
    case .point: .point(Point(x: 0.25, y: 0.75))
    case .size: .size(Size(width: 3, height: 4))
    case .rect: .rect(Rect(x: 0, y: 0, width: 0.5, height: 1))
    case .color: .color(RGBAColor(red: 0.5, green: 0.25, blue: 0.125))
    case .flag: .flag(parameter.defaultValue != .flag(true))
    case .heroID: .heroID("ironMan")
    case .direction: .direction(.leftToRight)
    case .curve: .curve(.easeIn)
    case .transform: .transform(Transform3D.identity.rotated(angle: 0.5, x: 1, y: 0, z: 0))
    case .path: .path(ShadowPath(rect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8))
    case .modifiers: .modifiers([.fade, .scale(x: 0.5, y: 0.5, z: 1)])
    }
  }
  return HeroModifier(kind, values)
}

/// Each modifier is declared once (`ModifierKind.declaration`); these hold every declaration to
/// the parser, both printers, Hero's string reader, `TargetState.append` and the docs.
@Suite struct ModifierDeclarationTests {
  @Test(arguments: ModifierKind.allCases)
  func declarationIsNamedForItsCase(kind: ModifierKind) {
    #expect(kind.name == String(describing: kind))
    #expect(ModifierKind(named: kind.name) == kind)
  }

  @Test func namesAreTheKindsInOrder() {
    #expect(HeroModifier.allNames == ModifierKind.allCases.map { String(describing: $0) })
    #expect(Set(HeroModifier.allNames).count == ModifierKind.allCases.count)
  }

  @Test(arguments: ModifierKind.allCases)
  func argumentsAreTheDeclaredParameters(kind: ModifierKind) {
    let modifier = sampleModifier(kind)
    #expect(modifier.kind == kind)
    #expect(modifier.arguments.count == kind.declaration.parameters.count)
    #expect(HeroModifier(kind, modifier.arguments) == modifier)
  }

  @Test(arguments: ModifierKind.allCases)
  func everyDeclaredModifierRoundTripsThroughBothSyntaxes(kind: ModifierKind) throws {
    let modifier = sampleModifier(kind)
    #expect(try ModifierParser.parse(modifier.hero) == [modifier], "printed as \(modifier.hero)")
    let swift = [modifier].swift
    let parsed = try ModifierParser.parseList(swift)
    #expect(parsed.modifiers == [modifier], "printed as \(swift)")
    #expect(parsed.syntax == .swift)
  }

  /// A name alone takes every declared default, in both syntaxes.
  @Test(
    arguments: ModifierKind.allCases.filter { kind in
      kind.declaration.parameters.allSatisfy { $0.defaultValue != nil }
    })
  func aBareNameTakesTheDeclaredDefaults(kind: ModifierKind) throws {
    let defaults = kind.declaration.parameters.compactMap(\.defaultValue)
    let expected = HeroModifier(kind, defaults)
    #expect(try ModifierParser.parse(kind.name) == [expected])
    #expect(try ModifierParser.parseList("[.\(kind.name)]").modifiers == [expected])
  }

  @Test(arguments: ModifierKind.allCases)
  func propertyIsWhatApplyingSets(kind: ModifierKind) {
    let state = TargetState(modifiers: [sampleModifier(kind)])
    #expect(state != TargetState(), "\(kind.name) sets nothing")
    var cleared = state
    clear(kind.declaration.property, in: &cleared)
    #expect(cleared == TargetState(), "\(kind.name) sets more than its \(kind.declaration.property)")
  }

  @Test func matchedViewsIgnoreWhatTheyTakeFromTheirPartner() {
    let ignored = ModifierKind.allCases.filter(\.declaration.ignoredWhenMatched).map(\.name)
    #expect(ignored == ["position", "size", "transform", "perspective", "scale", "translate", "rotate"])
  }

  /// Hero 1.6.4's string switch (HeroModifier+HeroStringConvertible.swift:33-123), in its
  /// order: suggestions for a misspelt name try them in it.
  @Test func heroStringNamesAreTheDeclaredOnesInHerosOrder() {
    let rules = ModifierKind.allCases.compactMap(\.declaration.heroString)
    #expect(rules.map(\.order).sorted() == Array(1...rules.count))
    #expect(
      HeroStringReader.names == [
        "fade", "opacity", "position", "size", "scale", "rotate", "translate", "overlay",
        "duration", "durationMatchLongest", "delay", "spring", "timingFunction", "arc", "cascade",
        "source", "useGlobalCoordinateSpace", "ignoreSubviewModifiers", "zPosition",
        "useOptimizedSnapshot", "useNormalSnapshot", "useLayerRenderSnapshot", "useNoSnapshot",
        "forceAnimate",
      ])
  }

  /// Hero's own reader reads back what the Hero syntax prints, for every name it knows.
  @Test(arguments: ModifierKind.allCases.filter { $0.declaration.heroString != nil })
  func herosReaderReadsWhatHeroSyntaxPrints(kind: ModifierKind) throws {
    let modifier = sampleModifier(kind)
    let reading = try HeroStringReader.read(modifier.hero)
    #expect(reading.modifiers == [modifier], "printed as \(modifier.hero)")
    #expect(reading.findings.isEmpty)
  }

  @Test(arguments: ModifierKind.allCases.filter { $0.declaration.clamp != nil })
  func aClampNamesANumberParameter(kind: ModifierKind) throws {
    let clamp = try #require(kind.declaration.clamp)
    #expect(kind.declaration.parameters[clamp.argument].type == .number)
  }

  /// docs/scene-format.md lists every modifier (the snapshot types as "the four snapshot types").
  @Test func theDocsListEveryDeclaredModifier() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/scene-format.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let start = try #require(text.range(of: "Every modifier of Hero 1.6 is known:"))
    let end = try #require(text.range(of: "Colours are written", range: start.upperBound..<text.endIndex))
    let list = text[start.upperBound..<end.lowerBound]
    #expect(list.contains("the four snapshot types"))
    let quoted = list.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    let listed = Set(quoted.filter { $0.allSatisfy(\.isLetter) })
    let declared = ModifierKind.allCases.filter { $0.declaration.property != .snapshotType }.map(\.name)
    #expect(listed == Set(declared))
  }
}

/// Resets the fields `property` stands for, so a state that set only those is empty again.
private func clear(_ property: ModifierProperty, in state: inout TargetState) {
  let empty = TargetState()
  switch property {
  case .position: state.position = nil
  case .size: state.size = nil
  case .transform: state.transform = nil
  case .opacity: state.opacity = nil
  case .cornerRadius: state.cornerRadius = nil
  case .backgroundColor: state.backgroundColor = nil
  case .zPosition: state.zPosition = nil
  case .anchorPoint: state.anchorPoint = nil
  case .contentsRect: state.contentsRect = nil
  case .contentsScale: state.contentsScale = nil
  case .borderWidth: state.borderWidth = nil
  case .borderColor: state.borderColor = nil
  case .shadow:
    (state.shadowColor, state.shadowOpacity, state.shadowRadius) = (nil, nil, nil)
    (state.shadowOffset, state.shadowPath) = (nil, nil)
  case .masksToBounds: state.masksToBounds = nil
  case .overlay: state.overlay = nil
  case .delay: state.delay = empty.delay
  case .duration: state.duration = nil
  case .timingFunction: state.timingFunction = nil
  case .spring: state.spring = nil
  case .arc: state.arc = nil
  case .source: state.source = nil
  case .cascade: state.cascade = nil
  case .nonFade: state.nonFade = empty.nonFade
  case .ignoreSubviewModifiers: state.ignoreSubviewModifiers = nil
  case .coordinateSpace: state.coordinateSpace = nil
  case .useScaleBasedSizeChange: state.useScaleBasedSizeChange = nil
  case .forceAnimate: state.forceAnimate = empty.forceAnimate
  case .snapshotType: state.snapshotType = nil
  case .beginState: state.beginState = nil
  case .conditionalModifiers: state.conditionalModifiers = []
  }
}
