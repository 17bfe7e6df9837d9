import HeroPlanner

/// An upright image layer (no rotation, skew or perspective, no clip quads) painted row by row
/// from a copy of the image at the size and place it is drawn (`ImageCopies`), as a box is
/// painted row band by row band, instead of mapping each pixel back through the inverse
/// transform and sampling it there.
///
/// With the inverse's cross terms zero a pixel centre's u depends on its column alone and v on
/// its row alone (`LayerPainter+AxisAligned` says why, bit for bit), so where each column and
/// row samples the image is worked out once, and each texel row interpolated across the columns
/// once for the rows that sample it, with the exact sampler's own arithmetic (`RasterImage.axis`,
/// `across`, `down`): the copy holds the very colours the exact sampler would blend, and the
/// frame is the same bit for bit. A copy made for an earlier frame at the same size and place is
/// painted without sampling at all.
extension LayerPainter {
  /// Paints the image of an upright layer and says whether a pixel took it; nil, with nothing
  /// painted, for a layer that is not upright or not finite (the exact sampler paints it).
  /// `rect`: the image's rectangle in the layer; `shown`: the part of it that shows.
  func paintUprightImage(
    _ image: RasterImage, level: Int, rect: Rect, shown: Rect, clipped: Bool, shape: RoundedRect,
    inverse: Homography, box: (minX: Int, minY: Int, maxX: Int, maxY: Int), opacity: Float,
    tint: RGBAColor, index: Int32, copies: UnsafeMutablePointer<ImageCopies>,
    under: inout FillUnder, into pixels: PixelTarget
  ) -> Bool? {
    guard inverse.isAffine, inverse.m1 == 0, inverse.m3 == 0, inverse.m0.isFinite,
      inverse.m4.isFinite, inverse.m6.isFinite, inverse.m7.isFinite, inverse.m8.isFinite,
      rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite
    else { return nil }
    let first = fit.point(pixelX: box.minX, pixelY: box.minY)
    // A column's u (any row's y gives the same) and a row's v, as the exact sampler maps them.
    func u(_ px: Int) -> Double {
      inverse.apply(fit.point(pixelX: px, pixelY: box.minY).x, first.y)?.0 ?? .nan
    }
    func v(_ py: Int) -> Double {
      inverse.apply(first.x, fit.point(pixelX: box.minX, pixelY: py).y)?.1 ?? .nan
    }
    func columnShows(_ px: Int) -> Bool {
      let u = u(px)
      return u >= shown.minX && u <= shown.maxX
    }
    func rowShows(_ py: Int) -> Bool {
      let v = v(py)
      return v >= shown.minY && v <= shown.maxY
    }
    // u is monotonic in the column (and v in the row), so the columns that show are one run.
    var left = box.minX
    while left < box.maxX && !columnShows(left) { left += 1 }
    var right = box.maxX
    while right > left && !columnShows(right - 1) { right -= 1 }
    var top = box.minY
    while top < box.maxY && !rowShows(top) { top += 1 }
    var bottom = box.maxY
    while bottom > top && !rowShows(bottom - 1) { bottom -= 1 }
    guard left < right, top < bottom else { return false }

    let texture = image.levels[level]
    let corners = clipped && shape.radius > 0
    let width = right - left
    let key = ImageCopies.Key(
      digest: image.digest, level: level, columns: left..<right, rows: top..<bottom,
      m0: inverse.m0, m4: inverse.m4, m6: inverse.m6, m7: inverse.m7, m8: inverse.m8,
      originX: fit.originX, originY: fit.originY, scaleX: fit.scaleX, scaleY: fit.scaleY,
      rectX: rect.minX, rectY: rect.minY, rectWidth: rect.width, rectHeight: rect.height)
    let (start, filled) = copies.pointee.copy(
      for: key, count: width * (bottom - top),
      budget: pixels.colors.count * ImageCopies.picturesKept)
    // Each column's place in the image (only when the copy is made) and its corner test on
    // the rows within the straight part of the sides, where a rounded corner leaves out the
    // same columns on every row.
    copies.pointee.reserveColumns(width)
    copies.pointee.columns.withUnsafeMutableBufferPointer { columns in
      for k in 0..<width {
        let u = u(left + k)
        let outside = !(u >= shown.minX && u <= shown.maxX)
        let x =
          filled ? (0, 0, 0) : RasterImage.axis((u - rect.minX) / rect.width, size: texture.width)
        let across = corners ? shape.across(u) : 0
        columns[k] = ImageCopies.ColumnSample(
          across: across, x0: Int32(x.0), x1: Int32(x.1), fx: x.2, outside: outside,
          cornerSkip: outside
            || (corners && across > 0 && shape.distance(across: across, down: -.infinity) > 0))
      }
    }
    // The columns every row within the sides' straight part paints: one run (a corner leaves
    // out columns at the ends only, `across` falling and then rising), checked; nil, and each
    // column tested, should it not be.
    var middle: Range<Int>?
    copies.pointee.columns.withUnsafeBufferPointer { columns in
      guard let first = columns[..<width].firstIndex(where: { !$0.cornerSkip }) else {
        middle = 0..<0
        return
      }
      let last = columns[..<width].lastIndex(where: { !$0.cornerSkip }) ?? first
      if !columns[first...last].contains(where: { $0.cornerSkip }) { middle = first..<last + 1 }
    }
    // The fill under the image, without the pixels the rows below copy opaque texels onto
    // as they are (`blendStraight` with every alpha 1 at full opacity), for an opaque image
    // (`RasterImage.isOpaque`: every texel sampled has alpha exactly 1) drawn at full opacity,
    // not as a template: the columns every row within the sides' straight part paints, on the
    // rows that show and are not in a corner's reach (one run of them), and with that box
    // the corners' pixels the image paints (`OpaqueImage.paints`).
    copies.pointee.columns.withUnsafeBufferPointer { columns in
      var opaque: OpaqueImage?
      if image.isOpaque, !image.isTemplate, opacity == 1, let middle, !middle.isEmpty,
        let columns = columns.baseAddress
      {
        var firstRow = -1
        var lastRow = -1
        var oneRun = true
        for py in top..<bottom {
          let v = v(py)
          guard v >= shown.minY && v <= shown.maxY, !(corners && shape.down(v) > 0) else {
            continue
          }
          if firstRow < 0 { firstRow = py } else if lastRow != py - 1 { oneRun = false }
          lastRow = py
        }
        if firstRow >= 0 && oneRun {
          opaque = OpaqueImage(
            box: (left + middle.lowerBound, firstRow, left + middle.upperBound, lastRow + 1),
            columns: columns, left: left, right: right, top: top, bottom: bottom, middle: middle,
            corners: corners, shape: shape, shownMinY: shown.minY, shownMaxY: shown.maxY,
            inverse: inverse, fit: fit, firstX: first.x, boxMinX: box.minX)
        }
      }
      guard var opaque else {
        return paintFill(
          &under, excluding: nil, inverse: inverse, shape: shape, clips: [], into: pixels)
      }
      withUnsafePointer(to: &opaque) { opaque in
        paintFill(
          &under, excluding: opaque, inverse: inverse, shape: shape, clips: [], into: pixels)
      }
    }
    let tint = SIMD4(Float(tint.red), Float(tint.green), Float(tint.blue), Float(tint.alpha))
    let painted = copies.pointee.texels.withUnsafeMutableBufferPointer { ring in
      copies.pointee.alphas.withUnsafeMutableBufferPointer { alphas in
        copies.pointee.columns.withUnsafeBufferPointer { columns in
          copies.pointee.across.withUnsafeMutableBufferPointer { across in
            texture.texels.withUnsafeBufferPointer { texels in
              guard let copy = ring.baseAddress.map({ $0 + start }),
                let copyAlpha = alphas.baseAddress.map({ $0 + start }),
                let columns = columns.baseAddress, let texels = texels.baseAddress,
                let rowA = across.baseAddress
              else { return false }
              // Two texel rows interpolated across the columns (`RasterImage.across`), and which
              // texel rows they are: consecutive rows mostly share one.
              let rowB = rowA + width
              var held = (-1, -1)
              func interpolated(_ y: Int, besides other: Int) -> UnsafeMutablePointer<SIMD4<Float>>
              {
                if held.0 == y { return rowA }
                if held.1 == y { return rowB }
                let into = held.0 == other ? rowB : rowA
                if held.0 == other { held.1 = y } else { held.0 = y }
                let texelRow = texels + y * texture.width
                for k in 0..<width {
                  let column = columns[k]
                  into[k] = RasterImage.across(
                    texelRow, (Int(column.x0), Int(column.x1), column.fx))
                }
                return into
              }
              let template = image.isTemplate
              let opaque = image.isOpaque
              var painted = false
              // The copy's `line` over `columns` of the picture's row starting at `row`.
              @inline(__always) func blend(
                _ line: UnsafePointer<SIMD4<Float>>, _ alpha: UnsafePointer<Float>,
                _ columns: Range<Int>, at row: Int
              ) {
                let any =
                  template
                  ? Self.blendTinted(
                    alpha, columns, at: row, tint: tint, opacity: opacity, layer: index,
                    into: pixels)
                  : Self.blendStraight(
                    line, alpha, columns, at: row, opacity: opacity, layer: index,
                    opaque: opaque, into: pixels)
                if any { painted = true }
              }
              for py in top..<bottom {
                let v = v(py)
                guard v >= shown.minY && v <= shown.maxY else { continue }
                let line = copy + (py - top) * width
                let lineAlpha = copyAlpha + (py - top) * width
                if !filled {
                  let y = RasterImage.axis((v - rect.minY) / rect.height, size: texture.height)
                  let upper = interpolated(y.0, besides: y.1)
                  let lower = interpolated(y.1, besides: y.0)
                  let fy = y.2
                  if opaque {
                    // Every alpha is exactly 1 (`RasterImage.isOpaque`): the straight colour is
                    // the sample itself, as below without the tests.
                    for k in 0..<width {
                      let c = RasterImage.down(upper[k], lower[k], fy: fy)
                      line[k] = SIMD4(c.x, c.y, c.z, 0)
                      lineAlpha[k] = 1
                    }
                  } else {
                    for k in 0..<width {
                      let c = RasterImage.down(upper[k], lower[k], fy: fy)
                      // Straight colour (one division of the vector: the same bits as three; none
                      // when opaque, x / 1 being x).
                      let straight = c.w == 1 ? c : c / c.w
                      line[k] = c.w > 0 ? SIMD4(straight.x, straight.y, straight.z, 0) : .zero
                      lineAlpha[k] = c.w > 0 ? c.w : 0
                    }
                  }
                }
                let row = py * pixels.width + left
                // Within the straight part of the sides a column's corner test holds for the
                // row; past it (in a corner's reach) each pixel's own distance, as the exact
                // sampler tests `signedDistance` (the same arithmetic from `across` and `down`).
                let down = shape.down(v)
                let inCorner = corners && down > 0
                if !inCorner, let middle {
                  blend(line, lineAlpha, middle, at: row)
                  continue
                }
                for k in 0..<width {
                  let column = columns[k]
                  if inCorner {
                    guard !column.outside, !(shape.distance(across: column.across, down: down) > 0)
                    else { continue }
                  } else if column.cornerSkip {
                    continue
                  }
                  blend(line, lineAlpha, k..<k + 1, at: row)
                }
              }
              return painted
            }
          }
        }
      }
    }
    return painted
  }

