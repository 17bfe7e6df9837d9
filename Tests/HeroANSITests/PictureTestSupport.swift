import Foundation
import HeroANSI
import HeroPlanner
import HeroRaster
import HeroScene

/// Pictures for the picture encoders' tests: a scene of the gallery painted as the pixel path
/// paints it (`PictureWriter.rgba`, what `frame --format png` writes).
enum PictureSamples {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

  static func scene(_ name: String) throws -> Scene {
    try SceneLoader.load(path: scenes.appendingPathComponent(name).path)
  }

  /// `scene` at `progress`, `scale` pixels a point, as a picture at cell (`column`, `row`)
  /// covering `columns` × `rows` cells.
  static func picture(
    _ scene: Scene, progress: Double, scale: Double, column: Int = 0, row: Int = 0,
    columns: Int = 40, rows: Int = 30
  ) -> PictureFrame {
    let frame = Planner.plan(scene).sample(at: progress)
    let fit = PictureWriter.fit(
      screen: (frame.screenSize.width, frame.screenSize.height), scale: scale)
    var buffers = RasterBuffers()
    let rgba = PictureWriter.rgba(frame, fit: fit, buffers: &buffers)
    return PictureFrame(
      rgb: rgb(rgba), width: fit.pixelWidth, height: fit.pixelHeight, column: column, row: row,
      columns: columns, rows: rows)
  }

  /// RGBA bytes without their alpha.
  static func rgb(_ rgba: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(rgba.count / 4 * 3)
    for i in stride(from: 0, to: rgba.count, by: 4) {
      out.append(rgba[i])
      out.append(rgba[i + 1])
      out.append(rgba[i + 2])
    }
    return out
  }

  /// A picture of vertical stripes of `colours`, each `stripe` pixels wide.
  static func stripes(_ colours: [RGB], stripe: Int, height: Int) -> PictureFrame {
    var rgb: [UInt8] = []
    for _ in 0..<height {
      for colour in colours {
        for _ in 0..<stripe { rgb += [colour.r, colour.g, colour.b] }
      }
    }
    return PictureFrame(
      rgb: rgb, width: colours.count * stripe, height: height, column: 2, row: 1, columns: 10,
      rows: 4)
  }

  /// The squared RGB distance of two colours.
  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let dr = Int(a.r) - Int(b.r)
    let dg = Int(a.g) - Int(b.g)
    let db = Int(a.b) - Int(b.b)
    return dr * dr + dg * dg + db * db
  }

  /// The palette entry nearest to `colour`, found by trying every one.
  static func nearest(_ colour: RGB, in palette: [RGB]) -> RGB {
    palette.min { distance($0, colour) < distance($1, colour) } ?? colour
  }
}
