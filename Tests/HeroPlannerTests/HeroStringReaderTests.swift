import Testing

@testable import HeroPlanner

/// `modifierString` is read as Hero 1.6.4 reads `heroModifierString`: its lexer
/// (Sources/Parser/Lexer.swift), parser (Parser.swift), `String.parse()`
/// (HeroStringConvertible.swift:30-48) and the node switch
/// (HeroModifier+HeroStringConvertible.swift:29-127) with Array+HeroModifier.swift's getters.
@Suite struct HeroStringReaderTests {
  private func read(_ text: String) throws -> HeroStringReading {
    try HeroStringReader.read(text)
  }

  private func rules(_ reading: HeroStringReading) -> [HeroStringFinding.Rule] {
    reading.findings.map(\.rule)
  }

  // HeroStringConvertible.swift:44-47: a throwing parse gives nil, and UIView+Hero.swift:151
  // sets the view's modifiers to it; Parser.swift:156-166 reads only primaries at the top level,
  // so a comma there throws (Parser.swift:106-107).
  @Test func aTopLevelCommaLeavesTheViewWithNoModifiersAtAll() throws {
    let reading = try read("fade, translate(0, 100)")
    #expect(reading.modifiers == nil)
    #expect(rules(reading) == [.unparsed])
    #expect(reading.findings.first?.column == 5)
    #expect(reading.findings.first?.message.contains("no modifiers at all") == true)
  }

