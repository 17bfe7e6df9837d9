/// Layers without rotation, skew, perspective or clips (most of a frame's layers), painted as
/// the exact per-pixel test paints them, with a few tests at the box's edges instead of one per
/// pixel.
///
/// With the inverse's cross terms zero, a pixel centre's u comes out of the same arithmetic on
/// every row, so it depends on the column alone, and v on the row alone. The rounded
/// rectangle's signed distance then splits: where both are within the straight parts of the
/// edges (`across` and `down` ≤ 0) it is the larger of the column's and the row's own distance
/// (each worked out with the other −∞), where one of them is past, that one's alone; only
/// inside a rounded corner, both past, is each pixel's distance needed. So each column has a
/// kind that every row of one class paints alike.
///
/// Every step from a column to its `across` rounds monotonically and `across` is |u − w/2|
/// less a constant, so it falls and then rises along the columns, and a column's kind only
/// moves outwards (fill, border, corner, none) as it grows: once a scan from each end meets a
/// fill column, every column between the two is fill too. Rows likewise.
extension LayerPainter {
  /// How the rows paint a run of columns.
  enum ColumnKind: UInt8 {
    /// Outside the shape on every row.
    case none
    /// Past the straight part of the top and bottom edges but within a corner's reach: fill
    /// (or border) on the rows within the sides' straight part, each pixel tested elsewhere.
    case cornerFill, cornerBorder
    /// Within the straight part: fill (border on the rows near the top and bottom), or border.
    case fill, border
  }

  /// Columns `start..<end` of the layer's box, all of one kind.
  struct ColumnRun {
    var start: Int
    var end: Int
    var kind: ColumnKind
  }

  /// A rounded rectangle has at most seven runs; a few to spare.
  static let maximumColumnRuns = 12

  /// Paints an axis-aligned layer's `box` and says whether any pixel took a paint (as the exact
  /// test counts it); nil, with nothing painted, for a layer that is not axis-aligned or not
  /// finite, which the general path paints.
  func paintAxisAligned(
    inverse: Homography, shape: RoundedRect, box: (minX: Int, minY: Int, maxX: Int, maxY: Int),
    fill: Paint?, border: Paint?, borderWidth: Double, index: Int32, into pixels: PixelTarget
  ) -> Bool? {
    // Finite entries and size keep every u, v and distance a number (at worst infinite).
    guard inverse.isAffine, inverse.m1 == 0, inverse.m3 == 0, inverse.m0.isFinite,
      inverse.m4.isFinite, inverse.m6.isFinite, inverse.m7.isFinite, inverse.m8.isFinite,
      shape.width.isFinite, shape.height.isFinite
    else { return nil }
    let hasBorder = border != nil
    let first = fit.point(pixelX: box.minX, pixelY: box.minY)
    // How far a column's (any row's y gives the same u) or a row's pixel centres are past the
    // straight parts; `apply` has an answer where w = m8 > 0.
    func across(_ px: Int) -> Double {
      shape.across(inverse.apply(fit.point(pixelX: px, pixelY: box.minY).x, first.y)?.0 ?? 0)
    }
    func down(_ py: Int) -> Double {
      shape.down(inverse.apply(first.x, fit.point(pixelX: box.minX, pixelY: py).y)?.1 ?? 0)
    }
    func isBorder(_ d: Double) -> Bool { hasBorder && -d < borderWidth }
    func kind(_ px: Int) -> ColumnKind {
      let a = across(px)
      let d = shape.distance(across: a, down: -.infinity)
      if a <= 0 { return isBorder(d) ? .border : .fill }
      if d <= 0 { return isBorder(d) ? .cornerBorder : .cornerFill }
      return .none
    }
    return withUnsafeTemporaryAllocation(of: ColumnRun.self, capacity: Self.maximumColumnRuns) {
      runs -> Bool? in
      var count = 0
      // From the left up to the first fill column, from the right down to the last, each run
      // as it comes; the columns between are fill.
      func scan(_ columns: some Sequence<Int>) -> Int? {
        for px in columns {
          let k = kind(px)
          if k == .fill { return px }
          if count > 0, runs[count - 1].kind == k, runs[count - 1].end == px {
            runs[count - 1].end = px + 1
          } else if count > 0, runs[count - 1].kind == k, runs[count - 1].start == px + 1 {
            runs[count - 1].start = px
          } else {
            guard count < Self.maximumColumnRuns else { return nil }
            runs.initializeElement(at: count, to: ColumnRun(start: px, end: px + 1, kind: k))
            count += 1
          }
        }
        return box.maxX
      }
      guard let left = scan(box.minX..<box.maxX) else { return nil }
      if left < box.maxX {
        guard let right = scan(((left + 1)..<box.maxX).reversed()), count < Self.maximumColumnRuns
        else { return nil }
        let end = right == box.maxX ? left + 1 : right + 1
        runs.initializeElement(at: count, to: ColumnRun(start: left, end: end, kind: .fill))
        count += 1
      }
      let columnRuns = UnsafeBufferPointer(rebasing: runs[..<count])
      var painted = false
      func blend(_ rows: Range<Int>, _ columns: Range<Int>, _ paint: Paint?) {
        guard let paint else { return }
        pixels.blendRect(
          rows: rows, columns: columns, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha,
          layer: index)
        painted = true
      }
      // Rows of one class: `b` and `d` are each row's (`down` and distance) when they are past
      // the straight part, else any of them (they differ only within it, where `rowBorder`, being
      // within the border's width of the top or bottom, is the same for all).
      func paintRows(_ rows: Range<Int>, _ b: Double, _ d: Double) {
        let rowBorder = isBorder(d)
        for run in columnRuns {
          let columns = run.start..<run.end
          switch run.kind {
          case .none: continue
          case .fill where b <= 0: blend(rows, columns, rowBorder ? border : fill)
          case .cornerFill where b <= 0: blend(rows, columns, fill)
          case .border where b <= 0, .cornerBorder where b <= 0: blend(rows, columns, border)
          // Past the straight part of the sides: within it across, the row's distance alone;
          // in a corner, at least the row's distance and the column's, else each pixel's own.
          case .fill, .border:
            if d <= 0 { blend(rows, columns, rowBorder ? border : fill) }
          case .cornerFill, .cornerBorder:
            guard d <= 0 else { continue }
            for px in columns {
              let own = shape.distance(across: across(px), down: b)
              guard own <= 0 else { continue }
              blend(rows, px..<px + 1, isBorder(own) ? border : fill)
            }
          }
        }
      }
      // Rows the same way: from the top to the first row that is fill across (within the
      // straight part and not the border), from the bottom up to the last; those between are.
      var top = box.minY
      while top < box.maxY {
        let b = down(top)
        let d = shape.distance(across: -.infinity, down: b)
        if b <= 0 && !isBorder(d) { break }
        paintRows(top..<top + 1, b, d)
        top += 1
      }
      guard top < box.maxY else { return painted }
      var bottom = box.maxY - 1
      while bottom > top {
        let b = down(bottom)
        let d = shape.distance(across: -.infinity, down: b)
        if b <= 0 && !isBorder(d) { break }
        paintRows(bottom..<bottom + 1, b, d)
        bottom -= 1
      }
      let middle = down(top)
      paintRows(top..<bottom + 1, middle, shape.distance(across: -.infinity, down: middle))
      return painted
    }
  }
}
