import HeroPlanner

/// The layers of a frame that are hidden: every pixel they could paint is painted again, by a
/// later layer, with opaque paint, which takes a pixel's place exactly (`PixelTarget.blend`), so
/// leaving them out changes no pixel and no owner. Found from the top layer down with a mask of
/// the pixels covered so far. A layer covers only the pixels it certainly paints opaque (an
/// opaque, unclipped layer without rotation or perspective: its box inset by its corner
/// radius); one is hidden when its box, grown by a pixel, is covered (its shadow's reach is
/// not looked at: a layer with a shadow always shows).
struct Occlusion: Sendable {
  /// Per pixel row, one bit per column: covered by the layers above the one looked at.
  private var covered: [UInt64] = []
  private var wordsPerRow = 0
  /// Per layer of the last frame looked at, whether it is hidden, and its box
  /// (`LayerPainter.bounds`, which painting it needs again).
  private(set) var hidden: [Bool] = []
  private(set) var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
  /// Frames left before hidden layers are looked for again. Where the last look found them to
  /// be a small part of the area painted (a grid of tiles, say), looking cost more than the
  /// painting it spared; a frame painted with nothing left out is the same frame, only slower
  /// or faster.
  private(set) var resting = 0
  /// How many frames to rest, and below what share of the painted area hidden layers make
  /// looking not worth it.
  static let restFrames = 15
  static let worthwhileShare = 0.125
  /// Looks every frame (the tests' reference, and for a single frame).
  var alwaysLooks = false

