/// Axis-aligned layers for the finer blitters, their straight edges shaded by coverage: a pixel
/// the layer's edge (or its border's inner edge) crosses takes the paint by the share of it
/// the layer covers, as a browser draws the edge, instead of all or nothing by its centre. At
/// 2 × 4 pixels a cell, a pixel is half a half block: an edge put up to half a pixel from
/// where it lies, or a border's tint in a row narrower than the border's reach, costs more
/// than half blocks' wider pixels (issue 32's legibility test). Half blocks keep the centre
/// test (their frames stay as they are).
///
/// Each column has an across coverage and each row a down coverage, so a pixel's coverage is
/// the product, and the box splits into a few runs of columns and rows of one coverage each:
/// painted rectangle by rectangle. Inside a rounded corner (both centres past the straight
/// parts) each pixel is sampled as before (`paintCorner`).
extension LayerPainter {
  /// A column's (or row's) share of the layer: of its outer edges, and of the rectangle inside
  /// the border; whether its centre is inside, and whether it lies within a corner's reach.
  struct EdgeCoverage: Equatable {
    var outer: Float
    var inner: Float
    var centre: Bool
    var corner: Bool
  }

  /// A layer's extent along one axis (pixels), its border's inner edges and its corners'
  /// reach: what each pixel across it is covered by, worked out one way for the runs and for
  /// the reference that looks at every pixel.
  struct EdgeSpan {
    let lower: Double
    let upper: Double
    let innerLower: Double
    let innerUpper: Double
    let radius: Double
    let hasInner: Bool

    init(from lower: Double, to upper: Double, border: Double, radius: Double) {
      self.lower = lower
      self.upper = upper
      (innerLower, innerUpper) = (lower + border, upper - border)
      self.radius = min(radius, (upper - lower) / 2)
      hasInner = innerLower < innerUpper
    }

    /// The share of pixel [p, p + 1) inside [lo, hi]: exactly 1 for a pixel wholly inside.
    @inline(__always)
    static func share(_ p: Double, _ lo: Double, _ hi: Double) -> Float {
      Float(max(0, min(1, min(p + 1, hi) - max(p, lo))))
    }

    /// Pixel `p`'s coverage.
    @inline(__always)
    func coverage(_ p: Int) -> EdgeCoverage {
      let x = Double(p)
      let centre = x + 0.5
      return EdgeCoverage(
        outer: Self.share(x, lower, upper),
        inner: hasInner ? Self.share(x, innerLower, innerUpper) : 0,
        centre: centre >= lower && centre <= upper,
        corner: radius > 0 && (centre < lower + radius || centre > upper - radius))
    }

    /// The coverage of a pixel in the middle: wholly inside, the border's inside too.
    var middle: EdgeCoverage {
      EdgeCoverage(outer: 1, inner: hasInner ? 1 : 0, centre: true, corner: false)
    }
  }

  /// Columns (or rows) `start..<end` of one coverage.
  struct CoverageRun {
    var start: Int
    var end: Int
    var coverage: EdgeCoverage
  }

  /// Runs a side of a box can have: the edge, the border's inner edge and a corner's reach at
  /// each end, and the middle; a few to spare.
  static let maximumCoverageRuns = 16

