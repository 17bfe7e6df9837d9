import Testing

@testable import HeroPlanner

/// One value of every modifier case (and the interesting variants), for round trips.
let everyModifier: [HeroModifier] = [
  .fade, .forceNonFade, .position(Point(x: 10, y: -20.5)), .size(Size(width: 100, height: 50)),
  .opacity(0.5), .cornerRadius(8), .zPosition(2), .anchorPoint(Point(x: 0, y: 1)),
  .contentsRect(Rect(x: 0, y: 0, width: 0.5, height: 1)), .contentsScale(2),
  .transform(.identity), .transform(Transform3D.identity.rotated(angle: 0.5, x: 1, y: 0, z: 0)),
  .perspective(500), .scale(x: 0.5, y: 0.5, z: 1), .scale(x: 2, y: 1, z: 1),
  .scale(x: 1, y: 1, z: 3), .translate(x: 0, y: 100, z: 0), .translate(x: 1, y: 2, z: 3),
  .rotate(x: 0, y: 0, z: 1.5707963267948966), .rotate(x: 0.5, y: 0, z: 0),
  .backgroundColor(RGBAColor(hex: "#e53935") ?? .black), .backgroundColor(RGBAColor(red: 1, green: 0, blue: 0)),
  .borderColor(RGBAColor(red: 0.3, green: 0.2, blue: 0.1)),
  .borderColor(RGBAColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 0.5)), .borderWidth(2),
  .shadowColor(.black), .shadowOpacity(0.5), .shadowRadius(5),
  .shadowOffset(Size(width: 0, height: 3)),
  .shadowPath(ShadowPath(rect: Rect(x: 0, y: 0, width: 100, height: 50))),
  .shadowPath(ShadowPath(rect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8)),
  .masksToBounds(false), .masksToBounds(true),
  .overlay(color: .black, opacity: 0.1), .overlay(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), opacity: 1),
  .delay(0.25), .duration(0.4), .durationMatchLongest, .timingFunction(.easeIn),
  .timingFunction(.custom(0.175, 0.885, 0.32, 1.275)), .spring(stiffness: 250, damping: 30),
  .spring(stiffness: 100, damping: 10), .source(heroID: "ironMan"), .source(heroID: "cell-3"),
  .source(heroID: "tab\tand\u{1B}[31m\u{9B}"),
  .arc(intensity: 1), .arc(intensity: -0.5),
  .cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false),
  .cascade(delta: 0.05, direction: .topToBottom, delayMatchedViews: false),
  .cascade(delta: 0.02, direction: .leftToRight, delayMatchedViews: false),
  .cascade(delta: 0.015, direction: .bottomToTop, delayMatchedViews: true),
  .cascade(delta: 0.02, direction: .rightToLeft, delayMatchedViews: false),
  .cascade(delta: 0.02, direction: .leadingToTrailing, delayMatchedViews: false),
  .cascade(delta: 0.02, direction: .trailingToLeading, delayMatchedViews: false),
  .cascade(delta: 0.015, direction: .radial(center: Point(x: 100, y: 200)), delayMatchedViews: true),
  .cascade(delta: 0.015, direction: .inverseRadial(center: Point(x: 1, y: 2)), delayMatchedViews: false),
  .ignoreSubviewModifiers(recursive: false), .ignoreSubviewModifiers(recursive: true),
  .useGlobalCoordinateSpace, .useScaleBasedSizeChange, .forceAnimate, .useOptimizedSnapshot,
  .useNormalSnapshot, .useLayerRenderSnapshot, .useNoSnapshot,
  .beginWith([.fade, .scale(x: 0.5, y: 0.5, z: 1)]), .beginWith([]),
  .beginWithIfMatched([.zPosition(2)]), .whenMatched([.beginWith([.fade])]),
  .whenPresenting([.translate(x: 0, y: 100, z: 0)]), .whenDismissing([.fade]),
  .whenAppearing([.delay(0.1), .fade]), .whenDisappearing([.scale(x: 0.8, y: 0.8, z: 1)]),
]

@Suite struct ModifierRoundTripTests {
  @Test(arguments: everyModifier)
  func heroSyntaxPrintsBackToTheSameValue(modifier: HeroModifier) throws {
    let printed = modifier.hero
    let parsed = try ModifierParser.parse(printed)
    #expect(parsed == [modifier], "printed as \(printed)")
  }

