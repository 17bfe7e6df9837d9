import HeroPlanner

/// An image ready to be sampled by the painter: premultiplied RGBA in 0…1 (sRGB, as the pixel
/// buffer blends), with its levels of detail made once, each half the one before (every
/// texel the mean of the 2×2 it covers), so a large image drawn small is sampled from a level
/// that already averages the area a pixel covers: no sparkle, and nothing worked out per frame.
public struct RasterImage: Sendable {
  struct Level: Sendable {
    let width: Int
    let height: Int
    /// Premultiplied r, g, b, a per texel, rows top to bottom.
    let texels: [SIMD4<Float>]
  }

  public let width: Int
  public let height: Int
  /// The image's size in points (its pixels over its scale): what contentMode lays out.
  public let pointSize: Size
  let levels: [Level]
  /// A digest of the pixels, for comparing tables without comparing every byte.
  let digest: Int
  /// A template image (asset catalog `template-rendering-intent: template`): drawn as its
  /// alpha times the view's tint colour, its own colours left out, as UIImageView draws it.
  public let isTemplate: Bool
  /// Every pixel's alpha is 255: every texel of every level, and so every bilinear sample
  /// (`across`, `down`: (1 − f) + f rounds to 1 for any f in 0…1), has alpha exactly 1. An
  /// upright layer of such an image at full opacity hides the fill under it
  /// (`LayerPainter+UprightImage`), which is then left out there.
  let isOpaque: Bool

  /// `rgba`: `width * height * 4` bytes, straight alpha (HeroImage's `RGBAImage.pixels`);
  /// `scale`: pixels a point.
  public init(
    width: Int, height: Int, rgba: [UInt8], scale: Double = 1, isTemplate: Bool = false
  ) {
    self.isTemplate = isTemplate
    let width = max(0, width)
    let height = max(0, height)
    self.width = width
    self.height = height
    let s = scale > 0 ? scale : 1
    pointSize = Size(width: Double(width) / s, height: Double(height) / s)
    digest = Self.digest(width: width, height: height, rgba: rgba, isTemplate: isTemplate)
    guard width > 0, height > 0, rgba.count >= width * height * 4 else {
      levels = []
      isOpaque = false
      return
    }
    var opaque = true
    for i in 0..<(width * height) where rgba[i * 4 + 3] != 255 {
      opaque = false
      break
    }
    isOpaque = opaque
    var base = [SIMD4<Float>](repeating: .zero, count: width * height)
    for i in 0..<(width * height) {
      let a = Float(rgba[i * 4 + 3]) / 255
      base[i] = SIMD4(
        Float(rgba[i * 4]) / 255 * a, Float(rgba[i * 4 + 1]) / 255 * a,
        Float(rgba[i * 4 + 2]) / 255 * a, a)
    }
    var levels = [Level(width: width, height: height, texels: base)]
    while let last = levels.last, last.width > 1 || last.height > 1 {
      levels.append(Self.halved(last))
    }
    self.levels = levels
  }

  /// What tells two images' pixels apart (a hash of them), without making levels of detail:
  /// a reload keeps the image it has when its digest is the decoded file's.
  public static func digest(width: Int, height: Int, rgba: [UInt8], isTemplate: Bool) -> Int {
    var hasher = Hasher()
    hasher.combine(max(0, width))
    hasher.combine(max(0, height))
    hasher.combine(rgba)
    hasher.combine(isTemplate)
    return hasher.finalize()
  }

  /// This image's `digest(width:height:rgba:isTemplate:)`.
  public var pixelDigest: Int { digest }

  /// The next level: each texel the mean of the (up to) 2×2 texels under it.
  private static func halved(_ level: Level) -> Level {
    let w = (level.width + 1) / 2
    let h = (level.height + 1) / 2
    var texels = [SIMD4<Float>](repeating: .zero, count: w * h)
    for y in 0..<h {
      for x in 0..<w {
        var sum = SIMD4<Float>.zero
        var count: Float = 0
        for dy in 0..<2 where y * 2 + dy < level.height {
          for dx in 0..<2 where x * 2 + dx < level.width {
            sum += level.texels[(y * 2 + dy) * level.width + x * 2 + dx]
            count += 1
          }
        }
        texels[y * w + x] = sum / count
      }
    }
    return Level(width: w, height: h, texels: texels)
  }