  /// Finds the hidden layers of `layers`, painted by `painter` into a `width` × `height` grid.
  mutating func find(
    _ layers: UnsafeBufferPointer<FrameLayer>, painter: LayerPainter, width: Int, height: Int
  ) {
    hidden.removeAll(keepingCapacity: true)
    hidden.append(contentsOf: repeatElement(false, count: layers.count))
    boxes.removeAll(keepingCapacity: true)
    boxes.append(
      contentsOf: repeatElement((minX: 0, minY: 0, maxX: 0, maxY: 0), count: layers.count))
    let screen = painter.screen
    guard let base = layers.baseAddress else { return }
    if resting > 0 && !alwaysLooks {
      resting -= 1
      for index in layers.indices {
        boxes[index] = painter.bounds(of: (base + index).pointee.quad, padding: 0, within: screen)
      }
      return
    }
    wordsPerRow = (width + 63) / 64
    let words = wordsPerRow * height
    if covered.count != words {
      covered = Array(repeating: 0, count: words)
    } else {
      covered.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
    // The covered pixels lie in `area`: a layer whose box reaches beyond it shows, without a
    // closer look.
    var area = (minX: 0, minY: 0, maxX: -1, maxY: -1)
    var paintedArea = 0
    var hiddenArea = 0
    defer {
      if Double(hiddenArea) < Double(paintedArea) * Self.worthwhileShare {
        resting = Self.restFrames
      }
    }
    for index in layers.indices.reversed() {
      let layer = base + index
      let box = painter.bounds(of: layer.pointee.quad, padding: 0, within: screen)
      boxes[index] = box
      let boxArea = max(0, box.maxX - box.minX) * max(0, box.maxY - box.minY)
      paintedArea += boxArea
      let grown = (
        minX: max(screen.minX, box.minX - 1), minY: max(screen.minY, box.minY - 1),
        maxX: min(screen.maxX, box.maxX + 1), maxY: min(screen.maxY, box.maxY + 1)
      )
      if layer.pointee.shadow == nil, grown.minX >= area.minX, grown.maxX <= area.maxX,
        grown.minY >= area.minY, grown.maxY <= area.maxY
      {
        if isCovered(grown) {
          hidden[index] = true
          hiddenArea += boxArea
          continue
        }
      }
      if let interior = painter.opaqueInterior(layer), interior.minX < interior.maxX,
        interior.minY < interior.maxY
      {
        cover(interior)
        area =
          area.minX > area.maxX
          ? interior
          : (
            min(area.minX, interior.minX), min(area.minY, interior.minY),
            max(area.maxX, interior.maxX), max(area.maxY, interior.maxY)
          )
      }
    }
  }

  /// Whether every pixel of the box is covered (an empty box is).
  private func isCovered(_ box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> Bool {
    guard box.minX < box.maxX, box.minY < box.maxY else { return true }
    let (first, last, firstMask, lastMask) = Self.words(box.minX, box.maxX)
    return covered.withUnsafeBufferPointer { covered in
      for row in box.minY..<box.maxY {
        let start = row * wordsPerRow
        if first == last {
          let mask = firstMask & lastMask
          if covered[start + first] & mask != mask { return false }
          continue
        }
        if covered[start + first] & firstMask != firstMask { return false }
        for word in (first + 1)..<last where covered[start + word] != .max { return false }
        if covered[start + last] & lastMask != lastMask { return false }
      }
      return true
    }
  }

  private mutating func cover(_ box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
    guard box.minX < box.maxX, box.minY < box.maxY else { return }
    let (first, last, firstMask, lastMask) = Self.words(box.minX, box.maxX)
    let wordsPerRow = wordsPerRow
    covered.withUnsafeMutableBufferPointer { covered in
      for row in box.minY..<box.maxY {
        let start = row * wordsPerRow
        if first == last {
          covered[start + first] |= firstMask & lastMask
          continue
        }
        covered[start + first] |= firstMask
        for word in (first + 1)..<last { covered[start + word] = .max }
        covered[start + last] |= lastMask
      }
    }
  }

  /// The words of a row holding `minX..<maxX` (not empty), and the bits of it in the first
  /// and in the last.
  @inline(__always)
  private static func words(_ minX: Int, _ maxX: Int) -> (Int, Int, UInt64, UInt64) {
    let last = maxX - 1
    return (
      minX >> 6, last >> 6, UInt64.max << UInt64(minX & 63), UInt64.max >> UInt64(63 - (last & 63))
    )
  }
}

extension LayerPainter {
  /// The pixels `paint` certainly paints with opaque paint (fill and border both opaque), or
  /// nil: for an unclipped layer without rotation or perspective, those whose centres are
  /// inside its bounds inset by the corner radius, by far more than rounding could move them.
  func opaqueInterior(_ layer: UnsafePointer<FrameLayer>) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    let t = layer.pointee.toScreen
    let size = layer.pointee.size
    guard layer.pointee.opacity > 0, layer.pointee.clips.isEmpty, size.width > 0,
      size.height > 0, let color = layer.pointee.color,
      Paint(color, opacity: layer.pointee.opacity).alpha >= 1,
      layer.pointee.borderWidth <= 0
        || (layer.pointee.borderColor.map { Paint($0, opacity: layer.pointee.opacity).alpha >= 1 }
          ?? true),
      t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 > 0,
      Homography(t).inverse != nil, Self.linearScale(t) * fit.scale > 0,
      !Self.isHairline(size, scale: Self.linearScale(t) * fit.scale)
    else { return nil }
    let shape = RoundedRect(
      width: size.width, height: size.height, radius: layer.pointee.cornerRadius)
    let r = shape.radius
    // The inset box's corners in pixels.
    let a = fit.pixel(x: (r * t.m11 + t.m41) / t.m44, y: (r * t.m22 + t.m42) / t.m44)
    let b = fit.pixel(
      x: ((size.width - r) * t.m11 + t.m41) / t.m44, y: ((size.height - r) * t.m22 + t.m42) / t.m44)
    let (x0, x1) = (min(a.x, b.x), max(a.x, b.x))
    let (y0, y1) = (min(a.y, b.y), max(a.y, b.y))
    let extent = abs(x0) + abs(x1) + abs(y0) + abs(y1)
    guard extent.isFinite, extent < 1e7 else { return nil }
    let margin = 1e-6 * (1 + extent)
    // Columns whose centre c + 0.5 lies in [x0 + margin, x1 − margin]; rows likewise. With
    // edges shaded by coverage, those whose whole pixel [c, c + 1] does.
    let half = edgeCoverage ? 0 : 0.5
    let minX = max(screen.minX, Int(saturatingCeiling: x0 + margin - half))
    let maxX = min(screen.maxX, Int(saturatingFloor: x1 - margin - 1 + half) + 1)
    let minY = max(screen.minY, Int(saturatingCeiling: y0 + margin - half))
    let maxY = min(screen.maxY, Int(saturatingFloor: y1 - margin - 1 + half) + 1)
    return (minX, minY, maxX, maxY)
  }
}
