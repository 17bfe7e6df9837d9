import Foundation
import HeroImage
import HeroPlanner
import HeroPreviewer
import HeroRaster
import HeroScene
import HeroTestSupport
import Testing

@testable import heroscope

/// `play`'s reload decodes images that are new or whose files changed (issue 34 §5), off the
/// frame loop as the reload is (`FileReloader` runs inside a `BackgroundReloader`), and keeps
/// the others as they were.
@Suite struct FileReloaderImageTests {
  static func png(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> [UInt8] {
    PNGEncoder.encode(RGBAImage(width: 4, height: 4, fill: .init(red: red, green: green, blue: blue)))
  }

  static func digest(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
    RasterImage.digest(
      width: 4, height: 4, rgba: Array((0..<16).map { _ in [red, green, blue, 255] }.joined()),
      isTemplate: false)
  }

  /// Writes `bytes` to `path` with a modification time `seconds` after 2020, so each save is
  /// seen as one however fast the test runs.
  static func save(_ bytes: [UInt8], _ path: String, at seconds: Double) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_577_836_800 + seconds)], ofItemAtPath: path)
  }

  static func scene(_ images: [String]) -> [UInt8] {
    let views = images.enumerated().map { n, image in
      #"{"frame": [0, \#(n * 50), 40, 40], "kind": "image", "image": "\#(image)"}"#
    }
    return Array(#"{"from": {"views": [\#(views.joined(separator: ", "))]}, "to": {}}"#.utf8)
  }

  @Test func aChangedOrNewImageIsDecodedAgainAndTheOthersKept() throws {
    let scratch = try ScratchFolder()
    let scene = scratch.path("scene.json")
    try Self.save(Self.png(255, 0, 0), scratch.path("a.png"), at: 0)
    try Self.save(Self.scene(["a.png"]), scene, at: 0)
    // As `play` starts: the scene's images loaded with the loader the watcher keeps.
    var reloader = FileReloader(path: scene)
    _ = reloader.withImages(try SceneLoader.load(path: scene))
    _ = try #require(reloader.raster["a.png"])
    #expect(reloader.loader.decodeCount == 1)
    #expect(reloader.poll() == nil)

    // The image file saved again, the scene not: its images alone are reloaded.
    try Self.save(Self.png(0, 0, 255), scratch.path("a.png"), at: 10)
    guard case .reloadedWithImages(_, let blue)? = reloader.poll() else {
      Issue.record("an image file saved again reloads the images")
      return
    }
    #expect(blue["a.png"]?.pixelDigest == Self.digest(0, 0, 255))
    #expect(reloader.loader.decodeCount == 2)
    #expect(reloader.poll() == nil)

    // The scene saved with a new image: it alone is decoded; a.png keeps its levels.
    try Self.save(Self.png(0, 255, 0), scratch.path("b.png"), at: 20)
    try Self.save(Self.scene(["a.png", "b.png"]), scene, at: 20)
    guard case .reloadedWithImages(let reloaded, let both)? = reloader.poll() else {
      Issue.record("a scene naming a new image reloads the images")
      return
    }
    #expect(reloaded.from.subviews.count == 2)
    #expect(both["b.png"]?.pixelDigest == Self.digest(0, 255, 0))
    #expect(both["a.png"]?.pixelDigest == Self.digest(0, 0, 255))
    #expect(reloader.loader.decodeCount == 3)

    // The scene saved again without a change of image: a plain reload, nothing decoded.
    try Self.save(Self.scene(["b.png", "a.png"]), scene, at: 30)
    guard case .reloaded? = reloader.poll() else {
      Issue.record("a reload without new images is a plain reload")
      return
    }
    #expect(reloader.loader.decodeCount == 3)
  }
}
