import HeroPlanner
import HeroScene
import HeroTestSupport
import Testing

@_spi(Panels) @testable import HeroRaster

/// The gallery's scenes with images drawn both ways: every layer by the exact per-pixel
/// sampler, and as a stream draws them, upright images from their copies as drawn
/// (`ImageCopies`), made for a frame or kept from the one before. The pictures must be the
/// same bit for bit (issue 34 §5 allows ±1 a channel; the copies hold the exact sampler's own
/// colours, so there is no difference to allow).
@Suite struct GalleryImageCopiesTests {
  /// The gallery's scenes that name images, with the images as the commands load them.
  static func imageScenes() throws -> [(file: String, plan: TransitionPlan, images: RasterImages)] {
    try galleryScenes.compactMap { file in
      let path = BinaryRunner.packageRoot.appendingPathComponent(file).path
      var scene = try SceneLoader.load(path: path, displayName: file)
      var loader = SceneImageLoader()
      let images = loader.load(scene, resolver: SceneImageResolver(sceneFile: path))
      guard !images.images.isEmpty else { return nil }
      scene = images.applied(to: scene)
      let table = RasterImages(
        images.images.mapValues {
          RasterImage(
            width: $0.image.width, height: $0.image.height, rgba: $0.image.pixels,
            scale: $0.resolved.scale)
        })
      return (file, Planner.plan(scene), table)
    }
  }

  @Test func theGalleryHasAnImageScene() throws {
    #expect(try Self.imageScenes().map(\.file).contains("Scenes/showcase-images.json"))
  }

  @Test(arguments: [
    (33, 17, Blitter.half), (80, 24, .half), (200, 60, .half), (80, 24, .quadrant),
    (80, 24, .sextant), (123, 77, .octant),
  ])
  func imagesFromTheirCopiesPaintWhatTheExactSamplerPaints(_ size: (Int, Int, Blitter)) throws {
    for (file, plan, images) in try Self.imageScenes() {
      // One stream's buffers through the transition: each frame twice (its copies made, then
      // kept), and the end held.
      var buffers = RasterBuffers()
      var differences: [String] = []
      for progress in stride(from: 0.0, through: 1, by: 0.05) + [1, 1] {
        let frame = plan.sample(at: progress)
        let fit = ScreenFit(
          screen: (frame.screenSize.width, frame.screenSize.height), columns: size.0,
          rows: size.1, pixelsPerCell: size.2.pixelsPerCell)
        var exact = PixelBuffer(
          width: fit.pixelWidth, height: fit.pixelHeight, fill: RGB(frame.containerColor))
        let painter = LayerPainter(fit: fit, exactOnly: true, images: images)
        for (index, layer) in frame.layers.enumerated() {
          painter.paint(layer, index: Int32(index), into: &exact)
        }
        for pass in ["made", "kept"] {
          Rasteriser.paint(frame, fit: fit, images: images, buffers: &buffers)
          let picture = buffers.picture
          let differ = exact.colors.indices.filter {
            exact.colors[$0] != picture.colors[$0] || exact.owner[$0] != picture.owner[$0]
          }
          if let first = differ.first {
            differences.append(
              "p\(progress) (\(pass)): \(differ.count) pixels differ, first at "
                + "(\(first % fit.pixelWidth), \(first / fit.pixelWidth)): "
                + "\(exact.colors[first]) against \(picture.colors[first])")
          }
        }
      }
      #expect(differences.isEmpty, "\(file): \(differences.prefix(3).joined(separator: "; "))")
    }
  }
}