  /// Paints an axis-aligned layer's `box` with its straight edges shaded by coverage; says
  /// whether a pixel whose centre is inside took paint, as `paintAxisAligned` does (a layer
  /// covering no pixel centre is left to `paintTiny` and nothing is painted here); nil, with
  /// nothing painted, where the layer is not axis-aligned or not finite.
  /// `border` and `borderWidth` are the layer's own (the border's true reach, at full alpha);
  /// `faded`, `under` and `cornerWidth` are what `paintCorner` takes inside the corners.
  func paintCovered(
    inverse: Homography, shape: RoundedRect, box: (minX: Int, minY: Int, maxX: Int, maxY: Int),
    fill: Paint?, border: Paint?, borderWidth: Double, faded: Paint?, under: Paint?,
    cornerWidth: Double, index: Int32, into pixels: PixelTarget
  ) -> Bool? {
    guard inverse.isAffine, inverse.m1 == 0, inverse.m3 == 0, inverse.m0 != 0, inverse.m4 != 0
    else { return nil }
    // u = (x·m0 + m6) / m8 with x = (X − originX) / scaleX: X at u, and pixels a point.
    let (m0, m4, m6, m7, m8) = (inverse.m0, inverse.m4, inverse.m6, inverse.m7, inverse.m8)
    func across(_ u: Double) -> Double { (u * m8 - m6) / m0 * fit.scaleX + fit.originX }
    func down(_ v: Double) -> Double { (v * m8 - m7) / m4 * fit.scaleY + fit.originY }
    let (a, b) = (across(0), across(shape.width))
    let (c, d) = (down(0), down(shape.height))
    let perU = abs(m8 * fit.scaleX / m0)
    let perV = abs(m8 * fit.scaleY / m4)
    let edges = (left: min(a, b), right: max(a, b), top: min(c, d), bottom: max(c, d))
    let reach = border != nil ? max(0, borderWidth) : 0
    // (A sum is finite only where every term is; no array: this runs for every layer.)
    guard (edges.left + edges.right + edges.top + edges.bottom + perU + perV + reach).isFinite
    else { return nil }
    return withUnsafeTemporaryAllocation(
      of: CoverageRun.self, capacity: 2 * Self.maximumCoverageRuns
    ) { storage -> Bool? in
      guard let base = storage.baseAddress else { return nil }
      let columnRuns = UnsafeMutableBufferPointer(start: base, count: Self.maximumCoverageRuns)
      let rowRuns = UnsafeMutableBufferPointer(
        start: base + Self.maximumCoverageRuns, count: Self.maximumCoverageRuns)
      guard
        let columnCount = Self.coverageRuns(
          box.minX..<box.maxX, from: edges.left, to: edges.right, border: reach * perU,
          radius: shape.radius * perU, into: columnRuns),
        let rowCount = Self.coverageRuns(
          box.minY..<box.maxY, from: edges.top, to: edges.bottom, border: reach * perV,
          radius: shape.radius * perV, into: rowRuns)
      else { return nil }
      let columns = UnsafeBufferPointer(rebasing: columnRuns[..<columnCount])
      let rows = UnsafeBufferPointer(rebasing: rowRuns[..<rowCount])
      // No pixel centre inside: a layer smaller than a pixel, which `paintTiny` shows.
      guard columns.contains(where: \.coverage.centre), rows.contains(where: \.coverage.centre)
      else { return false }
      let fillOwns = (fill?.alpha ?? 0) >= PixelBuffer.ownerThreshold
      let borderOwns = (border?.alpha ?? 0) >= PixelBuffer.ownerThreshold
      // u = a·X + b and v = c·Y + d at pixel coordinates X, Y: the corners' samples.
      let map = (
        a: m0 / (m8 * fit.scaleX), b: (m6 - fit.originX * m0 / fit.scaleX) / m8,
        c: m4 / (m8 * fit.scaleY), d: (m7 - fit.originY * m4 / fit.scaleY) / m8
      )
      var painted = false
      for row in rows {
        for column in columns {
          let (x, y) = (column.coverage, row.coverage)
          if x.corner && y.corner {
            guard x.outer > 0, y.outer > 0 else { continue }
            for py in row.start..<row.end {
              for px in column.start..<column.end
              where coverCorner(
                px, py, map: map, shape: shape, fill: fill, border: faded, borderUnder: under,
                borderWidth: cornerWidth, index: index, into: pixels)
              {
                painted = true
              }
            }
            continue
          }
          let outer = x.outer * y.outer
          guard outer > 0 else { continue }
          let centre = x.centre && y.centre
          // The fill under the whole layer, as Core Animation draws its background, then the
          // border over its share: a pixel the layer covers whole takes the same colour
          // whatever lies beneath (`Occlusion` counts on it).
          if let fill {
            pixels.cover(
              rows: row.start..<row.end, columns: column.start..<column.end, fill,
              coverage: outer, owns: centre && fillOwns, layer: index)
            if centre { painted = true }
          }
          let rim = outer - x.inner * y.inner
          if let border, rim > 0 {
            pixels.cover(
              rows: row.start..<row.end, columns: column.start..<column.end, border,
              coverage: rim, owns: centre && borderOwns, layer: index)
            if centre { painted = true }
          }
        }
      }
      return painted
    }
  }

  /// `paintCorner` for an axis-aligned layer, by the same 4 × 4 samples and the same blending:
  /// each sample's u and v from the linear `map` (no division) and its distance from the
  /// corner's centre compared squared (no root), for the thousands of small rounded layers a
  /// busy frame has.
  @inline(__always)
  func coverCorner(
    _ px: Int, _ py: Int, map: (a: Double, b: Double, c: Double, d: Double), shape: RoundedRect,
    fill: Paint?, border: Paint?, borderUnder: Paint?, borderWidth: Double, index: Int32,
    into pixels: PixelTarget
  ) -> Bool {
    let n = Self.cornerSamples
    let r = shape.radius
    // Past the straight parts (`RoundedRect.across` and `down`) at each sample column and row.
    var across = SIMD4<Double>()
    var down = SIMD4<Double>()
    for k in 0..<n {
      let t = (Double(k) + 0.5) / Double(n)
      across[k] = shape.across(map.a * (Double(px) + t) + map.b)
      down[k] = shape.down(map.c * (Double(py) + t) + map.d)
    }
    // The signed distance is √(A² + B²) + min(max(a, b), 0) − r with A = max(a, 0) and
    // B = max(b, 0): inside where A² + B² ≤ r²; on the border where it is > −borderWidth,
    // that is where √(A² + B²) > r − borderWidth if either is past, else max(a, b) is. A row
    // of four samples at a time, without branches.
    let inner = r - borderWidth
    let zero = SIMD4<Double>()
    let acrossPast = across.replacing(with: zero, where: across .< zero)
    let acrossSquared = acrossPast * acrossPast
    var inFill = 0
    var inBorder = 0
    for sy in 0..<n {
      let b = down[sy]
      let past = max(b, 0)
      let squared = acrossSquared + past * past
      let inside = squared .<= r * r
      let eitherPast = squared .> zero
      let beyondInner =
        inner < 0 ? SIMDMask<SIMD4<Int64>>(repeating: true) : squared .> inner * inner
      let straight = across.replacing(with: b, where: across .< b) .> inner
      let onBorder = (eitherPast .& beyondInner) .| (.!eitherPast .& straight)
      let ring = border != nil ? inside .& onBorder : SIMDMask<SIMD4<Int64>>(repeating: false)
      inBorder += Self.count(ring)
      inFill += Self.count(inside .& .!ring)
    }
    return Self.blendShares(
      inFill: inFill, inBorder: inBorder, samples: n * n, at: py * pixels.width + px, fill: fill,
      border: border, borderUnder: borderUnder, index: index, into: pixels)
  }

