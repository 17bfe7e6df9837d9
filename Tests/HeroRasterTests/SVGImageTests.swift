import Foundation
import HeroPlanner
import Testing

@testable import HeroRaster

/// SVG embeds each layer's image (issue 34 §4): a PNG at the size shown, never the original,
/// placed by the content mode and cut to the rounded bounds when the view masks to them.
@Suite struct SVGImageTests {
  /// A 100 × 40 image view (aspect fill, rounded, masked) that grows to 300 × 120, and a plain
  /// box, over a white screen.
  static func plan(snapshot: Bool = false) -> TransitionPlan {
    var photo = SceneView(
      kind: .image, name: "photo", heroID: "photo", frame: Rect(x: 20, y: 40, width: 100, height: 40),
      cornerRadius: 8, masksToBounds: true, image: "tile", sourcePath: "from.views[0]")
    photo.contentMode = .scaleAspectFill
    if snapshot { photo.snapshot = "shots/photo.png" }
    var big = photo
    big.frame = Rect(x: 20, y: 200, width: 300, height: 120)
    big.sourcePath = "to.views[0]"
    let box = SceneView(
      name: "box", frame: Rect(x: 20, y: 400, width: 50, height: 50), color: .black,
      sourcePath: "to.views[1]")
    let scene = Scene(
      name: "t", from: SceneView(name: "a", frame: .zero, color: .white, subviews: [photo]),
      to: SceneView(name: "b", frame: .zero, color: .white, subviews: [big, box]))
    return Planner.plan(scene)
  }

  /// 400 × 400 pixels of grey; the encoder only records the sizes it is asked for.
  final class Encoded: @unchecked Sendable { var sizes: [(Int, Int)] = [] }

  static func images(_ key: String, _ encoded: Encoded) -> SVGImages {
    let image = RasterImage(
      width: 400, height: 400, rgba: Array(repeating: 128, count: 400 * 400 * 4))
    return SVGImages(RasterImages([key: image])) { rgba, w, h in
      encoded.sizes.append((w, h))
      #expect(rgba.count == w * h * 4)
      return [1, 2, 3]
    }
  }

  @Test func aFrameEmbedsTheImageAtTwicePointsShownAndCutsItToTheRoundedBounds() throws {
    let plan = Self.plan()
    let encoded = Encoded()
    let svg = SVGWriter.frame(plan.sample(at: 0), plan: plan, images: Self.images("tile", encoded))
    // Aspect fill of a square in 100 × 40: 100 × 100 points shown, at 2 pixels a point.
    #expect(encoded.sizes.count == 1)
    #expect(encoded.sizes.first.map { $0 == (200, 200) } == true)
    #expect(svg.contains("href=\"data:image/png;base64,AQID\""))
    #expect(svg.contains("<image preserveAspectRatio=\"none\" x=\"0\" y=\"-30\" width=\"100\" height=\"100\""))
    #expect(svg.contains("<g clip-path=\"url(#c"))
    // Without images the SVG is what it was: boxes only.
    let plain = SVGWriter.frame(plan.sample(at: 0), plan: plan)
    #expect(!plain.contains("<image"))
  }

  @Test func aRecordingEmbedsOneCopyAtTheLargestSizeShownAndAnimatesItsLayout() throws {
    let plan = Self.plan()
    let encoded = Encoded()
    let svg = SVGWriter.recording(plan, images: Self.images("tile", encoded))
    // 300 × 300 points at the end, 600 pixels, capped at the original 400.
    #expect(!encoded.sizes.isEmpty)
    #expect(encoded.sizes.allSatisfy { $0 == (400, 400) })
    #expect(svg.contains("<animate attributeName=\"width\""))
    #expect(svg.contains("<image "))
  }

  @Test func aSnapshotIsStretchedToTheBounds() throws {
    let plan = Self.plan(snapshot: true)
    let encoded = Encoded()
    let key = FrameImage.snapshotKey("shots/photo.png")
    let svg = SVGWriter.frame(plan.sample(at: 0), plan: plan, images: Self.images(key, encoded))
    #expect(svg.contains("<image preserveAspectRatio=\"none\" x=\"0\" y=\"0\" width=\"100\" height=\"40\""))
    #expect(encoded.sizes.first.map { $0 == (200, 80) } == true)
  }
}