  /// The level whose texels are at most `footprint` base pixels wide: base pixels a screen
  /// pixel covers (1 or less is the base, sampled bilinearly: magnified).
  func level(forFootprint footprint: Double) -> Int {
    guard footprint > 1, footprint.isFinite else { return 0 }
    var level = 0
    var covered = footprint
    while covered >= 2 && level < levels.count - 1 {
      covered /= 2
      level += 1
    }
    return level
  }

  /// Premultiplied colour at `(s, t)` in 0…1 across and down the image, bilinear within the
  /// level (edges clamped).
  @inline(__always)
  func sample(_ s: Double, _ t: Double, level: Int) -> SIMD4<Float> {
    let l = levels[level]
    let x = Self.axis(s, size: l.width)
    let y = Self.axis(t, size: l.height)
    return l.texels.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return .zero }
      return Self.bilinear(base + y.0 * l.width, base + y.1 * l.width, x, fy: y.2)
    }
  }

  /// The two texels a position (0…1 across `size` texels) falls between, and the weight of the
  /// second. This and `across`/`down` are the one arithmetic of the per-pixel sampler and of an
  /// upright layer's rows (`LayerPainter+UprightImage`, which works out each column's and row's
  /// place once and a texel row across them once for the rows that share it): the same bits.
  @inline(__always)
  static func axis(_ s: Double, size: Int) -> (Int, Int, Float) {
    let x = max(0, min(Double(size) - 1, s * Double(size) - 0.5))
    let x0 = Int(x)
    return (x0, min(x0 + 1, size - 1), Float(x - Double(x0)))
  }

  /// A row of texels interpolated at columns `x` (from `axis`).
  @inline(__always)
  static func across(_ row: UnsafePointer<SIMD4<Float>>, _ x: (Int, Int, Float)) -> SIMD4<Float> {
    row[x.0] * (1 - x.2) + row[x.1] * x.2
  }

  /// Between two rows' interpolations (`across`), `fy` of the way to the lower.
  @inline(__always)
  static func down(_ upper: SIMD4<Float>, _ lower: SIMD4<Float>, fy: Float) -> SIMD4<Float> {
    upper * (1 - fy) + lower * fy
  }

  /// Bilinear between two rows of texels (`top`, `bottom`) at columns `x` (from `axis`).
  @inline(__always)
  static func bilinear(
    _ top: UnsafePointer<SIMD4<Float>>, _ bottom: UnsafePointer<SIMD4<Float>>,
    _ x: (Int, Int, Float), fy: Float
  ) -> SIMD4<Float> {
    down(across(top, x), across(bottom, x), fy: fy)
  }
}

/// The images a frame's layers name, by `FrameImage.name`: handed to the rasteriser with the
/// frame (one table per scene load). Compared by each image's digest.
public struct RasterImages: Hashable, Sendable {
  public var byName: [String: RasterImage] {
    didSet { snapshots = Self.snapshots(in: byName) }
  }
  /// The snapshots of `byName` by their paths (`FrameImage.snapshotKey` less its mark): a
  /// layer finds its snapshot without building the key, which allocated on every frame.
  private var snapshots: [String: RasterImage]

  public init(_ byName: [String: RasterImage] = [:]) {
    self.byName = byName
    snapshots = Self.snapshots(in: byName)
  }

  public subscript(name: String) -> RasterImage? { byName[name] }

  /// The image a layer shows: `self[image.key]`.
  subscript(image image: FrameImage) -> RasterImage? {
    image.isSnapshot ? snapshots[image.name] : byName[image.name]
  }

  private static func snapshots(in byName: [String: RasterImage]) -> [String: RasterImage] {
    let mark = FrameImage.snapshotKey("")
    var snapshots: [String: RasterImage] = [:]
    for (key, image) in byName where key.hasPrefix(mark) {
      snapshots[String(key.dropFirst(mark.count))] = image
    }
    return snapshots
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.byName.count == b.byName.count
      && a.byName.allSatisfy { name, image in b.byName[name]?.digest == image.digest }
  }

  public func hash(into hasher: inout Hasher) {
    for name in byName.keys.sorted() {
      hasher.combine(name)
      hasher.combine(byName[name]?.digest)
    }
  }
}