  /// How many lanes of `mask` are set.
  @inline(__always)
  static func count(_ mask: SIMDMask<SIMD4<Int64>>) -> Int {
    Int(SIMD4<Int64>().replacing(with: 1, where: mask).wrappedSum())
  }

  /// The runs of `span` (pixel columns or rows) by coverage, for a layer from `lower` to
  /// `upper` (pixels) with a border `border` pixels wide and corners of `radius` pixels; nil
  /// when they are more than `runs` holds. `coverageRunsReference`'s runs, without looking at
  /// every pixel of the middle: there each condition of the coverage (the whole pixel inside
  /// the edges and inside the border's inner edges, the centre inside, out of the corners'
  /// reach) holds on one interval of pixels, so the pixels of that coverage are an interval
  /// and its end is found by halving (the layers of a busy frame are tens of pixels across,
  /// and every one of them was worked out in doubles, for each layer, twice).
  static func coverageRuns(
    _ span: Range<Int>, from lower: Double, to upper: Double, border: Double, radius: Double,
    into runs: UnsafeMutableBufferPointer<CoverageRun>
  ) -> Int? {
    let edges = EdgeSpan(from: lower, to: upper, border: border, radius: radius)
    let middle = edges.middle
    var count = 0
    var p = span.lowerBound
    while p < span.upperBound {
      let here = edges.coverage(p)
      var end = p + 1
      if here == middle {
        // The last pixel of the interval: `low` has the coverage, `high` is past it.
        var (low, high) = (p, span.upperBound)
        while high - low > 1 {
          let mid = low + (high - low) / 2
          if edges.coverage(mid) == middle { low = mid } else { high = mid }
        }
        end = low + 1
      }
      if count > 0, runs[count - 1].coverage == here {
        runs[count - 1].end = end
      } else {
        guard count < runs.count else { return nil }
        runs[count] = CoverageRun(start: p, end: end, coverage: here)
        count += 1
      }
      p = end
    }
    return count
  }

  /// The runs of `span` (pixel columns or rows) by coverage, for a layer from `lower` to
  /// `upper` (pixels) with a border `border` pixels wide and corners of `radius` pixels; nil
  /// when they are more than `runs` holds. Each pixel looked at: what the tests hold
  /// `coverageRuns` to.
  static func coverageRunsReference(
    _ span: Range<Int>, from lower: Double, to upper: Double, border: Double, radius: Double,
    into runs: UnsafeMutableBufferPointer<CoverageRun>
  ) -> Int? {
    let edges = EdgeSpan(from: lower, to: upper, border: border, radius: radius)
    var count = 0
    for p in span {
      let coverage = edges.coverage(p)
      if count > 0, runs[count - 1].coverage == coverage {
        runs[count - 1].end = p + 1
      } else {
        guard count < runs.count else { return nil }
        runs[count] = CoverageRun(start: p, end: p + 1, coverage: coverage)
        count += 1
      }
    }
    return count
  }
}

extension PixelTarget {
  /// `paint` over a band of rows and columns at `coverage` of its alpha; the owners set to
  /// `layer` where `owns` (the pixels' centres are the layer's), whatever the share.
  func cover(
    rows: Range<Int>, columns: Range<Int>, _ paint: Paint, coverage: Float, owns: Bool,
    layer: Int32
  ) {
    let a = min(paint.alpha * coverage, 1)
    guard a > 0, !columns.isEmpty, let colorBase = colors.baseAddress,
      let ownerBase = owner.baseAddress
    else { return }
    let color = SIMD4(paint.r, paint.g, paint.b, 0)
    for row in rows {
      let start = row * width + columns.lowerBound
      let pixels = colorBase + start
      if a == 1 {
        pixels.update(repeating: color, count: columns.count)
      } else {
        for k in 0..<columns.count { pixels[k] += (color - pixels[k]) * a }
      }
      if owns { (ownerBase + start).update(repeating: layer, count: columns.count) }
    }
  }
}
