import Foundation
import HeroPlanner

/// What an SVG needs to embed the images and snapshots its layers show: the raster's table and
/// a PNG encoder (HeroImage's, handed in by the command: HeroRaster writes no image files).
/// Each image is embedded as a `data:` URI at the size the SVG shows it (`density` pixels a
/// point at its largest), never the original file.
public struct SVGImages {
  public var table: RasterImages
  /// Straight-alpha RGBA, width, height → PNG bytes.
  public var encodePNG: ([UInt8], Int, Int) -> [UInt8]
  /// Embedded pixels per point shown: 2 stays sharp on a high-density screen.
  public var density: Double

  public init(
    _ table: RasterImages, density: Double = 2, encodePNG: @escaping ([UInt8], Int, Int) -> [UInt8]
  ) {
    self.table = table
    self.density = density
    self.encodePNG = encodePNG
  }

  /// The `data:` URI of `key` at `width × height` pixels (at most the original's); a template
  /// image as its alpha times `tint`.
  func dataURI(_ key: String, width: Int, height: Int, tint: RGBAColor? = nil) -> String? {
    guard let image = table[key], image.width > 0, image.height > 0 else { return nil }
    let w = max(1, min(width, image.width))
    let h = max(1, min(height, image.height))
    var rgba = image.straightRGBA(width: w, height: h)
    if let tint {
      func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
      let (r, g, b) = (byte(tint.red), byte(tint.green), byte(tint.blue))
      for i in stride(from: 0, to: rgba.count, by: 4) {
        (rgba[i], rgba[i + 1], rgba[i + 2]) = (r, g, b)
        rgba[i + 3] = byte(Double(rgba[i + 3]) / 255 * tint.alpha)
      }
    }
    let png = encodePNG(rgba, w, h)
    return "data:image/png;base64," + Data(png).base64EncodedString()
  }
}

extension RasterImage {
  /// The image resampled to `width × height` pixels as the painter samples it (from the level
  /// of detail that averages each pixel's area, bilinear within it), straight alpha.
  func straightRGBA(width: Int, height: Int) -> [UInt8] {
    guard !levels.isEmpty, width > 0, height > 0 else { return [] }
    if width == self.width, height == self.height, let base = levels.first {
      return base.texels.flatMap(Self.straight)
    }
    let footprint = (Double(self.width) / Double(width) + Double(self.height) / Double(height)) / 2
    let level = level(forFootprint: footprint)
    var out: [UInt8] = []
    out.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let c = sample(
          (Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height), level: level)
        out += Self.straight(c)
      }
    }
    return out
  }

  private static func straight(_ c: SIMD4<Float>) -> [UInt8] {
    func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    guard c.w > 0 else { return [0, 0, 0, 0] }
    return [byte(c.x / c.w), byte(c.y / c.w), byte(c.z / c.w), byte(c.w)]
  }
}
