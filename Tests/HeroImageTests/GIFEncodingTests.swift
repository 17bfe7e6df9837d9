import HeroImage
import HeroTestSupport
import Testing

/// GIF output: one palette for the whole recording, delays in hundredths, the loop, changed
/// rectangles; read back by Pillow, pixel for pixel where the recording has at most 255
/// colours.
@Suite struct GIFEncodingTests {
  static let pillow = Pillow.python != nil

  /// Prints the format, frame count and loop, then each frame's duration, and writes each
  /// frame as RGBA to FOLDER/N.rgba.
  static let reader = """
    import sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    print(im.format, im.n_frames, im.info.get("loop"))
    for i in range(im.n_frames):
        im.seek(i)
        print(im.info["duration"])
        open(sys.argv[2] + "/%d.rgba" % i, "wb").write(im.convert("RGBA").tobytes())
    """

  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func pillowReadsEveryFrameExactlyWithItsDelay() throws {
    let folder = try ScratchFolder()
    let frames = [
      AnimationFrame(image: TestImages.box(at: 0), delay: 0.1),
      AnimationFrame(image: TestImages.box(at: 20), delay: 1.0 / 60),
      AnimationFrame(image: TestImages.box(at: 20), delay: 1.0 / 60),
      AnimationFrame(image: TestImages.box(at: 45, colour: .init(red: 10, green: 200, blue: 30)), delay: 1.0 / 60),
      AnimationFrame(image: TestImages.box(at: 90), delay: 0.5),
    ]
    let gif = try GIFEncoder.encode(frames)
    try writeBytes(gif, to: folder.path("out.gif"))
    let output = try Pillow.run(Self.reader, [folder.path("out.gif"), folder.url.path])
    // Ends at 10, 12 (merged with the next: 13), 15, 65 hundredths: delays 10, 3, 2, 50.
    #expect(output == "GIF 4 0\n100\n30\n20\n500\n")
    for (index, frame) in [frames[0], frames[1], frames[3], frames[4]].enumerated() {
      #expect(try readBytes(folder.path("\(index).rgba")) == frame.image.pixels, "frame \(index)")
    }
  }

