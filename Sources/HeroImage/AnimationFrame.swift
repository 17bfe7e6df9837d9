/// One frame of a recording: the whole picture, and how long it stays on screen.
public struct AnimationFrame: Hashable, Sendable {
  public var image: RGBAImage
  /// Seconds until the next frame.
  public var delay: Double

  public init(image: RGBAImage, delay: Double) {
    self.image = image
    self.delay = delay
  }
}

/// Why frames could not be written as an animation.
public enum AnimationEncodingError: Error, Hashable, Sendable, CustomStringConvertible {
  case noFrames
  /// Frame `index` is not the size of the first.
  case sizeMismatch(index: Int)
  /// The format cannot hold a picture this large (GIF: 65,535 pixels a side).
  case tooLarge(width: Int, height: Int, limit: Int)

  public var description: String {
    switch self {
    case .noFrames: "an animation needs at least one frame"
    case .sizeMismatch(let index): "frame \(index) is not the size of the first frame"
    case .tooLarge(let width, let height, let limit):
      "\(width)×\(height) pixels is more than the format's \(limit) pixels a side"
    }
  }
}

/// Frames as the animation formats store them: identical frames merged (their delays added),
/// each delay counted in the format's ticks so the rounding never adds up (a frame's delay is
/// its end time rounded less its start time rounded), and each frame's changed rectangle.
struct AnimationTimeline {
  struct Entry {
    var image: RGBAImage
    /// The part that differs from the previous entry; the whole image for the first.
    var changed: PixelRectangle
    var ticks: Int
  }

  var entries: [Entry] = []

  /// `minimumTicks`: a frame shown for less is replaced by the next one, which takes over its
  /// time (GIF viewers show a delay of 0 or 1 hundredths as 10, so a 60 Hz recording would
  /// crawl). The last frame is always kept.
  init(
    _ frames: [AnimationFrame], ticksPerSecond: Double, maxSide: Int = Int(UInt32.max),
    minimumTicks: Int = 0
  ) throws(AnimationEncodingError) {
    guard let first = frames.first else { throw .noFrames }
    guard first.image.width <= maxSide, first.image.height <= maxSide else {
      throw .tooLarge(width: first.image.width, height: first.image.height, limit: maxSide)
    }
    var elapsed = 0.0
    var startTick = 0
    for (index, frame) in frames.enumerated() {
      guard frame.image.width == first.image.width, frame.image.height == first.image.height
      else { throw .sizeMismatch(index: index) }
      elapsed += max(0, frame.delay.isFinite ? frame.delay : 0)
      let endTick = Int((elapsed * ticksPerSecond).rounded())
      let ticks = endTick - startTick
      startTick = endTick
      if let last = entries.last {
        guard let changed = frame.image.changedRectangle(from: last.image) else {
          entries[entries.count - 1].ticks += ticks
          continue
        }
        if last.ticks < minimumTicks {
          replaceLast(with: frame.image, adding: ticks)
          continue
        }
        entries.append(Entry(image: frame.image, changed: changed, ticks: ticks))
      } else {
        let whole = PixelRectangle(x: 0, y: 0, width: frame.image.width, height: frame.image.height)
        entries.append(Entry(image: frame.image, changed: whole, ticks: ticks))
      }
    }
  }

  /// The last entry shows `image` instead, for its time and `ticks` more; merged into the one
  /// before when the two are now the same.
  private mutating func replaceLast(with image: RGBAImage, adding ticks: Int) {
    let last = entries.removeLast()
    let whole = PixelRectangle(x: 0, y: 0, width: image.width, height: image.height)
    guard let before = entries.last else {
      entries.append(Entry(image: image, changed: whole, ticks: last.ticks + ticks))
      return
    }
    guard let changed = image.changedRectangle(from: before.image) else {
      entries[entries.count - 1].ticks += last.ticks + ticks
      return
    }
    entries.append(Entry(image: image, changed: changed, ticks: last.ticks + ticks))
  }
}

extension RGBAImage {
  /// The smallest rectangle outside which this image equals `previous` (same size); nil when
  /// they are equal everywhere.
  public func changedRectangle(from previous: RGBAImage) -> PixelRectangle? {
    precondition(width == previous.width && height == previous.height, "images of two sizes")
    return pixels.withUnsafeBytes { now in
      previous.pixels.withUnsafeBytes { before in
        let now = now.bindMemory(to: UInt32.self)
        let before = before.bindMemory(to: UInt32.self)
        func rowDiffers(_ y: Int) -> Bool {
          let start = y * width
          for x in start..<(start + width) where now[x] != before[x] { return true }
          return false
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).reversed().first(where: rowDiffers) ?? top
        var left = width
        var right = -1
        for y in top...bottom {
          let start = y * width
          var x = 0
          while x < min(left, width) {
            if now[start + x] != before[start + x] {
              left = x
              break
            }
            x += 1
          }
          x = width - 1
          while x > right {
            if now[start + x] != before[start + x] {
              right = x
              break
            }
            x -= 1
          }
        }
        return PixelRectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}
