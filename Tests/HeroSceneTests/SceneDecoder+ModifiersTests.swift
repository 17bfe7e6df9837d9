import HeroPlanner
import Testing

@testable import HeroScene

@Suite struct SceneDecoderModifiersTests {
  private func firstView(_ view: String) throws -> SceneView {
    let scene = try SceneLoader.load(json: sceneWithViews(view), fileName: "test.json")
    return try #require(scene.to.subviews.first)
  }

  struct FormCase: CustomTestStringConvertible, Sendable {
    var name: String
    var member: String?
    var modifiers: [HeroModifier]?
    var testDescription: String { name }
  }

  @Test(arguments: [
    FormCase(name: "absent is nil", member: nil, modifiers: nil),
    FormCase(name: "empty array is empty", member: #""modifiers": []"#, modifiers: []),
    FormCase(name: "empty string is empty", member: #""modifiers": """#, modifiers: []),
    FormCase(
      name: "Hero string syntax", member: #""modifiers": "fade scale(0.5)""#,
      modifiers: [.fade, .scale(x: 0.5, y: 0.5, z: 1)]),
    FormCase(
      name: "Swift literal syntax", member: #""modifiers": "[.fade, .translate(y: 100)]""#,
      modifiers: [.fade, .translate(x: 0, y: 100, z: 0)]),
    FormCase(
      name: "array of items", member: #""modifiers": ["fade", "translate(0, 100)", ".arc"]"#,
      modifiers: [.fade, .translate(x: 0, y: 100, z: 0), .arc(intensity: 1)]),
  ])
  func readsBothModifierForms(_ row: FormCase) throws {
    let view = try firstView(row.member.map(viewWith) ?? #"{"frame": [0, 0, 10, 10]}"#)
    #expect(view.modifiers == row.modifiers)
  }

  /// A string met again is not parsed again: each view still gets what its own text parses to,
  /// however the strings repeat and interleave.
  @Test func repeatedModifierStringsReadAsEachParsesAlone() throws {
    let texts = ["fade scale(0.5)", "arc", "fade scale(0.5)", "translate(0, 80) fade", "arc", "fade scale(0.5)"]
    let views = texts.map { viewWith(#""modifiers": ""# + $0 + #"""#) }.joined(separator: ", ")
    let scene = try SceneLoader.load(json: sceneWithViews(views), fileName: "test.json")
    #expect(scene.to.subviews.map(\.modifiers) == texts.map { try? ModifierParser.parse($0) })
  }

  /// A bad string is not kept: met twice, the error is at its first place.
  @Test func aRepeatedBadModifierStringIsReportedWhereItIsFirstWritten() throws {
    let views = [#""modifiers": "fade""#, #""modifiers": "scael(2)""#, #""modifiers": "scael(2)""#]
    let json = sceneWithViews(views.map(viewWith).joined(separator: ", "))
    let error = try #require(loadingError(json))
    #expect(error.jsonPath == "to.views[1].modifiers")
    #expect(error.column == (try #require(position(of: "scael", in: json))).column)
  }

  @Test func readsModifiersOnAScreen() throws {
    let scene = try SceneLoader.load(
      json: #"{"from": {"modifiers": "fade"}, "to": {}}"#, fileName: "test.json")
    #expect(scene.from.modifiers == [.fade])
    #expect(scene.to.modifiers == nil)
  }

  struct PlaceCase: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var path: String
    /// The text in the file the error must point at.
    var at: String
    var message: String
    var diagram: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    PlaceCase(
      name: "unknown modifier in a string", json: sceneWithViews(viewWith(#""modifiers": "fade scael(0.5)""#)),
      path: "to.views[0].modifiers", at: "scael",
      message: "unknown modifier 'scael'; did you mean 'scale'?",
      diagram: "fade scael(0.5)\n     ^~~~~"),
    PlaceCase(
      name: "after a two-character escape", json: sceneWithViews(viewWith(#""modifiers": "fade\tscael(0.5)""#)),
      path: "to.views[0].modifiers", at: "scael",
      message: "unknown modifier 'scael'; did you mean 'scale'?",
      diagram: "fade?scael(0.5)\n     ^~~~~"),
    PlaceCase(
      name: "after escaped quotes and a surrogate pair",
      json: sceneWithViews(viewWith(#""modifiers": "source(\"a\ud83d\ude00\") scael(2)""#)),
      path: "to.views[0].modifiers", at: "scael",
      message: "unknown modifier 'scael'; did you mean 'scale'?",
      diagram: "source(\"a😀\") scael(2)\n              ^~~~~"),  // the emoji is two columns wide
    PlaceCase(
      name: "on a character written as an escape", json: sceneWithViews(viewWith(#""modifiers": "fade \u0040""#)),
      path: "to.views[0].modifiers", at: #"\u0040"#, message: "unexpected character '@'",
      diagram: "fade @\n     ^"),
    PlaceCase(
      name: "after raw non-ASCII characters",
      json: sceneWithViews(viewWith(#""modifiers": "source(\"é😀\") scael(2)""#)),
      path: "to.views[0].modifiers", at: "scael",
      message: "unknown modifier 'scael'", diagram: "source(\"é😀\") scael(2)\n              ^~~~~"),
    PlaceCase(
      name: "an item of an array", json: sceneWithViews(viewWith(#""modifiers": ["fade", "scael(2)"]"#)),
      path: "to.views[0].modifiers[1]", at: "scael", message: "unknown modifier 'scael'",
      diagram: "scael(2)\n^~~~~"),
    PlaceCase(
      name: "two modifiers in one array item", json: sceneWithViews(viewWith(#""modifiers": ["fade scale(2)"]"#)),
      path: "to.views[0].modifiers[0]", at: "fade scale", message: "expected one modifier, found 2",
      diagram: "fade scale(2)\n^~~~~~~~~~~~~"),
    PlaceCase(
      name: "animation type", json: sceneWithTopLevel(#""animation": {"navigation": "push(lfet)"}"#),
      path: "animation.navigation", at: "lfet", message: "unknown direction 'lfet'",
      diagram: "push(lfet)\n     ^~~~"),
  ])
  func placesAModifierErrorOnItsCharacter(_ row: PlaceCase) throws {
    let error = try #require(loadingError(row.json))
    let place = try #require(position(of: row.at, in: row.json))
    #expect(error.jsonPath == row.path)
    #expect(error.line == place.line)
    #expect(error.column == place.column)
    #expect(error.message.contains(row.message), "\(error.message)")
    #expect(error.diagram == row.diagram)
  }

  @Test func placesAnErrorAtTheEndOfTheTextOnTheClosingQuote() throws {
    let json = sceneWithViews(viewWith(#""modifiers": "translate(x:""#))
    let error = try #require(loadingError(json))
    let colon = try #require(position(of: #"x:""#, in: json))
    #expect(error.jsonPath == "to.views[0].modifiers")
    #expect(error.message == "expected a modifier or a value, found the end of the text")
    #expect(error.column == colon.column + 2)
  }

  @Test func placesAModifierErrorOnALaterLine() throws {
    let json = "{\"from\": {},\n\"to\": {\n  \"modifiers\": \"fade  bogus\"}}"
    let error = try #require(loadingError(json))
    #expect(error.jsonPath == "to.modifiers")
    #expect((error.line, error.column) == (3, 23))
    #expect(error.description.hasPrefix("test.json: to.modifiers: line 3, column 23: "))
    #expect(error.description.hasSuffix("\nfade  bogus\n      ^~~~~"))
  }

  @Test(arguments: [
    (
      #""modifiers": 3"#, "to.views[0].modifiers",
      "expected a modifier string or an array of modifier strings, found a number (3)"
    ),
    (
      #""modifiers": ["fade", 2]"#, "to.views[0].modifiers[1]",
      #"expected a modifier string such as "fade", found a number (2)"#
    ),
  ])
  func rejectsModifiersOfTheWrongType(_ member: String, _ path: String, _ message: String) throws {
    let error = try #require(loadingError(sceneWithViews(viewWith(member))))
    #expect(error.jsonPath == path)
    #expect(error.message == message)
    #expect(error.diagram == nil)
  }
}
