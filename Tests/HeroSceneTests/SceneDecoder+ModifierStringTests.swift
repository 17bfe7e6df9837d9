import HeroPlanner
import Testing

@testable import HeroScene

/// The view key `modifierString`: Hero's `heroModifierString`, read by Hero's own parser
/// (HERO-SEMANTICS §9), beside the strict `modifiers`.
@Suite struct SceneDecoderModifierStringTests {
  @Test func aModifierStringIsReadAsHeroReadsIt() throws {
    let json = sceneWithViews(viewWith(#""modifierString": "Fade translate(10 + 90, 50)""#))
    let scene = try SceneLoader.load(json: json, fileName: "test.json")
    let view = try #require(scene.to.subviews.first)
    #expect(view.modifiers == [.translate(x: 0, y: 50, z: 0)])
    #expect(view.modifierString == "Fade translate(10 + 90, 50)")
    #expect(view.modifierText == "Fade translate(10 + 90, 50)")
    let plus = try #require(position(of: "10 + 90", in: json))
    let fade = try #require(position(of: "Fade", in: json))
    #expect(view.modifierStringFindings.map(\.rule) == [.dropped, .defaulted])
    #expect(view.modifierStringFindings.map(\.line) == [fade.line, plus.line])
    #expect(view.modifierStringFindings.map(\.fileColumn) == [fade.column, plus.column])
  }

  // An escape takes more columns in the file than the character it stands for.
  @Test func aFindingAfterAnEscapeStillPointsAtItsCharacter() throws {
    let json = sceneWithViews(viewWith(#""modifierString": "fade\tFade""#))
    let scene = try SceneLoader.load(json: json, fileName: "test.json")
    let view = try #require(scene.to.subviews.first)
    let fade = try #require(position(of: "Fade", in: json))
    #expect(view.modifierStringFindings.first?.fileColumn == fade.column)
  }

  // HeroStringConvertible.swift:44-47: the whole string is lost, and the view has no modifiers
  // (nil: no target state), as with no key at all.
  @Test func aStringHeroCannotParseGivesNoModifiers() throws {
    let json = sceneWithViews(viewWith(#""modifierString": "fade, scale(0.5)""#))
    let view = try #require(try SceneLoader.load(json: json, fileName: "t.json").to.subviews.first)
    #expect(view.modifiers == nil)
    #expect(view.modifierStringFindings.map(\.rule) == [.unparsed])
  }

  @Test(arguments: [
    #""modifiers": "fade", "modifierString": "fade""#,
    #""modifierString": "fade", "modifiers": "fade""#,
  ])
  func bothKeysOnOneViewAreAnError(members: String) throws {
    let json = sceneWithViews(viewWith(members))
    let error = try #require(loadingError(json))
    #expect(error.message.contains("not both"))
    #expect(error.line == 1)
  }

  @Test func aModifierStringIsAString() throws {
    let error = try #require(loadingError(sceneWithViews(viewWith(#""modifierString": ["fade"]"#))))
    #expect(error.jsonPath == "to.views[0].modifierString")
  }

  // Lexer.swift:24: `Float("1.2.3")!` traps, so the scene is refused at that character.
  @Test func aStringThatCrashesHeroIsALocatedError() throws {
    let json = sceneWithViews(viewWith(#""modifierString": "fade translate(1.2.3)""#))
    let error = try #require(loadingError(json))
    let at = try #require(position(of: "1.2.3", in: json))
    #expect(error.line == at.line)
    #expect(error.column == at.column)
    #expect(error.message.contains("crashes"))
  }

  @Test func theEncoderWritesTheModifierStringBack() throws {
    let json = sceneWithViews(viewWith(#""modifierString": "1""#))
    let scene = try SceneLoader.load(json: json, fileName: "t.json")
    let written = SceneEncoder.json(scene)
    #expect(written.contains(#""modifierString": "1""#))
    #expect(!written.contains(#""modifiers""#))
  }

  @Test func theWriteBackEditsTheKeyTheViewHas() throws {
    let json = sceneWithViews(viewWith(#""modifierString": "Fade""#))
    let out = try ModifierWriteBack.rewrite(
      Array(json.utf8), fileName: "t.json",
      edits: [.init(screen: .to, path: [0], text: "fade", key: "modifierString")])
    let text = String(decoding: out, as: UTF8.self)
    #expect(text.contains(#""modifierString": "fade""#))
    #expect(!text.contains(#""modifiers""#))
  }
}

@Suite struct ScenePlatformTests {
  @Test func thePlatformKeyIsReadAndWrittenBack() throws {
    let json = #"{"platform": "tvOS", "from": {}, "to": {}}"#
    let scene = try SceneLoader.load(json: json, fileName: "t.json")
    #expect(scene.platform == .tvOS)
    #expect(SceneEncoder.json(scene).contains(#""platform": "tvOS""#))
    #expect(try SceneLoader.load(json: #"{"from": {}, "to": {}}"#, fileName: "t.json").platform == .iOS)
  }

  @Test func anUnknownPlatformSuggestsTheNearest() throws {
    let error = try #require(loadingError(#"{"platform": "tvos", "from": {}, "to": {}}"#))
    #expect(error.message.contains("did you mean 'tvOS'?"))
  }
}