  @Test(arguments: everyModifier)
  func swiftSyntaxPrintsBackToTheSameValue(modifier: HeroModifier) throws {
    let printed = [modifier].swift
    let parsed = try ModifierParser.parseList(printed)
    #expect(parsed.modifiers == [modifier], "printed as \(printed)")
    #expect(parsed.syntax == .swift)
  }

  @Test func everyCaseIsCoveredByTheRoundTripTable() {
    let covered = Set(everyModifier.map(\.name))
    #expect(covered == Set(HeroModifier.allNames))
  }

  @Test func listPrintsWithSpacesAndBrackets() {
    let list: [HeroModifier] = [.fade, .scale(x: 0.5, y: 0.5, z: 1), .translate(x: 0, y: 100, z: 0)]
    #expect(list.hero == "fade scale(0.5) translate(0, 100)")
    #expect(list.swift == "[.fade, .scale(0.5), .translate(y: 100)]")
  }
}

@Suite struct HeroStringSyntaxTests {
  @Test(
    arguments: [
      ("fade", [HeroModifier.fade]),
      ("fade scale(0.5) translate(0, 100)", [.fade, .scale(x: 0.5, y: 0.5, z: 1), .translate(x: 0, y: 100, z: 0)]),
      ("scale(2, 3)", [.scale(x: 2, y: 3, z: 1)]),
      ("scale(2, 3, 4)", [.scale(x: 2, y: 3, z: 4)]),
      ("translate(5)", [.translate(x: 5, y: 0, z: 0)]),
      ("translate(-10.5, .5)", [.translate(x: -10.5, y: 0.5, z: 0)]),
      ("rotate(1)", [.rotate(x: 0, y: 0, z: 1)]),
      ("rotate(1, 2)", [.rotate(x: 1, y: 2, z: 0)]),
      ("rotate(pi / 2)", [.rotate(x: 0, y: 0, z: Double.pi / 2)]),
      ("position(100, 200) size(50, 60)", [.position(Point(x: 100, y: 200)), .size(Size(width: 50, height: 60))]),
      ("opacity(0.3) zPosition(2)", [.opacity(0.3), .zPosition(2)]),
      ("overlay(0, 0, 0, 0.1)", [.overlay(color: .black, opacity: 0.1)]),
      ("overlay", [.overlay(color: .white, opacity: 1)]),
      ("overlay(black, 0.2)", [.overlay(color: .black, opacity: 0.2)]),
      ("duration(0.5) delay(0.1) durationMatchLongest", [.duration(0.5), .delay(0.1), .durationMatchLongest]),
      ("spring", [.spring(stiffness: 250, damping: 30)]),
      ("spring(100)", [.spring(stiffness: 100, damping: 30)]),
      ("timingFunction(easeIn)", [.timingFunction(.easeIn)]),
      ("timingFunction(0.1, 0.2, 0.3, 0.4)", [.timingFunction(.custom(0.1, 0.2, 0.3, 0.4))]),
      ("arc arc(0.5)", [.arc(intensity: 1), .arc(intensity: 0.5)]),
      ("cascade", [.cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false)]),
      ("cascade(0.02, leftToRight, true)", [.cascade(delta: 0.02, direction: .leftToRight, delayMatchedViews: true)]),
      ("source(ironMan)", [.source(heroID: "ironMan")]),
      ("source(\"cell 3\")", [.source(heroID: "cell 3")]),
      (
        "ignoreSubviewModifiers ignoreSubviewModifiers(true)",
        [.ignoreSubviewModifiers(recursive: false), .ignoreSubviewModifiers(recursive: true)]
      ),
      (
        "backgroundColor(#ff0000) borderColor(red)",
        [.backgroundColor(RGBAColor(red: 1, green: 0, blue: 0)), .borderColor(RGBAColor(red: 1, green: 0, blue: 0))]
      ),
      ("shadowColor(0.5, 0.5, 0.5)", [.shadowColor(RGBAColor(red: 0.5, green: 0.5, blue: 0.5))]),
      ("whenMatched(beginWith(fade))", [.whenMatched([.beginWith([.fade])])]),
      ("beginWith(fade, scale(0.5))", [.beginWith([.fade, .scale(x: 0.5, y: 0.5, z: 1)])]),
      ("  fade\n\tscale(0.5)  ", [.fade, .scale(x: 0.5, y: 0.5, z: 1)]),
      ("fade, scale(0.5)", [.fade, .scale(x: 0.5, y: 0.5, z: 1)]),
      ("translate(y: 100)", [.translate(x: 0, y: 100, z: 0)]),
      ("", []),
    ] as [(String, [HeroModifier])])
  func parses(text: String, expected: [HeroModifier]) throws {
    let result = try ModifierParser.parseList(text)
    #expect(result.modifiers == expected)
    #expect(result.syntax == .hero)
  }
}

