import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// An upright image layer is painted from its copy at the size and place it is drawn
/// (`LayerPainter+UprightImage`, `ImageCopies`): the same colours and owners, bit for bit, as
/// the exact per-pixel sampler, whether the copy is made for the frame or kept from an earlier
/// one, and the copies kept stay within their bounds.
@Suite struct UprightImageTests {
  /// A random image: 1–40 pixels a side, opaque, translucent or clear pixels, sometimes a
  /// template, at 1–3 pixels a point.
  static func randomImage(_ rng: inout SplitMix64) -> RasterImage {
    let width = Int.random(in: 1...40, using: &rng)
    let height = Int.random(in: 1...40, using: &rng)
    let clear = Bool.random(using: &rng)
    var bytes: [UInt8] = []
    for _ in 0..<(width * height) {
      bytes += [
        .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
        .random(in: 0...255, using: &rng),
        clear ? [0, 128, 255, 255].randomElement(using: &rng)! : 255,
      ]
    }
    return RasterImage(
      width: width, height: height, rgba: bytes, scale: Double(Int.random(in: 1...3, using: &rng)),
      isTemplate: Double.random(in: 0...1, using: &rng) < 0.15)
  }

  /// A random image layer: upright mostly (some mirrored, some rotated for the exact path), of
  /// any size down to slivers, partly off screen at times, with each content mode, masked or
  /// not, rounded, translucent, over a fill or not.
  static func randomLayer(_ rng: inout SplitMix64) -> FrameLayer {
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    let w = unit() < 0.15 ? unit() * 3 : unit() * 160
    let h = unit() < 0.15 ? unit() * 3 : unit() * 160
    var layer = box(
      "image", unit() * 240 - 40, unit() * 260 - 40, w, h,
      color: unit() < 0.5 ? nil : RGBAColor(red: unit(), green: unit(), blue: unit()),
      opacity: unit() < 0.5 ? 1 : unit(), radius: unit() < 0.4 ? 0 : unit() * 50,
      rotation: unit() < 0.1 ? unit() * 6.3 : 0)
    if unit() < 0.15 {
      // Mirrored across: still upright (the inverse's cross terms are zero).
      layer.toScreen = Transform3D.scale(x: -1, y: 1, z: 1)
        .concatenating(.translation(x: w, y: 0, z: 0)).concatenating(layer.toScreen)
    }
    layer.image = FrameImage(
      name: "img", contentMode: ContentMode.allCases.randomElement(using: &rng)!,
      clipsToBounds: unit() < 0.6,
      tint: RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: unit() < 0.5 ? 1 : unit()))
    return layer
  }

  /// The layer painted by the exact sampler and by the upright painter (with `copies`, kept
  /// from earlier paints), each over the same background: the pixels that differ.
  static func differences(
    _ layer: FrameLayer, _ image: RasterImage, fit: ScreenFit, copies: inout ImageCopies
  ) -> [Int] {
    let images = RasterImages(["img": image])
    var exact = PixelBuffer(width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(9, 80, 200))
    var upright = exact
    LayerPainter(fit: fit, exactOnly: true, images: images).paint(layer, index: 3, into: &exact)
    withUnsafeMutablePointer(to: &copies) { copies in
      LayerPainter(fit: fit, images: images, copies: copies).paint(
        layer, index: 3, into: &upright)
    }
    return exact.colors.indices.filter {
      exact.colors[$0] != upright.colors[$0] || exact.owner[$0] != upright.owner[$0]
    }
  }

  @Test(arguments: [(33, 17), (80, 24), (123, 77), (200, 60)])
  func uprightImagesPaintExactlyWhatTheExactSamplerPaints(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 * 1000 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    var mismatches: [String] = []
    for n in 0..<300 {
      let image = Self.randomImage(&rng)
      let layer = Self.randomLayer(&rng)
      // Made for this paint, then painted again from the copy kept.
      var copies = ImageCopies()
      for pass in ["made", "kept"] {
        let differ = Self.differences(layer, image, fit: fit, copies: &copies)
        if let first = differ.first {
          mismatches.append(
            "layer \(n) (\(pass) copy): \(differ.count) pixels differ, first at "
              + "(\(first % fit.pixelWidth), \(first / fit.pixelWidth)); size \(layer.size), "
              + "radius \(layer.cornerRadius), image \(image.width)×\(image.height), "
              + "\(layer.image!.contentMode)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
  }

  @Test func aLayerDrawnAgainAtTheSameSizeAndPlaceIsPaintedFromItsCopy() {
    var rng = SplitMix64(seed: 7)
    let image = Self.randomImage(&rng)
    let fit = ScreenFit(screen: (200, 220), columns: 80, rows: 24)
    var layer = ImagePaintingTests.imageLayer(20, 30, 90, 60, mode: .scaleAspectFill)
    var copies = ImageCopies()
    #expect(Self.differences(layer, image, fit: fit, copies: &copies).isEmpty)
    #expect(copies.entries.count == 1)
    // Faded: the same copy (opacity is applied as it is blended).
    layer.opacity = 0.4
    #expect(Self.differences(layer, image, fit: fit, copies: &copies).isEmpty)
    #expect(copies.entries.count == 1)
    // Moved by a fraction of a pixel: the image is sampled elsewhere, a new copy.
    layer.toScreen = layer.toScreen.concatenating(.translation(x: 0.3, y: 0, z: 0))
    #expect(Self.differences(layer, image, fit: fit, copies: &copies).isEmpty)
    #expect(copies.entries.count == 2)
  }

  @Test func theCopiesKeptStayWithinTheirBounds() {
    var rng = SplitMix64(seed: 11)
    let fit = ScreenFit(screen: (200, 220), columns: 80, rows: 24)
    let pixels = fit.pixelWidth * fit.pixelHeight
    var copies = ImageCopies()
    for n in 0..<400 {
      let image = Self.randomImage(&rng)
      let size = 40 + Double(n % 150)
      let layer = ImagePaintingTests.imageLayer(
        Double(n % 7) * 3.1, 5, size, size, mode: .scaleToFill)
      #expect(Self.differences(layer, image, fit: fit, copies: &copies).isEmpty)
      #expect(copies.entries.count <= ImageCopies.maximumEntries)
      #expect(copies.texels.count <= pixels * ImageCopies.picturesKept)
    }
    // No two copies kept share a texel.
    let spans = copies.entries.map { $0.start..<($0.start + $0.count) }.sorted {
      $0.lowerBound < $1.lowerBound
    }
    #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
  }

  /// An opaque image at full opacity over a fill of its own, cut to rounded bounds: the fill
  /// is left out where the image paints over it (its straight part and the pixels of its
  /// corners it paints, `OpaqueImage`) and kept wherever the image does not, as the exact
  /// sampler paints both.
  @Test(arguments: [(33, 17), (80, 24), (200, 60)])
  func anOpaqueImageLeavesOutOnlyTheFillItPaintsOver(_ size: (Int, Int)) {
    var rng = SplitMix64(seed: UInt64(size.0 * 7 + size.1))
    let fit = ScreenFit(screen: (200, 220), columns: size.0, rows: size.1)
    var mismatches: [String] = []
    for n in 0..<300 {
      func unit() -> Double { Double.random(in: 0...1, using: &rng) }
      let (w, h) = (4 + unit() * 160, 4 + unit() * 160)
      let (width, height) = (Int.random(in: 1...30, using: &rng), Int.random(in: 1...30, using: &rng))
      var bytes: [UInt8] = []
      for _ in 0..<(width * height) {
        bytes += [
          .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
          .random(in: 0...255, using: &rng), 255,
        ]
      }
      let image = RasterImage(width: width, height: height, rgba: bytes)
      var layer = box(
        "image", unit() * 200 - 20, unit() * 220 - 20, w, h,
        color: RGBAColor(red: unit(), green: unit(), blue: unit()), opacity: 1,
        radius: unit() * min(w, h) / 2)
      layer.image = FrameImage(
        name: "img", contentMode: ContentMode.allCases.randomElement(using: &rng)!,
        clipsToBounds: unit() < 0.8)
      var copies = ImageCopies()
      for pass in ["made", "kept"] {
        let differ = Self.differences(layer, image, fit: fit, copies: &copies)
        if let first = differ.first {
          mismatches.append(
            "layer \(n) (\(pass) copy): \(differ.count) pixels differ, first at "
              + "(\(first % fit.pixelWidth), \(first / fit.pixelWidth))")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
  }

  /// What leaving out the fill under an opaque image, and sampling it without dividing by
  /// alpha, rest on: every bilinear sample of an image whose pixels are all opaque, at every
  /// level, has alpha exactly 1 ((1 − f) + f rounds to 1 for every weight f).
  @Test func anOpaqueImageIsSampledAtAlphaExactlyOneEverywhere() {
    var rng = SplitMix64(seed: 21)
    var f: Float = 0
    var weights = 0
    while f < 1 {
      #expect((1 - f) + f == 1, "\(f)")
      f = f < 1e-6 ? f * 1.01 + .leastNonzeroMagnitude : f + Float.random(in: 0...2e-6, using: &rng)
      weights += 1
    }
    #expect(weights > 500_000)
    for _ in 0..<20 {
      var image = Self.randomImage(&rng)
      var bytes: [UInt8] = []
      for _ in 0..<(image.width * image.height) {
        bytes += [
          .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
          .random(in: 0...255, using: &rng), 255,
        ]
      }
      image = RasterImage(width: image.width, height: image.height, rgba: bytes)
      #expect(image.isOpaque)
      for level in image.levels.indices {
        for _ in 0..<500 {
          let s = Double.random(in: -0.1...1.1, using: &rng)
          let t = Double.random(in: -0.1...1.1, using: &rng)
          #expect(image.sample(s, t, level: level).w == 1)
        }
      }
    }
    var translucent = [UInt8](repeating: 255, count: 16)
    translucent[7] = 254
    #expect(!RasterImage(width: 2, height: 2, rgba: translucent).isOpaque)
  }

  /// `blendStraight` (a row of a copy over the picture: rows of opaque texels copied, or mixed
  /// at the layer's opacity in one pass) against `PixelTarget.blend` of each texel, for rows
  /// all opaque and not, at full, partial, tiny and no opacity, and with the rows of an opaque
  /// image told so (`opaque`).
  @Test func aRowOfACopyBlendsAsEachTexelWould() {
    var rng = SplitMix64(seed: 5)
    let width = 40
    for n in 0..<400 {
      let opaque = n % 3 != 0
      let line = (0..<width).map { _ in
        SIMD4(
          Float.random(in: 0...1, using: &rng), Float.random(in: 0...1, using: &rng),
          Float.random(in: 0...1, using: &rng), 0)
      }
      let alpha = (0..<width).map { _ -> Float in
        opaque ? 1 : [0, 1, 0.5, Float(1).nextUp, Float(1).nextDown].randomElement(using: &rng)!
      }
      let opacity: Float = [1, 0.4, 0.02, 0, 1.5, 0.999].randomElement(using: &rng)!
      let columns = Int.random(in: 0...10, using: &rng)..<Int.random(in: 10...width, using: &rng)
      var plain = PixelBuffer(width: width, height: 2, fill: RGB(9, 80, 200))
      for k in 0..<width {
        plain.colors[k] = SIMD4(
          Float.random(in: 0...1, using: &rng), Float.random(in: 0...1, using: &rng), 0.3, 0)
      }
      var fast = plain
      var painted = false
      plain.withTarget { pixels in
        for k in columns where alpha[k] > 0 {
          let c = line[k]
          pixels.blend(k, r: c.x, g: c.y, b: c.z, alpha: alpha[k] * opacity, layer: 4)
          painted = true
        }
      }
      let said = fast.withTarget { pixels in
        line.withUnsafeBufferPointer { line in
          alpha.withUnsafeBufferPointer { alpha in
            LayerPainter.blendStraight(
              line.baseAddress!, alpha.baseAddress!, columns, at: 0, opacity: opacity, layer: 4,
              opaque: opaque && n % 2 == 0, into: pixels)
          }
        }
      }
      func bits(_ p: PixelBuffer) -> [SIMD4<UInt32>] {
        p.colors.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
      }
      #expect(bits(fast) == bits(plain), "row \(n), opacity \(opacity)")
      #expect(fast.owner == plain.owner, "row \(n), opacity \(opacity)")
      #expect(said == painted, "row \(n)")
    }
  }
}
