import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// A layer's image drawn as UIKit draws it: laid out by its content mode, clipped by its
/// rounded bounds when it masks to them, magnified bilinearly, and minified by averaging the
/// area each pixel covers (issue 34).
@Suite struct ImagePaintingTests {
  /// `width × height` pixels of one colour (straight alpha bytes).
  static func solid(_ width: Int, _ height: Int, _ rgb: (UInt8, UInt8, UInt8)) -> RasterImage {
    RasterImage(
      width: width, height: height,
      rgba: Array((0..<(width * height)).map { _ in [rgb.0, rgb.1, rgb.2, 255] }.joined()))
  }

  /// One-pixel black and white columns.
  static func stripes(_ size: Int) -> RasterImage {
    var bytes: [UInt8] = []
    for _ in 0..<size {
      for x in 0..<size { bytes += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    return RasterImage(width: size, height: size, rgba: bytes)
  }

  /// A 100 × 100 point screen painted at 1 pixel a point; returns a pixel reader in points.
  static func paint(
    _ layer: FrameLayer, _ image: RasterImage
  ) -> (Double, Double) -> SIMD4<Float> {
    let fit = ScreenFit(screen: (100, 100), columns: 100, rows: 50, cellAspect: 2)
    var buffers = RasterBuffers()
    Rasteriser.paint(
      frame([layer], width: 100, height: 100), fit: fit, images: RasterImages(["img": image]),
      buffers: &buffers)
    let pixels = buffers.pixels
    return { x, y in
      let p = fit.pixel(x: x, y: y)
      return pixels.colors[Int(p.y) * pixels.width + Int(p.x)]
    }
  }

  static func imageLayer(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, mode: ContentMode, clipped: Bool = false,
    radius: Double = 0, color: RGBAColor? = nil
  ) -> FrameLayer {
    var layer = box("image", x, y, w, h, color: color, radius: radius)
    layer.image = FrameImage(name: "img", contentMode: mode, clipsToBounds: clipped)
    return layer
  }

  static func isRed(_ c: SIMD4<Float>) -> Bool { c.x > 0.95 && c.y < 0.05 && c.z < 0.05 }
  static func isBlack(_ c: SIMD4<Float>) -> Bool { c.x < 0.05 && c.y < 0.05 && c.z < 0.05 }

  @Test func theScreenIsOnePixelAPoint() {
    let fit = ScreenFit(screen: (100, 100), columns: 100, rows: 50, cellAspect: 2)
    #expect(fit.pixelWidth == 100)
    #expect(fit.pixel(x: 10, y: 10).x == 10)
  }

  @Test(arguments: ContentMode.allCases)
  func eachContentModePutsTheImageWhereUIKitLaysItOut(mode: ContentMode) {
    // A 20 × 10 red image in a 60 × 40 box at (20, 30), no fill: the container (black) shows
    // where the image does not.
    let read = Self.paint(Self.imageLayer(20, 30, 60, 40, mode: mode), Self.solid(20, 10, (255, 0, 0)))
    let rect = mode.layout(image: Size(width: 20, height: 10), in: Size(width: 60, height: 40))
    for y in stride(from: 30.5, to: 70, by: 1) {
      for x in stride(from: 20.5, to: 80, by: 1) {
        let (u, v) = (x - 20, y - 30)
        let inside = u > rect.minX && u < rect.maxX && v > rect.minY && v < rect.maxY
        let onEdge =
          abs(u - rect.minX) < 1 || abs(u - rect.maxX) < 1 || abs(v - rect.minY) < 1
          || abs(v - rect.maxY) < 1
        guard !onEdge else { continue }
        #expect(
          inside ? Self.isRed(read(x, y)) : Self.isBlack(read(x, y)),
          "\(mode) at (\(x), \(y))")
      }
    }
  }

  @Test func aRoundedImageViewThatMasksToBoundsCutsTheImagesCorners() {
    let image = Self.solid(8, 8, (255, 0, 0))
    let masked = Self.paint(
      Self.imageLayer(10, 10, 40, 40, mode: .scaleToFill, clipped: true, radius: 16), image)
    #expect(Self.isBlack(masked(10.5, 10.5)))  // the corner, outside the rounded shape
    #expect(Self.isBlack(masked(49.5, 49.5)))
    #expect(Self.isRed(masked(30, 30)))
    #expect(Self.isRed(masked(30, 10.5)))  // the straight part of the top edge
    // Without masksToBounds the corner radius rounds the layer's fill, not its image.
    let unmasked = Self.paint(
      Self.imageLayer(10, 10, 40, 40, mode: .scaleToFill, radius: 16), image)
    #expect(Self.isRed(unmasked(10.5, 10.5)))
  }

  @Test func anAspectFillImageOverhangsItsBoundsUnlessMasked() {
    let wide = Self.solid(40, 10, (255, 0, 0))  // 4:1 into a square: twice as wide as the box
    let overhanging = Self.paint(Self.imageLayer(40, 40, 20, 20, mode: .scaleAspectFill), wide)
    #expect(Self.isRed(overhanging(35, 50)))
    let masked = Self.paint(
      Self.imageLayer(40, 40, 20, 20, mode: .scaleAspectFill, clipped: true), wide)
    #expect(Self.isBlack(masked(35, 50)))
    #expect(Self.isRed(masked(50, 50)))
  }

  @Test func aStripedImageDrawnSmallAveragesItsStripes() {
    // 256 one-pixel stripes in 8 pixels: every pixel covers 32 of them and must be their
    // mean (grey), not one stripe's colour picked by where its centre falls.
    let read = Self.paint(Self.imageLayer(50, 50, 8, 8, mode: .scaleToFill), Self.stripes(256))
    for y in 0..<8 {
      for x in 0..<8 {
        let c = read(50.5 + Double(x), 50.5 + Double(y))
        #expect(abs(c.x - 0.5) < 0.02 && abs(c.y - 0.5) < 0.02, "(\(x), \(y)): \(c)")
      }
    }
  }

  @Test func aMagnifiedImageIsInterpolated() {
    // Black | white, 2 × 1, across 80 points: the pixels between the two texel centres ramp.
    let image = RasterImage(width: 2, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255])
    let read = Self.paint(Self.imageLayer(10, 10, 80, 10, mode: .scaleToFill), image)
    let ramp = stride(from: 30.5, to: 70, by: 4).map { read($0, 15).x }
    #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 < $1 })
    #expect(abs(read(50, 15).x - 0.5) < 0.05)
    #expect(read(11, 15).x < 0.01)
    #expect(read(89, 15).x > 0.99)
  }

