import HeroCommandLine
import HeroImage
import HeroPlanner
import HeroRaster

/// The files to share in pixels: one frame as a PNG (`frame --format png`), the transition as a
/// GIF or an APNG (`record -o FILE.gif|.png`), each frame the picture `PictureWriter` paints.
enum PictureFiles {
  /// The most pixels a recording may hold in all its frames together (they are kept until
  /// encoded: four bytes each).
  static let maxRecordingPixels = 200_000_000

  /// Which animation format a recording is written in.
  enum Animation {
    case gif, apng
  }

  /// The `--scale` option's parser: pixels per point within `PictureWriter.scales`.
  static var scaleParser: ValueParser<Double> {
    .number(in: PictureWriter.scales, valueName: "S")
  }

  /// A usage error when a picture of `frame`'s screen (or `viewport`) at `scale` is too large.
  static func checkSize(_ screen: Size, scale: Double, viewport: Rect?) throws(CommandFailure) {
    let count = PictureWriter.pixelCount(
      screen: (screen.width, screen.height), scale: scale, viewport: viewport)
    guard count <= PictureWriter.maxPixels else {
      throw .usage(
        "--scale \(formatNumber(scale)): the picture would have \(count) pixels, more than "
          + "\(PictureWriter.maxPixels); choose a smaller scale")
    }
  }

  /// What an SVG embeds the scene's images and snapshots with (nil when there are none, so a
  /// scene without images writes the same bytes as before): PNG, zlib level 9.
  static func svgImages(_ images: RasterImages) -> SVGImages? {
    guard !images.byName.isEmpty else { return nil }
    return SVGImages(images) { rgba, width, height in
      guard let image = RGBAImage(width: width, height: height, pixels: rgba) else { return [] }
      return PNGEncoder.encode(image, channels: .automatic, level: 9)
    }
  }

  /// The image of `frame` at `scale` pixels per point (of `viewport` when given), with every
  /// arc's path where `arcs`.
  static func image(
    _ frame: Frame, scale: Double, viewport: Rect? = nil, arcs: Bool = false,
    images: RasterImages = RasterImages(), buffers: inout RasterBuffers
  ) -> RGBAImage {
    let fit = PictureWriter.fit(
      screen: (frame.screenSize.width, frame.screenSize.height), scale: scale, viewport: viewport)
    let bytes = PictureWriter.rgba(
      frame, fit: fit, arcs: arcs, images: images, buffers: &buffers)
    return RGBAImage(width: fit.pixelWidth, height: fit.pixelHeight, pixels: bytes)
      ?? RGBAImage(width: fit.pixelWidth, height: fit.pixelHeight)
  }

  /// One frame as a PNG: RGB, zlib level 6 (a file to keep, not a live frame).
  static func png(
    _ frame: Frame, scale: Double, viewport: Rect?, arcs: Bool = false,
    images: RasterImages = RasterImages()
  ) -> [UInt8] {
    var buffers = RasterBuffers()
    return PNGEncoder.encode(
      image(
        frame, scale: scale, viewport: viewport, arcs: arcs, images: images, buffers: &buffers),
      channels: .automatic,
      level: 6)
  }

  /// The recording of `schedule` as `format`, and how many frames were drawn.
  static func animation(
    _ plan: TransitionPlan, schedule: RecordingSchedule, scale: Double, format: Animation,
    arcs: Bool = false, images: RasterImages = RasterImages()
  ) throws(AnimationEncodingError) -> [UInt8] {
    var buffers = RasterBuffers()
    let durations = schedule.durations
    var frames: [AnimationFrame] = []
    frames.reserveCapacity(schedule.moments.count)
    for (moment, delay) in zip(schedule.moments, durations) {
      let frame = plan.sample(time: moment.transition)
      frames.append(
        AnimationFrame(
          image: image(frame, scale: scale, arcs: arcs, images: images, buffers: &buffers),
          delay: delay))
    }
    switch format {
    case .gif: return try GIFEncoder.encode(frames)
    case .apng: return try APNGEncoder.encode(frames, level: 6)
    }
  }
}
