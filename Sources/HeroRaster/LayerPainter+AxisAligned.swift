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

  /// How a row is painted: not at all, past the straight part of the sides (within a corner's
  /// reach), or within it; `border` when within the border's width of the top or bottom.
  enum RowClass: Equatable {
    case empty
    case edge(border: Bool)
    case middle(border: Bool)
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
    fill: Paint?, border: Paint?, borderUnder: Paint?, borderWidth: Double, index: Int32,
    excluding: UnsafePointer<OpaqueImage>? = nil, into pixels: PixelTarget
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
    // A column's kind and a row's class follow from where u (v) lies among the edges, the
    // border's width in from them and the corners: from the linear form (multiplications,
    // no division or root) where it is farther than the margin from all of them, else from
    // the exact arithmetic above.
    let linear = AffineRows(inverse, fit: fit, size: (shape.width, shape.height))
    let r = shape.radius
    let margin = (linear?.margin ?? .infinity) + 1e-9 * abs(borderWidth)
    // (Two-argument `min`s: the variadic one was a call with an array on every column.)
    func clear(_ x: Double, of extent: Double) -> Bool {
      min(min(abs(x), abs(x - extent)), min(abs(x - r), abs(x - (extent - r)))) > margin
        && (!hasBorder || min(abs(x - borderWidth), abs(x - (extent - borderWidth))) > margin)
    }
    func kind(_ px: Int) -> ColumnKind {
      if let u = linear?.u(column: px), clear(u, of: shape.width) {
        guard u >= 0 && u <= shape.width else { return .none }
        let border = hasBorder && (u < borderWidth || u > shape.width - borderWidth)
        return u < r || u > shape.width - r
          ? (border ? .cornerBorder : .cornerFill) : (border ? .border : .fill)
      }
      let a = across(px)
      let d = shape.distance(across: a, down: -.infinity)
      if a <= 0 { return isBorder(d) ? .border : .fill }
      if d <= 0 { return isBorder(d) ? .cornerBorder : .cornerFill }
      return .none
    }
    func rowClass(_ py: Int) -> RowClass {
      if let v = linear?.v(row: py), clear(v, of: shape.height) {
        guard v >= 0 && v <= shape.height else { return .empty }
        let border = hasBorder && (v < borderWidth || v > shape.height - borderWidth)
        return v < r || v > shape.height - r ? .edge(border: border) : .middle(border: border)
      }
      let b = down(py)
      let d = shape.distance(across: -.infinity, down: b)
      if b <= 0 { return .middle(border: isBorder(d)) }
      return d <= 0 ? .edge(border: isBorder(d)) : .empty
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
        if let excluding {
          Self.blendRect(
            rows, columns, paint, excluding: excluding.pointee.box, layer: index, into: pixels)
        } else {
          pixels.blendRect(
            rows: rows, columns: columns, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha,
            layer: index)
        }
        painted = true
      }
      // The border, over the fill where it is thinner than a pixel.
      func blendBorder(_ rows: Range<Int>, _ columns: Range<Int>) {
        if border != nil { blend(rows, columns, borderUnder) }
        blend(rows, columns, border)
      }
      // Rows of one class: within the straight part of the sides (`middle`), each run as its
      // columns say; past it (`edge`), within it across the row's paint, in a corner (at least
      // as far as the row and the column are) each pixel's own distance.
      func paintRows(_ rows: Range<Int>, _ rowClass: RowClass) {
        switch rowClass {
        case .empty: return
        case .middle(let rowBorder):
          for run in columnRuns {
            let columns = run.start..<run.end
            switch run.kind {
            case .none: continue
            case .fill:
              if rowBorder { blendBorder(rows, columns) } else { blend(rows, columns, fill) }
            case .cornerFill: blend(rows, columns, fill)
            case .border, .cornerBorder: blendBorder(rows, columns)
            }
          }
        case .edge(let rowBorder):
          for run in columnRuns {
            let columns = run.start..<run.end
            switch run.kind {
            case .none: continue
            case .fill, .border:
              if rowBorder { blendBorder(rows, columns) } else { blend(rows, columns, fill) }
            case .cornerFill, .cornerBorder:
              // Inside a rounded corner: each pixel by the share the shape covers.
              if let excluding {
                // Less the pixels an opaque image over the fill paints (with its box, whose
                // rows the fill paints in part, the layer has painted either way).
                for py in rows {
                  for px in columns
                  where !excluding.pointee.paints(px, py)
                    && paintCorner(
                      px, py, inverse: inverse, shape: shape, fill: fill, border: border,
                      borderUnder: borderUnder, borderWidth: borderWidth, index: index,
                      into: pixels)
                  {
                    painted = true
                  }
                }
                continue
              }
              for py in rows {
                for px in columns
                where paintCorner(
                  px, py, inverse: inverse, shape: shape, fill: fill, border: border,
                  borderUnder: borderUnder, borderWidth: borderWidth, index: index, into: pixels)
                {
                  painted = true
                }
              }
            }
          }
        }
      }
      // Rows the same way: from the top to the first row that is fill across (within the
      // straight part and not the border), from the bottom up to the last; those between are.
      let fillAcross = RowClass.middle(border: false)
      var top = box.minY
      while top < box.maxY {
        let c = rowClass(top)
        if c == fillAcross { break }
        paintRows(top..<top + 1, c)
        top += 1
      }
      guard top < box.maxY else { return painted }
      var bottom = box.maxY - 1
      while bottom > top {
        let c = rowClass(bottom)
        if c == fillAcross { break }
        paintRows(bottom..<bottom + 1, c)
        bottom -= 1
      }
      paintRows(top..<bottom + 1, fillAcross)
      return painted
    }
  }

  /// `blendRect` of `paint` over `rows` by `columns` but for the pixels in `skip` (painted
  /// over next: an opaque image's), apart from the plain `blend` above so that it stays as
  /// tight as it was.
  @inline(never)
  static func blendRect(
    _ rows: Range<Int>, _ columns: Range<Int>, _ paint: Paint, excluding skip: PixelBox,
    layer: Int32, into pixels: PixelTarget
  ) {
    func blendRect(_ rows: Range<Int>, _ columns: Range<Int>) {
      pixels.blendRect(
        rows: rows, columns: columns, r: paint.r, g: paint.g, b: paint.b, alpha: paint.alpha,
        layer: layer)
    }
    guard skip.minY < rows.upperBound, rows.lowerBound < skip.maxY,
      skip.minX < columns.upperBound, columns.lowerBound < skip.maxX
    else { return blendRect(rows, columns) }
    let inner = max(rows.lowerBound, skip.minY)..<min(rows.upperBound, skip.maxY)
    blendRect(rows.lowerBound..<inner.lowerBound, columns)
    blendRect(inner, columns.lowerBound..<max(columns.lowerBound, skip.minX))
    blendRect(inner, min(columns.upperBound, skip.maxX)..<columns.upperBound)
    blendRect(inner.upperBound..<rows.upperBound, columns)
  }
}
