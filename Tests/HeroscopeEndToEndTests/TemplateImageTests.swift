import Foundation
import HeroImage
import HeroTestSupport
import Testing

/// Template images (issue 34 §2): an asset catalog image with `template-rendering-intent:
/// template` is drawn as UIImageView draws it, its alpha times the view's `tintColor`
/// (systemBlue, UIKit's default tint, when the scene says none); its own colours are left out.
@Suite struct TemplateImageTests {
  /// A scene of two 100 × 100 image views showing catalog image `icon` (opaque green on its
  /// left half, half-transparent green on its right half), the first tinted red, the second
  /// with the default tint; the catalog says template, or not.
  func project(template: Bool) throws -> ScratchFolder {
    let scratch = try ScratchFolder()
    let set = scratch.path("Assets.xcassets/icon.imageset")
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    var image = RGBAImage(width: 4, height: 4, fill: .init(red: 0, green: 200, blue: 0))
    for y in 0..<4 {
      for x in 2..<4 { image[x, y] = .init(red: 0, green: 200, blue: 0, alpha: 128) }
    }
    try Data(PNGEncoder.encode(image, channels: .rgba)).write(
      to: URL(fileURLWithPath: set + "/icon.png"))
    let intent = template ? #","properties":{"template-rendering-intent":"template"}"# : ""
    try Data(
      (#"{"images":[{"filename":"icon.png","idiom":"universal","scale":"1x"}]"# + intent + "}")
        .utf8
    ).write(to: URL(fileURLWithPath: set + "/Contents.json"))
    let json = """
      {"size": [240, 120], "from": {"color": "#ffffff", "views": [
        {"frame": [10, 10, 100, 100], "kind": "image", "image": "icon", "tintColor": "#ff0000"},
        {"frame": [130, 10, 100, 100], "kind": "image", "image": "icon"}
      ]}, "to": {}}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: scratch.path("scene.json")))
    return scratch
  }

  func picture(_ scratch: ScratchFolder) throws -> PNGImage {
    let result = try BinaryRunner.run([
      "frame", scratch.path("scene.json"), "--progress", "0", "--format", "png", "--scale", "1",
      "-o", scratch.path("frame.png"),
    ])
    try #require(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try PNGImage(contentsOf: scratch.url.appendingPathComponent("frame.png"))
  }

  @Test func aTemplateImageIsItsAlphaTimesTheTintColour() throws {
    let image = try picture(try project(template: true))
    // Opaque half: the tint itself; half-transparent half: the tint at 128/255 over white.
    #expect(image[20, 60] == (r: 255, g: 0, b: 0))
    let over = image[90, 60]
    #expect(over.r == 255 && abs(over.g - 127) <= 2 && abs(over.b - 127) <= 2, "\(over)")
    // No tintColor: systemBlue (0, 122, 255).
    #expect(image[140, 60] == (r: 0, g: 122, b: 255))
  }

  @Test func anImageThatIsNoTemplateKeepsItsColours() throws {
    let image = try picture(try project(template: false))
    #expect(image[20, 60] == (r: 0, g: 200, b: 0))
    #expect(image[140, 60] == (r: 0, g: 200, b: 0))
  }

  @Test func theSVGEmbedsOneTintedCopyForEachTint() throws {
    let scratch = try project(template: true)
    let result = try BinaryRunner.run(["frame", scratch.path("scene.json"), "--progress", "0", "--format", "svg"])
    try #require(result.status == 0, "\(result.stderr)")
    // The SVG embeds the tinted copy: one per tint.
    #expect(result.stdout.components(separatedBy: "<image ").count == 3)
  }
}