@Suite struct SwiftLiteralSyntaxTests {
  @Test(
    arguments: [
      ("[.fade]", [HeroModifier.fade]),
      (
        "[.fade, .scale(0.5), .translate(y: 100)]",
        [.fade, .scale(x: 0.5, y: 0.5, z: 1), .translate(x: 0, y: 100, z: 0)]
      ),
      ("[.scale(x: 2)]", [.scale(x: 2, y: 1, z: 1)]),
      ("[.translate(x: 10, z: 5)]", [.translate(x: 10, y: 0, z: 5)]),
      ("[.rotate(.pi)]", [.rotate(x: 0, y: 0, z: Double.pi)]),
      ("[.rotate(CGFloat.pi / 4)]", [.rotate(x: 0, y: 0, z: Double.pi / 4)]),
      ("[.rotate(x: 1)]", [.rotate(x: 1, y: 0, z: 0)]),
      ("[.translate(CGPoint(x: 1, y: 2), z: 3)]", [.translate(x: 1, y: 2, z: 3)]),
      (
        "[.cascade(delta: 0.02, direction: .leftToRight, delayMatchedViews: true)]",
        [.cascade(delta: 0.02, direction: .leftToRight, delayMatchedViews: true)]
      ),
      (
        "[.cascade(direction: .bottomToTop)]",
        [.cascade(delta: 0.02, direction: .bottomToTop, delayMatchedViews: false)]
      ),
      (
        "[.cascade(delta: 0.015, direction: .radial(center: CGPoint(x: 10, y: 20)), delayMatchedViews: true)]",
        [.cascade(delta: 0.015, direction: .radial(center: Point(x: 10, y: 20)), delayMatchedViews: true)]
      ),
      ("[.timingFunction(.easeIn)]", [.timingFunction(.easeIn)]),
      (
        "[.timingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1))]",
        [.timingFunction(.custom(0.2, 0, 0, 1))]
      ),
      ("[.timingFunction(CAMediaTimingFunction(name: .easeInEaseOut))]", [.timingFunction(.easeInOut)]),
      ("[.spring(stiffness: 250, damping: 30)]", [.spring(stiffness: 250, damping: 30)]),
      ("[.spring(stiffness: 300, damping: 25)]", [.spring(stiffness: 300, damping: 25)]),
      ("[.source(heroID: \"ironMan\")]", [.source(heroID: "ironMan")]),
      ("[.whenMatched(.beginWith(.fade))]", [.whenMatched([.beginWith([.fade])])]),
      ("[.beginWith([.zPosition(2)])]", [.beginWith([.zPosition(2)])]),
      ("[.beginWith(modifiers: [.fade])]", [.beginWith([.fade])]),
      ("[.arc, .arc(intensity: 0.3)]", [.arc(intensity: 1), .arc(intensity: 0.3)]),
      ("[.ignoreSubviewModifiers(recursive: true)]", [.ignoreSubviewModifiers(recursive: true)]),
      (
        "[.position(CGPoint(x: 10, y: 20)), .size(CGSize(width: 1, height: 2))]",
        [.position(Point(x: 10, y: 20)), .size(Size(width: 1, height: 2))]
      ),
      ("[.shadowOffset(.zero)]", [.shadowOffset(.zero)]),
      ("[.overlay(color: .black, opacity: 0.1)]", [.overlay(color: .black, opacity: 0.1)]),
      ("[.overlay(color: UIColor(white: 0, alpha: 1), opacity: 0.1)]", [.overlay(color: .black, opacity: 0.1)]),
      (
        "[.backgroundColor(UIColor.red.withAlphaComponent(0.5))]",
        [.backgroundColor(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))]
      ),
      ("[.shadowColor(UIColor.black.cgColor)]", [.shadowColor(.black)]),
      (
        "[.shadowPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath)]",
        [.shadowPath(ShadowPath(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2))]
      ),
      ("[.transform(CATransform3DMakeScale(2, 2, 1))]", [.transform(.scale(x: 2, y: 2, z: 1))]),
      (
        "[.transform(CATransform3DTranslate(CATransform3DIdentity, 0, 10, 0))]",
        [.transform(.translation(x: 0, y: 10, z: 0))]
      ),
      (
        "[.useGlobalCoordinateSpace, .useNoSnapshot, .forceAnimate]",
        [.useGlobalCoordinateSpace, .useNoSnapshot, .forceAnimate]
      ),
      ("[HeroModifier.fade]", [.fade]),
      (".fade, .scale(0.5)", [.fade, .scale(x: 0.5, y: 0.5, z: 1)]),
      ("[.fade,]", [.fade]),
      ("[]", []),
    ] as [(String, [HeroModifier])])
  func parses(text: String, expected: [HeroModifier]) throws {
    let result = try ModifierParser.parseList(text)
    #expect(result.modifiers == expected)
    #expect(result.syntax == .swift)
  }
}

