import Foundation
import HeroANSI
import HeroImage
import HeroRaster
import HeroScene
import HeroTestSupport
import Testing

/// What the sixel and iTerm2 encoders write, decoded back by decoders that are not
/// heroscope's (libsixel's `sixel2png`, the tests' own sixel decoder, Pillow), against
/// `frame --format png` of the same progress at the same pixel size.
enum PictureReference {
  static let sceneFile = "Scenes/example-menu.json"

  /// `frame SCENE --progress P --format png --scale S` from the binary, as RGB, and the
  /// scene's sixel palette.
  static func frame(progress: Double, scale: Double, in folder: ScratchFolder) throws
    -> (picture: PictureFrame, png: String, palette: SixelPalette)
  {
    let png = folder.path("frame-\(progress)-\(scale).png")
    let result = try BinaryRunner.run([
      "frame", sceneFile, "--progress", String(progress), "--format", "png", "--scale",
      String(scale), "-o", png,
    ])
    guard result.status == 0 else {
      throw Pillow.Failure(description: "frame --format png failed: \(result.stderr)")
    }
    let image = try ImageDecoder.decode(contentsOfFile: png)
    var rgb: [UInt8] = []
    rgb.reserveCapacity(image.width * image.height * 3)
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
      rgb += image.pixels[i..<(i + 3)]
    }
    let scene = try SceneLoader.load(
      path: BinaryRunner.packageRoot.appendingPathComponent(sceneFile).path)
    return (
      PictureFrame(
        rgb: rgb, width: image.width, height: image.height, column: 0, row: 0, columns: 40,
        rows: 40),
      png, SixelPalette(scene: scene)
    )
  }

  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let dr = Int(a.r) - Int(b.r)
    let dg = Int(a.g) - Int(b.g)
    let db = Int(a.b) - Int(b.b)
    return dr * dr + dg * dg + db * db
  }

  /// The palette's own error at each pixel: the distance from the picture's colour to the
  /// nearest register (what no sixel decoder can do better than).
  static func paletteError(_ picture: PictureFrame, _ palette: SixelPalette) -> [Double] {
    var cache: [RGB: Double] = [:]
    return (0..<(picture.width * picture.height)).map { i in
      let colour = RGB(picture.rgb[i * 3], picture.rgb[i * 3 + 1], picture.rgb[i * 3 + 2])
      if let known = cache[colour] { return known }
      let error = Double(palette.colours.map { distance($0, colour) }.min() ?? 0).squareRoot()
      cache[colour] = error
      return error
    }
  }

  /// Checks decoded pixels against the picture: each within the palette's error at that
  /// pixel plus `slack` (RGB distance), all of them painted.
  static func expectWithinPalette(
    _ decoded: [UInt8], _ picture: PictureFrame, _ palette: SixelPalette, slack: Double,
    _ who: String
  ) {
    let errors = paletteError(picture, palette)
    var worst = 0.0
    var outside = 0
    var exact = 0
    var total = 0.0
    for i in 0..<errors.count {
      let got = RGB(decoded[i * 3], decoded[i * 3 + 1], decoded[i * 3 + 2])
      let want = RGB(picture.rgb[i * 3], picture.rgb[i * 3 + 1], picture.rgb[i * 3 + 2])
      let error = Double(distance(got, want)).squareRoot()
      if error > errors[i] + slack { outside += 1 }
      worst = max(worst, error - errors[i])
      // Within a level a channel (registers are set in percent) and the decoder's slack.
      if error <= 3.0.squareRoot() + slack { exact += 1 }
      total += error
    }
    #expect(outside == 0, "\(who): \(outside) pixels beyond the palette's error (worst +\(worst))")
    // The scene's flat colours and the blends its frames cover most are registers: most
    // pixels are their own colour as far as percent can say it (84–97 % on the menu scene;
    // the rest are fades between the sampled progress points, a few levels off), and the mean
    // error is small (0.8–2.2 there).
    let mean = total / Double(errors.count)
    print("\(who): \(exact) of \(errors.count) pixels within a level, mean error \(mean)")
    #expect(
      Double(exact) >= 0.75 * Double(errors.count),
      "\(who): only \(exact) of \(errors.count) pixels within a level of the picture")
    #expect(mean <= 3 + slack, "\(who): a mean error of \(mean)")
  }
}

