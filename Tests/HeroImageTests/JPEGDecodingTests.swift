import Foundation
import HeroTestSupport
import HeroImage
import Testing

/// The JPEG decoder against files Pillow makes at run time: baseline, progressive, greyscale,
/// CMYK, and each EXIF orientation, compared with Pillow's own decoding turned by
/// `ImageOps.exif_transpose`.
@Suite(.enabled(if: Pillow.python != nil, "needs python3 with Pillow (python3-pil)"))
struct JPEGDecodingTests {
  /// 64×48: red, green, blue and white quadrants with a soft gradient band across the middle.
  static let maker = """
    import sys
    from PIL import Image, ImageOps
    folder = sys.argv[1]
    im = Image.new("RGB", (64, 48))
    px = im.load()
    for y in range(48):
        for x in range(64):
            quadrant = (x >= 32) + 2 * (y >= 24)
            px[x, y] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)][quadrant]
    for x in range(64):
        px[x, 0] = (x * 4, 128, 255 - x * 4)
    im.save(folder + "/baseline.jpg", quality=95)
    im.save(folder + "/progressive.jpg", quality=95, progressive=True)
    im.convert("L").save(folder + "/grey.jpg", quality=95)
    im.convert("CMYK").save(folder + "/cmyk.jpg", quality=95)
    for orientation in range(1, 9):
        exif = Image.Exif()
        exif[0x0112] = orientation
        im.save(folder + "/exif%d.jpg" % orientation, quality=95, exif=exif)
    for name in ["baseline", "progressive", "grey"] + ["exif%d" % o for o in range(1, 9)]:
        shown = ImageOps.exif_transpose(Image.open(folder + "/" + name + ".jpg")).convert("RGBA")
        with open(folder + "/" + name + ".rgba", "wb") as f:
            f.write(shown.tobytes())
        print(name, shown.size[0], shown.size[1])
    """

  /// The made files, and Pillow's decoded size of each.
  static func make() throws -> (ScratchFolder, [String: (Int, Int)]) {
    let folder = try ScratchFolder()
    let output = try Pillow.run(maker, [folder.url.path])
    var sizes: [String: (Int, Int)] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      sizes[String(parts[0])] = (Int(parts[1])!, Int(parts[2])!)
    }
    return (folder, sizes)
  }

  @Test func everyKindMatchesPillowsDecodingTurnedByEXIF() throws {
    let (folder, sizes) = try Self.make()
    #expect(sizes.count == 11)
    for (name, size) in sizes.sorted(by: { $0.key < $1.key }) {
      let image = try ImageDecoder.decode(contentsOfFile: folder.path(name + ".jpg"))
      #expect(image.width == size.0 && image.height == size.1, "\(name)")
      let reference = try readBytes(folder.path(name + ".rgba"))
      guard image.pixels.count == reference.count else {
        Issue.record("\(name): \(image.pixels.count) bytes, Pillow \(reference.count)")
        continue
      }
      let worst = zip(image.pixels, reference).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 2, "\(name): a channel differs from Pillow's by \(worst)")
    }
  }

  @Test func orientationSixIsTurnedAQuarterClockwise() throws {
    let (folder, _) = try Self.make()
    let image = try ImageDecoder.decode(contentsOfFile: folder.path("exif6.jpg"))
    #expect(image.width == 48 && image.height == 64)
    // The stored bottom-left (blue) is shown top-left; the stored top-left (red) top-right.
    let topLeft = image[4, 8]
    let topRight = image[44, 8]
    #expect(topLeft.blue > 200 && topLeft.red < 60, "\(topLeft)")
    #expect(topRight.red > 200 && topRight.blue < 60, "\(topRight)")
    #expect(ExifOrientation.read(fromJPEG: try readBytes(folder.path("exif6.jpg"))) == .right)
    #expect(ExifOrientation.read(fromJPEG: try readBytes(folder.path("baseline.jpg"))) == .up)
  }

  @Test func cmykFilesComeOutInTheirRGBColours() throws {
    let (folder, _) = try Self.make()
    let image = try ImageDecoder.decode(contentsOfFile: folder.path("cmyk.jpg"))
    let expected: [(Int, Int, [Int])] = [
      (10, 10, [255, 0, 0]), (50, 10, [0, 255, 0]), (10, 40, [0, 0, 255]), (50, 40, [255, 255, 255]),
    ]
    for (x, y, colour) in expected {
      let pixel = image[x, y]
      let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
      #expect(zip(got, colour).allSatisfy { abs($0 - $1) <= 8 }, "(\(x), \(y)) is \(got)")
      #expect(pixel.alpha == 255)
    }
  }

  @Test func aTruncatedOrOversizedJPEGIsAnErrorNamingTheFile() throws {
    let (folder, _) = try Self.make()
    for name in ["baseline", "progressive"] {
      let bytes = try readBytes(folder.path(name + ".jpg"))
      for length in [3, 20, 200, bytes.count / 2, bytes.count - 40] {
        #expect(throws: ImageError.self, "\(name) cut at \(length)") {
          try ImageDecoder.decode(Array(bytes[..<length]), file: "cut.jpg")
        }
      }
    }
    var bytes = try readBytes(folder.path("baseline.jpg"))
    let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    // SOF0: length (2), precision (1), height (2), width (2).
    bytes[sof + 5] = 0xEA
    bytes[sof + 6] = 0x60
    bytes[sof + 7] = 0xEA
    bytes[sof + 8] = 0x60
    do {
      _ = try ImageDecoder.decode(bytes, file: "huge.jpg")
      Issue.record("a 60000×60000 JPEG decoded")
    } catch {
      #expect(error.reason == .tooManyPixels(width: 60000, height: 60000, limit: ImageLimits.default.maxPixels))
      #expect(error.description.hasPrefix("huge.jpg: is 60000×60000 pixels"))
    }
  }
}
