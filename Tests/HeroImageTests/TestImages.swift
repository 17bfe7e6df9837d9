import HeroImage

/// Images the encoder tests draw: gradients with alpha, flat-coloured frames of a moving box
/// (what a recording of a transition looks like), and noise.
enum TestImages {
  static func gradient(width: Int, height: Int, opaque: Bool) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBAImage.Pixel(
          red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
          blue: UInt8((x * y) % 256), alpha: opaque ? 255 : UInt8((x + y * 3) % 256))
      }
    }
    return image
  }

  /// A 120×80 background with a box of `colour` at `x` (the box moves between frames).
  /// On a flat background, or on a gradient (which makes a whole frame costly to store).
  static func box(
    at x: Int, colour: RGBAImage.Pixel = .init(red: 200, green: 40, blue: 90),
    onGradient: Bool = false
  ) -> RGBAImage {
    var image =
      onGradient
      ? gradient(width: 120, height: 80, opaque: true)
      : RGBAImage(width: 120, height: 80, fill: .init(red: 242, green: 242, blue: 247))
    for row in 20..<50 {
      for column in x..<(x + 30) where column < 120 { image[column, row] = colour }
    }
    return image
  }

  /// Red across, green down, blue fixed: a smooth field of 16,384 colours.
  static func smooth(width: Int, height: Int) -> RGBAImage {
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBAImage.Pixel(
          red: UInt8(x * 255 / (width - 1)), green: UInt8(y * 255 / (height - 1)), blue: 128)
      }
    }
    return image
  }

  /// Pseudo-random pixels from a fixed seed, drawn from `colours` colours.
  static func noise(width: Int, height: Int, colours: Int, seed: UInt64 = 7) -> RGBAImage {
    var state = seed
    var image = RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let index = Int(state >> 33) % colours
        image[x, y] = RGBAImage.Pixel(
          red: UInt8((index * 67) % 256), green: UInt8((index * 29) % 256),
          blue: UInt8((index * 151) % 256))
      }
    }
    return image
  }
}

/// Whether decoded channels (R, G, B, A) are the expected ones within `tolerance`. libpng's and
/// libjpeg's are held exactly to it. ImageIO (Apple platforms) hands pixels over premultiplied
/// and colour-managed, so there a colour may be off by 255/alpha more (and is not compared
/// under alpha 0) and by 3 for the grey-to-sRGB conversion.
func channelsMatch(_ got: [Int], _ want: [Int], tolerance: Int = 0) -> Bool {
  var slack = tolerance
  if ImageDecoder.platformLibraries == "ImageIO" {
    if want[3] == 0 { return abs(got[3] - want[3]) <= tolerance }
    slack += 3 + 255 / want[3]
  }
  for channel in 0..<3 where abs(got[channel] - want[channel]) > slack { return false }
  return abs(got[3] - want[3]) <= tolerance
}

/// `channelsMatch` for every pixel of two images of one size.
func imagesMatch(_ got: RGBAImage, _ want: RGBAImage) -> Bool {
  guard got.width == want.width, got.height == want.height else { return false }
  if ImageDecoder.platformLibraries != "ImageIO" { return got == want }
  for index in stride(from: 0, to: got.pixels.count, by: 4) {
    let a = got.pixels[index..<(index + 4)].map(Int.init)
    let b = want.pixels[index..<(index + 4)].map(Int.init)
    if !channelsMatch(a, b) { return false }
  }
  return true
}