@Suite("Sixel and iTerm2 bytes decoded back equal frame --format png")
struct PictureEncoderDecodeTests {
  @Test("sixel, through the tests' own decoder: each pixel within the palette's error")
  func sixelOwnDecoder() throws {
    let folder = try ScratchFolder()
    let (picture, _, palette) = try PictureReference.frame(progress: 0.5, scale: 1, in: folder)
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let image = try SixelImage.decode(bytes)
    #expect(image.width == picture.width && image.height == picture.height)
    #expect(image.painted.allSatisfy { $0 })
    // Registers are set in percent: a channel shows within one level of the register's
    // colour, which the palette already holds as shown; so no slack beyond the palette's.
    PictureReference.expectWithinPalette(image.rgb, picture, palette, slack: 0, "own decoder")
  }

  @Test(
    "sixel, through libsixel's sixel2png: each pixel within the palette's error and a level",
    .enabled(
      if: ToolRunner.find("sixel2png") != nil,
      "sixel2png is missing (Debian's libsixel-bin, which .ci/run installs)"))
  func sixelLibsixel() throws {
    let folder = try ScratchFolder()
    let (picture, _, palette) = try PictureReference.frame(progress: 0.3, scale: 1, in: folder)
    var encoder = SixelEncoder(palette: palette)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    // The image alone, from its DCS on (the cursor move before it is the terminal's).
    let start = try #require(
      (0..<(bytes.count - 1)).first { bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "P") })
    try Data(bytes[start...]).write(to: URL(fileURLWithPath: folder.path("frame.six")))
    let tool: String = try #require(ToolRunner.find("sixel2png"))
    let result = try BinaryRunner.run(
      ["-i", folder.path("frame.six"), "-o", folder.path("decoded.png")],
      executable: tool, timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    let decoded = try ImageDecoder.decode(contentsOfFile: folder.path("decoded.png"))
    #expect(decoded.width == picture.width && decoded.height == picture.height)
    var rgb: [UInt8] = []
    for i in stride(from: 0, to: decoded.pixels.count, by: 4) { rgb += decoded.pixels[i..<(i + 3)] }
    // libsixel turns a percent into a byte its own way (up to one level from ours in each
    // channel): a slack of √3.
    PictureReference.expectWithinPalette(rgb, picture, palette, slack: 3.0.squareRoot(), "sixel2png")
  }

  @Test(
    "iTerm2: the PNG inside the OSC, read by Pillow, is frame --format png exactly",
    .enabled(if: Pillow.python != nil, "python3 with Pillow is missing (.ci/run installs it)"))
  func iterm() throws {
    let folder = try ScratchFolder()
    let (picture, png, _) = try PictureReference.frame(progress: 0.7, scale: 1, in: folder)
    var encoder = ITermEncoder()
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    let payload = try #require(
      text.split(separator: ":", maxSplits: 1).last?.split(separator: "\u{07}").first)
    let data = try #require(Data(base64Encoded: String(payload)))
    try data.write(to: URL(fileURLWithPath: folder.path("inline.png")))
    let verdict = try Pillow.run(
      """
      import sys
      from PIL import Image, ImageChops
      a = Image.open(sys.argv[1]).convert("RGB")
      b = Image.open(sys.argv[2]).convert("RGB")
      print(a.size == b.size and ImageChops.difference(a, b).getbbox() is None)
      """, [folder.path("inline.png"), png])
    #expect(verdict.trimmingCharacters(in: .whitespacesAndNewlines) == "True")
  }
}