  @Test func theImageTakesTheLayersOpacity() {
    var layer = Self.imageLayer(10, 10, 20, 20, mode: .scaleToFill)
    layer.opacity = 0.5
    let read = Self.paint(layer, Self.solid(2, 2, (255, 255, 255)))
    #expect(abs(read(20, 20).x - 0.5) < 0.01)
  }

  @Test func aLayerWhoseImageIsNotInTheTableIsDrawnWithoutIt() {
    var layer = Self.imageLayer(10, 10, 20, 20, mode: .scaleToFill, color: .white)
    layer.image?.name = "elsewhere"
    let read = Self.paint(layer, Self.solid(2, 2, (255, 0, 0)))
    #expect(read(20, 20).x > 0.99 && read(20, 20).y > 0.99)
  }
}

extension ImagePaintingTests {
  @Test func theBorderIsDrawnOverTheImageAndTheFillUnderIt() {
    // A blue image with transparent pixels over a white fill, in a green 4-point border.
    var bytes: [UInt8] = []
    for y in 0..<10 {
      for _ in 0..<10 { bytes += y < 5 ? [0, 0, 255, 255] : [0, 0, 0, 0] }
    }
    var layer = box(
      "image", 20, 20, 40, 40, color: .white, border: 4,
      borderColor: RGBAColor(red: 0, green: 1, blue: 0))
    layer.image = FrameImage(name: "img", contentMode: .scaleToFill, clipsToBounds: false)
    let read = Self.paint(layer, RasterImage(width: 10, height: 10, rgba: bytes))
    #expect(read(40, 22).y > 0.99 && read(40, 22).z < 0.01)  // the border, over the image
    #expect(read(40, 30).z > 0.99 && read(40, 30).x < 0.01)  // the image, over the fill
    #expect(read(40, 50).x > 0.99 && read(40, 50).z > 0.99)  // the fill, where it is clear
  }
}
