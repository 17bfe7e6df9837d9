import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// The frame path with photo views allocates nothing once warm: the images' copies as drawn
/// (`ImageCopies`, in the stream's `RasterBuffers`) are made in storage the stream keeps,
/// which grows while the first frames are drawn and is reused after (issue 34 §5).
@Suite(.enabled(if: heapCountingReason == nil, Comment(rawValue: heapCountingReason ?? "")))
struct ImageFrameAllocationTests {
  /// heroscope-bench's `--images` scene, smaller: 20 matched photo views, rounded and masked,
  /// by aspect fill, moving from a grid of tiles to a column of cards.
  static func scene() -> Scene {
    func view(_ i: Int, side: String, frame: Rect) -> SceneView {
      var v = SceneView(
        kind: .image, name: "\(side) \(i)", heroID: "photo\(i)", frame: frame,
        color: RGBAColor(red: 0.3, green: 0.4, blue: Double(i) / 20), cornerRadius: 8,
        masksToBounds: true, image: "photo\(i % 4)", sourcePath: "\(side).views[\(i)]")
      v.contentMode = .scaleAspectFill
      return v
    }
    let from = (0..<20).map { i in
      view(
        i, side: "from",
        frame: Rect(x: Double(i % 4) * 90 + 10, y: Double(i / 4) * 120 + 20, width: 80, height: 110))
    }
    let to = (0..<20).map { i in
      view(
        i, side: "to",
        frame: Rect(x: Double(i % 2) * 185 + 5, y: Double(i / 2) * 60, width: 180, height: 120))
    }
    return Scene(
      name: "20 photos", size: Size(width: 375, height: 667),
      from: SceneView(frame: .zero, color: .white, subviews: from),
      to: SceneView(frame: .zero, color: .white, subviews: to))
  }

  /// Four 240 × 160 photos of gradients and stripes, at 2 pixels a point.
  static func photos() -> RasterImages {
    var table: [String: RasterImage] = [:]
    for n in 0..<4 {
      let (w, h) = (240, 160)
      var rgba = [UInt8](repeating: 255, count: w * h * 4)
      for y in 0..<h {
        for x in 0..<w {
          let i = (y * w + x) * 4
          rgba[i] = UInt8((x * 255 / w + n * 60) % 256)
          rgba[i + 1] = UInt8((y * 255 / h) % 256)
          rgba[i + 2] = (x / 3 + y / 5 + n) % 2 == 0 ? 40 : 220
        }
      }
      table["photo\(n)"] = RasterImage(width: w, height: h, rgba: rgba, scale: 2)
    }
    return RasterImages(table)
  }

  /// Allocations of sampling and rasterising each frame of the transition and then its end
  /// held, the second time through (the first warms the stream's buffers up).
  static func allocations(blitter: Blitter, images: RasterImages) -> [UInt64] {
    let plan = Planner.plan(Self.scene())
    let options = RasterOptions(labels: false, blitter: blitter, images: images)
    var sampler = FrameSampler(plan)
    var frame = Frame.empty
    var buffers = RasterBuffers()
    var raster = Raster()
    // Every copy made anew as the views move and grow, then the same copies again.
    let progress = (0..<40).map { Double($0) / 39 } + Array(repeating: 1, count: 10)
    var counts: [UInt64] = []
    counts.reserveCapacity(progress.count)
    for pass in 0..<2 {
      for p in progress {
        let before = heapAllocations()
        sampler.sample(at: p, into: &frame)
        Rasteriser.render(
          frame, columns: 200, rows: 60, options: options, buffers: &buffers, into: &raster)
        if pass == 1 { counts.append(heapAllocations() - before) }
      }
    }
    return counts
  }

  @Test(arguments: [Blitter.half, .sextant])
  func aFrameOfPhotosAllocatesNothingOnceTheCopiesAreMade(_ blitter: Blitter) {
    let photos = Self.allocations(blitter: blitter, images: Self.photos())
    // The same frames with the views drawn as boxes (no image in the table).
    let boxes = Self.allocations(blitter: blitter, images: RasterImages())
    #expect(photos.count == 50)
    #expect(photos == boxes, "allocations per frame with photos: \(photos), boxes: \(boxes)")
    // (Going back from the end to the start allocates, boxes or photos: not the images'.)
    #expect(photos.dropFirst().allSatisfy { $0 == 0 }, "allocations per frame: \(photos)")
  }
}

/// Hero draws a matched image view twice, the source's snapshot and the destination's, in the
/// same place: the second is painted from the first one's copy (`ImageCopies`).
@Suite struct MatchedImageCopiesTests {
  @Test func aMatchedImageViewsTwoSnapshotsShareOneCopy() {
    let plan = Planner.plan(ImageFrameAllocationTests.scene())
    let frame = plan.sample(at: 0.5)
    let imageLayers = frame.layers.filter { $0.image != nil }
    #expect(imageLayers.count == 40)
    var buffers = RasterBuffers()
    let fit = ScreenFit(
      screen: (frame.screenSize.width, frame.screenSize.height), columns: 200, rows: 60)
    Rasteriser.paint(
      frame, fit: fit, images: ImageFrameAllocationTests.photos(), buffers: &buffers)
    #expect(buffers.imageCopies.entries.count == 20)
  }
}
