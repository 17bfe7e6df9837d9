import Foundation
import HeroImage
import HeroPlanner
import Testing

@testable import HeroScene

/// A project laid out in a temporary folder: files written by relative path, removed after.
final class ProjectFolder {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  func write(_ relative: String, _ bytes: [UInt8]) throws {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func write(_ relative: String, text: String) throws { try write(relative, Array(text.utf8)) }

  /// An image set with PNGs of a distinct width per scale (10 pixels a point), so a test sees
  /// which file was chosen from its size.
  func imageSet(
    _ relative: String, scales: [Int], idiom: String = "universal", template: Bool = false,
    darkVariant: Bool = false
  ) throws {
    var entries: [String] = []
    for scale in scales {
      let name = "img@\(scale)x.png"
      entries.append(#"{"filename":"\#(name)","idiom":"\#(idiom)","scale":"\#(scale)x"}"#)
      let image = RGBAImage(width: 10 * scale, height: 4, fill: .init(red: 9, green: 9, blue: 9))
      try write(relative + "/" + name, PNGEncoder.encode(image))
      if darkVariant {
        entries.append(
          #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark.png","idiom":"\#(idiom)","scale":"\#(scale)x"}"#
        )
      }
    }
    entries.append(#"{"idiom":"universal","scale":"3x"}"#)  // an empty slot, as Xcode leaves
    let properties = template ? #","properties":{"template-rendering-intent":"template"}"# : ""
    try write(
      relative + "/Contents.json",
      text: #"{"images":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}\#(properties)}"#)
  }

  func namespace(_ relative: String) throws {
    try write(
      relative + "/Contents.json",
      text: #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#)
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}

/// Image names resolved as Xcode resolves them: catalogs beside the scene and above it up to
/// the project, groups and namespaces, the scale nearest the one drawn, the "any" appearance,
/// paths relative to the scene, and clear located problems for the rest.
@Suite struct AssetCatalogTests {
  func width(_ result: Result<SceneImage, ImageProblem>) -> Int? {
    guard case .success(let image) = result else { return nil }
    return image.image.width
  }

  @Test func catalogsBesideAndAboveTheSceneUpToTheProjectAreSearched() throws {
    let project = try ProjectFolder()
    try project.write("App.xcodeproj/project.pbxproj", text: "")
    try project.imageSet("App/Assets.xcassets/logo.imageset", scales: [1, 2, 3])
    try project.imageSet("App/Screens/Local.xcassets/badge.imageset", scales: [2])
    try project.imageSet("Outside.xcassets/far.imageset", scales: [1])
    // Above the project: never searched.
    try project.write("Above/x", text: "")
    let scene = project.path("App/Screens/scene.json")
    let resolver = SceneImageResolver(sceneFile: scene)
    #expect(
      resolver.catalogs.catalogs.map { ($0 as NSString).lastPathComponent } == [
        "Local.xcassets", "Assets.xcassets", "Outside.xcassets",
      ])
    #expect(width(resolver.load("logo", scale: 2)) == 20)
    #expect(width(resolver.load("badge", scale: 3)) == 20)
    #expect(width(resolver.load("far", scale: 1)) == 10)
  }

  /// Hero's example app: storyboards in `Examples/Examples/ImageGallery`, the catalog in
  /// `Examples/HeroExamples`, the project in `Examples`: found below the project's root.
  @Test func aCatalogBesideTheSceneFolderUnderTheProjectRootIsFound() throws {
    let project = try ProjectFolder()
    try project.write("Examples/HeroExamples.xcodeproj/project.pbxproj", text: "")
    try project.imageSet("Examples/HeroExamples/Assets.xcassets/Unsplash0.imageset", scales: [1])
    try project.write("Examples/Examples/ImageGallery/ImageViewer.storyboard", text: "")
    let resolver = SceneImageResolver(
      sceneFile: project.path("Examples/Examples/ImageGallery/ImageViewer.storyboard"))
    #expect(width(resolver.load("Unsplash0", scale: 2)) == 10)
  }

  @Test func withoutAProjectOnlyTheScenesFolderIsSearched() throws {
    let project = try ProjectFolder()
    try project.imageSet("Top.xcassets/top.imageset", scales: [1])
    try project.imageSet("scenes/Near.xcassets/near.imageset", scales: [1])
    let resolver = SceneImageResolver(sceneFile: project.path("scenes/a.json"))
    #expect(resolver.catalogs.imageSets.keys.sorted() == ["near"])
  }

  @Test func groupsAreTransparentAndNamespacesPrefixTheName() throws {
    let project = try ProjectFolder()
    try project.write("Package.swift", text: "")
    try project.imageSet("Assets.xcassets/Icons/Small/dot.imageset", scales: [1])
    try project.namespace("Assets.xcassets/Foods")
    try project.imageSet("Assets.xcassets/Foods/pear.imageset", scales: [2])
    try project.namespace("Assets.xcassets/Foods/Fruit")
    try project.imageSet("Assets.xcassets/Foods/Fruit/apple.imageset", scales: [1])
    // Not image sets: left out.
    try project.write("Assets.xcassets/AppIcon.appiconset/Contents.json", text: "{}")
    try project.write("Assets.xcassets/Tint.colorset/Contents.json", text: "{}")
    let resolver = SceneImageResolver(sceneFile: project.path("scene.json"))
    #expect(resolver.catalogs.imageSets.keys.sorted() == ["Foods/Fruit/apple", "Foods/pear", "dot"])
    #expect(width(resolver.load("Foods/pear", scale: 2)) == 20)
    guard case .failure(let problem) = resolver.load("pear", scale: 2) else {
      Issue.record("a namespaced image found by its bare name")
      return
    }
    #expect(problem.message.contains("did you mean 'Foods/pear'?"), "\(problem.message)")
  }

  /// Two links back to the catalog's top in one group would make the walk 2^32 folders deep;
  /// the walk's bounds end it, with what it found.
  @Test func symbolicLinksThatLoopEndTheWalk() throws {
    let project = try ProjectFolder()
    try project.imageSet("A.xcassets/Group/one.imageset", scales: [1])
    for link in ["loop", "again"] {
      try FileManager.default.createSymbolicLink(
        atPath: project.path("A.xcassets/Group/\(link)"),
        withDestinationPath: project.path("A.xcassets"))
    }
    let resolver = SceneImageResolver(sceneFile: project.path("s.json"))
    #expect(width(resolver.load("one", scale: 1)) == 10)
  }

  @Test(arguments: [(1.0, 10), (2.0, 20), (3.0, 30), (1.4, 10), (1.5, 20), (2.6, 30), (8, 30)])
  func theScaleNearestTheDrawnOneIsChosen(scale: Double, width expected: Int) throws {
    let project = try ProjectFolder()
    try project.imageSet("A.xcassets/icon.imageset", scales: [1, 2, 3], darkVariant: true)
    let resolver = SceneImageResolver(sceneFile: project.path("s.json"))
    let result = resolver.load("icon", scale: scale)
    #expect(width(result) == expected)
    if case .success(let image) = result {
      #expect(image.resolved.scale == Double(expected / 10))
      #expect(image.resolved.renderingIntent == .automatic)
    }
  }

  @Test func onlyTheAnyAppearanceAndTheUniversalOrIPhoneIdiomCount() throws {
    let project = try ProjectFolder()
    try project.imageSet("A.xcassets/phone.imageset", scales: [2], idiom: "iphone", template: true)
    try project.imageSet("A.xcassets/pad.imageset", scales: [2], idiom: "ipad")
    let resolver = SceneImageResolver(sceneFile: project.path("s.json"))
    let phone = resolver.load("phone", scale: 3)
    #expect(width(phone) == 20)
    if case .success(let image) = phone { #expect(image.resolved.renderingIntent == .template) }
    guard case .failure(let problem) = resolver.load("pad", scale: 2) else {
      Issue.record("an iPad-only image used on an iPhone")
      return
    }
    #expect(problem.message == "image 'pad' has no universal image for the any appearance in A.xcassets/pad.imageset")
  }

  @Test func pathsAreReadRelativeToTheSceneWithTheirScale() throws {
    let project = try ProjectFolder()
    let image = RGBAImage(width: 6, height: 3, fill: .init(red: 1, green: 2, blue: 3))
    try project.write("scenes/photos/tile@2x.png", PNGEncoder.encode(image))
    let resolver = SceneImageResolver(sceneFile: project.path("scenes/s.json"))
    guard case .success(let loaded) = resolver.load("photos/tile@2x.png", scale: 1) else {
      Issue.record("the path did not load")
      return
    }
    #expect(loaded.image == image)
    #expect(loaded.resolved.scale == 2)
    #expect(loaded.resolved.catalog == nil)
    #expect(SceneImageResolver.scale(ofFileName: "a@3x~iphone.png") == 3)
    #expect(SceneImageResolver.scale(ofFileName: "plain.jpg") == 1)
  }

  @Test func extraAssetFoldersAreSearchedAfterTheScenesAndBadOnesAreProblems() throws {
    let project = try ProjectFolder()
    try project.imageSet("shared/Brand.xcassets/mark.imageset", scales: [1])
    try project.imageSet("Other.xcassets/other.imageset", scales: [1])
    let resolver = SceneImageResolver(
      sceneFile: project.path("s/s.json"),
      assetFolders: [project.path("shared"), project.path("Other.xcassets"), project.path("nope")])
    #expect(width(resolver.load("mark", scale: 1)) == 10)
    #expect(width(resolver.load("other", scale: 1)) == 10)
    #expect(resolver.setupProblems.count == 1)
    #expect(resolver.setupProblems.first?.message.contains("does not exist") == true)
  }

  @Test func missingBrokenAndUnreadableImagesAreLocatedProblems() throws {
    let project = try ProjectFolder()
    try project.write("Package.swift", text: "")
    try project.imageSet("A.xcassets/hero.imageset", scales: [1])
    try project.write("A.xcassets/broken.imageset/Contents.json", text: "{\n  \"images\": [ {\"scale\": 2} ]\n}")
    try project.write(
      "A.xcassets/garbage.imageset/Contents.json",
      text: #"{"images":[{"filename":"g.png","idiom":"universal","scale":"1x"}]}"#)
    try project.write("A.xcassets/garbage.imageset/g.png", text: "not a png")
    let resolver = SceneImageResolver(sceneFile: project.path("scene.json"))
    let place = ImageProblem.Place(file: "scene.json", jsonPath: "to.views[0].image", line: 4, column: 17)

    func problem(_ name: String) -> ImageProblem? {
      if case .failure(let problem) = resolver.load(name, scale: 2, at: place) { return problem }
      return nil
    }
    #expect(
      problem("heroo")?.description
        == "scene.json: to.views[0].image: line 4, column 17: image 'heroo' cannot be found: it is in none of 'A.xcassets' (did you mean 'hero'?)"
    )
    #expect(
      problem("broken")?.message
        == "image 'broken': A.xcassets/broken.imageset/Contents.json: line 2, column 25: expected a string, found a number"
    )
    #expect(
      problem("garbage")?.message
        == "image 'garbage': 'A.xcassets/garbage.imageset/g.png' is neither a PNG nor a JPEG file")
    #expect(
      problem("photos/none.png")?.message
        == "image file 'photos/none.png' cannot be read: no such file or directory")
    #expect(problem("")?.message == "an image is named by a non-empty string")
    // A name with a newline cannot forge a line of its own.
    #expect(problem("a\nb")?.description.contains("\n") == false)
  }
}