  /// What an opaque upright image at full opacity paints with its texels as they are, which
  /// the fill under it leaves out: `box`, the rows within the sides' straight part over their
  /// middle run of columns, and any other pixel `paints` says (its rounded corners' pixels),
  /// from the image's own decisions for its rows and columns (as the rows are painted).
  struct OpaqueImage {
    let box: PixelBox
    /// The image's columns from `left` (`ImageCopies.columns`).
    let columns: UnsafePointer<ImageCopies.ColumnSample>
    let left: Int
    let right: Int
    let top: Int
    let bottom: Int
    let middle: Range<Int>?
    let corners: Bool
    let shape: RoundedRect
    let shownMinY: Double
    let shownMaxY: Double
    let inverse: Homography
    let fit: ScreenFit
    /// The image box's first pixel centre's x and column, from which a row's v is mapped.
    let firstX: Double
    let boxMinX: Int

    /// Whether the image paints the pixel: the row shows, and within the sides' straight
    /// part the column is in the middle run (or not left out), in a corner's reach the
    /// pixel's centre is within the rounded bounds.
    func paints(_ px: Int, _ py: Int) -> Bool {
      guard px >= left, px < right, py >= top, py < bottom else { return false }
      let v = inverse.apply(firstX, fit.point(pixelX: boxMinX, pixelY: py).y)?.1 ?? .nan
      guard v >= shownMinY && v <= shownMaxY else { return false }
      let k = px - left
      let column = columns[k]
      let down = shape.down(v)
      if corners && down > 0 {
        return !column.outside && !(shape.distance(across: column.across, down: down) > 0)
      }
      if let middle { return middle.contains(k) }
      return !column.cornerSkip
    }
  }