@Suite struct ModifierParseErrorTests {
  @Test(
    arguments: [
      ("fdae scale(0.5)", ModifierParseError.Kind.unknownModifier, 1, "did you mean 'fade'?"),
      ("fade scael(0.5)", .unknownModifier, 6, "did you mean 'scale'?"),
      ("[.fade, .tranlate(y: 1)]", .unknownModifier, 9, "did you mean 'translate'?"),
      ("fade scale(0.5", .unbalancedBracket, 11, "never closed"),
      ("[.fade, .scale(0.5)", .unbalancedBracket, 1, "never closed with ']'"),
      ("fade)", .unbalancedBracket, 5, "nothing is open"),
      ("scale(0.5]", .unbalancedBracket, 10, "found ']'"),
      ("scale(1, 2, 3, 4)", .wrongArgumentCount, 16, "at most 3 arguments, got 4"),
      ("fade(1)", .wrongArgumentCount, 1, "no arguments"),
      ("duration", .wrongArgumentCount, 1, "duration takes 1 argument"),
      ("delay()", .wrongArgumentCount, 1, "takes 1 argument"),
      ("spring(1, 2, 3)", .wrongArgumentCount, 14, "at most 2 arguments"),
      ("scale(big)", .wrongArgumentType, 7, "expects a number, found 'big'"),
      ("masksToBounds(1)", .wrongArgumentType, 15, "true or false"),
      ("source(3 + 4)", .wrongArgumentType, 8, "a heroID"),
      ("cascade(0.1, sideways)", .unknownName, 14, "unknown cascade direction 'sideways'"),
      ("cascade(0.1, lefToRight)", .unknownName, 14, "did you mean 'leftToRight'?"),
      ("timingFunction(easyIn)", .unknownName, 16, "did you mean 'easeIn'?"),
      ("backgroundColor(#12)", .wrongArgumentType, 17, "not a colour"),
      ("backgroundColor(redd)", .unknownName, 17, "did you mean 'red'?"),
      ("[.translate(w: 1)]", .unknownArgumentLabel, 13, "no argument labelled 'w'"),
      ("[.spring(stiffness: 1, stiffness: 2)]", .wrongArgumentCount, 24, "twice"),
      ("translate(1e999)", .nonFiniteNumber, 11, "finite"),
      ("scale(1 / 0)", .nonFiniteNumber, 11, "division by zero"),
      ("[.duration(.infinity)]", .nonFiniteNumber, 12, "durationMatchLongest"),
      ("translate(1.2.3)", .unexpectedCharacter, 14, "one decimal point"),
      ("fade @", .unexpectedCharacter, 6, "unexpected character '@'"),
      ("fade 5", .unexpectedToken, 6, "expected a modifier, found the number 5"),
      ("[.when({ $0.isMatched }, .fade)]", .unsupported, 8, "closures"),
      ("when(matched, fade)", .unsupported, 1, "whenMatched"),
      ("source(\"open", .unbalancedBracket, 8, "unterminated string"),
      ("duration(-1)", .wrongArgumentType, 10, "must not be negative"),
    ] as [(String, ModifierParseError.Kind, Int, String)])
  func reportsKindColumnAndMessage(
    text: String, kind: ModifierParseError.Kind, column: Int, fragment: String
  ) {
    #expect {
      _ = try ModifierParser.parse(text)
    } throws: { error in
      guard let error = error as? ModifierParseError else { return false }
      return error.kind == kind && error.column == column && error.message.contains(fragment)
    }
  }

  @Test func diagramPutsACaretUnderTheColumn() {
    do {
      _ = try ModifierParser.parse("fade scael(0.5)")
      Issue.record("expected an error")
    } catch {
      #expect(error.diagram == "fade scael(0.5)\n     ^~~~~")
      #expect(error.description == "column 6: unknown modifier 'scael'; did you mean 'scale'?")
    }
  }

  @Test func diagramHidesControlCharacters() {
    do {
      _ = try ModifierParser.parse("fade\u{1B}[31m")
      Issue.record("expected an error")
    } catch {
      #expect(!error.diagram.contains("\u{1B}"))
      #expect(error.message.contains("U+001B"))
    }
  }

  @Test func deepNestingIsRefusedNotCrashed() {
    let deep = String(repeating: "beginWith(", count: 200) + String(repeating: ")", count: 200)
    #expect(throws: ModifierParseError.self) { try ModifierParser.parse(deep) }
  }
}