  // HeroModifier+HeroStringConvertible.swift:33,124-126: the switch is on the exact name.
  @Test func anUnknownOrMiscasedNameIsDroppedAndTheRestApplies() throws {
    let reading = try read("Fade scale(0.5)")
    #expect(reading.modifiers == [.scale(x: 0.5, y: 0.5, z: 1)])
    #expect(rules(reading) == [.dropped])
    #expect(reading.findings[0].column == 1)
    #expect(
      reading.findings[0].message
        == "`Fade` is not a Hero modifier (names are case-sensitive): Hero ignores it; did you mean `fade`?"
    )
  }

  @Test(arguments: [
    "cornerRadius(8)", "backgroundColor(1)", "beginWith(fade)", "whenMatched(fade)",
    "forceNonFade", "useScaleBasedSizeChange", "perspective(500)", "transform(1)",
  ])
  func swiftOnlyModifiersAreDropped(text: String) throws {
    let reading = try read("\(text) fade")
    #expect(reading.modifiers == [.fade])
    #expect(rules(reading) == [.dropped])
    #expect(reading.findings[0].message.contains("Swift API but not its string syntax"))
  }

  // Lines 70-79 and 110-113: duration, delay and zPosition return nil without a number.
  @Test(arguments: ["duration", "delay", "zPosition", "duration(fast)", "delay(0.1 + 0.2)"])
  func aRequiredNumberMissingDropsTheModifier(text: String) throws {
    let reading = try read("\(text) arc")
    #expect(reading.modifiers == [.arc(intensity: 1)])
    #expect(rules(reading) == [.dropped])
  }

  // Lines 84-92 and CAMediaTimingFunction+Hero.swift:42-62: four numbers or one of eight names.
  @Test func timingFunctionTakesFourNumbersOrOneOfEightNames() throws {
    #expect(try read("timingFunction(easeIn)").modifiers == [.timingFunction(.easeIn)])
    #expect(
      try read("timingFunction(0.1, 0.2, 0.3, 0.4)").modifiers == [
        .timingFunction(.custom(0.1, 0.2, 0.3, 0.4))
      ])
    for text in ["timingFunction(easeOutBack)", "timingFunction(0.1, 0.2)", "timingFunction"] {
      let reading = try read(text)
      #expect(reading.modifiers == [], "\(text)")
      #expect(rules(reading) == [.dropped], "\(text)")
    }
  }

  // Array+HeroModifier.swift:40-45: only a NumberNode is a number; the caller's `?? 0` applies.
  @Test func anArgumentThatIsNotAPlainNumberTakesTheDefault() throws {
    let reading = try read("translate(10 + 90, 50)")
    #expect(reading.modifiers == [.translate(x: 0, y: 50, z: 0)])
    #expect(rules(reading) == [.defaulted])
    #expect(reading.findings[0].column == 11)
    #expect(reading.findings[0].message.contains("Hero reads it as 0"))
  }

  // Array+HeroModifier.swift:59-64 (`Bool(name)` of a bare identifier) and
  // CascadePreprocessor.swift's init?(_ string:) (names only), lines 95-101 here.
  @Test func cascadeReadsItsDirectionByNameAndItsBooleanOnlyAsLowercaseTrue() throws {
    #expect(
      try read("cascade(0.1, leftToRight, true)").modifiers == [
        .cascade(delta: 0.1, direction: .leftToRight, delayMatchedViews: true)
      ])
    let reading = try read("cascade(0.1, radial(0, 0), YES)")
    #expect(
      reading.modifiers == [.cascade(delta: 0.1, direction: .topToBottom, delayMatchedViews: false)])
    #expect(rules(reading) == [.defaulted, .defaulted])
    #expect(
      try read("cascade").modifiers == [
        .cascade(delta: 0.02, direction: .topToBottom, delayMatchedViews: false)
      ])
  }

  // Lines 36-101: each default as written beside its getter.
  @Test(arguments: [
    ("opacity", HeroModifier.opacity(1)),
    ("scale()", .scale(x: 1, y: 1, z: 1)),
    ("scale(2)", .scale(x: 2, y: 2, z: 1)),
    ("scale(2, 3)", .scale(x: 2, y: 3, z: 1)),
    ("rotate(1)", .rotate(x: 0, y: 0, z: 1)),
    ("rotate(1, 2)", .rotate(x: 1, y: 2, z: 0)),
    ("translate(5)", .translate(x: 5, y: 0, z: 0)),
    ("position(5)", .position(Point(x: 5, y: 0))),
    ("size", .size(Size(width: 0, height: 0))),
    ("spring", .spring(stiffness: 250, damping: 30)),
    ("spring(100)", .spring(stiffness: 100, damping: 30)),
    ("overlay", .overlay(color: RGBAColor(red: 1, green: 1, blue: 1), opacity: 1)),
    ("arc", .arc(intensity: 1)),
    ("ignoreSubviewModifiers(true)", .ignoreSubviewModifiers(recursive: true)),
    ("fade()", .fade),
    ("(fade)", .fade),
    ("opacity(.5)", .opacity(0.5)),
    ("translate(-100)", .translate(x: -100, y: 0, z: 0)),
    ("duration(0.35)", .duration(0.35)),
    ("source(ironMan)", .source(heroID: "ironMan")),
  ])
  func defaultsAndSpellingsReadAsHeroReadsThem(text: String, expected: HeroModifier) throws {
    let reading = try read(text)
    #expect(reading.modifiers == [expected])
    #expect(reading.findings.isEmpty)
  }

  // Lexer.swift:22: spaces, tabs and newlines separate; "\r\n" is one "other" character, which
  // cannot start an expression (Parser.swift:106-107).
  @Test func onlySpaceTabAndNewlineSeparate() throws {
    #expect(try read("fade\n\tscale(2)").modifiers == [.fade, .scale(x: 2, y: 2, z: 1)])
    #expect(try read("fade\r\nscale(2)").modifiers == nil)
  }

  // Lexer.swift:24 lexes `-5` as a number, so `10-5` is two numbers without a comma
  // (Parser.swift:88-90); an operator outside + - * / throws (Parser.swift:127-129).
  @Test func argumentListsThatDoNotParseDropEverything() throws {
    #expect(try read("fade translate(10-5)").modifiers == nil)
    #expect(try read("fade translate(10 % 5)").modifiers == nil)
  }

  // HeroStringConvertible.swift:37-41: a number at the top level maps to no modifier. Hero's
  // tvOS Basic.storyboard has heroModifierString "1".
  @Test func aBareNumberIsDroppedLeavingAnEmptyList() throws {
    let reading = try read("1")
    #expect(reading.modifiers == [])
    #expect(rules(reading) == [.dropped])
    #expect(reading.findings[0].message == "`1` is not a modifier: Hero ignores it (HeroStringConvertible.swift:37-41)")
  }

  @Test func argumentsAModifierNeverReadsAreReported() throws {
    let reading = try read("fade(1) translate(1, 2, 3, 4)")
    #expect(reading.modifiers == [.fade, .translate(x: 1, y: 2, z: 3)])
    #expect(rules(reading) == [.ignoredArgument, .ignoredArgument])
    #expect(reading.findings.map(\.column) == [6, 28])
  }

  // Lines 102-105: source takes its argument's node name, whatever the node.
  @Test func sourceTakesTheNameOfAnyNode() throws {
    let reading = try read("source(7)")
    #expect(reading.modifiers == [.source(heroID: "7.0")])
    #expect(rules(reading) == [.defaulted])
  }

  // Lexer.swift:24 force-unwraps Float(…) and Parser.swift:36-39 indexes past the end: the app
  // crashes, so heroscope refuses the string with its column.
  @Test(arguments: [("translate(1.2.3)", 11), ("fade .", 6), ("translate(1", 12), ("(fade", 6)])
  func whatCrashesHeroIsRefused(text: String, column: Int) {
    #expect(throws: ModifierParseError.self) { try HeroStringReader.read(text) }
    do {
      _ = try HeroStringReader.read(text)
    } catch {
      #expect(error.column == column)
      #expect(error.message.contains("crashes"))
    }
  }

  // HeroStringConvertible.swift:50-52 (`parse()?.last`) and UIViewController+Hero.swift:65-68.
  @Test func animationTypeStringsKeepTheLastReadableItem() throws {
    let two = try HeroStringReader.animationType("push(left) fade")
    #expect(two.type == .fade)
    #expect(two.findings.map(\.rule) == [.animationType])
    #expect(try HeroStringReader.animationType("autoReverse(push(left))").type == .auto)
    #expect(try HeroStringReader.animationType("push").type == .auto)
    #expect(try HeroStringReader.animationType("zoom, fade").type == .auto)
    #expect(
      try HeroStringReader.animationType("selectBy(push(left), pull(right))").type
        == .selectBy(presenting: .push(.left), dismissing: .pull(.right)))
    #expect(try HeroStringReader.animationType("slide(down)").findings.isEmpty)
  }
}