  /// Blends texels of a copy's row (`line[columns]`, alphas `alpha[columns]`) over the
  /// picture's pixels from `row + columns.lowerBound`, each at its alpha times `opacity`, as
  /// `PixelTarget.blend` blends; says whether any pixel took one. An opaque texel at full
  /// opacity takes the pixel's place and its owner, which is what `blend` does at alpha 1:
  /// here without its tests, and a row of them (most of a photo's) is copied as it is.
  @inline(__always)
  static func blendStraight(
    _ line: UnsafePointer<SIMD4<Float>>, _ alpha: UnsafePointer<Float>, _ columns: Range<Int>,
    at row: Int, opacity: Float, layer: Int32, opaque: Bool = false, into pixels: PixelTarget
  ) -> Bool {
    guard let colorBase = pixels.colors.baseAddress, let ownerBase = pixels.owner.baseAddress,
      !columns.isEmpty
    else { return false }
    let count = columns.count
    let (line, alpha) = (line + columns.lowerBound, alpha + columns.lowerBound)
    let first = row + columns.lowerBound
    let (colors, owners) = (colorBase + first, ownerBase + first)
    // Every alpha exactly 1: known for an opaque image (`opaque`, `RasterImage.isOpaque`),
    // else found by comparing bits (a loop the compiler makes vector operations of); if not,
    // each texel as it comes, below.
    var differs: UInt32 = 0
    if !opaque {
      alpha.withMemoryRebound(to: UInt32.self, capacity: count) { bits in
        for k in 0..<count { differs |= bits[k] ^ Float(1).bitPattern }
      }
    }
    if differs == 0 && opacity > 0 {
      // `blend` of each texel at alpha 1 × opacity: its colour outright at full opacity, else
      // the same mix at `opacity` for every pixel of the row (the same arithmetic, in one
      // pass without a test per pixel).
      if opacity >= 1 {
        colors.update(from: line, count: count)
      } else {
        for k in 0..<count { colors[k] = colors[k] + (line[k] - colors[k]) * opacity }
      }
      if opacity >= PixelBuffer.ownerThreshold { owners.update(repeating: layer, count: count) }
      return true
    }
    var painted = false
    for k in 0..<count {
      let a = alpha[k]
      if a == 1 && opacity == 1 {
        colors[k] = line[k]
        owners[k] = layer
        painted = true
      } else if a > 0 {
        let c = line[k]
        pixels.blend(
          first + k, r: c.x, g: c.y, b: c.z, alpha: a * opacity, layer: layer)
        painted = true
      }
    }
    return painted
  }

  /// `blendStraight` for a template image: the tint at each texel's alpha.
  @inline(__always)
  static func blendTinted(
    _ alpha: UnsafePointer<Float>, _ columns: Range<Int>, at row: Int, tint: SIMD4<Float>,
    opacity: Float, layer: Int32, into pixels: PixelTarget
  ) -> Bool {
    var painted = false
    for k in columns where alpha[k] > 0 {
      pixels.blend(
        row + k, r: tint.x, g: tint.y, b: tint.z, alpha: alpha[k] * tint.w * opacity,
        layer: layer)
      painted = true
    }
    return painted
  }
}
