/// A layer's inverse mapping when it has no perspective: along a pixel row, the local
/// coordinates of each pixel centre are linear in its column, so the columns inside a
/// rectangle of the layer are found once per row instead of mapping every pixel.
///
/// The spans are conservative by `margin` (in local points, far below a pixel): a column
/// counted inside is inside by that much, and one counted outside the outer span is outside by
/// that much, so the exact per-pixel test would decide the same way; only the few columns in
/// between are tested exactly. That keeps every frame identical to testing every pixel.
struct AffineRows {
  /// u = uRow + uStep · column, likewise v, with uRow and vRow linear in the row.
  private let uStep: Double
  private let vStep: Double
  private let uPerRow: Double
  private let vPerRow: Double
  private let uOrigin: Double
  private let vOrigin: Double
  /// 1 / uStep and 1 / vStep (0 where the step is 0): a row's bounds are found with products,
  /// not divisions. The reciprocal's rounding moves a bound by far less than `margin`.
  private let uPerColumnInverse: Double
  private let vPerColumnInverse: Double
  /// Rounding slack for the linear form, in local points.
  let margin: Double

  init?(_ inverse: Homography, fit: ScreenFit, size: (width: Double, height: Double)) {
    guard inverse.isAffine, fit.scaleX > 0, fit.scaleY > 0 else { return nil }
    let w = inverse.m8
    let (sx, sy) = (fit.scaleX, fit.scaleY)
    // x = (column + 0.5 − originX) / sx, y = (row + 0.5 − originY) / sy. Products with
    // reciprocals rather than ten divisions (per layer per frame): the few ulps between them
    // are far inside `margin`.
    let perW = 1 / w
    let perSW = perW / sx
    let perSWDown = perW / sy
    uStep = inverse.m0 * perSW
    vStep = inverse.m1 * perSW
    uPerRow = inverse.m3 * perSWDown
    vPerRow = inverse.m4 * perSWDown
    let x0 = (0.5 - fit.originX) / sx
    let y0 = (0.5 - fit.originY) / sy
    uOrigin = (x0 * inverse.m0 + y0 * inverse.m3 + inverse.m6) * perW
    vOrigin = (x0 * inverse.m1 + y0 * inverse.m4 + inverse.m7) * perW
    let extent = Double(max(fit.pixelWidth, fit.pixelHeight)) + abs(fit.originX) + abs(fit.originY)
    let magnitude =
      (abs(uStep) + abs(vStep) + abs(uPerRow) + abs(vPerRow)) * (extent + 1) + abs(uOrigin)
      + abs(vOrigin) + size.width + size.height
    guard magnitude.isFinite else { return nil }
    margin = magnitude * 1e-9 + 1e-9
    uPerColumnInverse = abs(uStep) < 1e-300 ? 0 : 1 / uStep
    vPerColumnInverse = abs(vStep) < 1e-300 ? 0 : 1 / vStep
  }

  /// u at a column's pixel centres and v at a row's, for a layer without rotation (u the same
  /// on every row, v along a row): within `margin` of what the inverse gives.
  func u(column: Int) -> Double { uOrigin + uStep * Double(column) }
  func v(row: Int) -> Double { vOrigin + vPerRow * Double(row) }

  /// The columns of `row` within `[minX, maxX)` whose pixel centres map into the local
  /// rectangle `u ∈ [minU, maxU], v ∈ [minV, maxV]`: `inward` keeps only columns certainly
  /// inside (the rectangle shrunk by the margin), otherwise every column that may be inside
  /// (grown by it). An empty range when there are none.
  func columns(
    row: Int, minX: Int, maxX: Int, u: (Double, Double), v: (Double, Double), inward: Bool
  ) -> Range<Int> {
    let slack = inward ? -margin : margin
    let uAt0 = uOrigin + uPerRow * Double(row)
    let vAt0 = vOrigin + vPerRow * Double(row)
    var low = Double(minX)
    var high = Double(maxX - 1)
    // Narrows [low, high] to the columns where start + step · column lies in [lo, hi].
    func narrow(
      _ start: Double, _ step: Double, _ inverse: Double, _ lo: Double, _ hi: Double
    ) -> Bool {
      let lo = lo - slack
      let hi = hi + slack
      guard lo <= hi else { return false }
      if abs(step) < 1e-300 { return start >= lo && start <= hi }
      let a = (lo - start) * inverse
      let b = (hi - start) * inverse
      low = max(low, min(a, b))
      high = min(high, max(a, b))
      return true
    }
    guard narrow(uAt0, uStep, uPerColumnInverse, u.0, u.1),
      narrow(vAt0, vStep, vPerColumnInverse, v.0, v.1),
      low <= high
    else {
      return minX..<minX
    }
    // The whole columns within [low, high]: the slack already grew or shrank the rectangle,
    // so a column outside them is outside the grown rectangle (or not inside the shrunk one).
    // (Rounding the outer span outwards as well tested two pixels a row that lie outside.)
    // minX ≤ low ≤ high ≤ maxX − 1 here, so the rounded bounds need no clamping.
    let from = Int(saturatingCeiling: low)
    let to = Int(saturatingFloor: high) + 1
    return from < to ? from..<to : minX..<minX
  }
}
