import Foundation
import HeroImage
import HeroPlanner
import Testing

@testable import HeroScene

/// The images of the scene gallery's asset catalog (`Scenes/Gallery.xcassets`), drawn by this
/// code so the repository holds no third-party pictures. The files must be what it draws;
/// `HEROSCOPE_UPDATE_GOLDEN=1` writes them again.
@Suite struct GalleryImagesTests {
  static let catalog = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/Gallery.xcassets")

  static var updating: Bool { ProcessInfo.processInfo.environment["HEROSCOPE_UPDATE_GOLDEN"] == "1" }

  /// A city at dusk: a sky from deep blue to orange, towers with lit windows, one tall spire.
  static func toronto() -> RGBAImage {
    var image = RGBAImage(width: 120, height: 80)
    for y in 0..<80 {
      let t = Double(y) / 79
      let sky = mix((30, 40, 110), (250, 150, 80), t)
      for x in 0..<120 { image[x, y] = pixel(sky) }
    }
    let towers: [(x: Int, width: Int, height: Int)] = [
      (4, 14, 30), (20, 10, 44), (32, 16, 26), (50, 12, 38), (66, 18, 50), (88, 10, 34),
      (100, 16, 28),
    ]
    for tower in towers {
      for y in (80 - tower.height)..<80 {
        for x in tower.x..<min(120, tower.x + tower.width) {
          let window = (x - tower.x) % 4 == 2 && y % 5 == 2
          image[x, y] = window ? pixel((255, 220, 120)) : pixel((25, 25, 45))
        }
      }
    }
    for y in 8..<80 where y > 8 { image[60, y] = pixel((40, 40, 60)) }
    for y in 30..<34 { for x in 58..<63 { image[x, y] = pixel((40, 40, 60)) } }
    return image
  }

  /// Mountains over water: a pale sky, two green-grey peaks, blue water with light bands.
  static func vancouver() -> RGBAImage {
    var image = RGBAImage(width: 120, height: 80)
    for y in 0..<80 {
      for x in 0..<120 {
        var colour = mix((170, 210, 240), (220, 235, 250), Double(y) / 50)
        let peaks = [(x: 35, top: 14, slope: 1.1), (x: 85, top: 22, slope: 0.9)]
        for peak in peaks where Double(y) >= Double(peak.top) + Double(abs(x - peak.x)) * peak.slope {
          colour = y < peak.top + 6 ? (245, 245, 250) : (60, 100, 80)
        }
        if y >= 56 { colour = y % 6 == 0 ? (120, 170, 210) : (40, 90, 150) }
        image[x, y] = pixel(colour)
      }
    }
    return image
  }

  /// One-pixel black and white columns: drawn small, they must average to grey.
  static func stripes() -> RGBAImage {
    var image = RGBAImage(width: 64, height: 64)
    for y in 0..<64 { for x in 0..<64 { image[x, y] = pixel(x % 2 == 0 ? (0, 0, 0) : (255, 255, 255)) } }
    return image
  }

  static let images: [(name: String, image: RGBAImage)] = [
    ("toronto", toronto()), ("vancouver", vancouver()), ("stripes", stripes()),
  ]

  static func mix(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ t: Double) -> (Int, Int, Int) {
    let t = max(0, min(1, t))
    func c(_ p: Int, _ q: Int) -> Int { Int((Double(p) + (Double(q) - Double(p)) * t).rounded()) }
    return (c(a.0, b.0), c(a.1, b.1), c(a.2, b.2))
  }

  static func pixel(_ c: (Int, Int, Int)) -> RGBAImage.Pixel {
    RGBAImage.Pixel(red: UInt8(c.0), green: UInt8(c.1), blue: UInt8(c.2))
  }

  static func files() -> [(path: String, bytes: [UInt8])] {
    var files: [(String, [UInt8])] = [
      ("Contents.json", Array(#"{"info":{"author":"xcode","version":1}}"#.utf8) + [10])
    ]
    for (name, image) in images {
      files.append(("\(name).imageset/\(name).png", PNGEncoder.encode(image, level: 9)))
      let contents =
        #"{"images":[{"filename":"\#(name).png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
      files.append(("\(name).imageset/Contents.json", Array(contents.utf8) + [10]))
    }
    return files
  }

  @Test func theGalleryCatalogHoldsTheImagesThisCodeDraws() throws {
    for (path, bytes) in Self.files() {
      let url = Self.catalog.appendingPathComponent(path)
      if Self.updating {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
      }
      let stored = try [UInt8](Data(contentsOf: url))
      #expect(stored == bytes, "\(path) differs; regenerate with HEROSCOPE_UPDATE_GOLDEN=1")
    }
  }

  @Test func everyImageOfTheCatalogIsFoundByNameBesideTheScenes() throws {
    let resolver = SceneImageResolver(
      sceneFile: Self.catalog.deletingLastPathComponent().appendingPathComponent("x.json").path)
    for (name, image) in Self.images {
      let loaded = try resolver.load(name, scale: 1).get()
      #expect(loaded.image == image)
    }
  }
}
