import Foundation
import HeroImage
import HeroPlanner
import Testing

@testable import HeroScene

/// A view's `image` and `contentMode` keys, and the images a scene names loaded once per load
/// with each missing one a located warning (issue 34).
@Suite struct SceneImageTests {
  @Test(arguments: ContentMode.allCases)
  func readsEveryContentModeByUIKitsName(mode: ContentMode) throws {
    let scene = try SceneLoader.load(
      json: sceneWithViews(
        #"{"frame": [0, 0, 100, 40], "kind": "image", "contentMode": ""# + mode.rawValue + #""}"#),
      fileName: "t.json")
    #expect(scene.to.subviews.first?.contentMode == mode)
    // `import` writes it back (the default is left out, as a person would write it).
    let written = SceneEncoder.json(scene)
    #expect(written.contains(#""contentMode""#) == (mode != .scaleToFill))
  }

  @Test func anImageViewIsScaleToFillByDefault() throws {
    let scene = try SceneLoader.load(
      json: sceneWithViews(#"{"frame": [0, 0, 100, 40], "kind": "image"}"#), fileName: "t.json")
    #expect(scene.to.subviews.first?.contentMode == .scaleToFill)
  }

  @Test func anUnknownContentModeIsALocatedErrorWithTheNearestName() throws {
    let error = #expect(throws: SceneLoadError.self) {
      try SceneLoader.load(
        json: sceneWithViews(#"{"frame": [0, 0, 100, 40], "contentMode": "aspectFit"}"#),
        fileName: "t.json")
    }
    #expect(error?.jsonPath == "to.views[0].contentMode")
    #expect(error?.line != nil)
    #expect(error?.message.contains("scaleAspectFit") == true)
  }

  @Test(arguments: [
    // UIImageView's layouts of a 20×10 point image in a 100×40 box.
    (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 40)),
    (.scaleAspectFit, Rect(x: 10, y: 0, width: 80, height: 40)),
    (.scaleAspectFill, Rect(x: 0, y: -5, width: 100, height: 50)),
    (.center, Rect(x: 40, y: 15, width: 20, height: 10)),
    (.top, Rect(x: 40, y: 0, width: 20, height: 10)),
    (.bottom, Rect(x: 40, y: 30, width: 20, height: 10)),
    (.left, Rect(x: 0, y: 15, width: 20, height: 10)),
    (.right, Rect(x: 80, y: 15, width: 20, height: 10)),
    (.topLeft, Rect(x: 0, y: 0, width: 20, height: 10)),
    (.topRight, Rect(x: 80, y: 0, width: 20, height: 10)),
    (.bottomLeft, Rect(x: 0, y: 30, width: 20, height: 10)),
    (.bottomRight, Rect(x: 80, y: 30, width: 20, height: 10)),
  ])
  func eachContentModeLaysTheImageOutAsUIKitDoes(mode: ContentMode, expected: Rect) {
    #expect(
      mode.layout(image: Size(width: 20, height: 10), in: Size(width: 100, height: 40)) == expected)
  }

  /// A scene file in a project folder with one image file and one missing name.
  func project() throws -> (ProjectFolder, String) {
    let folder = try ProjectFolder()
    try folder.write(
      "photos/tile.png",
      PNGEncoder.encode(RGBAImage(width: 4, height: 2, fill: .init(red: 200, green: 10, blue: 10))))
    let json = """
      {"from": {"views": [
        {"frame": [0, 0, 100, 40], "kind": "image", "image": "photos/tile.png"},
        {"frame": [0, 50, 100, 40], "kind": "image",
         "image": "missing"}
      ]}, "to": {"views": [{"frame": [0, 0, 10, 10], "kind": "image", "image": "photos/tile.png"}]}}
      """
    try folder.write("scene.json", text: json)
    return (folder, folder.path("scene.json"))
  }

  @Test func aMissingImageIsAWarningAtItsLineAndColumnAndTheOthersLoad() throws {
    let (folder, path) = try project()
    _ = folder
    let scene = try SceneLoader.load(path: path)
    var loader = SceneImageLoader()
    let locations = SceneLocations(bytes: try FileReader.contents(ofFile: path))
    let images = loader.load(scene, resolver: SceneImageResolver(sceneFile: path)) {
      locations.position(of: $0, key: $1)
    }
    #expect(images.images["photos/tile.png"]?.image.width == 4)
    #expect(images.problems.count == 1)
    let problem = try #require(images.problems.first)
    #expect(problem.image == "missing")
    #expect(problem.place.jsonPath == "from.views[1].image")
    #expect(problem.place.line == 4)
    #expect(problem.place.column == 13)
    #expect(problem.description.contains("image 'missing' cannot be found"))
  }

  @Test func imagesAreDecodedOncePerLoadAndAgainOnlyWhenTheFileChanges() throws {
    let (folder, path) = try project()
    let scene = try SceneLoader.load(path: path)
    let resolver = SceneImageResolver(sceneFile: path)
    var loader = SceneImageLoader()
    _ = loader.load(scene, resolver: resolver)
    #expect(loader.decodeCount == 1)  // two views, one file
    _ = loader.load(scene, resolver: resolver)
    #expect(loader.decodeCount == 1)  // loaded again: nothing changed, nothing decoded
    try folder.write(
      "photos/tile.png",
      PNGEncoder.encode(RGBAImage(width: 6, height: 2, fill: .init(red: 1, green: 2, blue: 3))))
    let again = loader.load(scene, resolver: resolver)
    #expect(loader.decodeCount == 2)
    #expect(again.images["photos/tile.png"]?.image.width == 6)
  }

  @Test func aLoadedImageReplacesThePlaceholderButNotWhatTheSceneWrote() throws {
    let (folder, path) = try project()
    _ = folder
    var scene = try SceneLoader.load(path: path)
    scene.to.subviews[0].color = .white
    var loader = SceneImageLoader()
    let applied = loader.load(scene, resolver: SceneImageResolver(sceneFile: path)).applied(
      to: scene)
    #expect(applied.from.subviews[0].color == nil)
    #expect(applied.from.subviews[0].text == nil)
    #expect(applied.from.subviews[1].color == ViewKind.imagePlaceholder)  // missing: placeholder
    #expect(applied.from.subviews[1].text == "missing")
    #expect(applied.to.subviews[0].color == .white)
  }

  @Test func aSnapshotIsAPathThatReplacesTheBoxAndIsKeyedApartFromAnImageOfTheSameName() throws {
    let folder = try ProjectFolder()
    try folder.write(
      "shots/card.png",
      PNGEncoder.encode(RGBAImage(width: 8, height: 4, fill: .init(red: 9, green: 9, blue: 9))))
    // A catalog name spelt like the snapshot's path would be another image: never this file.
    let json = """
      {"from": {"views": [
        {"frame": [0, 0, 100, 40], "color": "#ff0000", "text": "Card",
         "snapshot": "shots/card.png"}
      ]}, "to": {"views": [{"frame": [0, 0, 10, 10], "snapshot": "shots/gone.png"}]}}
      """
    try folder.write("scene.json", text: json)
    let path = folder.path("scene.json")
    let scene = try SceneLoader.load(path: path)
    #expect(scene.from.subviews[0].snapshot == "shots/card.png")
    #expect(SceneEncoder.json(scene).contains(#""snapshot": "shots/card.png""#))
    var loader = SceneImageLoader()
    let locations = SceneLocations(bytes: try FileReader.contents(ofFile: path))
    let images = loader.load(scene, resolver: SceneImageResolver(sceneFile: path)) {
      locations.position(of: $0, key: $1)
    }
    #expect(images.snapshots["shots/card.png"]?.image.width == 8)
    #expect(images.images.isEmpty)
    #expect(images.byFrameKey[FrameImage.snapshotKey("shots/card.png")] != nil)
    #expect(images.byFrameKey["shots/card.png"] == nil)
    let problem = try #require(images.problems.first)
    #expect(problem.place.jsonPath == "to.views[0].snapshot")
    #expect(problem.place.line == 4)
    #expect(problem.message.hasPrefix("snapshot file 'shots/gone.png' cannot be read"))
    // Drawn by its picture alone: the colour and label are in it.
    let applied = images.applied(to: scene)
    #expect(applied.from.subviews[0].color == nil)
    #expect(applied.from.subviews[0].text == nil)
    #expect(applied.to.subviews[0].color == scene.to.subviews[0].color)
  }
}