  /// Twelve frames at 60 Hz: delays of 1 hundredth would be shown as 10, so those frames give
  /// their place to the next; every delay is at least 2, the whole still lasts 0.2 s, and the
  /// last frame is the last given.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func sixtyHertzKeepsItsLengthWithNoDelayUnderTwoHundredths() throws {
    let folder = try ScratchFolder()
    let frames = (0..<12).map {
      AnimationFrame(image: TestImages.box(at: $0 * 5), delay: 1.0 / 60)
    }
    try writeBytes(try GIFEncoder.encode(frames), to: folder.path("60.gif"))
    let output = try Pillow.run(Self.reader, [folder.path("60.gif"), folder.url.path])
    let lines = output.split(separator: "\n").map(String.init)
    let durations = lines.dropFirst().compactMap { Int($0) }
    #expect(durations.count == lines.count - 1 && durations.count >= 6, "\(output)")
    #expect(durations.allSatisfy { $0 >= 20 }, "\(durations)")
    #expect(durations.reduce(0, +) == 200)
    let last = durations.count - 1
    #expect(try readBytes(folder.path("\(last).rgba")) == frames[11].image.pixels)
  }

  /// Random pixels of 200 colours make LZW's table fill many times over (a clear code each
  /// time): the decoded frame is still exact.
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func noiseThatFillsTheCodeTableDecodesExactly() throws {
    let folder = try ScratchFolder()
    let first = TestImages.noise(width: 211, height: 157, colours: 200)
    let second = TestImages.noise(width: 211, height: 157, colours: 200, seed: 99)
    let gif = try GIFEncoder.encode([
      AnimationFrame(image: first, delay: 0.2), AnimationFrame(image: second, delay: 0.2),
    ])
    try writeBytes(gif, to: folder.path("noise.gif"))
    let output = try Pillow.run(Self.reader, [folder.path("noise.gif"), folder.url.path])
    #expect(output == "GIF 2 0\n200\n200\n")
    #expect(try readBytes(folder.path("0.rgba")) == first.pixels)
    #expect(try readBytes(folder.path("1.rgba")) == second.pixels)
  }

  /// A smooth field of 16,384 colours: 255 of them, close everywhere (a grid of 255 cells over
  /// the red-green square is about 16 levels a side: a mean error of about 4 in two channels).
  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func manyColoursAreQuantizedCloselyByMedianCut() throws {
    let folder = try ScratchFolder()
    let image = TestImages.smooth(width: 128, height: 128)
    let palette = ColourPalette.medianCut(of: [image], maximum: 255)
    #expect(palette.colours.count == 255)
    try writeBytes(try GIFEncoder.encode([AnimationFrame(image: image, delay: 1)]), to: folder.path("g.gif"))
    let output = try Pillow.run(Self.reader, [folder.path("g.gif"), folder.url.path])
    #expect(output == "GIF 1 0\n1000\n")
    let decoded = try readBytes(folder.path("0.rgba"))
    var total = 0
    var worst = 0
    for index in 0..<decoded.count where index % 4 != 3 {
      let difference = abs(Int(decoded[index]) - Int(image.pixels[index]))
      total += difference
      worst = max(worst, difference)
    }
    let mean = Double(total) / Double(decoded.count / 4 * 3)
    #expect(mean < 3, "mean error \(mean)")
    #expect(worst < 16, "worst error \(worst)")
  }

  @Test(.enabled(if: pillow, "needs python3 with Pillow (python3-pil)"))
  func transparentPixelsStayTransparentFrameAfterFrame() throws {
    let folder = try ScratchFolder()
    var a = RGBAImage(width: 20, height: 10, fill: .init(red: 0, green: 0, blue: 0, alpha: 0))
    var b = a
    for x in 0..<10 { a[x, 5] = .init(red: 255, green: 0, blue: 0) }
    for x in 10..<20 { b[x, 5] = .init(red: 0, green: 0, blue: 255) }
    let gif = try GIFEncoder.encode(
      [AnimationFrame(image: a, delay: 0.1), AnimationFrame(image: b, delay: 0.1)],
      loopsForever: false)
    try writeBytes(gif, to: folder.path("t.gif"))
    let output = try Pillow.run(Self.reader, [folder.path("t.gif"), folder.url.path])
    #expect(output == "GIF 2 None\n100\n100\n")
    for (index, image) in [a, b].enumerated() {
      let decoded = try readBytes(folder.path("\(index).rgba"))
      // Compare alpha, and colour where opaque.
      for pixel in 0..<(20 * 10) {
        let alpha = decoded[pixel * 4 + 3]
        #expect(alpha == image.pixels[pixel * 4 + 3], "frame \(index) pixel \(pixel)")
        if alpha == 255 {
          #expect(Array(decoded[(pixel * 4)..<(pixel * 4 + 3)]) == Array(image.pixels[(pixel * 4)..<(pixel * 4 + 3)]))
        }
      }
    }
  }

  @Test func aPaletteOfFewColoursIsThoseColoursExactly() {
    let image = TestImages.box(at: 5)
    let palette = ColourPalette.medianCut(of: [image])
    #expect(Set(palette.colours) == [.init(red: 242, green: 242, blue: 247), .init(red: 200, green: 40, blue: 90)])
  }

  @Test func laterFramesHoldOnlyWhatChanged() throws {
    let still = [AnimationFrame(image: TestImages.box(at: 0), delay: 0.1)]
    let moving = still + [AnimationFrame(image: TestImages.box(at: 3), delay: 0.1)]
    let one = try GIFEncoder.encode(still).count
    let two = try GIFEncoder.encode(moving).count
    #expect(two - one < one / 2, "the second frame took \(two - one) bytes, the first \(one)")
  }
}
