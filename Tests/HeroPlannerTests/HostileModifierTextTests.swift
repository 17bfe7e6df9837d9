import Testing

@testable import HeroPlanner

/// Modifier text built to exhaust the stack, the clock or memory is refused with a located error
/// (issue 15 §3 and §7), and whatever is printed reads back.
@Suite struct HostileModifierTextTests {
  private func parseError(_ text: String) -> ModifierParseError? {
    do {
      _ = try ModifierParser.parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ("60,000 unary minus signs", "translate(x: " + String(repeating: "-", count: 60_000) + "1)"),
    ("30,000 plus signs", "translate(x: " + Array(repeating: "1", count: 30_000).joined(separator: "+") + ")"),
    ("30,000 products", "scale(" + Array(repeating: "1", count: 30_000).joined(separator: "*") + ")"),
    (
      "3,000 chained method calls",
      "transform(CATransform3DIdentity" + String(repeating: ".scaledBy(sx: 1, sy: 1, sz: 1)", count: 3_000) + ")"
    ),
    ("3,000 member accesses", "translate(x: CGFloat" + String(repeating: ".pi", count: 3_000) + ")"),
    ("unary plus signs", "opacity(" + String(repeating: "+", count: 60_000) + "1)"),
  ])
  func longChainsAreRefusedNotOverflowed(_ label: String, _ text: String) throws {
    let error = try #require(parseError(text), "\(label) parsed")
    #expect(error.message.contains("nesting is deeper than 64 levels"), "\(label)")
    #expect(error.diagram.count < 400, "\(label): the diagram prints a window, not the text")
  }

  @Test(arguments: [
    "translate(x: -(-5), y: 1 + 2 + 3 * 4 - -1)", "rotate(.pi / 2 + CGFloat.pi / 4)",
    "transform(CATransform3DIdentity.scaledBy(sx: 2, sy: 2, sz: 1).translatedBy(tx: 1, ty: 2, tz: 0))",
    "translate(x: " + Array(repeating: "1", count: 40).joined(separator: "+") + ")",
  ])
  func ordinaryExpressionsStillParse(_ text: String) throws {
    _ = try ModifierParser.parse(text)
  }

  @Test func unclosedUnicodeEscapesAreReadInLinearTime() throws {
    // Each `\u{` without a `}` used to scan to the end of the text: 100,000 of them took seconds.
    let text = "source(\"" + String(repeating: "\\u{", count: 100_000) + "\")"
    let modifiers = try ModifierParser.parse(text)
    #expect(modifiers == [.source(heroID: String(repeating: "u{", count: 100_000))])
  }

  @Test func aHugeUnknownModifierGetsAShortMessageAndNoSuggestionSearch() throws {
    let word = String(repeating: "x", count: 3_000_000)
    let error = try #require(parseError("fade " + word))
    #expect(error.kind == .unknownModifier)
    #expect(error.message.count < 400)
    #expect(error.diagram.count < 2 * (ModifierParseError.diagramWidth + 4))
  }

  @Test func diagramWindowKeepsTheCaretUnderTheProblem() throws {
    let text = String(repeating: "fade ", count: 100) + "scael(0.5)"
    let error = try #require(parseError(text))
    let lines = error.diagram.split(separator: "\n", omittingEmptySubsequences: false)
    let caret = try #require(lines[1].firstIndex(of: "^"))
    let offset = lines[1].distance(from: lines[1].startIndex, to: caret)
    #expect(Array(lines[0])[offset...].starts(with: "scael"))
    #expect(lines[0].hasPrefix("…"))
  }

  @Test(arguments: [
    "\u{1}\u{301}", "\u{301}", "a\u{202E}b", "\u{2066}x\u{2069}", "\"\u{301}", "\\\u{301}",
    "\n\u{301}", "\u{600}\"", "\u{1F44D}\u{1F3FD}", "\u{200D}", "e\u{301}",
  ])
  func heroIDsPrintAndReadBack(_ id: String) throws {
    for printed in [HeroModifier.source(heroID: id).hero, [HeroModifier.source(heroID: id)].swift] {
      let parsed = try ModifierParser.parse(printed)
      #expect(parsed == [.source(heroID: id)], "printed as \(printed)")
    }
  }

  @Test(arguments: ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{61C}"])
  func bidiControlsNeverReachTheTerminal(_ control: String) {
    let name = "ab" + control + "cd"
    #expect(TerminalText.printable(name) == "ab?cd")
    #expect(!HeroModifier.source(heroID: name).hero.contains(control))
    #expect(!jsonStringLiteral(name).contains(control))
    #expect(!quotedForMessage(name).contains(control))
  }

  @Test func suggestionsSkipWordsNoNameCouldBe() {
    #expect(NearestName.nearest(to: "scael", in: HeroModifier.allNames) == "scale")
    #expect(NearestName.nearest(to: String(repeating: "a", count: 100_000), in: ["a"]) == nil)
    #expect(
      NearestName.nearest(to: "useGlobal", in: HeroModifier.allNames, allowingPrefix: true)
        == "useGlobalCoordinateSpace")
  }

  @Test func theByteScanFindsExactlyTheControlCharacters() {
    // Scalars around every boundary the scan tests, mixed at random (seeded).
    let pool: [Unicode.Scalar] = [
      "a", "\n", "\u{1}", "\u{1F}", " ", "\u{7E}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "·", "×",
      "\u{61B}", "\u{61C}", "\u{61D}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{2010}", "\u{2029}",
      "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "→", "…",
      "\u{1F600}",
    ]
    var random = SplitMix64(seed: 15)
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int(random.next() % 6) { text.append(pool[Int(random.next() % UInt64(pool.count))]) }
      let string = String(text)
      let expected = string.unicodeScalars.contains(where: TerminalText.isControl)
      #expect(TerminalText.mayHoldControls(string) == expected, "\(string.debugDescription)")
      let withoutNewlines = string.unicodeScalars.contains { $0 != "\n" && TerminalText.isControl($0) }
      #expect(TerminalText.mayHoldControls(string, keepingNewlines: true) == withoutNewlines)
    }
  }
}