@Suite struct AnimationTypeTests {
  @Test(
    arguments: [
      ("auto", AnimationType.auto), ("push(left)", .push(.left)), ("pull(right)", .pull(.right)),
      ("cover(up)", .cover(.up)), ("uncover(down)", .uncover(.down)), ("slide(left)", .slide(.left)),
      ("zoomSlide(right)", .zoomSlide(.right)), ("pageIn(left)", .pageIn(.left)),
      ("pageOut(up)", .pageOut(.up)), ("fade", .fade), ("zoom", .zoom), ("zoomOut", .zoomOut),
      ("none", .none), ("selectBy(zoom, zoomOut)", .selectBy(presenting: .zoom, dismissing: .zoomOut)),
      (
        "selectBy(presenting: pull(left), dismissing: slide(down))",
        .selectBy(presenting: .pull(.left), dismissing: .slide(.down))
      ),
      (".push(direction: .leading)", .push(.leading)),
      ("autoReverse(presenting: push(left))", .selectBy(presenting: .push(.left), dismissing: .pull(.right))),
    ] as [(String, AnimationType)])
  func parses(text: String, expected: AnimationType) throws {
    #expect(try AnimationType.parse(text) == expected)
  }

  @Test(arguments: AnimationType.cycle)
  func printsBack(type: AnimationType) throws {
    #expect(try AnimationType.parse(type.description) == type)
  }

  @Test func reversedSwapsKindsAndDirections() {
    #expect(AnimationType.push(.left).reversed() == .pull(.right))
    #expect(AnimationType.cover(.up).reversed() == .uncover(.down))
    #expect(AnimationType.pageIn(.left).reversed() == .pageOut(.right))
    #expect(AnimationType.slide(.up).reversed() == .slide(.down))
    #expect(AnimationType.zoomSlide(.left).reversed() == .zoomSlide(.right))
    #expect(AnimationType.zoom.reversed() == .zoomOut)
    #expect(AnimationType.fade.reversed() == .fade)
  }

  @Test func cycleHasEveryTypeOnce() {
    #expect(AnimationType.cycle.count == 1 + 8 * 4 + 4)
    #expect(Set(AnimationType.cycle).count == AnimationType.cycle.count)
  }

  @Test(arguments: [
    ("push(sideways)", "unknown direction 'sideways'"), ("psuh(left)", "did you mean 'push'?"),
    ("push", "takes a direction"), ("fade(1)", "no arguments"), ("push(left) fade", "one animation type"),
  ])
  func rejects(text: String, fragment: String) {
    #expect {
      _ = try AnimationType.parse(text)
    } throws: { error in
      (error as? ModifierParseError)?.message.contains(fragment) == true
    }
  }
}
