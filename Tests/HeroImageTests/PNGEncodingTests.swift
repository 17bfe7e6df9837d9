import HeroImage
import HeroTestSupport
import Testing

/// PNG and APNG output read back by the decoder here and, independently, by Pillow.
@Suite struct PNGEncodingTests {
  @Test(arguments: [1, 6, 9])
  func pngRoundTripsThroughTheDecoderExactly(level: Int) throws {
    for opaque in [true, false] {
      let image = TestImages.gradient(width: 37, height: 23, opaque: opaque)
      let png = PNGEncoder.encode(image, level: level)
      // Colour type (byte 25 of the file): RGB for an opaque image, else RGBA.
      #expect(png[25] == (opaque ? 2 : 6))
      #expect(imagesMatch(try ImageDecoder.decode(png), image))
    }
  }

  @Test func rgbDropsAlphaAndRGBAKeepsIt() throws {
    let image = TestImages.gradient(width: 9, height: 5, opaque: false)
    let rgb = try ImageDecoder.decode(PNGEncoder.encode(image, channels: .rgb))
    for y in 0..<5 {
      for x in 0..<9 {
        var expected = image[x, y]
        expected.alpha = 255
        #expect(rgb[x, y] == expected)
      }
    }
    #expect(imagesMatch(try ImageDecoder.decode(PNGEncoder.encode(image, channels: .rgba)), image))
  }

  @Test func aHigherLevelIsNoLarger() {
    let image = TestImages.box(at: 30)
    #expect(PNGEncoder.encode(image, level: 9).count <= PNGEncoder.encode(image, level: 1).count)
  }

  @Test(.enabled(if: Pillow.python != nil, "needs python3 with Pillow (python3-pil)"))
  func pillowReadsThePNGPixelForPixel() throws {
    let folder = try ScratchFolder()
    let image = TestImages.gradient(width: 31, height: 17, opaque: false)
    try writeBytes(PNGEncoder.encode(image), to: folder.path("out.png"))
    let script = """
      import sys
      from PIL import Image
      im = Image.open(sys.argv[1])
      im.load()
      print(im.format, im.mode, im.size[0], im.size[1])
      open(sys.argv[2], "wb").write(im.convert("RGBA").tobytes())
      """
    let output = try Pillow.run(script, [folder.path("out.png"), folder.path("out.rgba")])
    #expect(output == "PNG RGBA 31 17\n")
    #expect(try readBytes(folder.path("out.rgba")) == image.pixels)
  }

  /// Four frames, the third the same as the second: Pillow sees three frames, the second
  /// lasting both delays, and each frame's pixels as given.
  @Test(.enabled(if: Pillow.python != nil, "needs python3 with Pillow (python3-pil)"))
  func pillowReadsTheAPNGsFramesDelaysAndLoop() throws {
    let folder = try ScratchFolder()
    let frames = [
      AnimationFrame(image: TestImages.box(at: 0, onGradient: true), delay: 0.1),
      AnimationFrame(image: TestImages.box(at: 20, onGradient: true), delay: 0.05),
      AnimationFrame(image: TestImages.box(at: 20, onGradient: true), delay: 0.25),
      AnimationFrame(
        image: TestImages.box(
          at: 30, colour: .init(red: 0, green: 0, blue: 0, alpha: 128), onGradient: true),
        delay: 1 / 3),
    ]
    let apng = try APNGEncoder.encode(frames)
    try writeBytes(apng, to: folder.path("out.png"))
    let script = """
      import sys
      from PIL import Image
      im = Image.open(sys.argv[1])
      print(im.format, im.n_frames, im.info.get("loop"))
      for i in range(im.n_frames):
          im.seek(i)
          print(round(im.info["duration"]))
          open(sys.argv[2] + "/%d.rgba" % i, "wb").write(im.convert("RGBA").tobytes())
      """
    let output = try Pillow.run(script, [folder.path("out.png"), folder.url.path])
    #expect(output == "PNG 3 0\n100\n300\n333\n")
    for (index, frame) in [frames[0], frames[1], frames[3]].enumerated() {
      #expect(try readBytes(folder.path("\(index).rgba")) == frame.image.pixels, "frame \(index)")
    }
    // Later frames hold only the box's rectangle: far smaller than three whole frames.
    let whole = PNGEncoder.encode(frames[1].image).count
    #expect(apng.count < whole * 2)
  }

  @Test func animationsRefuseNoFramesAndMixedSizes() {
    #expect(throws: AnimationEncodingError.noFrames) { try APNGEncoder.encode([]) }
    let frames = [
      AnimationFrame(image: RGBAImage(width: 2, height: 2), delay: 1),
      AnimationFrame(image: RGBAImage(width: 3, height: 2), delay: 1),
    ]
    #expect(throws: AnimationEncodingError.sizeMismatch(index: 1)) { try GIFEncoder.encode(frames) }
    let huge = [AnimationFrame(image: RGBAImage(width: 70000, height: 1), delay: 1)]
    #expect(throws: AnimationEncodingError.tooLarge(width: 70000, height: 1, limit: 65535)) {
      try GIFEncoder.encode(huge)
    }
  }

  @Test func theChangedRectangleBoundsEveryDifference() {
    let a = TestImages.box(at: 10)
    let b = TestImages.box(at: 15)
    #expect(b.changedRectangle(from: a) == PixelRectangle(x: 10, y: 20, width: 35, height: 30))
    #expect(a.changedRectangle(from: a) == nil)
  }
}
