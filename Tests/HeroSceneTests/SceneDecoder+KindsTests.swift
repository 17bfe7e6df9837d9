import HeroPlanner
import Testing

@testable import HeroScene

/// The keys that say what a real view is: `kind`, `textAlignment`, `image`, `transform`,
/// system colour names, and the scene's `modalPresentationStyle`.
@Suite struct SceneDecoderKindsTests {
  func view(_ members: String) throws -> SceneView {
    let scene = try SceneLoader.load(
      json: sceneWithViews(#"{"frame": [0, 0, 100, 40], "# + members + "}"), fileName: "t.json")
    return try #require(scene.to.subviews.first)
  }

  @Test func aLabelIsClearAndNotOpaque() throws {
    let label = try view(#""kind": "label", "text": "Hi""#)
    #expect(label.kind == .label)
    #expect(!label.opaque)
    #expect(label.color == nil)
    #expect(label.textColor == nil)  // UIKit's label colour
  }

  @Test func aButtonsTitleIsSystemBlue() throws {
    let button = try view(#""kind": "button", "text": "Close""#)
    #expect(!button.opaque)
    #expect(button.textColor == RGBAColor(systemName: "systemBlue"))
    #expect(try view(#""kind": "button", "textColor": "white""#).textColor == .white)
  }

  @Test func anImageIsAPlaceholderNamedAfterItsImage() throws {
    let image = try view(#""kind": "image", "image": "hero.jpg""#)
    #expect(image.color == ViewKind.imagePlaceholder)
    #expect(image.text == "hero.jpg")
    // UIImageView is not opaque by default: Hero (MatchPreprocessor.swift:46) cross-fades it.
    #expect(!image.opaque)
    #expect(try view(#""kind": "image", "opaque": true"#).opaque)
    #expect(try view(#""kind": "image", "color": "red""#).color == RGBAColor(name: "red"))
  }

  @Test func whatTheSceneSaysWinsOverTheKindsDefaults() throws {
    // Key order does not matter: `opaque` before `kind`.
    #expect(try view(#""opaque": true, "kind": "label""#).opaque)
  }

  @Test(arguments: TextAlignment.allCases)
  func readsTextAlignment(alignment: TextAlignment) throws {
    #expect(try view(#""textAlignment": ""# + alignment.rawValue + #"""#).textAlignment == alignment)
  }

  @Test(arguments: [
    ("scale(0.5)", Transform3D.scale(x: 0.5, y: 0.5, z: 1)),
    ("translate(10, 0)", .translation(x: 10, y: 0, z: 0)),
    ("[.translate(x: 10)]", .translation(x: 10, y: 0, z: 0)),
    ("translate(10, 0) scale(2)", Transform3D.identity.translated(x: 10, y: 0, z: 0).scaled(x: 2, y: 2, z: 1)),
  ])
  func readsAViewsOwnTransformInEitherSyntax(text: String, expected: Transform3D) throws {
    let v = try view(#""transform": ""# + text + #"""#)
    #expect(v.transform.isApproximatelyEqual(to: expected))
    #expect(v.transformText == text)
  }

  @Test(arguments: [
    (
      viewWith(#""kind": "labl""#), "to.views[0].kind",
      "unknown view kind 'labl'; use view, label, button, image (did you mean 'label'?)"
    ),
    (
      viewWith(#""transform": "fade""#), "to.views[0].transform",
      "a view's transform takes translate, scale, rotate, perspective or transform, not 'fade'"
    ),
    (
      viewWith(#""textAlignment": "middle""#), "to.views[0].textAlignment",
      "unknown text alignment 'middle'; use left, center, right, justified, natural"
    ),
  ])
  func badValuesAreLocatedErrors(view: String, path: String, message: String) throws {
    let error = try #require(loadingError(sceneWithViews(view)))
    #expect(error.jsonPath == path)
    #expect(error.message == message)
    #expect(error.line != nil)
  }

  @Test func aScreenHasNoTransform() throws {
    let error = try #require(loadingError(#"{"from": {}, "to": {"transform": "scale(2)"}}"#))
    #expect(error.jsonPath == "to.transform")
    #expect(error.message == "a screen has no 'transform': it always spans the scene's size, unmoved")
  }

  @Test(arguments: [
    ("systemBackground", RGBAColor.white), ("label", .black),
    ("secondaryLabel", RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
    ("systemBlue", RGBAColor(red: 0, green: 122 / 255, blue: 1)),
    ("systemBlueColor", RGBAColor(red: 0, green: 122 / 255, blue: 1)),
    ("systemgray6", RGBAColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255)),
  ])
  func systemColoursAreAcceptedByName(name: String, color: RGBAColor) throws {
    #expect(try view(#""color": ""# + name + #"""#).color == color)
  }

  @Test func aMisspeltSystemColourSuggestsTheName() throws {
    let error = try #require(loadingError(sceneWithViews(viewWith(#""color": "systemBleu""#))))
    #expect(error.message.hasSuffix("did you mean 'systemBlue'?"))
  }

  @Test func readsTheModalPresentationStyle() throws {
    let scene = try SceneLoader.load(
      json: sceneWithTopLevel(#""modalPresentationStyle": "overFullScreen""#), fileName: "t.json")
    #expect(scene.modalPresentationStyle == .overFullScreen)
    let plain = try SceneLoader.load(json: sceneWithTopLevel(#""name": "x""#), fileName: "t.json")
    #expect(plain.modalPresentationStyle == .fullScreen)
  }

  @Test func theEncoderWritesEveryKeyBack() throws {
    let json = sceneWithViews(
      #"{"kind": "label", "name": "t", "frame": [1, 2, 3, 4], "text": "Hi", "textColor": "secondaryLabel", "textAlignment": "right", "transform": "rotate(0.1)", "modifiers": "fade"}, {"kind": "image", "image": "a", "frame": [0, 0, 5, 5]}"#
    )
    let scene = try SceneLoader.load(json: json, fileName: "t.json")
    let again = try SceneLoader.load(json: SceneEncoder.json(scene), fileName: "t.json")
    #expect(again == scene)
  }
}
