import Foundation
import HeroImage
import HeroTestSupport
import Testing

/// Images in scenes through the binary: a missing image is a located warning of its own rule,
/// never an abort, and `--assets DIR` adds a catalog to search (issue 34).
@Suite struct SceneImageCommandTests {
  /// A scene naming catalog image `tile` (line 3) in a folder, and a catalog holding it
  /// elsewhere.
  func project() throws -> (scene: String, catalogs: String) {
    let root = try temporaryDirectory()
    let scene = root + "/scenes/photo.json"
    let set = root + "/art/Art.xcassets/tile.imageset"
    try FileManager.default.createDirectory(
      atPath: root + "/scenes", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try Data(
      PNGEncoder.encode(
        RGBAImage(width: 8, height: 4, fill: .init(red: 250, green: 120, blue: 20)))
    ).write(to: URL(fileURLWithPath: set + "/tile.png"))
    try Data(#"{"images":[{"filename":"tile.png","idiom":"universal","scale":"1x"}]}"#.utf8)
      .write(to: URL(fileURLWithPath: set + "/Contents.json"))
    let json = """
      {"from": {"views": [
        {"frame": [10, 10, 100, 60], "kind": "image", "contentMode": "scaleAspectFit",
         "image": "tile"}
      ]}, "to": {}}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
    return (scene, root + "/art")
  }

  @Test func checkWarnsOfAMissingImageAtItsLineAndColumn() throws {
    let (scene, _) = try project()
    let result = try BinaryRunner.run(["check", scene, "--format", "xcode"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\(scene):3:13: warning: image 'tile' cannot be found"))
    #expect(result.stdout.contains("[image-not-found]"))
  }

  @Test func assetsAddsACatalogToSearch() throws {
    let (scene, catalogs) = try project()
    let result = try BinaryRunner.run(["check", scene, "--assets", catalogs])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("image-not-found"))
    #expect(!result.stderr.contains("image-not-found"))
    // A folder that does not exist is said, not ignored.
    let missing = try BinaryRunner.run(["check", scene, "--assets", catalogs + "/nowhere"])
    #expect(missing.stderr.contains("does not exist [image-not-found]"), "\(missing.stdout) \(missing.stderr)")
  }

  @Test func aMissingImageIsAWarningAndTheFrameIsStillDrawn() throws {
    let (scene, catalogs) = try project()
    let result = try BinaryRunner.run(["frame", scene, "--progress", "0", "--size", "40x12"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("from.views[0].image: line 3, column 13: warning: image 'tile'"))
    #expect(!result.stdout.isEmpty)
    let found = try BinaryRunner.run([
      "frame", scene, "--progress", "0", "--size", "40x12", "--assets", catalogs,
    ])
    #expect(found.status == 0)
    #expect(found.stderr.isEmpty, "\(found.stderr)")
  }

  @Test func everyCommandThatLoadsASceneTakesAssets() throws {
    for command in ["plan", "frame", "record", "check", "play", "diff"] {
      let help = try BinaryRunner.run(["help", command])
      #expect(help.stdout.contains("--assets"), "\(command)")
    }
  }
}
